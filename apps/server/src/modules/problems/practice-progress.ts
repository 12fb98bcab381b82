import { PROBLEM_DIFFICULTIES, type ProblemDifficulty } from "@unnati/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { CATALOG, findProblem } from "./catalog";
import { problemSubmissions } from "./tables";

/** A student's DSA practice at a glance: solved out of the catalogue per difficulty, and the latest solves. */
export type PracticeProgress = {
	solved: number;
	total: number;
	byDifficulty: Record<ProblemDifficulty, { solved: number; total: number }>;
	/** Newest first: each problem once, when it was first accepted. */
	recent: { id: string; title: string; difficulty: ProblemDifficulty; solvedAt: Date }[];
};

/**
 * One query (the user's accepted submissions, grouped per problem, on the user/problem index); the
 * catalogue itself is in memory. Problems no longer in the catalogue are left out.
 */
export async function practiceProgressOf(db: Db, userId: string, recentLimit = 5): Promise<PracticeProgress> {
	const rows = await db
		.select({
			problemId: problemSubmissions.problemId,
			solvedAt: sql<Date | string>`min(${problemSubmissions.createdAt})`,
		})
		.from(problemSubmissions)
		.where(and(eq(problemSubmissions.userId, userId), eq(problemSubmissions.verdict, "Accepted")))
		.groupBy(problemSubmissions.problemId);
	const byDifficulty = Object.fromEntries(
		PROBLEM_DIFFICULTIES.map((difficulty) => [difficulty, { solved: 0, total: 0 }]),
	) as PracticeProgress["byDifficulty"];
	for (const problem of CATALOG) byDifficulty[problem.difficulty].total++;
	const solved = rows.flatMap((row) => {
		const problem = findProblem(row.problemId);
		return problem
			? [
					{
						id: problem.id,
						title: problem.title,
						difficulty: problem.difficulty,
						solvedAt: new Date(row.solvedAt),
					},
				]
			: [];
	});
	for (const problem of solved) byDifficulty[problem.difficulty].solved++;
	return {
		solved: solved.length,
		total: CATALOG.length,
		byDifficulty,
		recent: solved.sort((a, b) => b.solvedAt.getTime() - a.solvedAt.getTime()).slice(0, recentLimit),
	};
}
