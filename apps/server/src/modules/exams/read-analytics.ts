import type { AnswerKey, QuestionOption, SectionSource } from "@unnati/contracts";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { rowsOf } from "../../platform/db/rows";
import { examQuestions, examSections } from "./tables";

// The aggregations behind an exam's analytics (modules/exam-analytics), as read functions of the
// module that owns attempts and answers. Everything that grows with attempts × questions is summed
// in PostgreSQL, so an exam with thousands of attempts answers with a few hundred rows: one row per
// question and per option chosen, and one small row per attempt. No query pairs each (attempt,
// question) of the papers with its answer: item analysis needs only sums over the saved answers
// and over the papers, which keeps every join keyed by the attempt alone.

/**
 * Whose attempts count: one exam's, optionally only those of some students (the analytics module
 * decides who, from accounts' read functions: a college's own, a department, a year, a section).
 */
export type AttemptFilter = { examId: string; studentIds?: readonly string[] | undefined };

/**
 * Ids as one array parameter (`{id,id,...}`), not one parameter each: a college's thousands of
 * students stay one bind value. The ids are UUIDs read from the database, so the literal needs no quoting.
 */
const uuidArray = (ids: readonly string[]) => `{${ids.join(",")}}`;

/**
 * The attempts of one status. "submitted" means scored: an attempt whose essays await grading or
 * release is left out until its marks are released, so the figures never count a half-marked paper.
 */
function whereAttempts(filter: AttemptFilter, status: "submitted" | "in_progress"): SQL {
	const conditions = [sql`ea.exam_id = ${filter.examId}`, sql`ea.status = ${status}`];
	if (status === "submitted") conditions.push(sql`not ea.awaiting_grading`);
	if (filter.studentIds) conditions.push(sql`ea.student_id = any(${uuidArray(filter.studentIds)}::uuid[])`);
	return sql.join(conditions, sql` and `);
}

export type ExamSectionView = { id: string; title: string; position: number; source: SectionSource };
export type ExamQuestionView = {
	id: string;
	sectionId: string;
	position: number;
	type: string;
	text: string;
	options: QuestionOption[];
	multiAnswer: boolean;
	answerKey: AnswerKey;
	marks: number;
	negativeMarks: number;
};

/** The exam's sections and questions in paper order: sections by position, questions by position. */
export async function examPaper(
	db: Db,
	examId: string,
): Promise<{ sections: ExamSectionView[]; questions: ExamQuestionView[] }> {
	const sections = await db
		.select({
			id: examSections.id,
			title: examSections.title,
			position: examSections.position,
			source: examSections.source,
		})
		.from(examSections)
		.where(eq(examSections.examId, examId))
		.orderBy(asc(examSections.position));
	const order = new Map(sections.map((s, i) => [s.id, i]));
	const questions = (
		await db
			.select({
				id: examQuestions.id,
				sectionId: examQuestions.sectionId,
				position: examQuestions.position,
				type: examQuestions.type,
				text: examQuestions.text,
				options: examQuestions.options,
				multiAnswer: examQuestions.multiAnswer,
				answerKey: examQuestions.answerKey,
				marks: examQuestions.marks,
				negativeMarks: examQuestions.negativeMarks,
			})
			.from(examQuestions)
			.where(eq(examQuestions.examId, examId))
	).sort((a, b) => (order.get(a.sectionId) ?? 0) - (order.get(b.sectionId) ?? 0) || a.position - b.position);
	return { sections, questions };
}

/** The students who have an attempt of the exam, and whether it is scored (submitted). */
export function examTakers(db: Db, examId: string): Promise<{ studentId: string; submitted: boolean }[]> {
	return rowsOf<{ studentId: string; submitted: boolean }>(
		db,
		sql`select student_id::text as "studentId", status = 'submitted' as "submitted"
		from exam_attempts where exam_id = ${examId}`,
	);
}

export type ScoredAttemptRow = {
	id: string;
	studentId: string;
	score: number | null;
	maxScore: number | null;
	percentage: number | null;
	passed: boolean | null;
	/** From start to submission. */
	seconds: number | null;
	startedMs: number;
	submittedMs: number | null;
	submissionReason: string | null;
};

/** One small row per scored (submitted) attempt: what the summary, histogram, times and exports need. */
export function scoredAttempts(db: Db, filter: AttemptFilter): Promise<ScoredAttemptRow[]> {
	return rowsOf<ScoredAttemptRow>(
		db,
		sql`select ea.id::text as "id", ea.student_id::text as "studentId", ea.score as "score",
			ea.max_score as "maxScore", ea.percentage as "percentage", ea.passed as "passed",
			extract(epoch from (ea.submitted_at - ea.started_at))::float8 as "seconds",
			(extract(epoch from ea.started_at) * 1000)::float8 as "startedMs",
			(extract(epoch from ea.submitted_at) * 1000)::float8 as "submittedMs",
			ea.submission_reason as "submissionReason"
		from exam_attempts ea
		where ${whereAttempts(filter, "submitted")}`,
	);
}

export async function attemptsInProgressCount(db: Db, filter: AttemptFilter): Promise<number> {
	const [row] = await rowsOf<{ n: number }>(
		db,
		sql`select count(*)::int as n from exam_attempts ea where ${whereAttempts(filter, "in_progress")}`,
	);
	return row?.n ?? 0;
}

export type AnswerGroupRow = {
	questionId: string;
	/** The answer itself when it may name options (a list, or one short string); null otherwise. */
	choice: string | string[] | null;
	/** Saved answers in the group (an answer cleared to nothing counts here, as unanswered). */
	saved: number;
	/** Σ s, Σ s² and Σ s·(t − shift): s the item's score, t the attempt's. */
	s1: number;
	s2: number;
	st: number;
	correct: number;
	partial: number;
	wrong: number;
	unanswered: number;
	/** Σ of the seconds spent. */
	seconds: number;
};

/**
 * One pass over the filtered attempts' saved answers, grouped by question and by the answer given:
 * summed per question they give the sums of item analysis and the outcome counts, and the groups'
 * answers give each option's count (distractor analysis). A question without a saved answer scores
 * 0 on that paper, so it adds nothing here; the papers' side comes from `paperSums` (or from every
 * attempt, for fixed sections). Programs and other long answers are never grouped on.
 */
export function answerGroups(db: Db, filter: AttemptFilter, shift: number): Promise<AnswerGroupRow[]> {
	return rowsOf<AnswerGroupRow>(
		db,
		sql`select aa.question_id::text as "questionId",
			case
				when jsonb_typeof(aa.answer -> 'value') = 'array' then aa.answer -> 'value'
				when jsonb_typeof(aa.answer -> 'value') = 'string' and length(aa.answer ->> 'value') <= 16
					then aa.answer -> 'value'
			end as "choice",
			count(*)::int as "saved",
			coalesce(sum(aa.score), 0)::float8 as "s1",
			coalesce(sum(aa.score * aa.score), 0)::float8 as "s2",
			coalesce(sum(aa.score * (coalesce(ea.score, 0) - ${shift}::float8)), 0)::float8 as "st",
			(count(*) filter (where aa.outcome = 'correct'))::int as "correct",
			(count(*) filter (where aa.outcome = 'partial'))::int as "partial",
			(count(*) filter (where aa.outcome = 'wrong'))::int as "wrong",
			(count(*) filter (where aa.outcome = 'unanswered' or aa.outcome is null))::int as "unanswered",
			sum(aa.time_spent)::float8 as "seconds"
		from exam_attempts ea
		join attempt_answers aa on aa.attempt_id = ea.id
		where ${whereAttempts(filter, "submitted")}
		group by 1, 2`,
	);
}

export type PaperSumsRow = { questionId: string; n: number; t1: number; t2: number };

/**
 * For questions of random sections, which each paper draws for itself: how many filtered papers had
 * each one, with Σ (t − shift) and Σ (t − shift)² of those attempts' scores.
 */
export function paperSums(
	db: Db,
	filter: AttemptFilter,
	shift: number,
	randomSectionIds: string[],
): Promise<PaperSumsRow[]> {
	if (randomSectionIds.length === 0) return Promise.resolve([]);
	const sections = sql.join(
		randomSectionIds.map((id) => sql`${id}`),
		sql`, `,
	);
	return rowsOf<PaperSumsRow>(
		db,
		sql`select q.value as "questionId", count(*)::int as "n",
			sum(coalesce(ea.score, 0) - ${shift}::float8)::float8 as "t1",
			sum((coalesce(ea.score, 0) - ${shift}::float8) * (coalesce(ea.score, 0) - ${shift}::float8))::float8 as "t2"
		from exam_attempts ea
		cross join lateral jsonb_array_elements(ea.paper -> 'sections') as s(value)
		cross join lateral jsonb_array_elements_text(s.value -> 'questionIds') as q(value)
		where ${whereAttempts(filter, "submitted")} and (s.value ->> 'sectionId') in (${sections})
		group by q.value`,
	);
}

export type SectionScoreRow = { attemptId: string; sectionId: string; score: number };

/** Each scored attempt's score in each section, from its saved answers (for the attempts CSV). */
export function sectionScoresByAttempt(db: Db, filter: AttemptFilter): Promise<SectionScoreRow[]> {
	return rowsOf<SectionScoreRow>(
		db,
		sql`select aa.attempt_id::text as "attemptId", aa.section_id::text as "sectionId",
			coalesce(sum(aa.score), 0)::float8 as "score"
		from exam_attempts ea
		join attempt_answers aa on aa.attempt_id = ea.id
		where ${whereAttempts(filter, "submitted")}
		group by aa.attempt_id, aa.section_id`,
	);
}

/** How many scored attempts each exam has, optionally of some students only. */
export async function scoredAttemptCounts(
	db: Db,
	examIds: readonly string[],
	studentIds?: readonly string[],
): Promise<Map<string, number>> {
	if (examIds.length === 0) return new Map();
	const students = studentIds ? sql`and ea.student_id = any(${uuidArray(studentIds)}::uuid[])` : sql``;
	const rows = await rowsOf<{ examId: string; n: number }>(
		db,
		sql`select ea.exam_id::text as "examId", count(*)::int as "n" from exam_attempts ea
		where ea.exam_id = any(${uuidArray(examIds)}::uuid[]) and ea.status = 'submitted'
			and not ea.awaiting_grading ${students}
		group by ea.exam_id`,
	);
	return new Map(rows.map((row) => [row.examId, row.n]));
}

/**
 * What changes an exam's figures: attempts submitted or started. A closed exam's version never
 * changes again, so its figures can be kept.
 */
export async function attemptsVersion(db: Db, examId: string): Promise<string> {
	const [row] = await rowsOf<{ submitted: number; started: number; last: string | null }>(
		db,
		sql`select (count(*) filter (where status = 'submitted' and not awaiting_grading))::int as "submitted",
			count(*)::int as "started", max(submitted_at)::text as "last"
		from exam_attempts where exam_id = ${examId}`,
	);
	return `${row?.submitted ?? 0}/${row?.started ?? 0}/${row?.last ?? ""}`;
}
