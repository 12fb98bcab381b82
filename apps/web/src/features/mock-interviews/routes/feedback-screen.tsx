import {
	Alert,
	Anchor,
	Button,
	Card,
	Group,
	List,
	SimpleGrid,
	Stack,
	Table,
	Text,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import {
	FEEDBACK_RULES,
	INTERVIEW_TYPE_LABELS,
	type InterviewFeedback,
	type Narrative,
	ROLE_FAMILY_LABELS,
	type Scorecard,
} from "@unnati/contracts/interviews";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { askNarrative, feedbackQuery } from "../api";
import { AnswerFeedbackCard, Rule } from "../components/answer-feedback";
import { istDateTime, messageOf } from "../format";

/** /mockinterviews/feedback/{type}/{id}: a practice interview's feedback, or a scheduled one's scorecard. */
export function FeedbackScreen() {
	useDocumentTitle("Interview feedback · Unnati");
	const { id = "" } = useParams();
	const feedback = useQuery(feedbackQuery(id));
	return (
		<Stack gap="lg">
			<QueryState
				query={feedback}
				what="The feedback"
				loading={{ label: "Loading the feedback", shape: [80, 240, 240] }}
			>
				{(data) =>
					data.kind === "practice" ? (
						<PracticeFeedback data={data} />
					) : (
						<ScorecardView card={data.scorecard} />
					)
				}
			</QueryState>
			<Group>
				<Button component={Link} to={paths.newInterview} variant="light">
					Practise again
				</Button>
				<Anchor component={Link} to={paths.myInterviews}>
					All my interviews
				</Anchor>
			</Group>
		</Stack>
	);
}

function Figure({ label, value, rule }: { label: string; value: string; rule: string }) {
	return (
		<Card withBorder padding="md">
			<Text size="sm" c="dimmed">
				{label}
			</Text>
			<Text fw={700} size="xl">
				{value}
			</Text>
			<Rule>{rule}</Rule>
		</Card>
	);
}

function PracticeFeedback({ data }: { data: Extract<InterviewFeedback, { kind: "practice" }> }) {
	const { session, overall } = data;
	const [narrative, setNarrative] = useState<Narrative | null>(null);
	const [asking, setAsking] = useState(false);
	const ask = async () => {
		setAsking(true);
		try {
			setNarrative(await askNarrative(session.id));
		} catch (error) {
			setNarrative({
				status: "failed",
				message: messageOf(error, "The narrative could not be fetched."),
				summary: null,
				followUps: [],
			});
		} finally {
			setAsking(false);
		}
	};
	const followUp = (position: number) => narrative?.followUps.find((f) => f.position === position)?.question;
	return (
		<Stack gap="lg">
			<div>
				<Title order={1}>Feedback: {INTERVIEW_TYPE_LABELS[session.type]} interview</Title>
				<Text c="dimmed">
					{ROLE_FAMILY_LABELS[session.roleFamily]} · {istDateTime(session.completedAt ?? session.startedAt)} ·{" "}
					{overall.answered} answered, {overall.skipped} skipped
				</Text>
			</div>
			<SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
				<Figure
					label="Key points covered"
					value={`${overall.keyPointsFound} of ${overall.keyPointsTotal} (${Math.round(overall.averageCoverage * 100)}%)`}
					rule={FEEDBACK_RULES.coverage}
				/>
				<Figure
					label="Filler words per 100 words"
					value={String(overall.fillersPer100Words)}
					rule={FEEDBACK_RULES.fillers}
				/>
				<Figure
					label="Pace"
					value={overall.averageWordsPerMinute === null ? "Typed" : `${overall.averageWordsPerMinute} wpm`}
					rule={FEEDBACK_RULES.pace}
				/>
				{overall.starComplete !== null ? (
					<Figure
						label="Answers with all of STAR"
						value={`${overall.starComplete} of ${overall.answered}`}
						rule={FEEDBACK_RULES.star}
					/>
				) : (
					<Figure
						label="Words spoken or typed"
						value={String(overall.totalWords)}
						rule="Words in all your answers."
					/>
				)}
			</SimpleGrid>
			{overall.negotiationMet && (
				<Card withBorder padding="md">
					<Title order={2} size="h5">
						Negotiation rubric across answers
					</Title>
					<Table mt="xs">
						<Table.Tbody>
							{overall.negotiationMet.map((c) => (
								<Table.Tr key={c.id}>
									<Table.Th scope="row">{c.label}</Table.Th>
									<Table.Td>
										{c.answers} of {overall.answered} answers
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
					<Rule>{FEEDBACK_RULES.negotiation}</Rule>
				</Card>
			)}
			{overall.suggestions.length > 0 && (
				<Card withBorder padding="md">
					<Title order={2} size="h5">
						What to work on
					</Title>
					<List mt="xs">
						{overall.suggestions.map((s) => (
							<List.Item key={s}>{s}</List.Item>
						))}
					</List>
					<Text size="sm" mt="xs">
						Most-used words: {overall.mostUsedWords.map((w) => `${w.word} (${w.count})`).join(", ") || "none"}
					</Text>
				</Card>
			)}
			{data.narrativeAvailable && (
				<Card withBorder padding="md" component="section" aria-label="Coach's narrative">
					<Group justify="space-between">
						<Title order={2} size="h5">
							A coach's reading (language model)
						</Title>
						{narrative?.status !== "ready" && (
							<Button size="xs" variant="light" onClick={() => void ask()} loading={asking}>
								{narrative ? "Ask again" : "Get narrative feedback"}
							</Button>
						)}
					</Group>
					{narrative?.status === "ready" && <Text mt="xs">{narrative.summary}</Text>}
					{narrative && narrative.status !== "ready" && (
						<Alert color="yellow" mt="xs" role="status">
							{narrative.message} The feedback on this page does not depend on it.
						</Alert>
					)}
				</Card>
			)}
			<Title order={2} size="h4">
				Answer by answer
			</Title>
			{session.questions.map((q) => (
				<AnswerFeedbackCard
					key={q.position}
					position={q.position}
					question={q.text}
					answer={q.answer}
					feedback={data.answers.find((a) => a.position === q.position)?.feedback ?? null}
					{...(followUp(q.position) ? { followUp: followUp(q.position) as string } : {})}
				/>
			))}
		</Stack>
	);
}

/** The interviewer's scorecard of a scheduled interview. */
export function ScorecardView({ card }: { card: Scorecard }) {
	return (
		<Stack gap="md">
			<div>
				<Title order={1}>Scorecard: {card.title}</Title>
				<Text c="dimmed">
					{INTERVIEW_TYPE_LABELS[card.type]} interview with {card.interviewerName} ·{" "}
					{istDateTime(card.startsAt)}
				</Text>
			</div>
			<Card withBorder padding="md">
				<Text fw={700} size="xl">
					Average {card.average} of 5
				</Text>
				<Table mt="sm" striped>
					<Table.Caption>Scores from 1 (needs work) to 5 (excellent), by the interviewer</Table.Caption>
					<Table.Thead>
						<Table.Tr>
							<Table.Th>Criterion</Table.Th>
							<Table.Th>Score</Table.Th>
							<Table.Th>Comment</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{card.scores.map((s) => (
							<Table.Tr key={s.criterion}>
								<Table.Th scope="row">{s.label}</Table.Th>
								<Table.Td>{s.score} / 5</Table.Td>
								<Table.Td>{s.comment}</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			</Card>
			<SimpleGrid cols={{ base: 1, sm: 2 }}>
				<Card withBorder padding="md">
					<Title order={2} size="h5">
						What went well
					</Title>
					<Text mt="xs">{card.strengths}</Text>
				</Card>
				<Card withBorder padding="md">
					<Title order={2} size="h5">
						What to improve
					</Title>
					<Text mt="xs">{card.improvements}</Text>
				</Card>
			</SimpleGrid>
		</Stack>
	);
}
