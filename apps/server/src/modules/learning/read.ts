import type { Db } from "../../platform/db/database";
import { enrolledCourseSlugs } from "./progress";

/**
 * What other modules may read about learning: plain values, never rows. Auth puts a student's
 * enrolments in the login response and session (SPEC §3) through the `learning` service of
 * ModuleServices (index.ts), since auth may not import learning (learning reads exams, which
 * imports auth: a cycle).
 */
export async function enrolledCoursesOf(db: Db, userId: string): Promise<string[]> {
	return enrolledCourseSlugs(db, userId);
}
