import { Badge, Card, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Grade, GradingEntry, GradingQuestion } from "@unnati/contracts/exams";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { LightMarkdown } from "../../../components/light-markdown";
import { formatMarks, formatWhen, plural } from "../format";
import { AttachedFile } from "./attached-file";
import { GradeForm } from "./grade-form";

/** Where an answer stands: waiting, graded by someone, or released to its student. */
export function GradeStatus({ grade }: { grade: GradingEntry["grade"] }) {
	if (!grade)
		return (
			<Badge color="orange" variant="light">
				To grade
			</Badge>
		);
	if (grade.released)
		return (
			<Badge color="green" variant="light">
				Released
			</Badge>
		);
	return (
		<Badge color="blue" variant="light">
			Graded
		</Badge>
	);
}

interface AnswerCardProps {
	examId: string;
	question: GradingQuestion;
	entry: GradingEntry;
	/** The card's heading: the student in answer-by-answer mode, the question in student-by-student mode. */
	heading: string;
	/** The heading's level: 2 on its own, 3 under a student's name. */
	headingOrder?: 2 | 3;
	/** Shown above the answer (the question, in student-by-student mode). */
	before?: ReactNode;
	/** Moves focus to this card's heading when it becomes true (after the grader saved the one before). */
	focused?: boolean;
	onSaved: (entry: GradingEntry, grade: Grade) => void;
}

/** One answer to grade: who wrote it and when, the answer as formatted text, and the grading form beside it. */
export function AnswerCard({
	examId,
	question,
	entry,
	heading,
	headingOrder = 2,
	before,
	focused,
	onSaved,
}: AnswerCardProps) {
	const headingId = useId();
	const headingRef = useRef<HTMLHeadingElement>(null);
	useEffect(() => {
		if (!focused) return;
		headingRef.current?.focus();
		headingRef.current?.scrollIntoView({ block: "start", behavior: "smooth" });
	}, [focused]);
	const overLimit = entry.words > question.word_limit;
	const grade = entry.grade;

	return (
		<Card withBorder padding="lg" component="article" aria-labelledby={headingId}>
			<Stack gap="md">
				<div>
					<Group justify="space-between" align="flex-start" gap="xs">
						<Title
							order={headingOrder}
							size="h4"
							id={headingId}
							ref={headingRef}
							tabIndex={-1}
							style={{ overflowWrap: "anywhere" }}
						>
							{heading}
						</Title>
						<GradeStatus grade={grade} />
					</Group>
					<Text size="sm" c="dimmed" mt={4}>
						{entry.roll_no ? `${entry.roll_no} · ` : ""}submitted {formatWhen(entry.submitted_at)} (IST)
						{grade
							? ` · ${formatMarks(grade.score)} of ${formatMarks(question.marks)} by ${grade.graded_by}, ${formatWhen(grade.graded_at)}`
							: ""}
					</Text>
				</div>
				<Grid gutter="lg">
					<Grid.Col span={{ base: 12, md: 7 }}>
						<Stack gap="md">
							{before}
							<Paper withBorder p="md" radius="sm">
								<Group justify="space-between" gap="xs" mb="xs">
									<Text size="xs" fw={600} c="dimmed" tt="uppercase">
										Answer
									</Text>
									<Text size="xs" c={overLimit ? "red.8" : "dimmed"}>
										{plural(entry.words, "word")} of at most {question.word_limit}
									</Text>
								</Group>
								<LightMarkdown
									text={entry.answer}
									empty={
										entry.upload ? "No text: the answer is in the attached file." : "No answer was written."
									}
								/>
							</Paper>
							{entry.upload && (
								<AttachedFile
									examId={examId}
									attemptId={entry.attempt_id}
									questionId={entry.question_id}
									upload={entry.upload}
									student={entry.student_label}
								/>
							)}
						</Stack>
					</Grid.Col>
					<Grid.Col span={{ base: 12, md: 5 }}>
						<GradeForm
							examId={examId}
							question={question}
							entry={entry}
							label={`Grade for ${heading}`}
							onSaved={(saved) => onSaved(entry, saved)}
						/>
					</Grid.Col>
				</Grid>
			</Stack>
		</Card>
	);
}
