import type { CodeLanguage, ProblemDifficulty, ProblemTopic } from "@unnati/contracts";
import { and, eq } from "drizzle-orm";
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
