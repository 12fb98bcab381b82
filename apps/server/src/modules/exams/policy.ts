import { type Audience, GRADER_ROLES, type Role } from "@unnati/contracts";
import { definePolicy } from "../../platform/access/policy";

/** Who authors, publishes and reviews a college's exams. */
export const EXAM_AUTHORS: readonly Role[] = ["ROLE_EXAM_ADMIN"];

/** Staff who may read any result of their own college's exams. */
export const RESULT_READERS: readonly Role[] = ["ROLE_EXAM_ADMIN", "ROLE_COLLEGE", "ROLE_PRINCIPAL"];

const STUDENTS: readonly Role[] = ["ROLE_STUDENT"];

/** The facts about a student that decide whether an exam is theirs. */
export type StudentPlacement = {
	institutionId: string | null;
	departmentId: string | null;
	currentYear: number | null;
	section: string | null;
	rollNo: string | null;
	/** Graduated (issue 18): in no exam's audience any more. Lists of students carry it. */
	graduated?: boolean;
};

/** What the exam rules look at of an exam. */
export type ExamScope = { institutionId: string; state: string; audience: Audience };

/** What the result rule looks at of an attempt: whose it is, and its exam's college. */
export type ResultScope = { studentId: string; institutionId: string };

/**
 * The college scope, written against the facts it reads rather than a whole session, so the
 * services can ask it for the demo seed too (which authors as the college's admin, with no session).
 */
export const inOwnCollege = (actor: { institutionId: string | null }, record: { institutionId: string }) =>
	actor.institutionId !== null && actor.institutionId === record.institutionId;

/**
 * Whether a student is in an exam's audience. Always within the exam's college; a filter's empty
 * list does not narrow, so `{ kind: "college" }` with no lists is the whole college.
 */
export function inAudience(
	exam: { institutionId: string; audience: Audience },
	student: StudentPlacement,
): boolean {
	if (!inOwnCollege(student, exam) || student.graduated) return false;
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

/** A student sees a published exam of their own college; drafts and other colleges' exams are 404s. */
export const seesExam = (student: { institutionId: string | null }, exam: ExamScope) =>
	exam.state === "published" && inOwnCollege(student, exam);

/**
 * Who may do what to an exam:
 * - `author`: the college's exam admins draft, edit and publish its exams (another college's: 404);
 * - `see`: a student reads a published exam of their own college (any other: 404, never revealed);
 * - `take`: of those, a student sits only the exams whose audience names them (else 403
 *   EXAM_NOT_FOR_YOU: the exam is theirs to know about, not to sit).
 */
export const examPolicy = definePolicy<ExamScope, "author" | "see" | "take">("exam", {
	author: [{ roles: EXAM_AUTHORS, scope: inOwnCollege }],
	see: [{ roles: STUDENTS, scope: seesExam }],
	take: [{ roles: STUDENTS, scope: (student, exam) => seesExam(student, exam) && inAudience(exam, student) }],
});

/** A result: the student's own, or any of their college's exams for its exam admins and leaders. */
export const examResultPolicy = definePolicy<ResultScope, "read">("exam-result", {
	read: [
		{ roles: STUDENTS, scope: (student, attempt) => student.userId === attempt.studentId },
		{ roles: RESULT_READERS, scope: inOwnCollege },
	],
});

/**
 * Who grades essays (contracts' grading.ts): the college's exam admins, who also assign graders,
 * switch anonymity and release marks, and the faculty they assign. The grading service checks the
 * college and the assignment itself, with its own messages (another college's grader is a 403).
 */
export const gradingPolicy = definePolicy<ExamScope, "grade" | "manage">("exam-grading", {
	grade: [{ roles: [...EXAM_AUTHORS, ...GRADER_ROLES], scope: inOwnCollege }],
	manage: [{ roles: EXAM_AUTHORS, scope: inOwnCollege }],
});
