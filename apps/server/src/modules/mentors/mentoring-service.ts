import type { MeetingInput, MentorMeeting, MentorNote } from "@unnati/contracts";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds } from "../accounts";
import { isMenteeOf, type MeetingView, meetingsOf } from "./read";
import { mentorMeetings, mentorNotes } from "./tables";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 403 unless `studentId` is one of the principal's mentees. */
export async function assertMentee(db: Db, principal: Principal, studentId: string): Promise<void> {
	if (!UUID.test(studentId) || !(await isMenteeOf(db, principal.userId, studentId)))
		throw new AppError("FORBIDDEN", "This student is not one of your mentees.");
}

export async function addNote(
	db: Db,
	principal: Principal,
	studentId: string,
	body: string,
): Promise<MentorNote> {
	await assertMentee(db, principal, studentId);
	const [row] = await db
		.insert(mentorNotes)
		.values({ mentorId: principal.userId, studentId, body })
		.returning({ id: mentorNotes.id, body: mentorNotes.body, createdAt: mentorNotes.createdAt });
	if (!row) throw new Error("insert into mentor_notes returned no row");
	return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Meetings as the API answers them: with the mentee's name and roll number. */
export async function meetingWire(db: Db, meetings: MeetingView[]): Promise<MentorMeeting[]> {
	const students = new Map(
		(
			await studentsByIds(
				db,
				meetings.map((m) => m.studentId),
			)
		).map((s) => [s.id, s]),
	);
	return meetings.map((m) => ({
		...m,
		heldAt: m.heldAt.toISOString(),
		studentName: students.get(m.studentId)?.name ?? "Former mentee",
		rollNo: students.get(m.studentId)?.rollNo ?? "",
	}));
}

export async function logMeeting(
	db: Db,
	principal: Principal,
	studentId: string,
	input: MeetingInput,
	now: Date,
): Promise<MentorMeeting> {
	await assertMentee(db, principal, studentId);
	const heldAt = new Date(input.heldAt);
	if (heldAt.getTime() > now.getTime() + 60 * 60_000)
		throw new AppError("VALIDATION_FAILED", "Log a meeting after it has happened, not before.");
	const [row] = await db
		.insert(mentorMeetings)
		.values({
			mentorId: principal.userId,
			studentId,
			heldAt,
			durationMinutes: input.durationMinutes,
			mode: input.mode,
			summary: input.summary,
			nextSteps: input.nextSteps?.trim() ? input.nextSteps.trim() : null,
		})
		.returning({ id: mentorMeetings.id });
	if (!row) throw new Error("insert into mentor_meetings returned no row");
	const [meeting] = await meetingWire(
		db,
		(await meetingsOf(db, principal.userId, studentId)).filter((m) => m.id === row.id),
	);
	if (!meeting) throw new Error("the logged meeting was not found");
	return meeting;
}

export async function myMeetings(db: Db, principal: Principal): Promise<{ items: MentorMeeting[] }> {
	return { items: await meetingWire(db, await meetingsOf(db, principal.userId)) };
}
