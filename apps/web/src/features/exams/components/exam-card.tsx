import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { StudentExamListItem } from "@unnati/contracts";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { formatCountdown, formatWhen } from "../format";

interface ExamCardProps {
	exam: StudentExamListItem;
	/** The server's time now, in ms; drives the countdowns. */
	serverNow: number;
}

function Countdown({ exam, serverNow }: ExamCardProps) {
	if (exam.status === "upcoming") {
		const seconds = (Date.parse(exam.starts_at) - serverNow) / 1000;
		return (
			// The theme's text shade for each colour (theme.ts): plain blue and green reach only 3.6:1 and
			// 2.2:1 on white, under WCAG AA's 4.5:1.
			<Text size="sm" fw={600} c="var(--mantine-color-blue-light-color)">
				{seconds > 0 ? `Starts in ${formatCountdown(seconds)}` : "Starting now"}
			</Text>
		);
	}
	if (exam.status === "live") {
		const seconds = (Date.parse(exam.ends_at) - serverNow) / 1000;
		return (
			<Text size="sm" fw={600} c="var(--mantine-color-green-light-color)">
				{seconds > 0 ? `Closes in ${formatCountdown(seconds)}` : "Closing now"}
			</Text>
		);
	}
	return null;
}

function Actions({ exam }: { exam: StudentExamListItem }) {
	if (exam.status === "live" && exam.attempt_status !== "submitted") {
		const resume = exam.attempt_status === "in_progress";
		return (
			<Button component={Link} to={paths.examInstructions(exam.exam_id)} size="sm">
				{resume ? "Resume" : "Start"}
			</Button>
		);
	}
	if (exam.attempt_id && exam.attempt_status === "submitted") {
		return (
			<Button component={Link} to={paths.examResult(exam.attempt_id)} size="sm" variant="light">
				View result
			</Button>
		);
	}
	return null;
}

/** One exam of the student's list: what, when, how long, and what they can do now. */
export function ExamCard({ exam, serverNow }: ExamCardProps) {
	return (
		<Card withBorder radius="md" padding="md" component="article" aria-label={exam.title}>
			<Stack gap={6}>
				<Group justify="space-between" wrap="wrap" gap="xs">
					<Title order={3} size="h4">
						{exam.title}
					</Title>
					<Group gap={6}>
						{exam.proctored && (
							<Badge color="grape" variant="light">
								Proctored
							</Badge>
						)}
						{exam.passed !== undefined && (
							<Badge color={exam.passed ? "green" : "red"} variant="light">
								{exam.passed ? "Passed" : "Not passed"}
							</Badge>
						)}
						{exam.awaiting_grading && (
							<Badge color="yellow" variant="light">
								Awaiting grading
							</Badge>
						)}
					</Group>
				</Group>
				<Text size="sm" c="dimmed">
					{formatWhen(exam.starts_at)} – {formatWhen(exam.ends_at)}
				</Text>
				<Text size="sm">
					{exam.duration_minutes} minutes · {exam.question_count} questions
					{exam.percentage !== undefined ? ` · Score ${exam.percentage.toFixed(1)}%` : ""}
				</Text>
				<Group justify="space-between" wrap="wrap" gap="xs" mt={4}>
					<Countdown exam={exam} serverNow={serverNow} />
					<Actions exam={exam} />
				</Group>
			</Stack>
		</Card>
	);
}
