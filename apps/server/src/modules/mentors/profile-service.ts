import {
	MENTOR_PROFILE_MESSAGES,
	type MentorProfile,
	type MentorProfileInput,
	mentorProfileInputSchema,
	OFFICE_DAYS,
	type OfficeHour,
} from "@unnati/contracts/mentors";
import { count, eq } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { userById } from "../accounts";
import { describePlacement } from "../institutions";
import { mentorIdOf } from "./read";
import { mentorAssignments, mentorProfiles } from "./tables";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Monday first, then by start time: how a week reads. */
const inWeekOrder = (hours: readonly OfficeHour[]): OfficeHour[] =>
	[...hours].sort(
		(a, b) => OFFICE_DAYS.indexOf(a.day) - OFFICE_DAYS.indexOf(b.day) || a.start.localeCompare(b.start),
	);

/**
 * A mentor's profile as anyone may read it, or null when `id` is not a faculty mentor's: a
 * student's or an administrator's id must not reveal that the account exists.
 */
async function profileOf(db: Db, id: string): Promise<MentorProfile | null> {
	if (!UUID.test(id)) return null;
	const user = await userById(db, id);
	if (user?.role !== "ROLE_MENTOR" || user.status === "suspended") return null;
	const [[saved], [mentees], placement] = await Promise.all([
		db.select().from(mentorProfiles).where(eq(mentorProfiles.mentorId, id)),
		db.select({ n: count() }).from(mentorAssignments).where(eq(mentorAssignments.mentorId, id)),
		describePlacement(db, user.institutionId, user.departmentId),
	]);
	return {
		id,
		name: user.name,
		deptName: placement.deptName,
		collegeName: placement.collegeName,
		profilePic: user.profilePicUrl,
		bio: saved?.bio ?? "",
		expertise: saved?.expertise ?? [],
		officeHours: inWeekOrder(saved?.officeHours ?? []),
		menteeCount: mentees?.n ?? 0,
		updatedAt: saved?.updatedAt.toISOString() ?? null,
	};
}

/** GET /api/mentors/{id}/profile: 404 with a clear message for anyone who is not a mentor. */
export async function publicMentorProfile(db: Db, id: string): Promise<MentorProfile> {
	const profile = await profileOf(db, id);
	if (!profile) throw new AppError("NOT_FOUND", MENTOR_PROFILE_MESSAGES.notFound);
	return profile;
}

/** The signed-in mentor's own profile, as /mentor-settings edits it. */
export async function myMentorProfile(db: Db, principal: Principal): Promise<MentorProfile> {
	return publicMentorProfile(db, principal.userId);
}

/** Saves the introduction, subjects and office hours (validated again: the route's schema is the gate). */
export async function saveMentorProfile(
	db: Db,
	principal: Principal,
	input: MentorProfileInput,
	now: Date,
): Promise<MentorProfile> {
	const values = mentorProfileInputSchema.parse(input);
	const row = {
		bio: values.bio,
		expertise: values.expertise,
		officeHours: inWeekOrder(values.officeHours),
		updatedAt: now,
	};
	await db
		.insert(mentorProfiles)
		.values({ mentorId: principal.userId, ...row })
		.onConflictDoUpdate({ target: mentorProfiles.mentorId, set: row });
	return myMentorProfile(db, principal);
}

/** The signed-in student's mentor, or null while the department has not mapped one. */
export async function myMentor(db: Db, principal: Principal): Promise<{ mentor: MentorProfile | null }> {
	const mentorId = await mentorIdOf(db, principal.userId);
	return { mentor: mentorId ? await profileOf(db, mentorId) : null };
}
