import { EXAM_MESSAGES, PROCTORING_MESSAGES } from "@unnati/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds, studentsOfInstitution } from "../accounts/read";
import { type ExamRow, examForStudent, inAudience, studentOf } from "../exams";
import {
	type AttemptSummary,
	attemptById,
	attemptOfStudent,
	attemptsOfExam,
	type ExamSummary,
	examSummary,
} from "../exams/read";
import { proctoringPolicy } from "./policy";
import { proctoringPresence, proctoringViolations } from "./tables";

// Every read this module makes of exams, attempts and students, in one place: they are the exam and
// accounts modules', read through their front doors; proctoring only reads them (and submits
// through finalizeAttempt). The student's side goes through the exam module's own access check, so
// a proctoring request is refused exactly when a save would be.

/** The student's own attempt of `examId`, open for reports: 404/403 as the exam paths answer, 409 once closed. */
export async function openAttemptOf(
	db: Db,
	principal: Principal,
	examId: string,
	now: Date,
): Promise<{ exam: ExamRow; attempt: AttemptSummary; studentId: string }> {
	const student = studentOf(principal);
	const exam = await examForStudent(db, student, examId);
	if (!exam.proctored) throw new AppError("BAD_REQUEST", PROCTORING_MESSAGES.notProctored);
	const attempt = await attemptOfStudent(db, exam.id, student.id);
	if (!attempt) throw new AppError("NOT_FOUND", EXAM_MESSAGES.noAttempt);
	if (attempt.status !== "in_progress") throw new AppError("CONFLICT", EXAM_MESSAGES.alreadySubmitted);
	if (now > attempt.lastSaveAt) throw new AppError("CONFLICT", EXAM_MESSAGES.deadlinePassed);
	return { exam, attempt, studentId: student.id };
}

/** The student's attempt of `examId`, whatever its state (the proctor's settings are read at any time). */
export async function ownAttemptOf(db: Db, principal: Principal, examId: string) {
	const student = studentOf(principal);
	const exam = await examForStudent(db, student, examId);
	const attempt = await attemptOfStudent(db, exam.id, student.id);
	return { exam, attempt, studentId: student.id };
}

/** An exam the reviewer may see; anything else (another college's, a bad id) is a 404. */
export async function reviewableExam(db: Db, reviewer: Principal, examId: string): Promise<ExamSummary> {
	const exam = await examSummary(db, examId);
	if (!exam) throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.examNotFound);
	await proctoringPolicy.authorize(reviewer, "review", exam, PROCTORING_MESSAGES.examNotFound);
	return exam;
}

/** An attempt with its student, its last sign of life (a save or a heartbeat) and its counted flags. */
export type AttemptRowView = {
	attemptId: string;
	studentId: string;
	status: AttemptSummary["status"];
	startedAt: Date;
	submittedAt: Date | null;
	submissionReason: string | null;
	savedAt: Date;
	heartbeatAt: Date | null;
	faceSignals: (typeof proctoringPresence.$inferSelect)["faceSignals"];
	faceSignalsReason: string | null;
	faceSignalsAt: Date | null;
	name: string;
	rollNo: string | null;
	violationCount: number;
};

/**
 * Every attempt of an exam (or one student's), with the student, the last sign of life and the
 * counted flags: for the live view and the review screen alike. `known` names students already
 * known (the live view's audience), so only the others are asked of accounts.
 */
export async function attemptRows(
	db: Db,
	examId: string,
	options: { studentId?: string; known?: ReadonlyMap<string, { name: string; rollNo: string | null }> } = {},
): Promise<AttemptRowView[]> {
	const attempts =
		options.studentId === undefined
			? await attemptsOfExam(db, examId)
			: await attemptOfStudent(db, examId, options.studentId).then((a) => (a ? [a] : []));
	if (attempts.length === 0) return [];
	const one = attempts.length === 1 ? attempts[0]?.id : undefined;
	const presence = proctoringPresence;
	const flags = proctoringViolations;
	const [seen, counted, students] = await Promise.all([
		db
			.select({
				attemptId: presence.attemptId,
				lastSeenAt: presence.lastSeenAt,
				faceSignals: presence.faceSignals,
				faceSignalsReason: presence.faceSignalsReason,
				faceSignalsAt: presence.faceSignalsAt,
			})
			.from(presence)
			.where(one ? eq(presence.attemptId, one) : eq(presence.examId, examId)),
		// Counted flags that still count (a dismissed flag no longer does).
		db
			.select({ attemptId: flags.attemptId, n: sql<number>`count(*)::int` })
			.from(flags)
			.where(
				and(
					one ? eq(flags.attemptId, one) : eq(flags.examId, examId),
					eq(flags.counted, true),
					sql`${flags.review} <> 'dismissed'`,
				),
			)
			.groupBy(flags.attemptId),
		studentsByIds(
			db,
			attempts.map((a) => a.studentId).filter((id) => !options.known?.has(id)),
		),
	]);
	const seenOf = new Map(seen.map((row) => [row.attemptId, row]));
	const countOf = new Map(counted.map((row) => [row.attemptId, Number(row.n)]));
	const names = new Map(options.known);
	for (const s of students) names.set(s.id, { name: s.name, rollNo: s.rollNo });
	return attempts.map((a) => {
		const presenceRow = seenOf.get(a.id);
		const person = names.get(a.studentId);
		return {
			attemptId: a.id,
			studentId: a.studentId,
			status: a.status,
			startedAt: a.startedAt,
			submittedAt: a.submittedAt,
			submissionReason: a.submissionReason,
			savedAt: a.lastSeenAt,
			heartbeatAt: presenceRow?.lastSeenAt ?? null,
			faceSignals: presenceRow?.faceSignals ?? null,
			faceSignalsReason: presenceRow?.faceSignalsReason ?? null,
			faceSignalsAt: presenceRow?.faceSignalsAt ?? null,
			name: person?.name ?? "",
			rollNo: person?.rollNo ?? null,
			violationCount: countOf.get(a.id) ?? 0,
		};
	});
}

/** One attempt of an exam, for its reviewer. */
export async function attemptOfExam(db: Db, examId: string, attemptId: string): Promise<AttemptRowView> {
	const attempt = await attemptById(db, attemptId);
	const [view] =
		attempt && attempt.examId === examId
			? await attemptRows(db, examId, { studentId: attempt.studentId })
			: [];
	if (!view) throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.attemptNotFound);
	return view;
}

/** The students an exam is for (its audience), for the live view's "not started" list. */
export async function audienceOf(db: Db, exam: Pick<ExamSummary, "institutionId" | "audience">) {
	const students = await studentsOfInstitution(db, exam.institutionId);
	return students
		.filter((s) => inAudience(exam, s))
		.map((s) => ({ id: s.id, name: s.name, rollNo: s.rollNo }));
}
