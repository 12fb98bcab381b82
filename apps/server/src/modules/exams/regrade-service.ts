import {
	type AnswerKey,
	type ExamAnswerKeys,
	type FieldError,
	questionDraftSchema,
	REGRADABLE_TYPES,
	type RegradeChange,
	type RegradeRequest,
	type RegradeResult,
	regradeRequestSchema,
	roundMarks,
	type ScorableQuestion,
	scoreAnswer,
} from "@unnati/contracts";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds, userNamesByIds } from "../accounts/read";
import { type ExamDeps, forgetFrozenQuestions, sectionsOf } from "./access";
import { type Author, isUuid, ownExam } from "./authoring-service";
import { attemptAnswers, examAttempts, examQuestions, examRegrades } from "./tables";

// Regrading (issue 15): a question's answer key corrected after students sat the exam. Only the
// corrected question is marked again; each attempt's total moves by that question's difference, so
// a regrade of one question of 5,000 attempts reads and writes 5,000 answers, not the whole exam.

const QUESTION_NOT_FOUND = "No such question in this exam.";
const NOT_PUBLISHED = "Only a published exam's answer keys can be corrected.";

async function publishedExam(db: Db, author: Author, examId: string) {
	const exam = await ownExam(db, author, examId);
	if (exam.state !== "published") throw new AppError("CONFLICT", NOT_PUBLISHED);
	return exam;
}

/** GET /api/exams/{examId}/answer-keys: the questions with their keys, and the regrades, newest first. */
export async function answerKeysOf(db: Db, author: Author, examId: string): Promise<ExamAnswerKeys> {
	const exam = await publishedExam(db, author, examId);
	const sections = await sectionsOf(db, exam.id);
	const order = new Map(sections.map((s) => [s.id, s.position]));
	const titles = new Map(sections.map((s) => [s.id, s.title]));
	const questions = (await db.select().from(examQuestions).where(eq(examQuestions.examId, exam.id))).sort(
		(a, b) => (order.get(a.sectionId) ?? 0) - (order.get(b.sectionId) ?? 0) || a.position - b.position,
	);
	const history = await db
		.select()
		.from(examRegrades)
		.where(eq(examRegrades.examId, exam.id))
		.orderBy(desc(examRegrades.regradedAt));
	const names = await userNamesByIds(
		db,
		history.flatMap((h) => (h.regradedBy ? [h.regradedBy] : [])),
	);
	const textOf = new Map(questions.map((q) => [q.id, q.text]));
	return {
		questions: questions.map((q) => ({
			question_id: q.id,
			section_title: titles.get(q.sectionId) ?? "Section",
			type: q.type as ExamAnswerKeys["questions"][number]["type"],
			text: q.text,
			options: q.options,
			multi_answer: q.multiAnswer,
			marks: q.marks,
			answer_key: q.answerKey,
		})),
		history: history.map((h) => ({
			id: h.id,
			question_id: h.questionId,
			question_text: textOf.get(h.questionId) ?? "",
			regraded_at: h.regradedAt.toISOString(),
			regraded_by: (h.regradedBy && names.get(h.regradedBy)) || "A former member of staff",
			changed_attempts: h.changes.length,
		})),
	};
}

/** Why the corrected key cannot be this question's: the authoring form's own rules, and unchanged items. */
function keyProblems(question: typeof examQuestions.$inferSelect, key: AnswerKey): FieldError[] {
	const draft = questionDraftSchema.safeParse({
		type: question.type,
		text: question.text,
		options: question.options,
		multiAnswer: question.multiAnswer,
		answerKey: key,
		marks: question.marks,
		negativeMarks: question.negativeMarks,
	});
	const problems: FieldError[] = draft.success
		? []
		: draft.error.issues.map((issue) => ({
				path: issue.path.join(".") || "answerKey",
				message: issue.message,
			}));
	const before = question.answerKey;
	if (before.type === "matching" && key.type === "matching") {
		const items = (k: typeof key) => k.prompts.map((p) => `${p.id}\u0000${p.text}`).join("\u0001");
		if (items(before) !== items(key))
			problems.push({
				path: "answerKey.prompts",
				message: "A matching question keeps its items; only the choice each one matches can be corrected.",
			});
	}
	return problems;
}

/** POST /api/exams/{examId}/questions/{questionId}/regrade: a dry run, or the regrade itself. */
export async function regradeQuestion(
	deps: ExamDeps,
	author: Author,
	examId: string,
	questionId: string,
	body: RegradeRequest,
): Promise<RegradeResult> {
	const { db } = deps;
	const request = regradeRequestSchema.parse(body);
	const exam = await publishedExam(db, author, examId);
	if (!isUuid(questionId)) throw new AppError("NOT_FOUND", QUESTION_NOT_FOUND);
	const [question] = await db
		.select()
		.from(examQuestions)
		.where(and(eq(examQuestions.id, questionId), eq(examQuestions.examId, exam.id)));
	if (!question) throw new AppError("NOT_FOUND", QUESTION_NOT_FOUND);
	if (!(REGRADABLE_TYPES as readonly string[]).includes(question.type))
		throw new AppError(
			"BAD_REQUEST",
			"A coding question is marked by its hidden tests, so it has no answer key to correct.",
		);
	const problems = keyProblems(question, request.answerKey);
	if (problems.length > 0)
		throw new AppError("BAD_REQUEST", problems[0]?.message ?? "The key does not fit the question.", problems);

	const [open] = await db
		.select({ n: sql<number>`count(*)::int` })
		.from(examAttempts)
		.where(and(eq(examAttempts.examId, exam.id), eq(examAttempts.status, "in_progress")));
	if ((open?.n ?? 0) > 0)
		throw new AppError(
			"CONFLICT",
			`${open?.n} ${open?.n === 1 ? "student is" : "students are"} still taking this exam. Regrade once every attempt has been submitted.`,
		);

	// Every submitted attempt's answer to the question, with the attempt's totals.
	const rows = await db
		.select({
			attemptId: attemptAnswers.attemptId,
			answer: attemptAnswers.answer,
			score: attemptAnswers.score,
			outcome: attemptAnswers.outcome,
			studentId: examAttempts.studentId,
			total: examAttempts.score,
			maxScore: examAttempts.maxScore,
			percentage: examAttempts.percentage,
			passed: examAttempts.passed,
			awaitingGrading: examAttempts.awaitingGrading,
		})
		.from(attemptAnswers)
		.innerJoin(examAttempts, eq(examAttempts.id, attemptAnswers.attemptId))
		.where(and(eq(attemptAnswers.questionId, question.id), eq(examAttempts.status, "submitted")));
	const [checked] = await db
		.select({ n: sql<number>`count(*)::int` })
		.from(examAttempts)
		.where(
			and(
				eq(examAttempts.examId, exam.id),
				eq(examAttempts.status, "submitted"),
				sql`${examAttempts.paper} @? ${`$.sections[*].questionIds[*] ? (@ == "${question.id}")`}::jsonpath`,
			),
		);

	const corrected: ScorableQuestion = {
		type: question.type as ScorableQuestion["type"],
		multiAnswer: question.multiAnswer,
		options: question.options,
		answerKey: request.answerKey,
		marks: question.marks,
		negativeMarks: question.negativeMarks,
	};
	type Rescored = { row: (typeof rows)[number]; score: number; outcome: string };
	const rescored: Rescored[] = rows.map((row) => {
		const next = scoreAnswer(corrected, row.answer?.value ?? null, exam.multiAnswerMarking);
		return { row, score: next.score, outcome: next.outcome };
	});
	const moved = rescored.filter((r) => r.score !== (r.row.score ?? 0) || r.outcome !== r.row.outcome);
	const people = new Map(
		(await studentsByIds(db, [...new Set(moved.map((r) => r.row.studentId))])).map((s) => [s.id, s]),
	);
	const changes: (RegradeChange & { studentId: string; awaitingGrading: boolean })[] = moved
		.filter((r) => r.score !== (r.row.score ?? 0))
		.map(({ row, score }) => {
			const before = row.total ?? 0;
			const after = roundMarks(before + score - (row.score ?? 0));
			const maxScore = row.maxScore ?? 0;
			const percentage = maxScore > 0 ? roundMarks((after / maxScore) * 100) : 0;
			const person = people.get(row.studentId);
			return {
				studentId: row.studentId,
				awaitingGrading: row.awaitingGrading,
				attempt_id: row.attemptId,
				student_name: person?.name ?? "",
				roll_no: person?.rollNo ?? null,
				question_before: row.score ?? 0,
				question_after: score,
				score_before: before,
				score_after: after,
				percentage_before: row.percentage ?? 0,
				percentage_after: percentage,
				passed_before: row.passed ?? false,
				passed_after: percentage >= exam.passingScorePercentage,
			};
		})
		.sort(
			(a, b) =>
				Math.abs(b.score_after - b.score_before) - Math.abs(a.score_after - a.score_before) ||
				(a.roll_no ?? "").localeCompare(b.roll_no ?? ""),
		);
	const result = {
		question_id: question.id,
		applied: request.apply,
		attempts_checked: checked?.n ?? 0,
		changes: changes.map(({ studentId: _, awaitingGrading: __, ...change }) => change),
	};
	if (!request.apply) return result;

	await db.transaction(async (tx) => {
		await tx
			.update(examQuestions)
			.set({ answerKey: request.answerKey })
			.where(eq(examQuestions.id, question.id));
		// Outcomes may change without marks (a partial answer now right at 0 marks): all moved answers.
		if (moved.length > 0)
			await tx.execute(sql`
				update attempt_answers a set score = v.score, outcome = v.outcome
				from jsonb_to_recordset(${JSON.stringify(
					moved.map((r) => ({ attempt_id: r.row.attemptId, score: r.score, outcome: r.outcome })),
				)}::jsonb) as v(attempt_id uuid, score double precision, outcome text)
				where a.attempt_id = v.attempt_id and a.question_id = ${question.id}::uuid`);
		if (changes.length > 0) {
			// Each total moves by its question's difference from the total as it is now, under the
			// attempts' locks: a release of essay marks committed since the dry run is kept, not undone.
			const current = await tx
				.select({ id: examAttempts.id, score: examAttempts.score, maxScore: examAttempts.maxScore })
				.from(examAttempts)
				.where(
					inArray(
						examAttempts.id,
						changes.map((c) => c.attempt_id),
					),
				)
				.for("update");
			const now = new Map(current.map((a) => [a.id, a]));
			const totals = changes.map((c) => {
				const row = now.get(c.attempt_id);
				const score = roundMarks((row?.score ?? c.score_before) + c.question_after - c.question_before);
				const maxScore = row?.maxScore ?? 0;
				const percentage = maxScore > 0 ? roundMarks((score / maxScore) * 100) : 0;
				return { id: c.attempt_id, score, percentage, passed: percentage >= exam.passingScorePercentage };
			});
			await tx.execute(sql`
				update exam_attempts t set score = v.score, percentage = v.percentage, passed = v.passed
				from jsonb_to_recordset(${JSON.stringify(totals)}::jsonb)
					as v(id uuid, score double precision, percentage double precision, passed boolean)
				where t.id = v.id`);
		}
		await tx.insert(examRegrades).values({
			examId: exam.id,
			questionId: question.id,
			regradedBy: author.userId,
			regradedAt: deps.clock(),
			keyBefore: question.answerKey,
			keyAfter: request.answerKey,
			changes: result.changes,
		});
	});
	forgetFrozenQuestions(db, exam.id);

	// After the commit: one message to every student whose marks changed; a new pass may earn a
	// certificate. An attempt whose essays await grading has no result to tell of yet: its release will.
	const told = changes.filter((c) => !c.awaitingGrading);
	await deps.notify?.(
		told.map((c) => c.studentId),
		"exam_result_regraded",
		{ examId: exam.id, examTitle: exam.title },
	);
	for (const change of told)
		if (change.passed_after && !change.passed_before) await deps.attemptPassed?.(change.studentId, exam.id);
	return result;
}
