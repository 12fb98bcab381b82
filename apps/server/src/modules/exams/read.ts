import type { Audience } from "@unnati/contracts";
import { and, asc, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { rowsOf } from "../../platform/db/rows";
import { lastSaveAt } from "./access";
import { isUuid } from "./authoring-service";
import { examAttempts, exams } from "./tables";

/**
 * What other modules may read about exams and attempts (ARCHITECTURE.md §1): plain objects, never
 * rows of the exam tables. Proctoring and analytics read through these; add a function here rather
 * than importing exams' tables. The analytics' aggregations are in read-analytics.ts.
 */
export * from "./read-analytics";

/** An exam as other modules see it: its college, title, timing, state and proctoring terms. */
export type ExamSummary = {
	id: string;
	institutionId: string;
	title: string;
	state: "draft" | "published";
	opensAt: Date;
	closesAt: Date;
	durationMinutes: number;
	passingScorePercentage: number;
	proctored: boolean;
	maxViolations: number;
	audience: Audience;
};

const examColumns = {
	id: exams.id,
	institutionId: exams.institutionId,
	title: exams.title,
	state: exams.state,
	opensAt: exams.opensAt,
	closesAt: exams.closesAt,
	durationMinutes: exams.durationMinutes,
	passingScorePercentage: exams.passingScorePercentage,
	proctored: exams.proctored,
	maxViolations: exams.maxViolations,
	audience: exams.audience,
};

const asSummary = (row: Omit<ExamSummary, "state"> & { state: string }): ExamSummary => ({
	...row,
	state: row.state as ExamSummary["state"],
});

/** The exam with this id, or null (also for an id that is not a UUID). */
export async function examSummary(db: Db, examId: string): Promise<ExamSummary | null> {
	if (!isUuid(examId)) return null;
	const [row] = await db.select(examColumns).from(exams).where(eq(exams.id, examId));
	return row ? asSummary(row) : null;
}

/** A college's published exams, newest first; `proctored` keeps only the proctored ones. */
export async function publishedExamsOf(
	db: Db,
	institutionId: string,
	options: { proctored?: boolean } = {},
): Promise<ExamSummary[]> {
	const rows = await db
		.select(examColumns)
		.from(exams)
		.where(
			and(
				eq(exams.institutionId, institutionId),
				eq(exams.state, "published"),
				options.proctored ? eq(exams.proctored, true) : undefined,
			),
		)
		.orderBy(desc(exams.opensAt));
	return rows.map(asSummary);
}

/** A college's exams, drafts and published, opening in [from, to), in opening order (the test calendar). */
export async function examsOpeningBetween(
	db: Db,
	institutionId: string,
	from: Date,
	to: Date,
): Promise<ExamSummary[]> {
	const rows = await db
		.select(examColumns)
		.from(exams)
		.where(and(eq(exams.institutionId, institutionId), gte(exams.opensAt, from), lt(exams.opensAt, to)))
		.orderBy(asc(exams.opensAt), asc(exams.title));
	return rows.map(asSummary);
}

/** The newest published exam of a college with this title (case and outer spaces aside), or null. */
export async function newestPublishedExamTitled(
	db: Db,
	institutionId: string,
	title: string,
): Promise<ExamSummary | null> {
	const wanted = title.trim().toLowerCase();
	if (wanted === "") return null;
	const [row] = await db
		.select(examColumns)
		.from(exams)
		.where(
			and(
				eq(exams.institutionId, institutionId),
				eq(exams.state, "published"),
				sql`lower(btrim(${exams.title})) = ${wanted}`,
			),
		)
		.orderBy(desc(exams.opensAt))
		.limit(1);
	return row ? asSummary(row) : null;
}

/** The titles of many exams at once (unknown ids are left out). */
export async function examTitlesByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
	const wanted = [...new Set(ids)].filter(isUuid);
	if (wanted.length === 0) return new Map();
	const rows = await db
		.select({ id: exams.id, title: exams.title })
		.from(exams)
		.where(inArray(exams.id, wanted));
	return new Map(rows.map((row) => [row.id, row.title]));
}

/** An attempt as other modules see it: whose, its state and times (never its paper or answers). */
export type AttemptSummary = {
	id: string;
	examId: string;
	studentId: string;
	status: "in_progress" | "submitted";
	startedAt: Date;
	deadline: Date;
	/** The last moment a save (or a proctoring report) still counts: the deadline plus the network grace. */
	lastSaveAt: Date;
	submittedAt: Date | null;
	submissionReason: string | null;
	/** The last save the server received. */
	lastSeenAt: Date;
};

const attemptColumns = {
	id: examAttempts.id,
	examId: examAttempts.examId,
	studentId: examAttempts.studentId,
	status: examAttempts.status,
	startedAt: examAttempts.startedAt,
	deadline: examAttempts.deadline,
	submittedAt: examAttempts.submittedAt,
	submissionReason: examAttempts.submissionReason,
	lastSeenAt: examAttempts.lastSeenAt,
};

const asAttempt = (
	row: Omit<AttemptSummary, "status" | "lastSaveAt"> & { status: string },
): AttemptSummary => ({
	...row,
	status: row.status as AttemptSummary["status"],
	lastSaveAt: lastSaveAt(row.deadline),
});

/** A student's attempt of an exam, or null. */
export async function attemptOfStudent(
	db: Db,
	examId: string,
	studentId: string,
): Promise<AttemptSummary | null> {
	const [row] = await db
		.select(attemptColumns)
		.from(examAttempts)
		.where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId)));
	return row ? asAttempt(row) : null;
}

/** The attempt with this id, or null (also for an id that is not a UUID). */
export async function attemptById(db: Db, attemptId: string): Promise<AttemptSummary | null> {
	if (!isUuid(attemptId)) return null;
	const [row] = await db.select(attemptColumns).from(examAttempts).where(eq(examAttempts.id, attemptId));
	return row ? asAttempt(row) : null;
}

/** Every attempt of an exam, in no particular order. */
export async function attemptsOfExam(db: Db, examId: string): Promise<AttemptSummary[]> {
	const rows = await db.select(attemptColumns).from(examAttempts).where(eq(examAttempts.examId, examId));
	return rows.map(asAttempt);
}

/** How many attempts each exam has (any state); exams without one are left out. */
export async function attemptCountsByExam(db: Db, examIds: readonly string[]): Promise<Map<string, number>> {
	if (examIds.length === 0) return new Map();
	const rows = await db
		.select({ examId: examAttempts.examId, n: sql<number>`count(*)::int` })
		.from(examAttempts)
		.where(inArray(examAttempts.examId, [...examIds]))
		.groupBy(examAttempts.examId);
	return new Map(rows.map((row) => [row.examId, Number(row.n)]));
}

/** An exam that awards certificates, as the certificates module reads it (badge, PDF, rule). */
export type CertificateExam = {
	id: string;
	institutionId: string;
	title: string;
	description: string;
	durationMinutes: number;
	passingScorePercentage: number;
	certificateOnPass: boolean;
};

const certificateExamColumns = {
	id: exams.id,
	institutionId: exams.institutionId,
	title: exams.title,
	description: exams.description,
	durationMinutes: exams.durationMinutes,
	passingScorePercentage: exams.passingScorePercentage,
	certificateOnPass: exams.certificateOnPass,
};

/** The published exam with this id with its certificate terms, or null. */
export async function certificateExam(db: Db, examId: string): Promise<CertificateExam | null> {
	if (!isUuid(examId)) return null;
	const [row] = await db
		.select(certificateExamColumns)
		.from(exams)
		.where(and(eq(exams.id, examId), eq(exams.state, "published")));
	return row ?? null;
}

/** A submitted, passing attempt of an exam that awards certificates: the exam certificate's rule. */
export type PassedCertificateAttempt = { studentId: string; submittedAt: Date; exam: CertificateExam };

const passedOnCertificateExam = and(
	eq(exams.certificateOnPass, true),
	eq(exams.state, "published"),
	eq(examAttempts.status, "submitted"),
	eq(examAttempts.awaitingGrading, false),
	eq(examAttempts.passed, true),
);

/**
 * The student's passing attempt of the exam, if the exam awards certificates (the scoring decided
 * `passed` at the exam's pass mark); null otherwise.
 */
export async function passedCertificateAttempt(
	db: Db,
	examId: string,
	studentId: string,
): Promise<PassedCertificateAttempt | null> {
	if (!isUuid(examId)) return null;
	const [row] = await db
		.select({
			studentId: examAttempts.studentId,
			submittedAt: examAttempts.submittedAt,
			exam: certificateExamColumns,
		})
		.from(examAttempts)
		.innerJoin(exams, eq(exams.id, examAttempts.examId))
		.where(
			and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId), passedOnCertificateExam),
		);
	return row?.submittedAt ? { ...row, submittedAt: row.submittedAt } : null;
}

/** Every passing attempt of every exam that awards certificates (the demo seed issues theirs). */
export async function passedCertificateAttempts(db: Db): Promise<PassedCertificateAttempt[]> {
	const rows = await db
		.select({
			studentId: examAttempts.studentId,
			submittedAt: examAttempts.submittedAt,
			exam: certificateExamColumns,
		})
		.from(examAttempts)
		.innerJoin(exams, eq(exams.id, examAttempts.examId))
		.where(passedOnCertificateExam);
	return rows.flatMap((row) => (row.submittedAt ? [{ ...row, submittedAt: row.submittedAt }] : []));
}

/** A scored attempt as a student's overall standing reads it: when, and the percentage. */
export type ScoredPercentage = { studentId: string; percentage: number; submittedAt: Date };

/**
 * Every scored attempt (submitted, its marks released) of these students, newest first: placement
 * readiness reads a whole batch's in one query. Attempts whose essays await grading are left out.
 */
export async function scoredPercentagesOf(
	db: Db,
	studentIds: readonly string[],
): Promise<ScoredPercentage[]> {
	if (studentIds.length === 0) return [];
	const ids = `{${[...new Set(studentIds)].join(",")}}`;
	const rows = await rowsOf<{ studentId: string; percentage: number; submittedMs: number }>(
		db,
		sql`select student_id::text as "studentId", percentage as "percentage",
			(extract(epoch from submitted_at) * 1000)::float8 as "submittedMs"
			from exam_attempts
			where student_id = any(${ids}::uuid[]) and status = 'submitted' and not awaiting_grading
				and percentage is not null and submitted_at is not null
			order by submitted_at desc`,
	);
	return rows.map((row) => ({
		studentId: row.studentId,
		percentage: Number(row.percentage),
		submittedAt: new Date(Number(row.submittedMs)),
	}));
}

/** A college's exams in a span of time, as the platform admin's dashboard counts them. */
export type ExamUsage = { examsHeld: number; attempts: number };

/**
 * Per college, since `since`: published exams whose window opened by `now`, and attempts started
 * (the platform admin's dashboard, issue 18). Colleges with neither are left out.
 */
export async function examUsageByInstitution(
	db: Db,
	since: Date,
	now: Date,
): Promise<Map<string, ExamUsage>> {
	const [held, attempts] = await Promise.all([
		rowsOf<{ institutionId: string; n: number }>(
			db,
			sql`select institution_id::text as "institutionId", count(*)::int as "n" from exams
				where state = 'published' and opens_at >= ${since.toISOString()}::timestamptz
					and opens_at <= ${now.toISOString()}::timestamptz
				group by institution_id`,
		),
		rowsOf<{ institutionId: string; n: number }>(
			db,
			sql`select e.institution_id::text as "institutionId", count(*)::int as "n"
				from exam_attempts a join exams e on e.id = a.exam_id
				where a.started_at >= ${since.toISOString()}::timestamptz group by e.institution_id`,
		),
	]);
	const usage = new Map<string, ExamUsage>();
	const entry = (id: string) => usage.get(id) ?? { examsHeld: 0, attempts: 0 };
	for (const row of held)
		usage.set(row.institutionId, { ...entry(row.institutionId), examsHeld: Number(row.n) });
	for (const row of attempts)
		usage.set(row.institutionId, { ...entry(row.institutionId), attempts: Number(row.n) });
	return usage;
}

/** Exam attempts started per day since `since`, the day in India time (YYYY-MM-DD). */
export async function examAttemptsByDay(db: Db, since: Date): Promise<{ day: string; count: number }[]> {
	const rows = await rowsOf<{ day: string; count: number }>(
		db,
		sql`select to_char((started_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as "day", count(*)::int as "count"
			from exam_attempts where started_at >= ${since.toISOString()}::timestamptz group by 1 order by 1`,
	);
	return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/**
 * An attempt as the college dashboards read it (issue 18): whose, when it was last seen, and, once
 * scored (submitted and its marks released), its percentage, pass and submission time. Times are
 * epoch milliseconds: a term of a large college is hundreds of thousands of attempts.
 */
export type AttemptFact = {
	examId: string;
	studentId: string;
	startedMs: number;
	lastSeenMs: number;
	/** Null until the attempt is scored. */
	percentage: number | null;
	passed: boolean;
	submittedMs: number | null;
};

/**
 * Every attempt of these exams (of these students only, when given), in no particular order, in one
 * query: the dashboards read a term's exams at once rather than one exam at a time.
 */
export async function attemptFactsOf(
	db: Db,
	examIds: readonly string[],
	studentIds?: readonly string[],
): Promise<AttemptFact[]> {
	if (examIds.length === 0 || studentIds?.length === 0) return [];
	const exams = `{${examIds.join(",")}}`;
	const students = studentIds
		? sql`and student_id = any(${`{${[...new Set(studentIds)].join(",")}}`}::uuid[])`
		: sql``;
	const rows = await rowsOf<{
		examId: string;
		studentId: string;
		startedMs: number;
		lastSeenMs: number;
		percentage: number | null;
		passed: boolean | null;
		submittedMs: number | null;
	}>(
		db,
		sql`select exam_id::text as "examId", student_id::text as "studentId",
			floor(extract(epoch from started_at) * 1000)::float8 as "startedMs",
			floor(extract(epoch from last_seen_at) * 1000)::float8 as "lastSeenMs",
			case when status = 'submitted' and not awaiting_grading and submitted_at is not null then percentage end as "percentage",
			passed as "passed", floor(extract(epoch from submitted_at) * 1000)::float8 as "submittedMs"
		from exam_attempts where exam_id = any(${exams}::uuid[]) ${students}`,
	);
	return rows.map((row) => ({
		examId: row.examId,
		studentId: row.studentId,
		startedMs: Number(row.startedMs),
		lastSeenMs: Number(row.lastSeenMs),
		percentage: row.percentage === null ? null : Number(row.percentage),
		passed: row.passed === true,
		submittedMs: row.submittedMs === null ? null : Number(row.submittedMs),
	}));
}

/**
 * What changes each exam's attempt facts, for many exams in one query: attempts started, saved,
 * submitted, released and regraded (a regrade moves the percentages and passes). An exam without
 * attempts is left out.
 */
export async function attemptFactVersions(db: Db, examIds: readonly string[]): Promise<Map<string, string>> {
	if (examIds.length === 0) return new Map();
	const rows = await rowsOf<{ examId: string; version: string }>(
		db,
		sql`select exam_id::text as "examId", concat_ws('/', count(*),
				count(*) filter (where status = 'submitted' and not awaiting_grading),
				count(*) filter (where passed), sum(percentage), max(last_seen_at), max(submitted_at)) as "version"
		from exam_attempts where exam_id = any(${`{${examIds.join(",")}}`}::uuid[]) group by exam_id`,
	);
	return new Map(rows.map((row) => [row.examId, row.version]));
}
