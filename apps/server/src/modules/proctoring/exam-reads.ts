import { EXAM_MESSAGES, PROCTORING_MESSAGES } from "@unnati/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { users } from "../accounts/tables";
import type { Principal } from "../auth/sessions";
import {
	type AttemptRow,
	type ExamRow,
	examForStudent,
	findAttempt,
	lastSaveAt,
	studentOf,
} from "../exams/access";
import { isUuid } from "../exams/authoring-service";
import { inAudience } from "../exams/policy";
import { examAttempts, exams } from "../exams/tables";
import { mayReviewExam } from "./policy";
import { proctoringPresence, proctoringViolations } from "./tables";

// Every read this module makes of the exam engine's tables, in one place: exams and attempts are
// the exam module's, and it changes them; proctoring only reads them (and submits through
// finalizeAttempt). The student's side goes through the exam module's own access functions, so a
// proctoring request is refused exactly when a save would be.

/** The student's own attempt of `examId`, open for reports: 404/403 as the exam paths answer, 409 once closed. */
export async function openAttemptOf(
	db: Db,
	principal: Principal,
	examId: string,
	now: Date,
): Promise<{ exam: ExamRow; attempt: AttemptRow; studentId: string }> {
	const student = studentOf(principal);
	const exam = await examForStudent(db, student, examId);
	if (!exam.proctored) throw new AppError("BAD_REQUEST", PROCTORING_MESSAGES.notProctored);
	const attempt = await findAttempt(db, exam.id, student.id);
	if (!attempt) throw new AppError("NOT_FOUND", EXAM_MESSAGES.noAttempt);
	if (attempt.status !== "in_progress") throw new AppError("CONFLICT", EXAM_MESSAGES.alreadySubmitted);
	if (now > lastSaveAt(attempt.deadline)) throw new AppError("CONFLICT", EXAM_MESSAGES.deadlinePassed);
	return { exam, attempt, studentId: student.id };
}

/** The student's attempt of `examId`, whatever its state (the proctor's settings are read at any time). */
export async function attemptOfStudent(db: Db, principal: Principal, examId: string) {
	const student = studentOf(principal);
	const exam = await examForStudent(db, student, examId);
	const attempt = await findAttempt(db, exam.id, student.id);
	return { exam, attempt, studentId: student.id };
}

/** An exam the reviewer may see; anything else (another college's, a bad id) is a 404. */
export async function reviewableExam(db: Db, reviewer: Principal, examId: string): Promise<ExamRow> {
	if (!isUuid(examId)) throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.examNotFound);
	const [exam] = await db.select().from(exams).where(eq(exams.id, examId));
	if (!exam || !mayReviewExam(reviewer, exam))
		throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.examNotFound);
	return exam;
}

/** The published, proctored exams of a college. */
export async function proctoredExamsOf(db: Db, institutionId: string) {
	return db
		.select()
		.from(exams)
		.where(
			and(eq(exams.institutionId, institutionId), eq(exams.state, "published"), eq(exams.proctored, true)),
		);
}

/** Counted violations of an attempt that still count (a dismissed flag no longer does). */
export const countedOpenFlags = sql<number>`(select count(*)::int from ${proctoringViolations} v
	where v.attempt_id = ${examAttempts.id} and v.counted and v.review <> 'dismissed')`;

/**
 * Every attempt of an exam (or one student's), with the student, the last sign of life (a save or a
 * heartbeat) and the counted flags: one query for the live view and the review screen alike.
 */
export async function attemptRows(db: Db, examId: string, studentId?: string) {
	return db
		.select({
			attemptId: examAttempts.id,
			studentId: examAttempts.studentId,
			status: examAttempts.status,
			startedAt: examAttempts.startedAt,
			submittedAt: examAttempts.submittedAt,
			submissionReason: examAttempts.submissionReason,
			savedAt: examAttempts.lastSeenAt,
			heartbeatAt: proctoringPresence.lastSeenAt,
			faceSignals: proctoringPresence.faceSignals,
			faceSignalsReason: proctoringPresence.faceSignalsReason,
			faceSignalsAt: proctoringPresence.faceSignalsAt,
			name: users.name,
			rollNo: users.rollNo,
			violationCount: countedOpenFlags,
		})
		.from(examAttempts)
		.innerJoin(users, eq(users.id, examAttempts.studentId))
		.leftJoin(proctoringPresence, eq(proctoringPresence.attemptId, examAttempts.id))
		.where(
			studentId === undefined
				? eq(examAttempts.examId, examId)
				: and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId)),
		);
}
export type AttemptRowView = Awaited<ReturnType<typeof attemptRows>>[number];

/** One attempt of an exam, for its reviewer. */
export async function attemptOfExam(db: Db, examId: string, attemptId: string): Promise<AttemptRowView> {
	if (!isUuid(attemptId)) throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.attemptNotFound);
	const [row] = await db
		.select({ studentId: examAttempts.studentId })
		.from(examAttempts)
		.where(and(eq(examAttempts.id, attemptId), eq(examAttempts.examId, examId)));
	const [view] = row ? await attemptRows(db, examId, row.studentId) : [];
	if (!view) throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.attemptNotFound);
	return view;
}

/** The students an exam is for (its audience), for the live view's "not started" list. */
export async function audienceOf(db: Db, exam: ExamRow) {
	const students = await db
		.select({
			id: users.id,
			name: users.name,
			rollNo: users.rollNo,
			institutionId: users.institutionId,
			departmentId: users.departmentId,
			currentYear: users.currentYear,
			section: users.section,
		})
		.from(users)
		.where(and(eq(users.institutionId, exam.institutionId), eq(users.role, "ROLE_STUDENT")));
	return students
		.filter((s) => inAudience(exam, s))
		.map((s) => ({ id: s.id, name: s.name, rollNo: s.rollNo }));
}

/** A student of the reviewer's college by roll number, for an accommodation. */
export async function studentByRollNo(db: Db, institutionId: string, rollNo: string) {
	const [student] = await db
		.select({ id: users.id, name: users.name, rollNo: users.rollNo, institutionId: users.institutionId })
		.from(users)
		.where(
			and(eq(users.rollNo, rollNo), eq(users.role, "ROLE_STUDENT"), eq(users.institutionId, institutionId)),
		);
	return student ?? null;
}
