import { Button, Group, Kbd, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { useHotkeys } from "@mantine/hooks";
import type { Grade, GradingEntry } from "@unnati/contracts/exams";
import { useEffect, useState } from "react";
import { useAddressParams } from "../../../components/use-address-params";
import { formatMarks, plural, shorten } from "../format";
import { nextStudentEssay, studentsOf } from "../queue-navigation";
import type { GradingModeProps } from "./answer-by-answer";
import { AnswerCard } from "./answer-card";
import { QuestionPanel } from "./question-panel";
import { notInDialog } from "./shortcuts";

/** Student by student: one student's essays one after another, every question of theirs at once. */
export function StudentByStudent({ examId, queue, announce }: GradingModeProps) {
	const [params, setParam] = useAddressParams();
	const [focusKey, setFocusKey] = useState<string | null>(null);
	const students = studentsOf(queue);
	const asked = students.findIndex((s) => s.attemptId === params.get("student"));
	const index =
		asked >= 0
			? asked
			: Math.max(
					0,
					students.findIndex((s) => s.ungraded > 0),
				);
	const student = students[index];
	const previous = students[index - 1];
	const next = students[index + 1];

	const show = (attemptId: string | undefined) => {
		if (!attemptId) return;
		setFocusKey(null);
		setParam("student", attemptId);
	};
	useHotkeys([
		["j", notInDialog(() => show(next?.attemptId))],
		["k", notInDialog(() => show(previous?.attemptId))],
	]);
	// The student shown is kept in the address, so grading their last essay does not move the grader.
	const attemptId = student?.attemptId;
	useEffect(() => {
		if (attemptId && params.get("student") !== attemptId) setParam("student", attemptId);
	}, [attemptId, params, setParam]);

	if (!student) return null;

	const saved = (entry: GradingEntry, grade: Grade) => {
		const question = queue.questions.find((q) => q.question_id === entry.question_id);
		const then = nextStudentEssay(students, entry);
		let message = `Saved ${formatMarks(grade.score)} of ${formatMarks(question?.marks ?? 0)} for ${entry.student_label}.`;
		if (then) {
			const number = queue.questions.findIndex((q) => q.question_id === then.question_id) + 1;
			message += ` Next: ${then.attempt_id === entry.attempt_id ? "" : `${then.student_label}, `}Q${number}.`;
			setParam("student", then.attempt_id);
			setFocusKey(`${then.attempt_id}/${then.question_id}`);
		} else {
			message += " Every answer is graded.";
		}
		announce(message);
	};

	return (
		<Stack gap="md">
			<Group align="flex-end" wrap="wrap" gap="md">
				<NativeSelect
					label="Student"
					value={student.attemptId}
					onChange={(event) => show(event.currentTarget.value)}
					data={students.map((s) => ({
						value: s.attemptId,
						label: `${s.label}${s.rollNo ? ` (${s.rollNo})` : ""}: ${s.ungraded > 0 ? `${s.ungraded} to grade` : "all graded"}`,
					}))}
					w={{ base: "100%", sm: 380 }}
				/>
				<Group gap="xs">
					<Button
						variant="default"
						disabled={!previous}
						onClick={() => show(previous?.attemptId)}
						aria-keyshortcuts="K"
					>
						Previous student
					</Button>
					<Button
						variant="default"
						disabled={!next}
						onClick={() => show(next?.attemptId)}
						aria-keyshortcuts="J"
					>
						Next student
					</Button>
				</Group>
			</Group>
			<Text size="xs" c="dimmed">
				Student {index + 1} of {students.length}. Keys: <Kbd size="xs">J</Kbd> next student,{" "}
				<Kbd size="xs">K</Kbd> previous.
			</Text>
			<div>
				<Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
					{student.label}
				</Title>
				<Text size="sm" c="dimmed">
					{student.rollNo ? `${student.rollNo} · ` : ""}
					{plural(student.entries.length, "essay")},{" "}
					{student.ungraded > 0 ? `${student.ungraded} to grade` : "all graded"}
				</Text>
			</div>
			{student.entries.map((entry) => {
				const number = queue.questions.findIndex((q) => q.question_id === entry.question_id) + 1;
				const question = queue.questions[number - 1];
				if (!question) return null;
				const key = `${entry.attempt_id}/${entry.question_id}`;
				return (
					<AnswerCard
						key={key}
						examId={examId}
						question={question}
						entry={entry}
						heading={`Q${number}. ${shorten(question.text, 90)}`}
						headingOrder={3}
						before={<QuestionPanel question={question} number={number} />}
						focused={focusKey === key}
						onSaved={saved}
					/>
				);
			})}
		</Stack>
	);
}
