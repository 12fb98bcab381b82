import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { mentorAssignments } from "./tables";

/** The ids of the students mapped to a mentor (a mentor has tens of mentees, not thousands). */
export async function menteeIdsOf(db: Db, mentorId: string): Promise<string[]> {
	const rows = await db
		.select({ id: mentorAssignments.studentId })
		.from(mentorAssignments)
		.where(eq(mentorAssignments.mentorId, mentorId));
	return rows.map((row) => row.id);
}

/** Whether `studentId` is one of `mentorId`'s mentees: the mentor scope of other modules' policies. */
export async function isMenteeOf(db: Db, mentorId: string, studentId: string): Promise<boolean> {
	const [row] = await db
		.select({ id: mentorAssignments.studentId })
		.from(mentorAssignments)
		.where(and(eq(mentorAssignments.mentorId, mentorId), eq(mentorAssignments.studentId, studentId)));
	return row !== undefined;
}

/** The mentor a student is mapped to (at most one), or null. */
export async function mentorIdOf(db: Db, studentId: string): Promise<string | null> {
	const [row] = await db
		.select({ id: mentorAssignments.mentorId })
		.from(mentorAssignments)
		.where(eq(mentorAssignments.studentId, studentId));
	return row?.id ?? null;
}

/** The mentor of each of `studentIds` that has one (student id → mentor id). */
export async function mentorsOfStudents(db: Db, studentIds: readonly string[]): Promise<Map<string, string>> {
	if (studentIds.length === 0) return new Map();
	const rows = await db
		.select({ studentId: mentorAssignments.studentId, mentorId: mentorAssignments.mentorId })
		.from(mentorAssignments)
		.where(inArray(mentorAssignments.studentId, [...new Set(studentIds)]));
	return new Map(rows.map((row) => [row.studentId, row.mentorId]));
}
