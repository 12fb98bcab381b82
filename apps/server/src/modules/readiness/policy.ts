import { definePolicy, ownRecord, sameCollege } from "../../platform/access/policy";

/** A student as readiness's access is decided on: who they are, their college, their mentor. */
export type ReadinessRecord = { userId: string; institutionId: string | null; mentorId: string | null };

/**
 * One student's readiness (/student-placement-analytics/{id}): the student themself, their faculty
 * mentor, and their college's placement officer and career counselor; anyone else is refused (403).
 * A batch's: the placement officer and the career counselor of the batch's college.
 */
export const readinessPolicy = definePolicy<ReadinessRecord, "read" | "batch">("readiness", {
	read: [
		{ roles: ["ROLE_STUDENT"], scope: ownRecord },
		{ roles: ["ROLE_MENTOR"], scope: (principal, record) => record.mentorId === principal.userId },
		{ roles: ["ROLE_PAT", "ROLE_CAREER_COUNSELOR"], scope: sameCollege },
	],
	batch: [{ roles: ["ROLE_PAT", "ROLE_CAREER_COUNSELOR"], scope: sameCollege }],
});
