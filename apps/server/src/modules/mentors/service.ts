import { inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { mentorAssignmentChanges, mentorAssignments } from "./tables";

/** Maps students to a faculty mentor; a student already mapped to someone else is refused by the database. */
export async function assignMentees(db: Db, mentorId: string, studentIds: string[]): Promise<void> {
	if (studentIds.length === 0) return;
	await db.insert(mentorAssignments).values(studentIds.map((studentId) => ({ mentorId, studentId })));
}

/**
 * Ends the mentoring of students who left (graduates, issue 18): their mappings go, each recorded in
 * the department's mapping history as a rule change, so mentors' lists and the mapping board drop
 * them. Notes and meetings stay with the mentor. Run inside the caller's transaction.
 */
export async function releaseMentees(
	db: Db,
	students: readonly { id: string; departmentId: string | null }[],
	change: { by: string; rule: string; at: Date },
): Promise<number> {
	const departmentOf = new Map(students.map((s) => [s.id, s.departmentId]));
	let released = 0;
	const ids = [...departmentOf.keys()];
	for (let start = 0; start < ids.length; start += 2000) {
		const rows = await db
			.delete(mentorAssignments)
			.where(inArray(mentorAssignments.studentId, ids.slice(start, start + 2000)))
			.returning({ studentId: mentorAssignments.studentId, mentorId: mentorAssignments.mentorId });
		const history = rows.flatMap((row, position) => {
			const departmentId = departmentOf.get(row.studentId);
			return departmentId
				? [
						{
							departmentId,
							studentId: row.studentId,
							fromMentorId: row.mentorId,
							toMentorId: null,
							changedBy: change.by,
							how: "rule" as const,
							ruleSummary: change.rule,
							changedAt: change.at,
							position: start + position,
						},
					]
				: [];
		});
		if (history.length > 0) await db.insert(mentorAssignmentChanges).values(history);
		released += rows.length;
	}
	return released;
}
