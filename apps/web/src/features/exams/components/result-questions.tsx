import { Badge, Card, Code, Group, Spoiler, Stack, Text } from "@mantine/core";
import type { ResultQuestion, StudentAnswer } from "@unnati/contracts";
import { formatDuration } from "../format";

const OUTCOME = {
	correct: { label: "Correct", color: "green" },
	partial: { label: "Partly correct", color: "yellow" },
	wrong: { label: "Wrong", color: "red" },
	unanswered: { label: "Not answered", color: "gray" },
} as const;

/** A program is judged per test: its outcome says how many tests it passed, in words. */
const CODING_OUTCOME = {
	correct: { label: "All tests passed", color: "green" },
	partial: { label: "Some tests passed", color: "yellow" },
	wrong: { label: "No tests passed", color: "red" },
	unanswered: { label: "Not answered", color: "gray" },
} as const;

/** A coding answer: the marks its program earned and the program itself; there is no one right answer to show. */
function CodingAnswer({ question }: { question: ResultQuestion }) {
	const program = typeof question.student_answer === "string" ? question.student_answer : "";
	return (
		<>
			<Text size="sm">
				<strong>Marks earned:</strong> {question.score} of {question.marks}
			</Text>
			{program.trim() === "" ? (
				<Text size="sm">
					<strong>Your program:</strong> —
				</Text>
			) : (
				<Stack gap={4}>
					<Text size="sm" fw={700}>
						Your program
					</Text>
					<Spoiler
						maxHeight={160}
						showLabel="Show the whole program"
						hideLabel="Show less"
						styles={{ control: { fontSize: "var(--mantine-font-size-sm)" } }}
					>
						<Code block>{program}</Code>
					</Spoiler>
				</Stack>
			)}
		</>
	);
}

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
				const coding = question.type === "coding";
				const outcome = (coding ? CODING_OUTCOME : OUTCOME)[question.outcome];
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
							{coding ? (
								<CodingAnswer question={question} />
							) : (
								<Text size="sm">
									<strong>Your answer:</strong> {describeAnswer(question, question.student_answer)}
								</Text>
							)}
							{!coding && question.correct_answer !== undefined && (
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
