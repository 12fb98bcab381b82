import {
	ActionIcon,
	Alert,
	Button,
	Group,
	Modal,
	NumberInput,
	Select,
	Stack,
	Table,
	Text,
	Textarea,
	TextInput,
	VisuallyHidden,
} from "@mantine/core";
import {
	ROUND_RESULT_LABELS,
	ROUND_RESULTS,
	type RoundEntry,
	type RoundKind,
	type RoundResult,
	type RoundView,
	scorecardInputSchema,
} from "@unnati/contracts/placements";
import { useState } from "react";
import { failureMessage } from "../../../lib/http-error";
import { recordScorecard } from "../api";

/** The criteria a panel usually marks, by the round's kind, each out of 10. */
const CRITERIA: Partial<Record<RoundKind, string[]>> = {
	technical_interview: ["Problem solving", "Technical knowledge", "Communication"],
	hr_interview: ["Communication", "Attitude", "Fit with the role"],
	group_discussion: ["Content", "Communication", "Leadership", "Listening"],
};

type Line = { criterion: string; score: number | string; outOf: number | string };

/** One applicant's scorecard (criteria with scores), remarks and result, checked by the API's own schema. */
export function RoundsScorecardModal({
	roundIndex,
	round,
	entry,
	onClose,
	onSaved,
}: {
	roundIndex: number;
	round: RoundView;
	entry: RoundEntry;
	onClose: () => void;
	onSaved: () => Promise<unknown>;
}) {
	const [lines, setLines] = useState<Line[]>(() =>
		entry.scorecard.length > 0
			? entry.scorecard
			: (CRITERIA[round.kind] ?? ["Overall"]).map((criterion) => ({ criterion, score: "", outOf: 10 })),
	);
	const [remarks, setRemarks] = useState(entry.remarks ?? "");
	const [result, setResult] = useState<RoundResult | null>(entry.result);
	const [busy, setBusy] = useState(false);
	const [error, setError] = useState<string | null>(null);
	const set = (i: number, patch: Partial<Line>) =>
		setLines((all) => all.map((line, j) => (j === i ? { ...line, ...patch } : line)));
	const total = lines.reduce((sum, l) => sum + (Number(l.score) || 0), 0);
	const outOf = lines.reduce((sum, l) => sum + (Number(l.outOf) || 0), 0);
	const submit = async (event: React.FormEvent) => {
		event.preventDefault();
		const body = {
			scorecard: lines.map((l) => ({
				criterion: l.criterion,
				score: l.score === "" ? Number.NaN : Number(l.score),
				outOf: Number(l.outOf),
			})),
			remarks: remarks.trim() || null,
			result,
		};
		const checked = scorecardInputSchema.safeParse(body);
		if (!checked.success) {
			const issue = checked.error.issues[0];
			const row = typeof issue?.path[1] === "number" ? `Criterion ${issue.path[1] + 1}: ` : "";
			setError(`${row}${issue?.message ?? "Check the scorecard."}`);
			return;
		}
		setBusy(true);
		setError(null);
		try {
			await recordScorecard(entry.applicationId, roundIndex, checked.data);
			await onSaved();
			onClose();
		} catch (caught) {
			setError(failureMessage(caught, "The scorecard was not saved."));
		} finally {
			setBusy(false);
		}
	};
	return (
		<Modal opened onClose={onClose} title={`Scorecard: ${entry.name} (${entry.rollNo})`} size="lg" centered>
			<form onSubmit={submit} aria-label={`Scorecard of ${entry.name}`}>
				<Stack gap="sm">
					<Table.ScrollContainer minWidth={440}>
						<Table>
							<Table.Caption>
								{round.name}: total {total} out of {outOf}
							</Table.Caption>
							<Table.Thead>
								<Table.Tr>
									<Table.Th>Criterion</Table.Th>
									<Table.Th>Score</Table.Th>
									<Table.Th>Out of</Table.Th>
									<Table.Th>
										<VisuallyHidden>Remove</VisuallyHidden>
									</Table.Th>
								</Table.Tr>
							</Table.Thead>
							<Table.Tbody>
								{lines.map((line, i) => (
									// The lines have no identity of their own; their order is the scorecard's.
									// biome-ignore lint/suspicious/noArrayIndexKey: edited in place, never reordered
									<Table.Tr key={i}>
										<Table.Td>
											<TextInput
												aria-label={`Criterion ${i + 1}`}
												size="xs"
												value={line.criterion}
												onChange={(e) => set(i, { criterion: e.currentTarget.value })}
											/>
										</Table.Td>
										<Table.Td>
											<NumberInput
												aria-label={`Score for ${line.criterion || `criterion ${i + 1}`}`}
												size="xs"
												w={80}
												min={0}
												decimalScale={1}
												value={line.score}
												onChange={(v) => set(i, { score: v })}
											/>
										</Table.Td>
										<Table.Td>
											<NumberInput
												aria-label={`${line.criterion || `Criterion ${i + 1}`} is out of`}
												size="xs"
												w={80}
												min={1}
												value={line.outOf}
												onChange={(v) => set(i, { outOf: v })}
											/>
										</Table.Td>
										<Table.Td>
											<ActionIcon
												variant="subtle"
												color="red"
												aria-label={`Remove ${line.criterion || `criterion ${i + 1}`}`}
												onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
											>
												×
											</ActionIcon>
										</Table.Td>
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</Table.ScrollContainer>
					<Group>
						<Button
							size="xs"
							variant="light"
							disabled={lines.length >= 20}
							onClick={() => setLines((all) => [...all, { criterion: "", score: "", outOf: 10 }])}
						>
							Add a criterion
						</Button>
					</Group>
					<Textarea
						label="Remarks"
						autosize
						minRows={2}
						maxLength={2000}
						value={remarks}
						onChange={(e) => setRemarks(e.currentTarget.value)}
					/>
					<Select
						label="Result"
						data={[
							{ value: "", label: "Not decided" },
							...ROUND_RESULTS.map((r) => ({ value: r, label: ROUND_RESULT_LABELS[r] })),
						]}
						value={result ?? ""}
						allowDeselect={false}
						onChange={(v) => setResult((v || null) as RoundResult | null)}
						w={200}
					/>
					{error && (
						<Alert color="red" role="alert">
							{error}
						</Alert>
					)}
					<Text size="xs" c="dimmed">
						Scorecards and remarks are for the placement office; the student sees only the result.
					</Text>
					<Group justify="flex-end">
						<Button variant="default" onClick={onClose}>
							Cancel
						</Button>
						<Button type="submit" loading={busy}>
							Save scorecard
						</Button>
					</Group>
				</Stack>
			</form>
		</Modal>
	);
}
