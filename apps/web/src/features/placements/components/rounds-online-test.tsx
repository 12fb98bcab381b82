import {
	Alert,
	Button,
	Card,
	Group,
	NumberInput,
	SegmentedControl,
	Select,
	SimpleGrid,
	Stack,
	Switch,
	Table,
	Text,
	TextInput,
	Title,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type ExamResultsPreview, ROUND_RESULT_LABELS } from "@unnati/contracts/placements";
import { useState } from "react";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { failureMessage } from "../../../lib/http-error";
import { createRoundExam, previewExamResults, recordRoundResults, testSourcesQuery } from "../api";
import { formatDateTime } from "./format";
import type { RoundProps } from "./rounds-results-table";
import { isoOf, tomorrowAtTen } from "./rounds-schedule-modal";

/** The round's test, made in one step for the students in the round, from a bank or an exam's paper. */
function CreateTest({ at, round, onChanged }: RoundProps) {
	const sources = useQuery(testSourcesQuery());
	const [title, setTitle] = useState("");
	const [opensAt, setOpensAt] = useState(tomorrowAtTen);
	const [duration, setDuration] = useState<number | string>(60);
	const [late, setLate] = useState<number | string>(15);
	const [cutoff, setCutoff] = useState<number | string>(60);
	const [proctored, setProctored] = useState(false);
	const [from, setFrom] = useState<"bank" | "exam">("bank");
	const [bankId, setBankId] = useState<string | null>(null);
	const [count, setCount] = useState<number | string>(20);
	const [examId, setExamId] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	if (sources.isPending) return <LoadingState label="Loading question banks" />;
	if (sources.isError)
		return <LoadFailed what="The question banks" error={sources.error} onRetry={() => sources.refetch()} />;
	const bank = sources.data.banks.find((b) => b.id === bankId);
	const people = round.counts.inRound;
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		setBusy(true);
		setError(null);
		try {
			await createRoundExam(at, {
				...(title.trim() ? { title: title.trim() } : {}),
				opensAt: isoOf(opensAt),
				durationMinutes: Number(duration),
				lateEntryMinutes: Number(late) || 0,
				cutoffPercent: Number(cutoff) || 0,
				proctored,
				questions:
					from === "bank"
						? { from: "bank", bankId: bankId ?? "", count: Number(count) }
						: { from: "exam", examId: examId ?? "" },
			});
			await onChanged();
		} catch (caught) {
			setError(failureMessage(caught, "The test was not created."));
		} finally {
			setBusy(false);
		}
	};
	return (
		<form onSubmit={submit} aria-label={`Create the test for ${round.name}`}>
			<Stack gap="sm">
				<Text size="sm">
					The test is an exam of the college's exam engine, for exactly the students in this round; they are
					told when it is created.
				</Text>
				<TextInput
					label="Title"
					placeholder={`Company: ${round.name}`}
					description="Leave empty for the company and the round's name"
					maxLength={150}
					value={title}
					onChange={(e) => setTitle(e.currentTarget.value)}
				/>
				<SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
					<TextInput
						type="datetime-local"
						label="Starts"
						required
						value={opensAt}
						onChange={(e) => setOpensAt(e.currentTarget.value)}
					/>
					<NumberInput
						label="Length (minutes)"
						required
						min={5}
						max={600}
						value={duration}
						onChange={setDuration}
					/>
					<NumberInput
						label="Late entry (minutes)"
						description="Latest start after the time"
						min={0}
						max={240}
						value={late}
						onChange={setLate}
					/>
					<NumberInput label="Cut-off (%)" min={0} max={100} value={cutoff} onChange={setCutoff} />
				</SimpleGrid>
				<SegmentedControl
					aria-label="Where the questions come from"
					value={from}
					onChange={(v) => setFrom(v as "bank" | "exam")}
					data={[
						{ value: "bank", label: "Draw from a question bank" },
						{ value: "exam", label: "Use an exam's paper" },
					]}
				/>
				{from === "bank" ? (
					<SimpleGrid cols={{ base: 1, sm: 2 }}>
						<Select
							label="Question bank"
							required
							searchable
							nothingFoundMessage="No bank of that name"
							data={sources.data.banks.map((b) => ({
								value: b.id,
								label: `${b.name} (${b.questionCount} questions)`,
							}))}
							value={bankId}
							onChange={setBankId}
						/>
						<NumberInput
							label="Questions per student"
							description={bank ? `Drawn at random from its ${bank.questionCount}` : undefined}
							required
							min={1}
							max={bank?.questionCount ?? 200}
							value={count}
							onChange={setCount}
						/>
					</SimpleGrid>
				) : (
					<Select
						label="Exam paper"
						description="The chosen exam's sections, for this test's students and time"
						required
						searchable
						nothingFoundMessage="No published exam of that name"
						data={sources.data.exams.map((e) => ({ value: e.id, label: e.title }))}
						value={examId}
						onChange={setExamId}
						maw={480}
					/>
				)}
				<Switch
					label="Proctored (camera and screen checks, as in the exam engine)"
					checked={proctored}
					onChange={(e) => setProctored(e.currentTarget.checked)}
				/>
				{error && (
					<Alert color="red" role="alert">
						{error}
					</Alert>
				)}
				<Group>
					<Button type="submit" loading={busy} disabled={people === 0}>
						Create the test for {people === 1 ? "1 student" : `${people} students`}
					</Button>
					{people === 0 && (
						<Text size="sm" c="dimmed">
							No one is in this round yet.
						</Text>
					)}
				</Group>
			</Stack>
		</form>
	);
}

/** The test's scores as the round's results at a cut-off: a preview, recorded when confirmed. */
function FillFromTest({ at, round, onChanged }: RoundProps) {
	const exam = round.exam;
	const [cutoff, setCutoff] = useState<number | string>(exam?.passingScorePercentage ?? 60);
	const [preview, setPreview] = useState<ExamResultsPreview | null>(null);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const [done, setDone] = useState<string | null>(null);
	if (!exam) return null;
	const decided = preview?.rows.filter((r) => r.result !== null) ?? [];
	const run = async (action: () => Promise<void>, fallback: string) => {
		setBusy(true);
		setError(null);
		setDone(null);
		try {
			await action();
		} catch (caught) {
			setError(failureMessage(caught, fallback));
		} finally {
			setBusy(false);
		}
	};
	return (
		<Stack gap="xs">
			<Group align="flex-end">
				<NumberInput
					label="Pass at or above (%)"
					min={0}
					max={100}
					w={180}
					value={cutoff}
					onChange={setCutoff}
				/>
				<Button
					variant="light"
					loading={busy && !preview}
					onClick={() =>
						run(async () => setPreview(await previewExamResults(at, Number(cutoff) || 0)), "No preview.")
					}
				>
					Preview results from the test
				</Button>
			</Group>
			{error && (
				<Alert color="red" role="alert">
					{error}
				</Alert>
			)}
			{done && (
				<Text size="sm" role="status" c="teal">
					{done}
				</Text>
			)}
			{preview && (
				<>
					<Table.ScrollContainer minWidth={560}>
						<Table verticalSpacing={4}>
							<Table.Caption>
								Results the test gives at a cut-off of {preview.cutoffPercent} % (not recorded yet)
							</Table.Caption>
							<Table.Thead>
								<Table.Tr>
									<Table.Th>Roll number</Table.Th>
									<Table.Th>Student</Table.Th>
									<Table.Th>Result</Table.Th>
									<Table.Th>Why</Table.Th>
								</Table.Tr>
							</Table.Thead>
							<Table.Tbody>
								{preview.rows.map((r) => (
									<Table.Tr key={r.applicationId}>
										<Table.Td>{r.rollNo}</Table.Td>
										<Table.Td>{r.name}</Table.Td>
										<Table.Td>{r.result ? ROUND_RESULT_LABELS[r.result] : "Not yet"}</Table.Td>
										<Table.Td>{r.note}</Table.Td>
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</Table.ScrollContainer>
					<Group>
						<Button
							disabled={decided.length === 0}
							loading={busy}
							onClick={() =>
								run(async () => {
									await recordRoundResults(
										at,
										decided.map((r) => ({ applicationId: r.applicationId, result: r.result })),
									);
									await onChanged();
									setPreview(null);
									setDone(
										`Recorded ${decided.length === 1 ? "1 result" : `${decided.length} results`} from the test.`,
									);
								}, "The results were not recorded.")
							}
						>
							Record {decided.length === 1 ? "1 result" : `${decided.length} results`}
						</Button>
						<Button variant="default" onClick={() => setPreview(null)}>
							Discard
						</Button>
					</Group>
				</>
			)}
		</Stack>
	);
}

/** A test round's exam: create it, or see it and fill the round's results from its scores. */
export function RoundsOnlineTest(props: RoundProps) {
	const { exam } = props.round;
	return (
		<Card withBorder>
			<Title order={3} size="h5" mb="xs">
				Online test
			</Title>
			{exam ? (
				<Stack gap="sm">
					<Text size="sm">
						<strong>{exam.title}</strong>: {formatDateTime(exam.opensAt)} to {formatDateTime(exam.closesAt)}{" "}
						IST, {exam.durationMinutes} minutes. {exam.started} started, {exam.scored} scored.
					</Text>
					{exam.notInAudience > 0 && (
						<Alert color="orange">
							{exam.notInAudience === 1 ? "1 student" : `${exam.notInAudience} students`} in this round joined
							after the test was made and cannot sit it: mark their results in the table.
						</Alert>
					)}
					<FillFromTest {...props} />
				</Stack>
			) : (
				<CreateTest {...props} />
			)}
		</Card>
	);
}
