import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";

// The aggregations behind an exam's analytics. Everything that grows with attempts × questions is
// summed in PostgreSQL, so an exam with thousands of attempts answers with a few hundred rows: one
// row per question and per option chosen, and one small row per attempt. No query pairs each
// (attempt, question) of the papers with its answer: item analysis needs only sums over the saved
// answers and over the papers, which keeps every join keyed by the attempt alone.

/** Whose attempts count: one exam's, optionally only one college's students, one department, year or section. */
export type AttemptScope = {
	examId: string;
	institutionId?: string | undefined;
	departmentId?: string | undefined;
	year?: number | undefined;
	section?: string | undefined;
};

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
	const result = await db.execute(query);
	return (result as unknown as { rows: T[] }).rows;
}

function whereAttempts(scope: AttemptScope, status: "submitted" | "in_progress"): SQL {
	const conditions = [sql`ea.exam_id = ${scope.examId}`, sql`ea.status = ${status}`];
	if (scope.institutionId) conditions.push(sql`u.institution_id = ${scope.institutionId}`);
	if (scope.departmentId) conditions.push(sql`u.department_id = ${scope.departmentId}`);
	if (scope.year !== undefined) conditions.push(sql`u.current_year = ${scope.year}`);
	if (scope.section) conditions.push(sql`u.section = ${scope.section}`);
	return sql.join(conditions, sql` and `);
}

export type AttemptRow = {
	score: number | null;
	maxScore: number | null;
	percentage: number | null;
	passed: boolean | null;
	seconds: number | null;
} & PlacementRow;

/** One small row per scored attempt: what the summary, the histogram, the times and the filters need. */
export function scoredAttempts(db: Db, scope: AttemptScope): Promise<AttemptRow[]> {
	return rowsOf<AttemptRow>(
		db,
		sql`select ea.score as "score", ea.max_score as "maxScore", ea.percentage as "percentage",
			ea.passed as "passed", extract(epoch from (ea.submitted_at - ea.started_at))::float8 as "seconds",
			u.department_id::text as "departmentId", d.code as "departmentCode", d.name as "departmentName",
			u.current_year::int as "year", u.section as "section"
		from exam_attempts ea
		join users u on u.id = ea.student_id
		left join departments d on d.id = u.department_id
		where ${whereAttempts(scope, "submitted")}`,
	);
}

export async function attemptsInProgress(db: Db, scope: AttemptScope): Promise<number> {
	const [row] = await rowsOf<{ n: number }>(
		db,
		sql`select count(*)::int as n from exam_attempts ea join users u on u.id = ea.student_id
		where ${whereAttempts(scope, "in_progress")}`,
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
 * One pass over the scoped attempts' saved answers, grouped by question and by the answer given:
 * summed per question (items.ts) they give the sums of item analysis and the outcome counts, and
 * the groups' answers give each option's count (distractor analysis). A question without a saved
 * answer scores 0 on that paper, so it adds nothing here; the papers' side comes from `paperSums`
 * (or from every attempt, for fixed sections). Programs and other long answers are never grouped on.
 */
export function answerGroups(db: Db, scope: AttemptScope, shift: number): Promise<AnswerGroupRow[]> {
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
		join users u on u.id = ea.student_id
		join attempt_answers aa on aa.attempt_id = ea.id
		where ${whereAttempts(scope, "submitted")}
		group by 1, 2`,
	);
}

export type PaperSumsRow = { questionId: string; n: number; t1: number; t2: number };

/**
 * For questions of random sections, which each paper draws for itself: how many scoped papers had
 * each one, with Σ (t − shift) and Σ (t − shift)² of those attempts' scores.
 */
export function paperSums(
	db: Db,
	scope: AttemptScope,
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
		join users u on u.id = ea.student_id
		cross join lateral jsonb_array_elements(ea.paper -> 'sections') as s(value)
		cross join lateral jsonb_array_elements_text(s.value -> 'questionIds') as q(value)
		where ${whereAttempts(scope, "submitted")} and (s.value ->> 'sectionId') in (${sections})
		group by q.value`,
	);
}

export type SectionScoreRow = { attemptId: string; sectionId: string; score: number };

/** Each attempt's score in each section, from its saved answers (for the attempts CSV). */
export function sectionScoresByAttempt(db: Db, scope: AttemptScope): Promise<SectionScoreRow[]> {
	return rowsOf<SectionScoreRow>(
		db,
		sql`select aa.attempt_id::text as "attemptId", aa.section_id::text as "sectionId",
			coalesce(sum(aa.score), 0)::float8 as "score"
		from exam_attempts ea
		join users u on u.id = ea.student_id
		join attempt_answers aa on aa.attempt_id = ea.id
		where ${whereAttempts(scope, "submitted")}
		group by aa.attempt_id, aa.section_id`,
	);
}

export type PlacementRow = {
	departmentId: string | null;
	departmentCode: string | null;
	departmentName: string | null;
	year: number | null;
	section: string | null;
};

/** The departments, years and sections of the students with a scored attempt (for the filters). */
export function placements(db: Db, scope: AttemptScope): Promise<PlacementRow[]> {
	const unfiltered: AttemptScope = { examId: scope.examId, institutionId: scope.institutionId };
	return rowsOf<PlacementRow>(
		db,
		sql`select distinct u.department_id::text as "departmentId", d.code as "departmentCode",
			d.name as "departmentName", u.current_year::int as "year", u.section as "section"
		from exam_attempts ea
		join users u on u.id = ea.student_id
		left join departments d on d.id = u.department_id
		where ${whereAttempts(unfiltered, "submitted")}`,
	);
}

export type AttemptExportRow = {
	id: string;
	rollNo: string | null;
	name: string;
	department: string | null;
	year: number | null;
	section: string | null;
	startedMs: number;
	submittedMs: number | null;
	score: number | null;
	maxScore: number | null;
	percentage: number | null;
	passed: boolean | null;
	submissionReason: string | null;
};

/** Every scored attempt with its student, by roll number (for the attempts CSV). */
export function attemptsForExport(db: Db, scope: AttemptScope): Promise<AttemptExportRow[]> {
	return rowsOf<AttemptExportRow>(
		db,
		sql`select ea.id::text as "id", u.roll_no as "rollNo", u.name as "name", d.code as "department",
			u.current_year::int as "year", u.section as "section",
			(extract(epoch from ea.started_at) * 1000)::float8 as "startedMs",
			(extract(epoch from ea.submitted_at) * 1000)::float8 as "submittedMs",
			ea.score as "score", ea.max_score as "maxScore", ea.percentage as "percentage", ea.passed as "passed",
			ea.submission_reason as "submissionReason"
		from exam_attempts ea
		join users u on u.id = ea.student_id
		left join departments d on d.id = u.department_id
		where ${whereAttempts(scope, "submitted")}
		order by u.roll_no nulls last, u.name, ea.id`,
	);
}

export type FlagsByTypeRow = {
	type: string;
	total: number;
	confirmed: number;
	dismissed: number;
	unreviewed: number;
};

/** The proctor's flags on the scoped, scored attempts, by type and review (proctoring_violations). */
export function flagsByType(db: Db, scope: AttemptScope): Promise<FlagsByTypeRow[]> {
	return rowsOf<FlagsByTypeRow>(
		db,
		sql`select v.type as "type", count(*)::int as "total",
			(count(*) filter (where v.review = 'confirmed'))::int as "confirmed",
			(count(*) filter (where v.review = 'dismissed'))::int as "dismissed",
			(count(*) filter (where v.review = 'unreviewed'))::int as "unreviewed"
		from exam_attempts ea
		join users u on u.id = ea.student_id
		join proctoring_violations v on v.attempt_id = ea.id
		where ${whereAttempts(scope, "submitted")}
		group by v.type`,
	);
}

export type FlagsByAttemptRow = {
	attemptId: string;
	studentName: string;
	rollNo: string | null;
	confirmed: number;
	unreviewed: number;
	dismissed: number;
	/** Flags that counted toward the exam's maximum and were not dismissed. */
	counted: number;
};

/** Each flagged, scoped, scored attempt with its flags' reviews. */
export function flagsByAttempt(db: Db, scope: AttemptScope): Promise<FlagsByAttemptRow[]> {
	return rowsOf<FlagsByAttemptRow>(
		db,
		sql`select ea.id::text as "attemptId", u.name as "studentName", u.roll_no as "rollNo",
			(count(*) filter (where v.review = 'confirmed'))::int as "confirmed",
			(count(*) filter (where v.review = 'unreviewed'))::int as "unreviewed",
			(count(*) filter (where v.review = 'dismissed'))::int as "dismissed",
			(count(*) filter (where v.counted and v.review <> 'dismissed'))::int as "counted"
		from exam_attempts ea
		join users u on u.id = ea.student_id
		join proctoring_violations v on v.attempt_id = ea.id
		where ${whereAttempts(scope, "submitted")}
		group by ea.id, u.name, u.roll_no`,
	);
}

/**
 * Runs the analytics' queries on one connection, tuned for them: JIT compilation off (the planner
 * expects a hundred rows from every jsonb expansion and would spend longer compiling than these short
 * aggregations run), and room to sort an exam's answers in memory rather than on disk.
 */
export function inAnalyticsSession<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`set local jit = off`);
		await tx.execute(sql`set local work_mem = '32MB'`);
		return run(tx as unknown as Db);
	});
}

/**
 * What changes an exam's figures: attempts submitted or started. A closed exam's version never
 * changes again, so its figures can be kept (service.ts).
 */
export async function attemptsVersion(db: Db, examId: string): Promise<string> {
	const [row] = await rowsOf<{ submitted: number; started: number; last: string | null }>(
		db,
		sql`select (count(*) filter (where status = 'submitted'))::int as "submitted", count(*)::int as "started",
			max(submitted_at)::text as "last"
		from exam_attempts where exam_id = ${examId}`,
	);
	return `${row?.submitted ?? 0}/${row?.started ?? 0}/${row?.last ?? ""}`;
}
