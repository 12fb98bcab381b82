import type { StudentAnswer } from "@unnati/contracts";
import { eq } from "drizzle-orm";
import type { ExamDeps } from "./access";
import { frozenQuestionsOf, sectionsOf } from "./access";
import { drawPaper, type FrozenQuestion } from "./paper";
import { finalizeAttempt } from "./submission-service";
import { attemptAnswers, examAttempts, exams } from "./tables";

/**
 * Records an attempt sat elsewhere (a paper or offline sitting, or the demo's history): the paper is
 * drawn as for a live start, `answer` picks each answer, and it is scored like any submission.
 */
export async function recordPastAttempt(
	deps: ExamDeps,
	input: {
		examId: string;
		studentId: string;
		startedAt: Date;
		submittedAt: Date;
		answer: (question: FrozenQuestion) => { value: StudentAnswer; timeSpent: number } | null;
	},
): Promise<void> {
	const [exam] = await deps.db.select().from(exams).where(eq(exams.id, input.examId));
	if (!exam) throw new Error(`no exam ${input.examId}`);
	const frozen = await frozenQuestionsOf(deps.db, exam.id);
	const paper = drawPaper(exam, await sectionsOf(deps.db, exam.id), [...frozen.values()]);
	const deadline = new Date(input.startedAt.getTime() + exam.durationMinutes * 60_000);
	const [attempt] = await deps.db
		.insert(examAttempts)
		.values({
			examId: exam.id,
			studentId: input.studentId,
			startedAt: input.startedAt,
			deadline,
			paper,
			lastSeenAt: input.submittedAt,
		})
		.returning({ id: examAttempts.id });
	if (!attempt) throw new Error("insert into exam_attempts returned no row");
	const rows = paper.sections.flatMap((section) =>
		section.questionIds.flatMap((id) => {
			const question = frozen.get(id);
			const given = question ? input.answer(question) : null;
			return given
				? [
						{
							attemptId: attempt.id,
							questionId: id,
							sectionId: section.sectionId,
							answer: { value: given.value },
							timeSpent: given.timeSpent,
							savedAt: input.submittedAt,
						},
					]
				: [];
		}),
	);
	if (rows.length > 0) await deps.db.insert(attemptAnswers).values(rows);
	await finalizeAttempt({ db: deps.db, clock: () => input.submittedAt }, attempt.id, {
		autoSubmitted: false,
		reason: "student",
	});
}
