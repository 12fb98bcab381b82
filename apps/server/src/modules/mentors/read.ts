import { and, desc, eq, inArray, max } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { mentorAssignments, mentorMeetings, mentorNotes } from "./tables";

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

export type NoteView = { id: string; body: string; createdAt: Date };
export type MeetingView = {
	id: string;
	studentId: string;
	heldAt: Date;
	durationMinutes: number;
	mode: "in_person" | "online" | "phone";
	summary: string;
	nextSteps: string | null;
};

/** A mentor's private notes about one mentee, newest first. */
export function notesOf(db: Db, mentorId: string, studentId: string): Promise<NoteView[]> {
	return db
		.select({ id: mentorNotes.id, body: mentorNotes.body, createdAt: mentorNotes.createdAt })
		.from(mentorNotes)
		.where(and(eq(mentorNotes.mentorId, mentorId), eq(mentorNotes.studentId, studentId)))
		.orderBy(desc(mentorNotes.createdAt));
}

const meetingColumns = {
	id: mentorMeetings.id,
	studentId: mentorMeetings.studentId,
	heldAt: mentorMeetings.heldAt,
	durationMinutes: mentorMeetings.durationMinutes,
	mode: mentorMeetings.mode,
	summary: mentorMeetings.summary,
	nextSteps: mentorMeetings.nextSteps,
};

/** A mentor's logged meetings (with one mentee when given), newest first. */
export function meetingsOf(db: Db, mentorId: string, studentId?: string): Promise<MeetingView[]> {
	return db
		.select(meetingColumns)
		.from(mentorMeetings)
		.where(
			and(
				eq(mentorMeetings.mentorId, mentorId),
				studentId ? eq(mentorMeetings.studentId, studentId) : undefined,
			),
		)
		.orderBy(desc(mentorMeetings.heldAt));
}

/** When the mentor last met each mentee they have met. */
export async function lastMeetings(db: Db, mentorId: string): Promise<Map<string, Date>> {
	const rows = await db
		.select({ studentId: mentorMeetings.studentId, last: max(mentorMeetings.heldAt) })
		.from(mentorMeetings)
		.where(eq(mentorMeetings.mentorId, mentorId))
		.groupBy(mentorMeetings.studentId);
	return new Map(rows.flatMap((r) => (r.last ? [[r.studentId, new Date(r.last)] as const] : [])));
}
