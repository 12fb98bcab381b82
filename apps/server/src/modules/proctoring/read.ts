import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { proctoringViolations } from "./tables";

/**
 * What other modules may read of proctoring (ARCHITECTURE.md §1): plain objects, never rows of its
 * tables. Analytics counts the proctor's flags through these.
 */

/** The flags of one attempt of one type, by their review. */
export type FlagTally = {
	attemptId: string;
	type: string;
	confirmed: number;
	dismissed: number;
	unreviewed: number;
	/** Flags that counted toward the exam's maximum and were not dismissed. */
	counted: number;
};

/** The flags of an exam's attempts, one row per attempt and type (attempts without a flag have none). */
export async function flagTalliesOfExam(db: Db, examId: string): Promise<FlagTally[]> {
	const v = proctoringViolations;
	const rows = await db
		.select({
			attemptId: v.attemptId,
			type: v.type,
			confirmed: sql<number>`(count(*) filter (where ${v.review} = 'confirmed'))::int`,
			dismissed: sql<number>`(count(*) filter (where ${v.review} = 'dismissed'))::int`,
			unreviewed: sql<number>`(count(*) filter (where ${v.review} = 'unreviewed'))::int`,
			counted: sql<number>`(count(*) filter (where ${v.counted} and ${v.review} <> 'dismissed'))::int`,
		})
		.from(v)
		.where(eq(v.examId, examId))
		.groupBy(v.attemptId, v.type);
	return rows.map((row) => ({
		...row,
		confirmed: Number(row.confirmed),
		dismissed: Number(row.dismissed),
		unreviewed: Number(row.unreviewed),
		counted: Number(row.counted),
	}));
}
