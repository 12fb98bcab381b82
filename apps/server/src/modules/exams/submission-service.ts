import {
	type AnswerKey,
	correctAnswerOf,
	EXAM_MESSAGES,
	EXAM_TIMING,
	type ExamResult,
	feedbackFor,
	type ResultQuestion,
	type SubmitExam,
	scoreAnswer,
	summarizeScores,
} from "@unnati/contracts";
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import { AppError } from "../../platform/errors";
import { userById } from "../accounts";
import {
	type ExamDeps,
	examForStudent,
	findAttempt,
	frozenQuestionsOf,
	sectionsOf,
	studentOf,
	uploadsOf,
} from "./access";
import { announceResult } from "./announce";
import { isUuid } from "./authoring-service";
import { type CodingVerdicts, codingKeyOf, judgeCodingAnswers, judgementFor } from "./coding";
import { promptsOf, shownOptions } from "./paper";
import { examResultPolicy } from "./policy";
import { attemptAnswers, attemptUploads, examAttempts, examManualGrades, exams } from "./tables";

const withFeedback = (feedback: string) => (feedback ? { feedback } : {});

type Submission = {
	autoSubmitted: boolean;
	reason: "student" | "time_up" | "max_violations";
	clientSubmittedAt?: string;
	violationSummary?: SubmitExam["violationSummary"];
};

/**
 * Scores and closes one attempt, once: the row is locked, and an attempt already submitted (by the
 * student, another process's sweep, or a double click) is left as it is. Returns false then.
 */
export async function finalizeAttempt(
	deps: ExamDeps,
	attemptId: string,
	submission: Submission,
): Promise<boolean> {
	const now = deps.clock();
	// Programs are judged before the row is locked: judging takes seconds, saving must not wait on it.
	const verdicts = await judgeBeforeLocking(deps, attemptId);
	const scored = await deps.db.transaction(async (tx) => {
		const [attempt] = await tx
			.select()
			.from(examAttempts)
			.where(eq(examAttempts.id, attemptId))
			.for("update");
		if (attempt?.status !== "in_progress") return null;
		const [exam] = await tx.select().from(exams).where(eq(exams.id, attempt.examId));
		if (!exam) return null;
		const frozen = await frozenQuestionsOf(deps.db, exam.id);
		const stored = await tx.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
		const answerOf = new Map(stored.map((a) => [a.questionId, a]));
		const attached = await tx
			.select({ questionId: attemptUploads.questionId })
			.from(attemptUploads)
			.where(eq(attemptUploads.attemptId, attempt.id));
		const withFile = new Set(attached.map((u) => u.questionId));

		const scored = [];
		for (const id of attempt.paper.sections.flatMap((s) => s.questionIds)) {
			const question = frozen.get(id);
			if (!question) continue;
			const stored = answerOf.get(id);
			const judged = await judgementFor(deps.judgeCoding, question, stored, verdicts);
			const marked = scoreAnswer(
				question as Parameters<typeof scoreAnswer>[0],
				stored?.answer?.value ?? null,
				exam.multiAnswerMarking,
				judged,
			);
			// An essay answered with an attached page alone still goes to a grader.
			const { score, outcome } =
				marked.outcome === "unanswered" && withFile.has(id)
					? { score: 0, outcome: "pending" as const }
					: marked;
			scored.push({ questionId: id, score, outcome, marks: question.marks, answered: stored !== undefined });
		}
		const summary = summarizeScores(scored, exam.passingScorePercentage);
		const awaitingGrading = scored.some((s) => s.outcome === "pending");
		const withRows = scored.filter((s) => s.answered);
		if (withRows.length > 0) {
			const values = sql.join(
				withRows.map((s) => sql`(${s.questionId}::uuid, ${s.score}::double precision, ${s.outcome})`),
				sql`, `,
			);
			await tx.execute(sql`update attempt_answers as a set score = v.score, outcome = v.outcome
				from (values ${values}) as v(question_id, score, outcome)
				where a.attempt_id = ${attempt.id} and a.question_id = v.question_id`);
		}
		await tx
			.update(examAttempts)
			.set({
				status: "submitted",
				submittedAt: now,
				autoSubmitted: submission.autoSubmitted,
				submissionReason: submission.reason,
				clientSubmittedAt: submission.clientSubmittedAt ?? null,
				violationSummary: submission.violationSummary ?? null,
				score: summary.score,
				maxScore: summary.maxScore,
				percentage: summary.percentage,
				passed: summary.passed,
				awaitingGrading,
				lastSeenAt: now,
			})
			.where(eq(examAttempts.id, attempt.id));
		return {
			awaitingGrading,
			studentId: attempt.studentId,
			examId: exam.id,
			attemptId: attempt.id,
			examTitle: exam.title,
			percentage: summary.percentage,
			passed: summary.passed,
			autoSubmitted: submission.autoSubmitted,
		};
	});
	if (!scored) return false;
	// An essay still to be graded: the student hears of the result when its marks are released.
	const { awaitingGrading, ...result } = scored;
	if (!awaitingGrading) await resultReady(deps, result);
	return true;
}

/**
 * After the commit of a final score: the result is readable now (GET /api/exam-results/{attemptId})
 * and the student is told; whoever listens to a pass (an exam certificate) hears of it, and
 * app.ts's wiring logs its failures, never failing this.
 */
export async function resultReady(
	deps: ExamDeps,
	result: Parameters<typeof announceResult>[1] & { studentId: string },
) {
	await announceResult(deps, result);
	if (result.passed) await deps.attemptPassed?.(result.studentId, result.examId);
}

async function judgeBeforeLocking(deps: ExamDeps, attemptId: string): Promise<CodingVerdicts> {
	if (!deps.judgeCoding) return new Map();
	const [attempt] = await deps.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
	if (attempt?.status !== "in_progress") return new Map();
	const frozen = await frozenQuestionsOf(deps.db, attempt.examId);
	const coding = attempt.paper.sections
		.flatMap((s) => s.questionIds)
		.flatMap((id) => frozen.get(id) ?? [])
		.filter((question) => codingKeyOf(question) !== null);
	if (coding.length === 0) return new Map();
	const stored = await deps.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attemptId));
	return judgeCodingAnswers(deps.judgeCoding, coding, new Map(stored.map((a) => [a.questionId, a])));
}

function reasonOf(body: SubmitExam): Submission["reason"] {
	if (body.violationSummary?.maxViolationsReached) return "max_violations";
	return body.autoSubmitted ? "time_up" : "student";
}

/** POST /students/exam/{id}/submit: scores the attempt and answers its result at once. */
export async function submitAttempt(
	deps: ExamDeps,
	principal: Principal,
	examId: string,
	body: SubmitExam,
): Promise<ExamResult> {
	const student = studentOf(principal);
	const exam = await examForStudent(deps.db, student, examId);
	const attempt = await findAttempt(deps.db, exam.id, student.id);
	if (!attempt) throw new AppError("EXAM_NOT_STARTED", EXAM_MESSAGES.noAttempt);
	const done = await finalizeAttempt(deps, attempt.id, {
		autoSubmitted: body.autoSubmitted,
		reason: reasonOf(body),
		clientSubmittedAt: body.submittedAt,
		...(body.violationSummary ? { violationSummary: body.violationSummary } : {}),
	});
	if (!done) throw new AppError("EXAM_ALREADY_SUBMITTED", EXAM_MESSAGES.alreadySubmitted);
	return resultOf(deps, attempt.id);
}

/**
 * Submits attempts whose deadline and grace have passed (`autoSubmitted`, reason time_up). Every
 * API process runs it; the row lock in finalizeAttempt makes each attempt close once.
 */
export async function submitOverdueAttempts(deps: ExamDeps, limit = 500): Promise<number> {
	const cutoff = new Date(deps.clock().getTime() - EXAM_TIMING.saveGraceSeconds * 1000);
	const overdue = await deps.db
		.select({ id: examAttempts.id })
		.from(examAttempts)
		.where(and(eq(examAttempts.status, "in_progress"), lt(examAttempts.deadline, cutoff)))
		.limit(limit);
	let submitted = 0;
	for (const { id } of overdue) {
		if (await finalizeAttempt(deps, id, { autoSubmitted: true, reason: "time_up" })) submitted++;
	}
	return submitted;
}

/** Runs the sweep every EXAM_TIMING.sweepIntervalMs until the returned stop function is called. */
export function startOverdueSweep(
	deps: ExamDeps,
	log: { error(obj: unknown, msg: string): void },
): () => void {
	let running = false;
	const timer = setInterval(async () => {
		if (running) return;
		running = true;
		try {
			await submitOverdueAttempts(deps);
		} catch (error) {
			log.error({ err: error }, "the overdue-attempt sweep failed; it runs again shortly");
		} finally {
			running = false;
		}
	}, EXAM_TIMING.sweepIntervalMs);
	timer.unref();
	return () => clearInterval(timer);
}

async function resultOf(deps: ExamDeps, attemptId: string): Promise<ExamResult> {
	const [attempt] = await deps.db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
	if (!attempt) throw new AppError("NOT_FOUND", EXAM_MESSAGES.resultNotFound);
	const [exam] = await deps.db.select().from(exams).where(eq(exams.id, attempt.examId));
	if (!exam) throw new AppError("NOT_FOUND", EXAM_MESSAGES.resultNotFound);
	if (attempt.status !== "submitted")
		throw new AppError("CONFLICT", "This exam is still in progress; its result comes when it is submitted.");
	const now = deps.clock();
	const student = await userById(deps.db, attempt.studentId);
	const frozen = await frozenQuestionsOf(deps.db, exam.id);
	const titles = new Map((await sectionsOf(deps.db, exam.id)).map((s) => [s.id, s.title]));
	const stored = await deps.db.select().from(attemptAnswers).where(eq(attemptAnswers.attemptId, attempt.id));
	const answerOf = new Map(stored.map((a) => [a.questionId, a]));
	const gradeOf = await releasedGradesOf(deps, attempt.id, frozen);
	const uploads = await uploadsOf(deps.db, attempt.id);
	const visible =
		exam.showAnswers === "after_submit" || (exam.showAnswers === "after_close" && now >= exam.closesAt);

	const sections = attempt.paper.sections.map((s) => {
		const questions: ResultQuestion[] = s.questionIds.flatMap((id) => {
			const q = frozen.get(id);
			if (!q) return [];
			const a = answerOf.get(id);
			return [
				{
					question_id: q.id,
					text: q.text,
					type: q.type as ResultQuestion["type"],
					options: shownOptions(q),
					multi_answer: q.multiAnswer,
					...promptsOf(q.answerKey),
					student_answer: a?.answer?.value ?? null,
					time_spent: a?.timeSpent ?? 0,
					marks: q.marks,
					score: a?.score ?? 0,
					outcome: (a?.outcome as ResultQuestion["outcome"] | null) ?? "unanswered",
					...(gradeOf.has(q.id) ? { grade: gradeOf.get(q.id) } : {}),
					...(uploads.has(q.id) ? { upload: uploads.get(q.id) } : {}),
					...(visible
						? {
								correct_answer: correctAnswerOf(q.answerKey, q.multiAnswer),
								explanation: q.explanation,
								...withFeedback(feedbackFor(q.answerKey, a?.answer?.value ?? null)),
							}
						: {}),
				},
			];
		});
		const round = (n: number) => Math.round(n * 100) / 100;
		return {
			section_id: s.sectionId,
			title: titles.get(s.sectionId) ?? "Section",
			score: round(questions.reduce((sum, q) => sum + q.score, 0)),
			max_score: round(questions.reduce((sum, q) => sum + q.marks, 0)),
			questions,
		};
	});
	const submittedAt = attempt.submittedAt ?? now;
	return {
		attempt_id: attempt.id,
		exam_id: exam.id,
		exam_title: exam.title,
		student_name: student?.name ?? "",
		roll_no: student?.rollNo ?? null,
		status: "submitted",
		started_at: attempt.startedAt.toISOString(),
		submitted_at: attempt.submittedAt?.toISOString() ?? null,
		auto_submitted: attempt.autoSubmitted,
		submission_reason: attempt.submissionReason,
		score: attempt.score ?? 0,
		max_score: attempt.maxScore ?? 0,
		percentage: attempt.percentage ?? 0,
		passing_score_percentage: exam.passingScorePercentage,
		passed: attempt.passed ?? false,
		time_taken_seconds: Math.max(0, Math.round((submittedAt.getTime() - attempt.startedAt.getTime()) / 1000)),
		answers_visible: visible,
		awaiting_grading: attempt.awaitingGrading,
		answers_visible_from: exam.showAnswers === "after_close" && !visible ? exam.closesAt.toISOString() : null,
		sections,
	};
}

/** An attempt's released hand grades, by question, as the result shows them: rubric titles, not ids. */
async function releasedGradesOf(
	deps: ExamDeps,
	attemptId: string,
	frozen: Map<string, { answerKey: AnswerKey }>,
): Promise<Map<string, NonNullable<ResultQuestion["grade"]>>> {
	const grades = await deps.db
		.select()
		.from(examManualGrades)
		.where(and(eq(examManualGrades.attemptId, attemptId), isNotNull(examManualGrades.releasedAt)));
	return new Map(
		grades.map((g) => {
			const key = frozen.get(g.questionId)?.answerKey;
			const rubric = key?.type === "essay" ? (key.rubric ?? []) : [];
			const levels = rubric.flatMap((criterion) => {
				const level = criterion.levels.find((l) => l.id === g.levels[criterion.id]);
				return level ? [{ criterion: criterion.title, level: level.label, points: level.points }] : [];
			});
			return [g.questionId, { comment: g.comment, levels }];
		}),
	);
}

/** GET /api/exam-results/{attemptId}: the student's own result, or one of their college's for its staff. */
export async function readResult(
	deps: ExamDeps,
	principal: Principal,
	attemptId: string,
): Promise<ExamResult> {
	if (!isUuid(attemptId)) throw new AppError("NOT_FOUND", EXAM_MESSAGES.resultNotFound);
	const [row] = await deps.db
		.select({ studentId: examAttempts.studentId, institutionId: exams.institutionId })
		.from(examAttempts)
		.innerJoin(exams, eq(exams.id, examAttempts.examId))
		.where(eq(examAttempts.id, attemptId));
	if (!row) throw new AppError("NOT_FOUND", EXAM_MESSAGES.resultNotFound);
	await examResultPolicy.authorize(principal, "read", row, EXAM_MESSAGES.resultNotFound);
	return resultOf(deps, attemptId);
}
