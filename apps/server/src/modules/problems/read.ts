import type { CodeLanguage, ProblemDifficulty, ProblemTopic } from "@unnati/contracts";
import { and, eq, inArray, lt, min, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { CATALOG, findProblem } from "./catalog";
import { problemSubmissions } from "./tables";

/** A practice problem a student has had accepted at least once. */
export type SolvedProblem = { id: string; title: string; topic: ProblemTopic; difficulty: ProblemDifficulty };

/** The catalogue's problems the student has solved (an Accepted submission), in the catalogue's terms. */
export async function solvedProblemsOf(db: Db, userId: string): Promise<SolvedProblem[]> {
	const rows = await db
		.selectDistinct({ problemId: problemSubmissions.problemId })
		.from(problemSubmissions)
		.where(and(eq(problemSubmissions.userId, userId), eq(problemSubmissions.verdict, "Accepted")));
	return rows.flatMap(({ problemId }) => {
		const problem = findProblem(problemId);
		return problem
			? [{ id: problem.id, title: problem.title, topic: problem.topic, difficulty: problem.difficulty }]
			: [];
	});
}

/** How many problems the catalogue holds in these topics (a milestone never asks for more). */
export function problemCountIn(topics: readonly ProblemTopic[]): number {
	return CATALOG.filter((problem) => topics.includes(problem.topic)).length;
}

/** A student's record in the DSA practice area, as a resume states it. */
export type PracticeRecord = {
	total: number;
	byDifficulty: Partial<Record<ProblemDifficulty, number>>;
	/** Languages of Accepted submissions, the most used first. */
	languages: CodeLanguage[];
	/** Topics of the solved problems, the most solved first. */
	topics: ProblemTopic[];
	lastSolvedAt: Date | null;
};

/** Distinct catalogue problems solved, by difficulty, topic and language used (resumes prefill it). */
export async function practiceRecordOf(db: Db, userId: string): Promise<PracticeRecord> {
	const t = problemSubmissions;
	const rows = await db
		.select({ problemId: t.problemId, language: t.language, createdAt: t.createdAt })
		.from(t)
		.where(and(eq(t.userId, userId), eq(t.verdict, "Accepted")));
	const solved = new Set<string>();
	const byDifficulty: PracticeRecord["byDifficulty"] = {};
	const languages = new Map<CodeLanguage, number>();
	const topics = new Map<ProblemTopic, number>();
	let lastSolvedAt: Date | null = null;
	for (const row of rows) {
		const problem = findProblem(row.problemId);
		if (!problem) continue;
		languages.set(row.language, (languages.get(row.language) ?? 0) + 1);
		if (!lastSolvedAt || row.createdAt > lastSolvedAt) lastSolvedAt = row.createdAt;
		if (solved.has(problem.id)) continue;
		solved.add(problem.id);
		byDifficulty[problem.difficulty] = (byDifficulty[problem.difficulty] ?? 0) + 1;
		topics.set(problem.topic, (topics.get(problem.topic) ?? 0) + 1);
	}
	const ranked = <K>(counts: Map<K, number>) =>
		[...counts.entries()].sort((a, b) => b[1] - a[1]).map(([key]) => key);
	return {
		total: solved.size,
		byDifficulty,
		languages: ranked(languages),
		topics: ranked(topics),
		lastSolvedAt,
	};
}

/** The first time a student solved one catalogue problem. */
export type FirstSolve = { userId: string; problemId: string; difficulty: ProblemDifficulty; solvedAt: Date };

/**
 * Each catalogue problem these students solved, once, with when they first had it accepted:
 * placement readiness reads a whole batch's in one query.
 */
export async function firstSolvesOf(db: Db, userIds: readonly string[]): Promise<FirstSolve[]> {
	if (userIds.length === 0) return [];
	const t = problemSubmissions;
	const rows = await db
		.select({ userId: t.userId, problemId: t.problemId, solvedAt: min(t.createdAt) })
		.from(t)
		.where(and(inArray(t.userId, [...new Set(userIds)]), eq(t.verdict, "Accepted")))
		.groupBy(t.userId, t.problemId);
	return rows.flatMap((row) => {
		const problem = findProblem(row.problemId);
		return problem && row.solvedAt
			? [
					{
						userId: row.userId,
						problemId: problem.id,
						difficulty: problem.difficulty,
						solvedAt: new Date(row.solvedAt),
					},
				]
			: [];
	});
}

/** A student's practice in a span of time: what a college's monthly report counts. */
export type PracticeTally = {
	/** Judged submissions, any verdict. */
	submissions: number;
	/** Catalogue problems first solved in the span (one solved before it counts no more). */
	solved: number;
};

/** Each student's DSA practice in [from, to); students who submitted nothing then are left out. */
export async function practiceTallies(
	db: Db,
	userIds: readonly string[],
	span: { from: Date; to: Date },
): Promise<Map<string, PracticeTally>> {
	const tallies = new Map<string, PracticeTally>();
	if (userIds.length === 0) return tallies;
	const t = problemSubmissions;
	// Per student and problem up to the span's end: when it was first solved (perhaps before the
	// span, then it is not new) and how many submissions fall in the span.
	const rows = await db
		.select({
			userId: t.userId,
			problemId: t.problemId,
			firstSolved: sql<Date | null>`min(${t.createdAt}) filter (where ${t.verdict} = 'Accepted')`.mapWith(
				t.createdAt,
			),
			submissions: sql<number>`(count(*) filter (where ${t.createdAt} >= ${span.from.toISOString()}::timestamptz))::int`,
		})
		.from(t)
		.where(and(inArray(t.userId, [...userIds]), lt(t.createdAt, span.to)))
		.groupBy(t.userId, t.problemId);
	for (const row of rows) {
		const solved =
			row.firstSolved !== null && row.firstSolved >= span.from && findProblem(row.problemId) ? 1 : 0;
		const submissions = Number(row.submissions);
		if (submissions === 0 && solved === 0) continue;
		const tally = tallies.get(row.userId) ?? { submissions: 0, solved: 0 };
		tally.submissions += submissions;
		tally.solved += solved;
		tallies.set(row.userId, tally);
	}
	return tallies;
}

/** Judged practice submissions per day since `since`, the day in India time (YYYY-MM-DD). */
export async function codeSubmissionsByDay(db: Db, since: Date): Promise<{ day: string; count: number }[]> {
	const rows = await db.execute(
		sql`select to_char((created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as "day", count(*)::int as "count"
			from problem_submissions where created_at >= ${since.toISOString()}::timestamptz group by 1 order by 1`,
	);
	return (rows as unknown as { rows: { day: string; count: number }[] }).rows.map((row) => ({
		day: row.day,
		count: Number(row.count),
	}));
}

/** Judged practice submissions since `since` by each college's people, by institution id. */
export async function codeSubmissionsByInstitution(db: Db, since: Date): Promise<Map<string, number>> {
	const rows = await db.execute(
		sql`select u.institution_id::text as "institutionId", count(*)::int as "n"
			from problem_submissions s join users u on u.id = s.user_id
			where s.created_at >= ${since.toISOString()}::timestamptz and u.institution_id is not null
			group by u.institution_id`,
	);
	return new Map(
		(rows as unknown as { rows: { institutionId: string; n: number }[] }).rows.map((row) => [
			row.institutionId,
			Number(row.n),
		]),
	);
}
