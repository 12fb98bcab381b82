import { definePolicy, sameCollege } from "../../platform/access/policy";

/** What a placement record's management is decided on: the college it belongs to. */
export type PlacementRecord = { institutionId: string | null };

/**
 * The training and placement officer runs their own college's seasons, drives, eligibility rules,
 * academic records and applicants; a student reads the jobs board of their own college and applies.
 */
export const placementPolicy = definePolicy<PlacementRecord, "manage">("placements", {
	manage: [{ roles: ["ROLE_PAT"], scope: sameCollege }],
});

export const jobsPolicy = definePolicy<PlacementRecord, "apply">("jobs", {
	apply: [{ roles: ["ROLE_STUDENT"], scope: sameCollege }],
});

/** A student's applications: the student themself, or the placement officer of their college. */
export const applicationsPolicy = definePolicy<PlacementRecord & { userId: string }, "read">(
	"placement-applications",
	{
		read: [
			{ roles: ["ROLE_STUDENT"], scope: (principal, record) => principal.userId === record.userId },
			{ roles: ["ROLE_PAT"], scope: sameCollege },
		],
	},
);

/** The college's tier policy: its placement officer sets it; its students read what they are held to. */
export const tierPolicyPolicy = definePolicy<PlacementRecord, "read" | "set">("placement-tier-policy", {
	read: [{ roles: ["ROLE_PAT", "ROLE_STUDENT"], scope: sameCollege }],
	set: [{ roles: ["ROLE_PAT"], scope: sameCollege }],
});

/** Offers: the officer records them in their college's drives; a student answers only their own. */
export const offersPolicy = definePolicy<
	PlacementRecord & { userId: string },
	"record" | "answer" | "readLetter"
>("placement-offers", {
	record: [{ roles: ["ROLE_PAT"], scope: sameCollege }],
	answer: [{ roles: ["ROLE_STUDENT"], scope: (principal, record) => principal.userId === record.userId }],
	/** The offer letter: its student, and the placement officer of the college. */
	readLetter: [
		{ roles: ["ROLE_STUDENT"], scope: (principal, record) => principal.userId === record.userId },
		{ roles: ["ROLE_PAT"], scope: sameCollege },
	],
});

/**
 * Placement reports: the officer reads their college's and records the outcomes they count (higher
 * studies, ventures); the principal and the college's administrator read them.
 */
export const reportsPolicy = definePolicy<PlacementRecord, "read" | "record">("placement-reports", {
	read: [{ roles: ["ROLE_PAT", "ROLE_PRINCIPAL", "ROLE_COLLEGE"], scope: sameCollege }],
	record: [{ roles: ["ROLE_PAT"], scope: sameCollege }],
});
