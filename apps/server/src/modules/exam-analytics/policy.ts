import type { Role } from "@unnati/contracts";

/** Who may read an exam's analytics: its college's examination admin, college admins and principals. */
export const ANALYTICS_READERS: readonly Role[] = ["ROLE_EXAM_ADMIN", "ROLE_COLLEGE", "ROLE_PRINCIPAL"];

/** The college's own leadership, who read results college by college (the /collegedashboard view). */
export const COLLEGE_VIEWERS: readonly Role[] = ["ROLE_COLLEGE", "ROLE_PRINCIPAL"];

export type AnalyticsViewer = { role: Role; institutionId: string | null };

/**
 * Whose attempts a viewer's figures count, or null when the exam is not theirs to see (answered as
 * 404, so an exam's existence does not leak across colleges). The examination admin sees every
 * attempt of their college's exams; a college admin or principal sees only their own college's
 * students, even if an attempt of another college's student were ever recorded on the exam.
 */
export function analyticsScopeOf(
	viewer: AnalyticsViewer,
	exam: { institutionId: string },
): { kind: "exam" } | { kind: "college"; institutionId: string } | null {
	if (!viewer.institutionId || viewer.institutionId !== exam.institutionId) return null;
	if (viewer.role === "ROLE_EXAM_ADMIN") return { kind: "exam" };
	if (COLLEGE_VIEWERS.includes(viewer.role)) return { kind: "college", institutionId: viewer.institutionId };
	return null;
}
