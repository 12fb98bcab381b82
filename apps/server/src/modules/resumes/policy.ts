import type { Role } from "@unnati/contracts";
import { definePolicy, ownRecord, type Scope, sameCollege } from "../../platform/access/policy";

export const RESUME_NOT_FOUND = "No such resume. It may have been deleted.";

/** Placement officers: the PAT (placement training) team of a college. */
export const PLACEMENT_ROLES: readonly Role[] = ["ROLE_PAT"];

/** What a resume's access is decided on: its owner, the owner's college and mentor. */
export type ResumeRecord = { userId: string; institutionId: string | null; mentorId: string | null };

/** The principal is the faculty mentor the resume's owner is mapped to. */
const mentorOfOwner: Scope<ResumeRecord> = (principal, record) =>
	record.mentorId !== null && record.mentorId === principal.userId;

/**
 * A resume is its student's: only they change it. Their mentor reads it and comments on its
 * sections; their college's placement officers read it. Anyone else gets a 404, as if it did not
 * exist (a share link is the one way to show a resume to someone else).
 */
export const resumePolicy = definePolicy<ResumeRecord, "own" | "read" | "comment">("resume", {
	own: [{ roles: ["ROLE_STUDENT"], scope: ownRecord }],
	read: [
		{ roles: ["ROLE_STUDENT"], scope: ownRecord },
		{ roles: ["ROLE_MENTOR"], scope: mentorOfOwner },
		{ roles: PLACEMENT_ROLES, scope: sameCollege },
	],
	comment: [{ roles: ["ROLE_MENTOR"], scope: mentorOfOwner }],
});

/** Role-only routes: a mentor's list of mentees, a placement officer's coverage of a year. */
export const mentorResumesPolicy = definePolicy<unknown, "list">("mentee-resumes", {
	list: [{ roles: ["ROLE_MENTOR"] }],
});
export const placementResumesPolicy = definePolicy<unknown, "cover">("resume-coverage", {
	cover: [{ roles: PLACEMENT_ROLES }],
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else names nothing, so it is a 404 rather than a database error. */
export const isUuid = (value: string) => UUID.test(value);
