import { definePolicy, sameCollege } from "../../platform/access/policy";

/** A case as the policy checks it: the college it belongs to. */
export type CaseRecord = { institutionId: string | null };

/**
 * Casework: a career counselor works on the cases of their own college only (caseload, notes,
 * follow-ups, recommendations, closing). A counselor of another college is refused with 403 and
 * says so (the service's `caseFor`): case ids are random, so the refusal tells them nothing.
 * Notes are the counselors' alone: no other role has a rule here.
 */
export const casePolicy = definePolicy<CaseRecord, "manage">("counselling-case", {
	manage: [{ roles: ["ROLE_CAREER_COUNSELOR"], scope: sameCollege }],
});

/**
 * Referrals: a faculty mentor refers their own mentees (the mentors module decides who they are:
 * 403 for anyone else's student); a student refers themself and reads their own case's status and
 * recommendations, never the notes.
 */
export const referralPolicy = definePolicy<never, "referMentee" | "own">("counselling-referral", {
	referMentee: [{ roles: ["ROLE_MENTOR"] }],
	own: [{ roles: ["ROLE_STUDENT"] }],
});
