import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import type { ResultQuestion, StudentAnswer } from "@unnati/contracts";
import { formatDuration } from "../format";

const OUTCOME = {
	correct: { label: "Correct", color: "green" },
	partial: { label: "Partly correct", color: "yellow" },
	wrong: { label: "Wrong", color: "red" },
	unanswered: { label: "Not answered", color: "gray" },
} as const;

/** An answer in words: option texts for choices, the typed value for numbers. */
export function describeAnswer(question: ResultQuestion, answer: StudentAnswer | undefined): string {
	if (answer === null || answer === undefined) return "—";
	const ids = Array.isArray(answer) ? answer : question.type === "mcq" ? [answer] : null;
	if (!ids) return String(answer).trim() || "—";
	if (ids.length === 0) return "—";
	return ids.map((id) => question.options.find((o) => o.id === id)?.text ?? id).join(", ");
}

/** Per-question outcomes; the correct answer and explanation only when the server sent them. */
export function ResultQuestions({
	questions,
	startNumber,
}: {
	questions: ResultQuestion[];
	startNumber: number;
}) {
	return (
		<Stack gap="sm">
			{questions.map((question, index) => {
				const outcome = OUTCOME[question.outcome];
				return (
					<Card key={question.question_id} withBorder padding="sm" component="article">
						<Stack gap={4}>
							<Group justify="space-between" gap="xs" wrap="wrap">
								<Text fw={600} size="sm">
									Question {startNumber + index}
								</Text>
								<Group gap={6}>
									<Badge color={outcome.color} variant="light">
										{outcome.label}
									</Badge>
									<Text size="xs" c="dimmed">
										{question.score} / {question.marks} · {formatDuration(question.time_spent)}
									</Text>
								</Group>
							</Group>
							<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
								{question.text}
							</Text>
							<Text size="sm">
								<strong>Your answer:</strong> {describeAnswer(question, question.student_answer)}
							</Text>
							{question.correct_answer !== undefined && (
								<Text size="sm">
									<strong>Correct answer:</strong> {describeAnswer(question, question.correct_answer)}
								</Text>
							)}
							{question.explanation && (
								<Text size="sm" c="dimmed">
									<strong>Explanation:</strong> {question.explanation}
								</Text>
							)}
						</Stack>
					</Card>
				);
			})}
		</Stack>
	);
}
