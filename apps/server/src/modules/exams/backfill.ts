import { type ScorableQuestion, type StudentAnswer, scoreAnswer, summarizeScores } from "@unnati/contracts";
import { eq } from "drizzle-orm";
import type { ExamDeps } from "./access";
import { frozenQuestionsOf, sectionsOf } from "./access";
import { drawPaper, type FrozenQuestion } from "./paper";
import { attemptAnswers, examAttempts, exams } from "./tables";

export type PastAttempt = {
	studentId: string;
	startedAt: Date;
	submittedAt: Date;
	/** Picks each answer of the student's paper; null leaves the question unanswered. */
	answer: (question: FrozenQuestion) => { value: StudentAnswer; timeSpent: number } | null;
};

/**
 * Records attempts sat elsewhere (a paper or offline sitting, or the demo's history): each paper is
 * drawn as for a live start and scored by the same rules as a submission, in a few bulk statements.
 */
export async function recordPastAttempts(
	deps: ExamDeps,
	examId: string,
	past: PastAttempt[],
): Promise<number> {
	const [exam] = await deps.db.select().from(exams).where(eq(exams.id, examId));
	if (!exam) throw new Error(`no exam ${examId}`);
	const frozen = await frozenQuestionsOf(deps.db, exam.id);
	const sections = await sectionsOf(deps.db, exam.id);
	const attempts = past.map((p) => {
		const paper = drawPaper(exam, sections, [...frozen.values()]);
		const answers = paper.sections.flatMap((section) =>
			section.questionIds.flatMap((id) => {
				const question = frozen.get(id);
				if (!question) return [];
				const given = p.answer(question);
				const { score, outcome } = scoreAnswer(
					question as ScorableQuestion,
					given?.value ?? null,
					exam.multiAnswerMarking,
				);
				return [
					{ questionId: id, sectionId: section.sectionId, given, score, outcome, marks: question.marks },
				];
			}),
		);
		return {
			p,
			paper,
			answers,
			summary: summarizeScores(answers, exam.passingScorePercentage),
			// An answered essay waits for a grader here as after a live submission.
			awaitingGrading: answers.some((a) => a.outcome === "pending"),
		};
	});
	if (attempts.length === 0) return 0;
	const ids = await deps.db
		.insert(examAttempts)
		.values(
			attempts.map(({ p, paper, summary, awaitingGrading }) => ({
				examId: exam.id,
				studentId: p.studentId,
				status: "submitted",
				startedAt: p.startedAt,
				deadline: new Date(p.startedAt.getTime() + exam.durationMinutes * 60_000),
				paper,
				submittedAt: p.submittedAt,
				submissionReason: "student",
				...summary,
				awaitingGrading,
				lastSeenAt: p.submittedAt,
			})),
		)
		.returning({ id: examAttempts.id });
	const rows = attempts.flatMap(({ p, answers }, i) =>
		answers.flatMap((a) =>
			a.given
				? [
						{
							attemptId: ids[i]?.id ?? "",
							questionId: a.questionId,
							sectionId: a.sectionId,
							answer: { value: a.given.value },
							timeSpent: a.given.timeSpent,
							savedAt: p.submittedAt,
							score: a.score,
							outcome: a.outcome,
						},
					]
				: [],
		),
	);
	// In chunks, to stay under PostgreSQL's limit of bind parameters per statement.
	for (let i = 0; i < rows.length; i += 1000)
		await deps.db.insert(attemptAnswers).values(rows.slice(i, i + 1000));
	return attempts.length;
}
