import { Alert, Badge, Button, Group, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import {
	GRADE_COMMENT_MAX_CHARS,
	GRADING_MESSAGES,
	type Grade,
	type GradeAnswerRequest,
	type GradingEntry,
	type GradingQuestion,
	rubricScore,
} from "@unnati/contracts/exams";
import { type FormEvent, useState } from "react";
import { failureMessage } from "../../../lib/http-error";
import { useGradeAnswer } from "../api";
import { formatMarks } from "../format";
import { RubricGrid } from "./rubric-grid";

interface GradeFormProps {
	examId: string;
	question: GradingQuestion;
	entry: GradingEntry;
	/** The form's accessible name: "Grade for Student 7". */
	label: string;
	/** Called with the saved grade, once the server has it. */
	onSaved: (grade: Grade) => void;
}

/** The marks typed into the box, as the server will read them, or why they cannot be sent. */
export function checkScore(raw: string | number, marks: number): { score: number } | { problem: string } {
	if (raw === "" || raw === "-") return { problem: GRADING_MESSAGES.scoreRequired };
	const score = typeof raw === "number" ? raw : Number(raw);
	if (!Number.isFinite(score)) return { problem: GRADING_MESSAGES.scoreRequired };
	if (score < 0) return { problem: "Marks cannot be below 0." };
	if (score > marks) return { problem: GRADING_MESSAGES.scoreTooHigh(marks) };
	return { score };
}

/**
 * Grading one answer: the rubric's levels (the marks follow from them, shown as they are chosen) or
 * the marks themselves when the question has no rubric, and a comment. A released grade is read-only.
 */
export function GradeForm(props: GradeFormProps) {
	const grade = props.entry.grade;
	if (grade?.released) return <ReleasedGrade question={props.question} grade={grade} />;
	return <EditableGrade {...props} />;
}

function EditableGrade({ examId, question, entry, label, onSaved }: GradeFormProps) {
	const saved = entry.grade;
	const rubric = question.rubric;
	const [levels, setLevels] = useState<Record<string, string>>(saved?.levels ?? {});
	const [score, setScore] = useState<string | number>(saved && !rubric ? saved.score : "");
	const [comment, setComment] = useState(saved?.comment ?? "");
	const [tried, setTried] = useState(false);
	const save = useGradeAnswer(examId);

	const computed = rubric ? rubricScore(rubric, levels, question.marks) : null;
	const scoreCheck = rubric ? null : checkScore(score, question.marks);
	const scoreProblem = tried && scoreCheck && "problem" in scoreCheck ? scoreCheck.problem : undefined;
	const rubricProblem = tried && rubric && computed === null ? GRADING_MESSAGES.rubricIncomplete : undefined;

	const submit = (event: FormEvent) => {
		event.preventDefault();
		setTried(true);
		let body: GradeAnswerRequest;
		if (rubric) {
			if (computed === null) return;
			body = { levels, comment: comment.trim() };
		} else {
			if (!scoreCheck || "problem" in scoreCheck) return;
			body = { score: scoreCheck.score, comment: comment.trim() };
		}
		save.mutate(
			{ attemptId: entry.attempt_id, questionId: entry.question_id, body },
			{ onSuccess: (grade) => onSaved(grade) },
		);
	};

	return (
		<form onSubmit={submit} noValidate aria-label={label}>
			<Stack gap="md">
				{rubric ? (
					<>
						<RubricGrid
							rubric={rubric}
							value={levels}
							onChange={(next) => {
								setLevels(next);
								save.reset();
							}}
							showMissing={tried}
						/>
						<Text aria-live="polite">
							Marks:{" "}
							<Text span fw={700}>
								{computed === null ? "—" : formatMarks(computed)}
							</Text>{" "}
							of {formatMarks(question.marks)}
							{computed === null && (
								<Text span size="sm" c="dimmed">
									{" "}
									(choose a level for every criterion)
								</Text>
							)}
						</Text>
						{rubricProblem && (
							<Text size="sm" c="red.8" role="alert">
								{rubricProblem}
							</Text>
						)}
					</>
				) : (
					<NumberInput
						label={`Marks (out of ${formatMarks(question.marks)})`}
						value={score}
						onChange={(value) => {
							setScore(value);
							save.reset();
						}}
						min={0}
						max={question.marks}
						step={0.25}
						decimalScale={2}
						allowNegative={false}
						clampBehavior="none"
						error={scoreProblem}
						required
						w={{ base: "100%", xs: 200 }}
					/>
				)}
				<Textarea
					label="Comment"
					description={`Optional, up to ${GRADE_COMMENT_MAX_CHARS} characters.`}
					value={comment}
					onChange={(event) => setComment(event.currentTarget.value)}
					maxLength={GRADE_COMMENT_MAX_CHARS}
					autosize
					minRows={3}
					maxRows={10}
				/>
				{save.error && (
					<Alert color="red" variant="light" role="alert" title="The grade could not be saved">
						{failureMessage(save.error, "Could not reach the server. Please try again.")}
					</Alert>
				)}
				<Group>
					<Button type="submit" loading={save.isPending}>
						Save grade
					</Button>
				</Group>
			</Stack>
		</form>
	);
}

/** A grade whose marks the student already has: shown as it was given, with nothing to change. */
function ReleasedGrade({ question, grade }: { question: GradingQuestion; grade: Grade }) {
	return (
		<Stack gap="md">
			<Group gap="xs">
				<Badge color="green" variant="light">
					Released
				</Badge>
				<Text size="sm" c="dimmed">
					The student has these marks; they can no longer be changed.
				</Text>
			</Group>
			{question.rubric && <RubricGrid rubric={question.rubric} value={grade.levels} readOnly />}
			<Text>
				Marks:{" "}
				<Text span fw={700}>
					{formatMarks(grade.score)}
				</Text>{" "}
				of {formatMarks(question.marks)}
			</Text>
			<div>
				<Text size="sm" fw={600}>
					Comment
				</Text>
				<Text size="sm" c={grade.comment ? undefined : "dimmed"} style={{ whiteSpace: "pre-wrap" }}>
					{grade.comment || "No comment."}
				</Text>
			</div>
		</Stack>
	);
}
