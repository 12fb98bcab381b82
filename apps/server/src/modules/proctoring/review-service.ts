import {
	type AttemptProctoring,
	type AttemptViolations,
	credibilityOf,
	type ExamProctoring,
	PROCTORING_MESSAGES,
	type ProctoredExamList,
	type ProctoringSettings,
	type ReviewState,
	type ViolationView,
} from "@unnati/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { userNamesByIds } from "../accounts/read";
import { isUuid } from "../exams";
import { attemptById, attemptCountsByExam, examSummary, publishedExamsOf } from "../exams/read";
import { accommodationFor } from "./accommodations";
import { type AttemptRowView, attemptOfExam, attemptRows, reviewableExam } from "./exam-reads";
import { proctoringPolicy } from "./policy";
import { type ProctoringDeps, settingsOf } from "./student-service";
import { proctoringSettings, proctoringViolations } from "./tables";

type ViolationRow = typeof proctoringViolations.$inferSelect;

export const snapshotUrl = (violationId: string) =>
	`/api/proctoring/violations/${encodeURIComponent(violationId)}/snapshot`;

function presentViolation(row: ViolationRow, reviewerName: string | null): ViolationView {
	return {
		id: row.id,
		attemptId: row.attemptId,
		type: row.type,
		at: row.at.toISOString(),
		receivedAt: row.receivedAt.toISOString(),
		awayMs: row.awayMs,
		counted: row.counted,
		snapshotUrl: row.snapshotKey ? snapshotUrl(row.id) : null,
		review: row.review,
		reviewedBy: reviewerName,
		reviewedAt: row.reviewedAt?.toISOString() ?? null,
	};
}

/** Review states per attempt, for credibility. */
async function reviewsByAttempt(db: Db, attemptIds: string[]): Promise<Map<string, ReviewState[]>> {
	const byAttempt = new Map<string, ReviewState[]>();
	if (attemptIds.length === 0) return byAttempt;
	const rows = await db
		.select({ attemptId: proctoringViolations.attemptId, review: proctoringViolations.review })
		.from(proctoringViolations)
		.where(inArray(proctoringViolations.attemptId, attemptIds));
	for (const row of rows) byAttempt.set(row.attemptId, [...(byAttempt.get(row.attemptId) ?? []), row.review]);
	return byAttempt;
}

async function presentAttempt(
	db: Db,
	examId: string,
	row: AttemptRowView,
	reviews: ReviewState[],
): Promise<AttemptProctoring> {
	return {
		attemptId: row.attemptId,
		studentId: row.studentId,
		studentName: row.name,
		rollNo: row.rollNo,
		status: row.status as AttemptProctoring["status"],
		startedAt: row.startedAt.toISOString(),
		submittedAt: row.submittedAt?.toISOString() ?? null,
		submissionReason: row.submissionReason,
		violationCount: row.violationCount,
		flags: reviews.length,
		credibility: credibilityOf(reviews),
		accommodation: await accommodationFor(db, row.studentId, examId),
		faceSignals:
			row.faceSignals && row.faceSignalsAt
				? { state: row.faceSignals, reason: row.faceSignalsReason, at: row.faceSignalsAt.toISOString() }
				: null,
	};
}

/** GET /api/proctoring/exams: the college's proctored exams, with flags still to review. */
export async function listProctoredExams(db: Db, principal: Principal): Promise<ProctoredExamList> {
	if (!principal.institutionId) return { exams: [] };
	const rows = await publishedExamsOf(db, principal.institutionId, { proctored: true });
	if (rows.length === 0) return { exams: [] };
	const ids = rows.map((e) => e.id);
	const attemptsOf = await attemptCountsByExam(db, ids);
	const unreviewed = await db
		.select({ examId: proctoringViolations.examId, n: sql<number>`count(*)::int` })
		.from(proctoringViolations)
		.where(and(inArray(proctoringViolations.examId, ids), eq(proctoringViolations.review, "unreviewed")))
		.groupBy(proctoringViolations.examId);
	const unreviewedOf = new Map(unreviewed.map((u) => [u.examId, u.n]));
	return {
		exams: rows
			.sort((a, b) => b.opensAt.getTime() - a.opensAt.getTime())
			.map((exam) => ({
				id: exam.id,
				title: exam.title,
				opensAt: exam.opensAt.toISOString(),
				closesAt: exam.closesAt.toISOString(),
				maxViolations: exam.maxViolations,
				attempts: attemptsOf.get(exam.id) ?? 0,
				unreviewed: unreviewedOf.get(exam.id) ?? 0,
			})),
	};
}

const presentSettings = (s: { faceSignals: boolean; faceSignalsCount: boolean }): ProctoringSettings => ({
	faceSignals: s.faceSignals,
	faceSignalsCountTowardMax: s.faceSignalsCount,
});

/** GET /api/exams/{id}/proctoring: every attempt with its flags' count and credibility. */
export async function examProctoring(db: Db, principal: Principal, examId: string): Promise<ExamProctoring> {
	const exam = await reviewableExam(db, principal, examId);
	const rows = await attemptRows(db, exam.id);
	const reviews = await reviewsByAttempt(
		db,
		rows.map((r) => r.attemptId),
	);
	const attempts = await Promise.all(
		rows.map((row) => presentAttempt(db, exam.id, row, reviews.get(row.attemptId) ?? [])),
	);
	attempts.sort(
		(a, b) => b.credibility.points - a.credibility.points || a.studentName.localeCompare(b.studentName),
	);
	return {
		exam: {
			id: exam.id,
			title: exam.title,
			proctored: exam.proctored,
			maxViolations: exam.maxViolations,
			opensAt: exam.opensAt.toISOString(),
			closesAt: exam.closesAt.toISOString(),
		},
		settings: presentSettings(await settingsOf(db, exam.id)),
		attempts,
	};
}

/** PUT /api/exams/{id}/proctoring/settings. */
export async function saveSettings(
	db: Db,
	principal: Principal,
	examId: string,
	input: ProctoringSettings,
	now: Date,
): Promise<ProctoringSettings> {
	const exam = await reviewableExam(db, principal, examId);
	const values = {
		faceSignals: input.faceSignals,
		faceSignalsCount: input.faceSignalsCountTowardMax,
		updatedBy: principal.userId,
		updatedAt: now,
	};
	await db
		.insert(proctoringSettings)
		.values({ examId: exam.id, ...values })
		.onConflictDoUpdate({ target: proctoringSettings.examId, set: values });
	return presentSettings(values);
}

async function violationsOf(db: Db, attemptId: string): Promise<ViolationView[]> {
	const rows = await db
		.select()
		.from(proctoringViolations)
		.where(eq(proctoringViolations.attemptId, attemptId))
		.orderBy(asc(proctoringViolations.at), asc(proctoringViolations.receivedAt));
	const reviewers = await userNamesByIds(
		db,
		rows.flatMap((r) => (r.reviewedBy ? [r.reviewedBy] : [])),
	);
	return rows.map((r) => presentViolation(r, r.reviewedBy ? (reviewers.get(r.reviewedBy) ?? null) : null));
}

/** GET /api/exams/{id}/proctoring/attempts/{attemptId}: one attempt's flags, oldest first. */
export async function attemptViolations(
	db: Db,
	principal: Principal,
	examId: string,
	attemptId: string,
): Promise<AttemptViolations> {
	const exam = await reviewableExam(db, principal, examId);
	const row = await attemptOfExam(db, exam.id, attemptId);
	const violations = await violationsOf(db, row.attemptId);
	return {
		attempt: await presentAttempt(
			db,
			exam.id,
			row,
			violations.map((v) => v.review),
		),
		violations,
	};
}

/** A flag with its exam's college, when the reviewer may see it; else a 404. */
async function reviewableViolation(db: Db, principal: Principal, violationId: string) {
	if (!isUuid(violationId)) throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.violationNotFound);
	const [violation] = await db
		.select()
		.from(proctoringViolations)
		.where(eq(proctoringViolations.id, violationId));
	const [exam, attempt] = violation
		? await Promise.all([examSummary(db, violation.examId), attemptById(db, violation.attemptId)])
		: [null, null];
	if (!violation || !exam || !attempt) throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.violationNotFound);
	await proctoringPolicy.authorize(principal, "review", exam, PROCTORING_MESSAGES.violationNotFound);
	return {
		violation,
		institutionId: exam.institutionId,
		studentId: attempt.studentId,
		examTitle: exam.title,
	};
}

/** PATCH /api/proctoring/violations/{id}: confirm, dismiss, or take back a judgement. */
export async function reviewViolation(
	deps: ProctoringDeps,
	principal: Principal,
	violationId: string,
	review: ReviewState,
) {
	const { db } = deps;
	const found = await reviewableViolation(db, principal, violationId);
	const judged = review !== "unreviewed";
	const [updated] = await db
		.update(proctoringViolations)
		.set({
			review,
			reviewedBy: judged ? principal.userId : null,
			reviewedAt: judged ? deps.clock() : null,
		})
		.where(eq(proctoringViolations.id, violationId))
		.returning();
	if (!updated) throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.violationNotFound);
	deps.bus.publish({ examId: updated.examId, studentId: found.studentId, kind: "review" });
	// The student hears of a flag confirmed against them once, when it becomes confirmed.
	if (review === "confirmed" && found.violation.review !== "confirmed") {
		await deps.notify([found.studentId], "proctoring_flag_confirmed", {
			examId: updated.examId,
			examTitle: found.examTitle,
			violationType: updated.type,
			at: updated.at.toISOString(),
		});
	}
	const all = await violationsOf(db, updated.attemptId);
	return {
		violation: presentViolation(updated, judged ? principal.name : null),
		credibility: credibilityOf(all.map((v) => v.review)),
		violationCount: all.filter((v) => v.counted && v.review !== "dismissed").length,
	};
}

/** The JPEG of a face signal, for the examination admins of the exam's college only. */
export async function snapshotOf(deps: ProctoringDeps, principal: Principal, violationId: string) {
	const { violation } = await reviewableViolation(deps.db, principal, violationId);
	const bytes = violation.snapshotKey ? await deps.storage.read(violation.snapshotKey) : null;
	if (!bytes) throw new AppError("NOT_FOUND", PROCTORING_MESSAGES.snapshotNotFound);
	return bytes;
}
