import type { Role } from "@unnati/contracts";
import { definePolicy, sameCollege } from "../../platform/access/policy";

/** Who reviews a college's proctoring flags, grants accommodations and watches exams live. */
export const PROCTORING_REVIEWERS: readonly Role[] = ["ROLE_EXAM_ADMIN"];

const STUDENTS: readonly Role[] = ["ROLE_STUDENT"];

/**
 * An exam's proctoring:
 * - `review`: its flags, snapshots, settings and live view, for the examination admins of the
 *   exam's own college, nobody else (another college's exam is a 404). Snapshots are faces of
 *   students, so the college's other staff do not see them either;
 * - `report`: the student's own reports and heartbeats (which exam and attempt are theirs is the
 *   exam module's rule: a report is refused exactly when a save would be).
 */
export const proctoringPolicy = definePolicy<{ institutionId: string | null }, "review" | "report">(
	"proctoring",
	{
		review: [{ roles: PROCTORING_REVIEWERS, scope: sameCollege }],
		report: [{ roles: STUDENTS }],
	},
);

/** Accommodations: granted and withdrawn for the students of the admin's own college only. */
export const accommodationPolicy = definePolicy<{ institutionId: string | null }, "manage">("accommodation", {
	manage: [{ roles: PROCTORING_REVIEWERS, scope: sameCollege }],
});
