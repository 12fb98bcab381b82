import { Alert, Button, Card, Checkbox, Group, Progress, Radio, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { PsychometricResult } from "@unnati/contracts/psychometric";
import { useState } from "react";
import { useParams } from "react-router";
import { QueryState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { assessmentQuery, myResultsQuery, psychometricKeys, setSharing, submitAnswers } from "../api";

/** /psychometric-assessment/{examId}: the statements, then the private report with its sharing choices. */
export function PsychometricScreen() {
	useDocumentTitle("Personality profile · Unnati");
	const { examId = "" } = useParams();
	const assessment = useQuery(assessmentQuery(examId));
	const mine = useQuery(myResultsQuery());
	const [retaking, setRetaking] = useState(false);
	const latest = mine.data?.results.find((r) => r.examId === examId);
	return (
		<Stack gap="lg" maw={860}>
			<QueryState
				query={assessment}
				what="The assessment"
				loading={{ label: "Loading the assessment", shape: [60, 300] }}
			>
				{(data) => (
					<>
						<div>
							<Title order={1}>{data.title}</Title>
							<Text c="dimmed" mt={4}>
								{data.instructions}
							</Text>
						</div>
						<QueryState query={mine} what="Your reports" loading={{ label: "Loading your reports" }}>
							{() =>
								latest && !retaking ? (
									<Stack gap="md">
										<Report result={latest} />
										<Group>
											<Button variant="light" onClick={() => setRetaking(true)}>
												Take it again
											</Button>
										</Group>
									</Stack>
								) : (
									<Questionnaire
										examId={examId}
										items={data.items}
										scale={data.scale}
										onDone={() => setRetaking(false)}
									/>
								)
							}
						</QueryState>
					</>
				)}
			</QueryState>
		</Stack>
	);
}

function Questionnaire({
	examId,
	items,
	scale,
	onDone,
}: {
	examId: string;
	items: { number: number; text: string }[];
	scale: { value: number; label: string }[];
	onDone: () => void;
}) {
	const queryClient = useQueryClient();
	const [answers, setAnswers] = useState<(number | null)[]>(() => items.map(() => null));
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const missing = answers.filter((a) => a === null).length;
	const submit = async () => {
		if (missing > 0) {
			setError(`Answer every statement: ${missing} still ${missing === 1 ? "needs" : "need"} an answer.`);
			const first = answers.indexOf(null);
			document.getElementById(`item-${first + 1}`)?.focus();
			return;
		}
		setBusy(true);
		setError(null);
		try {
			await submitAnswers(examId, answers as number[]);
			await queryClient.invalidateQueries({ queryKey: psychometricKeys.mine });
			onDone();
		} catch (failure) {
			setError(
				failure instanceof HttpError && failure.serverMessage
					? failure.serverMessage
					: "Your answers could not be saved. Please try again.",
			);
		} finally {
			setBusy(false);
		}
	};
	return (
		<Stack
			gap="sm"
			component="form"
			onSubmit={(event) => {
				event.preventDefault();
				void submit();
			}}
		>
			{items.map((item, index) => (
				<Card key={item.number} withBorder padding="sm">
					<Radio.Group
						id={`item-${item.number}`}
						label={`${item.number}. I ${item.text[0]?.toLowerCase()}${item.text.slice(1)}`}
						value={answers[index] === null ? null : String(answers[index])}
						onChange={(value) =>
							setAnswers((current) => current.map((a, i) => (i === index ? Number(value) : a)))
						}
					>
						<Group gap="md" mt={6}>
							{scale.map((point) => (
								<Radio key={point.value} value={String(point.value)} label={point.label} />
							))}
						</Group>
					</Radio.Group>
				</Card>
			))}
			{error && (
				<Alert color="red" role="alert">
					{error}
				</Alert>
			)}
			<Group>
				<Button type="submit" loading={busy}>
					See my profile
				</Button>
				<Text size="sm" c="dimmed">
					{items.length - missing} of {items.length} answered
				</Text>
			</Group>
		</Stack>
	);
}

function Report({ result }: { result: PsychometricResult }) {
	const queryClient = useQueryClient();
	const [saving, setSaving] = useState(false);
	// The boxes answer the click at once; a refused save puts them back and says so.
	const [shared, setShared] = useState({
		mentor: result.shareWithMentor,
		counselor: result.shareWithCounselor,
	});
	const [failed, setFailed] = useState<string | null>(null);
	const share = async (mentor: boolean, counselor: boolean) => {
		const before = shared;
		setShared({ mentor, counselor });
		setFailed(null);
		setSaving(true);
		try {
			await setSharing(result.id, mentor, counselor);
			await queryClient.invalidateQueries({ queryKey: psychometricKeys.mine });
		} catch (error) {
			setShared(before);
			setFailed(
				error instanceof HttpError ? error.message : "Your choice could not be saved. Please try again.",
			);
		} finally {
			setSaving(false);
		}
	};
	return (
		<Stack gap="md" component="section" aria-labelledby="report-heading">
			<Title order={2} id="report-heading">
				Your profile
			</Title>
			<Alert color="blue">{result.note}</Alert>
			{result.traits.map((trait) => (
				<Card
					key={trait.trait}
					withBorder
					padding="md"
					component="article"
					aria-labelledby={`trait-${trait.trait}`}
				>
					<Group justify="space-between">
						<Title order={3} size="h5" id={`trait-${trait.trait}`}>
							{trait.label}
						</Title>
						<Text size="sm">
							{trait.score} of 50 · {trait.band} part of the scale
						</Text>
					</Group>
					<Progress
						value={trait.percentOfRange}
						mt={6}
						aria-label={`${trait.label}: ${trait.score} on a scale of 10 to 50`}
					/>
					<Text size="sm" c="dimmed" mt={6}>
						{trait.about}
					</Text>
					<Text mt={6}>{trait.explanation}</Text>
				</Card>
			))}
			<Card withBorder padding="md">
				<Title order={3} size="h5">
					Who can see this
				</Title>
				<Text size="sm" mt={4}>
					Only you, unless you choose to share it. You can change this at any time.
				</Text>
				<Stack gap={6} mt="xs">
					<Checkbox
						label="Share with my faculty mentor"
						checked={shared.mentor}
						disabled={saving}
						onChange={(event) => void share(event.currentTarget.checked, shared.counselor)}
					/>
					<Checkbox
						label="Share with my college's career counselors"
						checked={shared.counselor}
						disabled={saving}
						onChange={(event) => void share(shared.mentor, event.currentTarget.checked)}
					/>
				</Stack>
				{failed && (
					<Alert color="red" mt="xs" role="alert">
						{failed}
					</Alert>
				)}
			</Card>
		</Stack>
	);
}
