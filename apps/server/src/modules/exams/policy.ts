import type { Audience, Role } from "@unnati/contracts";

/** Who authors, publishes and reviews a college's exams. */
export const EXAM_AUTHORS: readonly Role[] = ["ROLE_EXAM_ADMIN"];

/** Staff who may read any result of their own college's exams. */
export const RESULT_READERS: readonly Role[] = ["ROLE_EXAM_ADMIN", "ROLE_COLLEGE", "ROLE_PRINCIPAL"];

/** The facts about a student that decide whether an exam is theirs. */
export type StudentPlacement = {
	institutionId: string | null;
	departmentId: string | null;
	currentYear: number | null;
	section: string | null;
	rollNo: string | null;
};

/**
 * Whether a student is in an exam's audience. Always within the exam's college; a filter's empty
 * list does not narrow, so `{ kind: "college" }` with no lists is the whole college.
 */
export function inAudience(
	exam: { institutionId: string; audience: Audience },
	student: StudentPlacement,
): boolean {
	if (student.institutionId !== exam.institutionId) return false;
	const { audience } = exam;
	if (audience.kind === "students")
		return student.rollNo !== null && audience.rollNos.includes(student.rollNo);
	const matches = <T>(allowed: readonly T[], value: T | null) =>
		allowed.length === 0 || (value !== null && allowed.includes(value));
	return (
		matches(audience.departmentIds, student.departmentId) &&
		matches(audience.years, student.currentYear) &&
		matches(audience.sections, student.section)
	);
}

/** Staff may read a result of an exam of their own college; a student only their own. */
export function mayReadResult(
	reader: { userId: string; role: Role; institutionId: string | null },
	attempt: { studentId: string; institutionId: string },
): boolean {
	if (reader.role === "ROLE_STUDENT") return reader.userId === attempt.studentId;
	return RESULT_READERS.includes(reader.role) && reader.institutionId === attempt.institutionId;
}
