import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { labCompletions, labs } from "./tables";

/** A course's published labs and how many of them one student completed. */
export type CourseLabCount = { total: number; completed: number };

/**
 * What other modules may read about labs: per course slug, the published labs and the student's
 * completed ones. Learning counts these towards the course (its CourseLabs port, wired in app.ts).
 */
export async function labCountsOf(
	db: Db,
	userId: string,
	courseSlugs: readonly string[],
): Promise<Map<string, CourseLabCount>> {
	if (courseSlugs.length === 0) return new Map();
	const rows = await db
		.select({
			courseSlug: labs.courseSlug,
			total: count(),
			completed: sql<number>`count(${labCompletions.labId})`.mapWith(Number),
		})
		.from(labs)
		.leftJoin(labCompletions, and(eq(labCompletions.labId, labs.id), eq(labCompletions.userId, userId)))
		.where(and(eq(labs.status, "published"), inArray(labs.courseSlug, [...courseSlugs])))
		.groupBy(labs.courseSlug);
	return new Map(rows.map((row) => [row.courseSlug, { total: Number(row.total), completed: row.completed }]));
}
