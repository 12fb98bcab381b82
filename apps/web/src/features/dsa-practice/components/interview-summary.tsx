import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { LANGUAGE_LABELS, type Submission } from "@unnati/contracts";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { VerdictBadge } from "../../../components/code-editor/verdict-badge";
import { formatClock } from "../format";
import { INTERVIEW_MINUTES } from "../interview-storage";

export interface InterviewOutcome {
	problemTitle: string;
	submission: Submission;
	automatic: boolean;
	/** Seconds from the start to the submission, at most the interview's length. */
	usedSeconds: number;
}

function Stat({ label, value }: { label: string; value: string }) {
	return (
		<Card withBorder padding="sm">
			<Text size="xs" c="dimmed">
				{label}
			</Text>
			<Text fw={700}>{value}</Text>
		</Card>
	);
}

/** How the interview went: verdict, tests passed, time used, the first failing hidden test. */
export function InterviewSummary({ outcome, onAgain }: { outcome: InterviewOutcome; onAgain: () => void }) {
	const { submission } = outcome;
	return (
		<Card withBorder padding="lg" component="section" aria-labelledby="interview-summary" maw={720}>
			<Stack gap="md">
				<Title id="interview-summary" order={2} size="h3">
					Interview summary
				</Title>
				<Group gap="sm">
					<Text fw={600}>{outcome.problemTitle}</Text>
					<VerdictBadge verdict={submission.verdict} size="lg" />
				</Group>
				<Text size="sm" c="dimmed">
					{outcome.automatic
						? "Time ran out, so your last code was submitted for you."
						: "You submitted before the time ran out."}
				</Text>
				<SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
					<Stat label="Tests passed" value={`${submission.passed} / ${submission.total}`} />
					<Stat label="Time used" value={`${formatClock(outcome.usedSeconds)} of ${INTERVIEW_MINUTES}:00`} />
					<Stat label="Language" value={LANGUAGE_LABELS[submission.language]} />
					<Stat label="Slowest test" value={`${submission.time_ms} ms`} />
				</SimpleGrid>
				{submission.first_failure && (
					<Alert
						color="red"
						variant="light"
						title={`Hidden test ${submission.first_failure.test_number} failed`}
					>
						<Group gap="xs">
							<Text size="sm">Verdict on that test:</Text>
							<VerdictBadge verdict={submission.first_failure.status} size="sm" />
						</Group>
					</Alert>
				)}
				<Group gap="md">
					<Button onClick={onAgain}>Start another interview</Button>
					<Anchor component={Link} to={paths.question(submission.problem_id)}>
						Open this problem for practice
					</Anchor>
					<Anchor component={Link} to={paths.dsaQuestions}>
						Back to DSA practice
					</Anchor>
				</Group>
			</Stack>
		</Card>
	);
}
