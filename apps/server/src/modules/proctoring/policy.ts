import type { Role } from "@unnati/contracts";

/** Who reviews a college's proctoring flags, grants accommodations and watches exams live. */
export const PROCTORING_REVIEWERS: readonly Role[] = ["ROLE_EXAM_ADMIN"];

type Reader = { role: Role; institutionId: string | null };

/**
 * Whether `reader` may see an exam's proctoring (flags, snapshots, live view) and act on it: the
 * examination admins of the exam's own college, nobody else. Snapshots are faces of students, so
 * other staff of the college do not see them either.
 */
export function mayReviewExam(reader: Reader, exam: { institutionId: string }): boolean {
	return (
		PROCTORING_REVIEWERS.includes(reader.role) &&
		reader.institutionId !== null &&
		reader.institutionId === exam.institutionId
	);
}

/** Whether `reader` may grant or withdraw accommodations for a student of `institutionId`. */
export function mayAccommodate(reader: Reader, student: { institutionId: string | null }): boolean {
	return (
		PROCTORING_REVIEWERS.includes(reader.role) &&
		reader.institutionId !== null &&
		reader.institutionId === student.institutionId
	);
}
