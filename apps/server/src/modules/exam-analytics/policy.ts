import type { Role } from "@unnati/contracts";
import { definePolicy, sameCollege } from "../../platform/access/policy";
import type { Principal } from "../../platform/access/principal";

/** Who may read an exam's analytics: its college's examination admin, college admins and principals. */
export const ANALYTICS_READERS: readonly Role[] = ["ROLE_EXAM_ADMIN", "ROLE_COLLEGE", "ROLE_PRINCIPAL"];

/** The college's own leadership, who read results college by college (the /collegedashboard view). */
export const COLLEGE_VIEWERS: readonly Role[] = ["ROLE_COLLEGE", "ROLE_PRINCIPAL"];

/**
 * An exam's analytics:
 * - `read`: its own college's analytics readers (any other college's exam is a 404, so an exam's
 *   existence does not leak across colleges);
 * - `readCollege`: the college-by-college view (/collegedashboard) of its leadership.
 */
export const examAnalyticsPolicy = definePolicy<{ institutionId: string }, "read" | "readCollege">(
	"exam-analytics",
	{
		read: [{ roles: ANALYTICS_READERS, scope: sameCollege }],
		readCollege: [{ roles: COLLEGE_VIEWERS, scope: sameCollege }],
	},
);

/**
 * Whose attempts a permitted viewer's figures count. The examination admin sees every attempt of
 * their college's exams; a college admin or principal sees only their own college's students, even
 * if an attempt of another college's student were ever recorded on the exam.
 */
export function attemptScopeOf(
	viewer: Pick<Principal, "role" | "institutionId">,
): { kind: "exam" } | { kind: "college"; institutionId: string } {
	if (viewer.role === "ROLE_EXAM_ADMIN" || !viewer.institutionId) return { kind: "exam" };
	return { kind: "college", institutionId: viewer.institutionId };
}
