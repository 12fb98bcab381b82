import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { interviewSessions } from "./tables";

/** A practice interview the student finished. */
export type CompletedPractice = { id: string; type: string; roleFamily: string; completedAt: Date };

/** The student's finished practice interviews, for other modules' overviews (career paths). */
export async function completedPracticeOf(db: Db, userId: string): Promise<CompletedPractice[]> {
	const rows = await db
		.select({
			id: interviewSessions.id,
			type: interviewSessions.type,
			roleFamily: interviewSessions.roleFamily,
			completedAt: interviewSessions.completedAt,
		})
		.from(interviewSessions)
		.where(and(eq(interviewSessions.userId, userId), eq(interviewSessions.status, "completed")));
	return rows.flatMap((row) => (row.completedAt ? [{ ...row, completedAt: row.completedAt }] : []));
}
