import {
	answerShapeProblem,
	type StudentAnswer,
	scoreAnswer,
	summarizeScores,
} from "@unnati/contracts/exams";
import {
	type AnswerFeedback,
	type MockAttempt,
	type MockResult,
	type MockTest,
	type PracticeAnswerResult,
	type PracticeQuiz,
	topicBreakdown,
	type QuizQuestion as WireQuestion,
} from "@unnati/contracts/learning";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { recordActivity } from "./activity";
import { type PublishedCourse, publishedCourse, rowsOf } from "./catalogue";
import { requireEnrolment } from "./progress";
import { learningQuizAttempts, type QuizAttemptAnswer, type QuizQuestion } from "./tables";

// Practice quizzes and mock tests, on the exam engine's question model and scoring (contracts/exams):
// the same answer shapes, the same marks. Practice: instant feedback and explanation per answer,
// unlimited attempts, the best score kept. Mock test: timed by the server's clock, answers saved in
// batches, a result with the answers, explanations and strengths and weaknesses by topic (tags).

export const QUIZ_NOT_FOUND = "No such quiz.";
export const TEST_NOT_FOUND = "No such mock test.";
export const ATTEMPT_NOT_FOUND = "No such attempt.";
/** Seconds after the deadline a save still counts: the last batch may be on its way when time runs out. */
export const SAVE_GRACE_SECONDS = 10;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type LoadedQuiz = {
	uuid: string;
	kind: "practice" | "mock";
	revisionId: string;
	title: string;
	durationMinutes: number | null;
	passPercent: number;
	questions: QuizQuestion[];
	course: PublishedCourse;
	moduleTitle: string;
};

/** A published quiz of a published course, for a student enrolled in that course (403 NOT_ENROLLED otherwise). */
async function loadQuiz(
	db: Db,
	userId: string,
	quizId: string,
	kind: "practice" | "mock",
): Promise<LoadedQuiz> {
	const notFound = kind === "mock" ? TEST_NOT_FOUND : QUIZ_NOT_FOUND;
	if (!UUID.test(quizId)) throw new AppError("NOT_FOUND", notFound);
	const [row] = await rowsOf<{
		kind: "practice" | "mock";
		revisionId: string;
		title: string;
		durationMinutes: number | null;
		passPercent: number;
		questions: QuizQuestion[];
		courseId: string;
	}>(
		db,
		sql`select q.kind, qr.id::text as "revisionId", qr.title, qr.duration_minutes as "durationMinutes",
			qr.pass_percent as "passPercent", qr.questions, q.course_id::text as "courseId"
			from learning_quizzes q join learning_quiz_revisions qr on qr.id = q.published_revision_id
			where q.id = ${quizId}::uuid`,
	);
	if (!row || row.kind !== kind) throw new AppError("NOT_FOUND", notFound);
	const course = await publishedCourse(db, row.courseId);
	const listed =
		kind === "mock"
			? course.mockTestId === quizId
			: course.modules.some((module) => module.quizId === quizId);
	if (!listed) throw new AppError("NOT_FOUND", notFound);
	await requireEnrolment(db, userId, course.uuid);
	return {
		uuid: quizId,
		kind,
		revisionId: row.revisionId,
		title: row.title,
		durationMinutes: row.durationMinutes === null ? null : Number(row.durationMinutes),
		passPercent: Number(row.passPercent),
		questions: row.questions,
		course,
		moduleTitle: course.modules.find((m) => m.quizId === quizId)?.title ?? "",
	};
}

/**
 * A quiz answer's marks, on the spot. Quizzes hold no essay (authoring refuses one: fitsQuiz), so
 * no answer waits for a grader; one that somehow did would count as unanswered, never as marked.
 */
function scoreQuizAnswer(q: QuizQuestion, answer: StudentAnswer) {
	const scored = scoreAnswer(q, answer, "partial");
	return { score: scored.score, outcome: scored.outcome === "pending" ? "unanswered" : scored.outcome };
}

const toWire = (q: QuizQuestion): WireQuestion => ({
	id: q.id,
	type: q.type,
	text: q.text,
	options: q.options,
	multiAnswer: q.multiAnswer,
	marks: q.marks,
	difficulty: q.difficulty,
	tags: q.tags,
});

/** The right answer in the wire's answer shape. */
export function correctAnswer(q: QuizQuestion): StudentAnswer {
	if (q.answerKey.type === "mcq")
		return q.multiAnswer ? q.answerKey.correct : (q.answerKey.correct[0] ?? null);
	if (q.answerKey.type === "numeric") return String(q.answerKey.value);
	return null;
}

function feedbackOf(q: QuizQuestion, stored: QuizAttemptAnswer): AnswerFeedback {
	const scored = scoreQuizAnswer(q, stored.answer);
	return {
		questionId: q.id,
		answer: stored.answer,
		outcome: scored.outcome,
		score: scored.score,
		correctAnswer: correctAnswer(q),
		explanation: q.explanation,
	};
}

function checkShape(q: QuizQuestion, answer: StudentAnswer) {
	const problem = answerShapeProblem(q, answer);
	if (problem) throw new AppError("VALIDATION_FAILED", `That answer does not fit the question: ${problem}.`);
}

type AttemptRow = typeof learningQuizAttempts.$inferSelect;

async function attemptsOf(db: Db, userId: string, quizId: string): Promise<AttemptRow[]> {
	return db
		.select()
		.from(learningQuizAttempts)
		.where(and(eq(learningQuizAttempts.userId, userId), eq(learningQuizAttempts.quizId, quizId)))
		.orderBy(desc(learningQuizAttempts.startedAt))
		.limit(200);
}

const bestOf = (attempts: AttemptRow[]) => {
	const scores = attempts.filter((a) => a.status === "submitted").map((a) => Number(a.percentage ?? 0));
	return scores.length > 0 ? Math.max(...scores) : null;
};

/** GET a practice quiz: questions without answers, the attempt in progress with its feedback, best and history. */
export async function practiceQuiz(db: Db, userId: string, quizId: string): Promise<PracticeQuiz> {
	const quiz = await loadQuiz(db, userId, quizId, "practice");
	const attempts = await attemptsOf(db, userId, quiz.uuid);
	const open = attempts.find((a) => a.status === "in_progress" && a.quizRevisionId === quiz.revisionId);
	const byId = new Map(quiz.questions.map((q) => [q.id, q]));
	return {
		id: quiz.uuid,
		title: quiz.title,
		course: { id: quiz.course.slug, title: quiz.course.title },
		moduleTitle: quiz.moduleTitle,
		passPercent: quiz.passPercent,
		questions: quiz.questions.map(toWire),
		attempt: open
			? {
					id: open.id,
					feedback: Object.entries(open.answers).flatMap(([id, stored]) => {
						const q = byId.get(id);
						return q ? [feedbackOf(q, stored)] : [];
					}),
				}
			: null,
		bestPercentage: bestOf(attempts),
		history: attempts
			.filter((a) => a.status === "submitted" && a.submittedAt)
			.map((a) => ({
				attemptId: a.id,
				percentage: Number(a.percentage ?? 0),
				submittedAt: (a.submittedAt as Date).toISOString(),
			})),
	};
}

/**
 * Answers one question of a practice quiz: the first answer after a finished attempt starts a new
 * one (retries are unlimited). Each question is answered once per attempt (409 after); the answer is
 * scored at once and its explanation returned; the last answer finishes the attempt.
 */
export async function answerPractice(
	db: Db,
	userId: string,
	quizId: string,
	input: { questionId: string; answer: StudentAnswer },
	now: Date,
): Promise<PracticeAnswerResult> {
	const quiz = await loadQuiz(db, userId, quizId, "practice");
	const question = quiz.questions.find((q) => q.id === input.questionId);
	if (!question) throw new AppError("NOT_FOUND", "No such question in this quiz.");
	checkShape(question, input.answer);

	return db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		// One attempt in progress per student and quiz: take a lock on the pair while choosing it.
		await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${userId}:${quiz.uuid}`}))`);
		const [open] = await tx
			.select()
			.from(learningQuizAttempts)
			.where(
				and(
					eq(learningQuizAttempts.userId, userId),
					eq(learningQuizAttempts.quizId, quiz.uuid),
					eq(learningQuizAttempts.status, "in_progress"),
					eq(learningQuizAttempts.quizRevisionId, quiz.revisionId),
				),
			);
		const attempt =
			open ??
			(
				await tx
					.insert(learningQuizAttempts)
					.values({
						userId,
						quizId: quiz.uuid,
						quizRevisionId: quiz.revisionId,
						courseId: quiz.course.uuid,
						startedAt: now,
					})
					.returning()
			)[0];
		if (!attempt) throw new Error("the attempt was not stored");
		if (attempt.answers[question.id])
			throw new AppError(
				"CONFLICT",
				"You have answered this question in this attempt. Finish the quiz to try again.",
			);
		const scored = scoreQuizAnswer(question, input.answer);
		const answers = {
			...attempt.answers,
			[question.id]: { answer: input.answer, timeSpent: 0, score: scored.score, outcome: scored.outcome },
		};
		const finished = quiz.questions.every((q) => answers[q.id]);
		let summary: PracticeAnswerResult["finished"] = null;
		if (finished) {
			const result = summarizeScores(
				quiz.questions.map((q) => ({ score: answers[q.id]?.score ?? 0, marks: q.marks })),
				quiz.passPercent,
			);
			await tx
				.update(learningQuizAttempts)
				.set({ answers, status: "submitted", submittedAt: now, ...result })
				.where(eq(learningQuizAttempts.id, attempt.id));
			const [best] = await tx
				.select({ best: sql<number>`max(${learningQuizAttempts.percentage})` })
				.from(learningQuizAttempts)
				.where(
					and(
						eq(learningQuizAttempts.userId, userId),
						eq(learningQuizAttempts.quizId, quiz.uuid),
						eq(learningQuizAttempts.status, "submitted"),
					),
				);
			summary = {
				score: result.score,
				maxScore: result.maxScore,
				percentage: result.percentage,
				passed: result.passed,
				bestPercentage: Number(best?.best ?? result.percentage),
			};
		} else {
			await tx.update(learningQuizAttempts).set({ answers }).where(eq(learningQuizAttempts.id, attempt.id));
		}
		await recordActivity(tx, userId, now, { questions: 1 });
		return {
			attemptId: attempt.id,
			feedback: feedbackOf(question, answers[question.id] as QuizAttemptAnswer),
			finished: summary,
		};
	});
}

// ——— Mock tests ———

const secondsLeft = (deadline: Date, now: Date) =>
	Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));

/** GET /api/learning/tests/:id: the mock test's terms and the student's score history. */
export async function mockTest(db: Db, userId: string, testId: string, now: Date): Promise<MockTest> {
	const quiz = await loadQuiz(db, userId, testId, "mock");
	const attempts = await attemptsOf(db, userId, quiz.uuid);
	const open = attempts.find((a) => a.status === "in_progress" && a.deadline && a.deadline > now);
	return {
		id: quiz.uuid,
		title: quiz.title,
		course: { id: quiz.course.slug, title: quiz.course.title, pathId: quiz.course.pathId },
		durationMinutes: quiz.durationMinutes ?? 0,
		questionCount: quiz.questions.length,
		passPercent: quiz.passPercent,
		inProgressAttemptId: open?.id ?? null,
		history: attempts
			.filter((a) => a.status === "submitted" && a.submittedAt)
			.map((a) => ({
				attemptId: a.id,
				percentage: Number(a.percentage ?? 0),
				passed: Number(a.percentage ?? 0) >= quiz.passPercent,
				submittedAt: (a.submittedAt as Date).toISOString(),
			})),
	};
}

async function revisionQuestions(db: Db, revisionId: string) {
	const [row] = await rowsOf<{ title: string; passPercent: number; questions: QuizQuestion[] }>(
		db,
		sql`select title, pass_percent as "passPercent", questions from learning_quiz_revisions where id = ${revisionId}::uuid`,
	);
	if (!row) throw new AppError("NOT_FOUND", ATTEMPT_NOT_FOUND);
	return { ...row, passPercent: Number(row.passPercent) };
}

/** Scores and closes an attempt (whatever was saved by the deadline counts). */
async function finalizeMock(db: Db, attempt: AttemptRow, now: Date): Promise<AttemptRow> {
	const { questions, passPercent } = await revisionQuestions(db, attempt.quizRevisionId);
	const items = questions.map((q) => ({
		score: scoreAnswer(q, attempt.answers[q.id]?.answer ?? null, "partial").score,
		marks: q.marks,
	}));
	const result = summarizeScores(items, passPercent);
	const submittedAt = attempt.deadline && attempt.deadline < now ? attempt.deadline : now;
	const [updated] = await db
		.update(learningQuizAttempts)
		.set({
			status: "submitted",
			submittedAt,
			score: result.score,
			maxScore: result.maxScore,
			percentage: result.percentage,
		})
		.where(and(eq(learningQuizAttempts.id, attempt.id), eq(learningQuizAttempts.status, "in_progress")))
		.returning();
	if (updated)
		await recordActivity(db, attempt.userId, now, { questions: Object.keys(attempt.answers).length });
	return updated ?? attempt;
}

/** Starts the mock test, or continues the attempt in progress; an attempt past its time is scored first. */
export async function startMock(db: Db, userId: string, testId: string, now: Date): Promise<MockAttempt> {
	const quiz = await loadQuiz(db, userId, testId, "mock");
	return db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${userId}:${quiz.uuid}`}))`);
		const open = await tx
			.select()
			.from(learningQuizAttempts)
			.where(
				and(
					eq(learningQuizAttempts.userId, userId),
					eq(learningQuizAttempts.quizId, quiz.uuid),
					eq(learningQuizAttempts.status, "in_progress"),
				),
			);
		let current = open.find((a) => a.deadline && a.deadline > now);
		for (const stale of open.filter((a) => a !== current)) await finalizeMock(tx, stale, now);
		if (!current) {
			const deadline = new Date(now.getTime() + (quiz.durationMinutes ?? 30) * 60_000);
			[current] = await tx
				.insert(learningQuizAttempts)
				.values({
					userId,
					quizId: quiz.uuid,
					quizRevisionId: quiz.revisionId,
					courseId: quiz.course.uuid,
					startedAt: now,
					deadline,
				})
				.returning();
		}
		if (!current?.deadline) throw new Error("the attempt was not stored");
		const { questions } = await revisionQuestions(tx, current.quizRevisionId);
		return {
			attemptId: current.id,
			testId: quiz.uuid,
			title: quiz.title,
			deadline: current.deadline.toISOString(),
			timeRemainingSeconds: secondsLeft(current.deadline, now),
			questions: questions.map(toWire),
			answers: Object.fromEntries(
				Object.entries(current.answers).map(([id, a]) => [id, { answer: a.answer, timeSpent: a.timeSpent }]),
			),
		};
	});
}

/** The student's own mock attempt (404 for anyone else's: ids of others' attempts cannot be probed). */
async function ownAttempt(db: Db, userId: string, attemptId: string): Promise<AttemptRow> {
	if (!UUID.test(attemptId)) throw new AppError("NOT_FOUND", ATTEMPT_NOT_FOUND);
	const [attempt] = await db
		.select()
		.from(learningQuizAttempts)
		.where(and(eq(learningQuizAttempts.id, attemptId), eq(learningQuizAttempts.userId, userId)));
	if (!attempt?.deadline) throw new AppError("NOT_FOUND", ATTEMPT_NOT_FOUND);
	return attempt;
}

/** Saves a batch of answers (all or nothing); refused once submitted or past the deadline (plus grace). */
export async function saveMock(
	db: Db,
	userId: string,
	attemptId: string,
	batch: { questionId: string; answer: StudentAnswer; timeSpent: number }[],
	now: Date,
) {
	const attempt = await ownAttempt(db, userId, attemptId);
	const deadline = attempt.deadline as Date;
	if (attempt.status !== "in_progress" || now.getTime() > deadline.getTime() + SAVE_GRACE_SECONDS * 1000)
		throw new AppError("ATTEMPT_FINISHED", "This mock test is over: time is up or it was submitted.");
	const { questions } = await revisionQuestions(db, attempt.quizRevisionId);
	const byId = new Map(questions.map((q) => [q.id, q]));
	const patch: Record<string, QuizAttemptAnswer> = {};
	for (const item of batch) {
		const q = byId.get(item.questionId);
		if (!q)
			throw new AppError(
				"VALIDATION_FAILED",
				`Question ${item.questionId.slice(0, 40)} is not in this test.`,
			);
		checkShape(q, item.answer);
		patch[item.questionId] = { answer: item.answer, timeSpent: item.timeSpent };
	}
	// Merged in one statement, conditional on the attempt still being open: a late batch changes nothing.
	const saved = await db
		.update(learningQuizAttempts)
		.set({ answers: sql`${learningQuizAttempts.answers} || ${JSON.stringify(patch)}::jsonb` })
		.where(and(eq(learningQuizAttempts.id, attempt.id), eq(learningQuizAttempts.status, "in_progress")))
		.returning({ id: learningQuizAttempts.id });
	if (saved.length === 0)
		throw new AppError("ATTEMPT_FINISHED", "This mock test is over: time is up or it was submitted.");
	return { saved: batch.length, timeRemainingSeconds: secondsLeft(deadline, now) };
}

async function resultOf(db: Db, attempt: AttemptRow): Promise<MockResult> {
	const { title, questions, passPercent } = await revisionQuestions(db, attempt.quizRevisionId);
	const course = await publishedCourse(db, attempt.courseId);
	const graded = questions.map((q) => {
		const answer = attempt.answers[q.id]?.answer ?? null;
		const scored = scoreQuizAnswer(q, answer);
		return {
			...toWire(q),
			answer,
			outcome: scored.outcome,
			score: scored.score,
			correctAnswer: correctAnswer(q),
			explanation: q.explanation,
		};
	});
	const summary = summarizeScores(
		graded.map((g) => ({ score: g.score, marks: g.marks })),
		passPercent,
	);
	const submittedAt = attempt.submittedAt ?? new Date();
	return {
		attemptId: attempt.id,
		testId: attempt.quizId,
		title,
		course: { id: course.slug, title: course.title, pathId: course.pathId },
		submittedAt: submittedAt.toISOString(),
		timeTakenSeconds: Math.max(0, Math.round((submittedAt.getTime() - attempt.startedAt.getTime()) / 1000)),
		passPercent,
		questions: graded,
		topics: topicBreakdown(graded),
		...summary,
	};
}

/** Submits (idempotent: a submitted attempt answers its result again). */
export async function submitMock(db: Db, userId: string, attemptId: string, now: Date): Promise<MockResult> {
	const attempt = await ownAttempt(db, userId, attemptId);
	const done = attempt.status === "submitted" ? attempt : await finalizeMock(db, attempt, now);
	return resultOf(db, done);
}

/** A mock attempt's result; one still running (before its deadline) is not scored yet (409). */
export async function mockResult(db: Db, userId: string, attemptId: string, now: Date): Promise<MockResult> {
	const attempt = await ownAttempt(db, userId, attemptId);
	if (attempt.status === "in_progress") {
		if ((attempt.deadline as Date) > now)
			throw new AppError("CONFLICT", "This mock test is still in progress: submit it to see the result.");
		return resultOf(db, await finalizeMock(db, attempt, now));
	}
	return resultOf(db, attempt);
}
