import {
	type Attempt,
	type CodeLanguage,
	type EssayUpload,
	EXAM_MESSAGES,
	EXAM_TIMING,
	type NotificationData,
	type NotificationType,
} from "@unnati/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { perDatabase } from "../../platform/db/per-database";
import { AppError } from "../../platform/errors";
import { isUuid } from "./authoring-service";
import type { CodingJudge } from "./coding";
import { inAudience, type StudentPlacement, seesExam } from "./policy";
import {
	attemptAnswers,
	attemptUploads,
	examAttempts,
	examQuestions,
	examSections,
	exams,
	type FrozenQuestion,
} from "./tables";

/**
 * The minutes a student's deadline moves when they start an exam (an extra-time accommodation).
 * A port: proctoring keeps accommodations, and the app wires its function in, so the exam engine
 * imports nothing from proctoring (which itself reads exams).
 */
export type ExtraMinutesFor = (db: Db, studentId: string, examId: string) => Promise<number>;

/**
 * Tells people something: the notifications service's notify(), a port the app wires in, so the
 * exam engine imports nothing of the notifications module (whose demo seed reads exams).
 */
export type NotifyPort = <T extends NotificationType>(
	recipients: readonly string[],
	type: T,
	data: NotificationData<T>,
) => Promise<unknown>;

export type ExamDeps = {
	db: Db;
	clock: Clock;
	/** Judges coding answers when attempts are scored; without it they score 0 (tests that need no judge). */
	judgeCoding?: CodingJudge;
	/** Extra time per student and exam; without it nobody has any (the seed's backfill, tests). */
	extraMinutesFor?: ExtraMinutesFor;
	/** Tells students of a published exam and a ready result (the notifications service; app.ts wires it). */
	notify?: NotifyPort;
	/**
	 * Told after a passing attempt is scored and committed (the certificates module, wired by app.ts, checks
	 * the exam's certificate rule against exams' own records); the exam engine imports nothing of it.
	 */
	attemptPassed?: AttemptPassedPort;
};

/** A passing attempt's student and exam: whoever listens reads the rest through exams/read.ts. */
export type AttemptPassedPort = (studentId: string, examId: string) => Promise<void>;
export type ExamRow = typeof exams.$inferSelect;
export type AttemptRow = typeof examAttempts.$inferSelect;

/** A student as the exam paths need them: who, and what places them in an audience. */
export type ExamStudent = StudentPlacement & { id: string };

/** The student behind a session: the session already carries what the exam paths need. */
export function studentOf(principal: Principal): ExamStudent {
	if (principal.role !== "ROLE_STUDENT") throw new AppError("FORBIDDEN", EXAM_MESSAGES.accessDenied);
	return {
		id: principal.userId,
		institutionId: principal.institutionId,
		departmentId: principal.departmentId,
		currentYear: principal.currentYear,
		section: principal.section,
		rollNo: principal.rollNo,
		graduated: principal.graduated ?? false,
	};
}

/**
 * Exams as the student paths read them, kept for a few seconds per process: every save reads its
 * exam, and an edit reaches students within EXAM_ROW_TTL_MS (edits stop at the first attempt anyway).
 */
const examRowCaches = perDatabase(() => new Map<string, { row: ExamRow | undefined; at: number }>());
const EXAM_ROW_TTL_MS = 5000;

async function examRow(db: Db, examId: string): Promise<ExamRow | undefined> {
	const examRowCache = examRowCaches(db);
	const cached = examRowCache.get(examId);
	if (cached && Date.now() - cached.at < EXAM_ROW_TTL_MS) return cached.row;
	const [row] = await db.select().from(exams).where(eq(exams.id, examId));
	if (examRowCache.size >= FROZEN_CACHE_LIMIT) examRowCache.clear();
	examRowCache.set(examId, { row, at: Date.now() });
	return row;
}

export async function examForStudent(db: Db, student: ExamStudent, examId: string): Promise<ExamRow> {
	if (!isUuid(examId)) throw new AppError("NOT_FOUND", EXAM_MESSAGES.examNotFound);
	const exam = await examRow(db, examId);
	// The rules of examPolicy's `see` and `take`, asked directly: this runs on every save.
	if (!exam || !seesExam(student, exam)) throw new AppError("NOT_FOUND", EXAM_MESSAGES.examNotFound);
	if (!inAudience(exam, student)) throw new AppError("EXAM_NOT_FOR_YOU", EXAM_MESSAGES.notInAudience);
	return exam;
}

export async function findAttempt(db: Db, examId: string, studentId: string): Promise<AttemptRow | null> {
	const [attempt] = await db
		.select()
		.from(examAttempts)
		.where(and(eq(examAttempts.examId, examId), eq(examAttempts.studentId, studentId)));
	return attempt ?? null;
}

export async function sectionsOf(db: Db, examId: string) {
	return db
		.select()
		.from(examSections)
		.where(eq(examSections.examId, examId))
		.orderBy(asc(examSections.position));
}

/** What never changes about an attempt once created: its id, paper and deadline. */
export type AttemptRef = Pick<AttemptRow, "id" | "paper" | "deadline" | "examId" | "studentId"> & {
	/** The paper's section of each of its questions. */
	sectionOf: Map<string, string>;
};
const attemptRefCaches = perDatabase(() => new Map<string, AttemptRef>());
const ATTEMPT_CACHE_LIMIT = 20_000;

/**
 * Keeps the attempt's fixed parts in this process's memory. Start and the paper's read call it
 * too, so a student's first save finds them there: otherwise a class's first saves, all within a
 * few seconds, would each read the attempt and its paper again.
 */
export function rememberAttempt(db: Db, attempt: AttemptRef | AttemptRow): AttemptRef {
	const attemptRefCache = attemptRefCaches(db);
	const key = `${attempt.examId}/${attempt.studentId}`;
	const known = attemptRefCache.get(key);
	if (known) return known;
	if (attemptRefCache.size >= ATTEMPT_CACHE_LIMIT) {
		// The oldest entry goes: Map iteration follows insertion order.
		const oldest = attemptRefCache.keys().next();
		if (!oldest.done) attemptRefCache.delete(oldest.value);
	}
	const sectionOf = new Map(
		attempt.paper.sections.flatMap((s) => s.questionIds.map((id) => [id, s.sectionId] as const)),
	);
	const ref = {
		id: attempt.id,
		paper: attempt.paper,
		deadline: attempt.deadline,
		examId: attempt.examId,
		studentId: attempt.studentId,
		sectionOf,
	};
	attemptRefCache.set(key, ref);
	return ref;
}

/** The attempt's fixed parts, from this process's memory after the first read. */
export async function attemptRef(db: Db, examId: string, studentId: string): Promise<AttemptRef | null> {
	const cached = attemptRefCaches(db).get(`${examId}/${studentId}`);
	if (cached) return cached;
	const attempt = await findAttempt(db, examId, studentId);
	return attempt ? rememberAttempt(db, attempt) : null;
}

/**
 * A published exam's questions never change once an attempt exists (edits are refused from then on),
 * so each process keeps them after the first read: saves validate without a query per question.
 */
const frozenCaches = perDatabase(() => new Map<string, Map<string, FrozenQuestion>>());
const FROZEN_CACHE_LIMIT = 200;

export async function frozenQuestionsOf(db: Db, examId: string): Promise<Map<string, FrozenQuestion>> {
	const frozenCache = frozenCaches(db);
	const cached = frozenCache.get(examId);
	if (cached) return cached;
	const rows = await db.select().from(examQuestions).where(eq(examQuestions.examId, examId));
	const byId = new Map(rows.map((q) => [q.id, q]));
	if (frozenCache.size >= FROZEN_CACHE_LIMIT) {
		const oldest = frozenCache.keys().next().value;
		if (oldest !== undefined) frozenCache.delete(oldest);
	}
	frozenCache.set(examId, byId);
	return byId;
}

/** Drops this process's copy of an exam's questions: a regrade has just corrected a key. */
export function forgetFrozenQuestions(db: Db, examId: string): void {
	frozenCaches(db).delete(examId);
}

type SectionRow = Awaited<ReturnType<typeof sectionsOf>>[number];
const frozenSectionsCaches = perDatabase(() => new Map<string, SectionRow[]>());

/**
 * A published exam's sections, kept like its questions (they are edited together, and only until
 * the first attempt): a class starting together reads them once, not once per student.
 */
export async function frozenSectionsOf(db: Db, examId: string): Promise<SectionRow[]> {
	const frozenSectionsCache = frozenSectionsCaches(db);
	const cached = frozenSectionsCache.get(examId);
	if (cached) return cached;
	const rows = await sectionsOf(db, examId);
	if (frozenSectionsCache.size >= FROZEN_CACHE_LIMIT) {
		const oldest = frozenSectionsCache.keys().next().value;
		if (oldest !== undefined) frozenSectionsCache.delete(oldest);
	}
	frozenSectionsCache.set(examId, rows);
	return rows;
}

/** Seconds left by the server's clock (never negative). */
export function secondsLeft(deadline: Date, now: Date): number {
	return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** The last moment a save still counts: the deadline plus the network grace. */
export function lastSaveAt(deadline: Date): Date {
	return new Date(deadline.getTime() + EXAM_TIMING.saveGraceSeconds * 1000);
}

/** Whether saves are still accepted. */
export function acceptsSaves(attempt: { status: string; deadline: Date }, now: Date): boolean {
	return attempt.status === "in_progress" && now <= lastSaveAt(attempt.deadline);
}

export async function presentAttempt(
	db: Db,
	attempt: AttemptRow,
	now: Date,
	options: { justCreated?: boolean; inOrder?: boolean } = {},
): Promise<Attempt> {
	// An attempt this request created has no answers yet: no need to ask.
	const rows = options.justCreated
		? []
		: await db
				.select({
					questionId: attemptAnswers.questionId,
					answer: attemptAnswers.answer,
					timeSpent: attemptAnswers.timeSpent,
					language: attemptAnswers.programmingLanguage,
				})
				.from(attemptAnswers)
				.where(eq(attemptAnswers.attemptId, attempt.id));
	const uploads = options.justCreated
		? []
		: await db.select().from(attemptUploads).where(eq(attemptUploads.attemptId, attempt.id));
	return {
		attempt_id: attempt.id,
		status: attempt.status as Attempt["status"],
		started_at: attempt.startedAt.toISOString(),
		deadline: attempt.deadline.toISOString(),
		time_remaining_seconds: attempt.status === "in_progress" ? secondsLeft(attempt.deadline, now) : 0,
		...(attempt.sectionEnds
			? {
					section_deadlines: attempt.paper.sections.map((s, index) => ({
						section_id: s.sectionId,
						ends_at: attempt.sectionEnds?.[index] ?? attempt.deadline.toISOString(),
					})),
					section_mode: options.inOrder ? ("in_order" as const) : ("timed" as const),
				}
			: {}),
		answers: Object.fromEntries(
			rows.map((r) => [
				r.questionId,
				{
					student_answer: r.answer?.value ?? null,
					time_spent: r.timeSpent,
					...(r.language ? { programming_language: r.language as CodeLanguage } : {}),
				},
			]),
		),
		...(uploads.length > 0
			? {
					uploads: Object.fromEntries(
						uploads.map((u) => [
							u.questionId,
							{ mime: u.mime, size: u.size, uploaded_at: u.uploadedAt.toISOString() },
						]),
					),
				}
			: {}),
	};
}

/** The files attached to one attempt's essays, by question id. */
export async function uploadsOf(db: Db, attemptId: string): Promise<Map<string, EssayUpload>> {
	const rows = await db.select().from(attemptUploads).where(eq(attemptUploads.attemptId, attemptId));
	return new Map(
		rows.map((r) => [r.questionId, { mime: r.mime, size: r.size, uploaded_at: r.uploadedAt.toISOString() }]),
	);
}
