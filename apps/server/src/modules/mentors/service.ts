import type { Db } from "../../platform/db/database";
import { mentorAssignments } from "./tables";

/** Maps students to a faculty mentor; a student already mapped to someone else is refused by the database. */
export async function assignMentees(db: Db, mentorId: string, studentIds: string[]): Promise<void> {
	if (studentIds.length === 0) return;
	await db.insert(mentorAssignments).values(studentIds.map((studentId) => ({ mentorId, studentId })));
}
