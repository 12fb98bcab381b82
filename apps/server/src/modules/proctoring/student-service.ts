import {
	buildViolationSummary,
	countsTowardMax,
	type Heartbeat,
	isFaceSignal,
	maxReached,
	PROCTORING_LIMITS,
	PROCTORING_MESSAGES,
	PROCTORING_TIMING,
	type RecordViolation,
	type RecordViolationResult,
	type StudentProctoring,
} from "@unnati/contracts";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import type { FileStorage } from "../../platform/storage/file-storage";
import { type ExamDeps, type ExamRow, finalizeAttempt } from "../exams";
import type { AttemptSummary } from "../exams/read";
import type { Notify } from "../notifications";
import { accommodationFor } from "./accommodations";
import { openAttemptOf, ownAttemptOf } from "./exam-reads";
import type { LiveBus } from "./live-bus";
import { proctoringPresence, proctoringSettings, proctoringViolations } from "./tables";

export type ProctoringDeps = {
	db: Db;
	clock: Clock;
	/** The exam engine's own dependencies: an attempt past its maximum is submitted through it. */
	exams: ExamDeps;
	storage: FileStorage;
	bus: LiveBus;
	/** Per-minute counters: reports and heartbeats per attempt. */
	limiter: RateLimiter;
	/** Tells a student of a flag confirmed against them (the notifications service). */
	notify: Notify;
};

export type ExamProctoringSettings = { faceSignals: boolean; faceSignalsCount: boolean };
const DEFAULT_SETTINGS: ExamProctoringSettings = { faceSignals: true, faceSignalsCount: false };

export async function settingsOf(db: Db, examId: string): Promise<ExamProctoringSettings> {
	const [row] = await db.select().from(proctoringSettings).where(eq(proctoringSettings.examId, examId));
	return row ? { faceSignals: row.faceSignals, faceSignalsCount: row.faceSignalsCount } : DEFAULT_SETTINGS;
}

/** Flags of an attempt that count toward its maximum now (a dismissed one no longer does). */
async function countedFlags(db: Db, attemptId: string): Promise<number> {
	const [row] = await db
		.select({ n: sql<number>`count(*)::int` })
		.from(proctoringViolations)
		.where(
			and(
				eq(proctoringViolations.attemptId, attemptId),
				eq(proctoringViolations.counted, true),
				sql`${proctoringViolations.review} <> 'dismissed'`,
			),
		);
	return row?.n ?? 0;
}

/** GET /students/exam/{id}/proctoring: how the proctor runs for this student, and what it recorded so far. */
export async function studentProctoring(
	deps: ProctoringDeps,
	principal: Principal,
	examId: string,
): Promise<StudentProctoring> {
	const { exam, attempt, studentId } = await ownAttemptOf(deps.db, principal, examId);
	const settings = await settingsOf(deps.db, exam.id);
	const accommodation = await accommodationFor(deps.db, studentId, exam.id);
	const violations = attempt
		? await deps.db
				.select()
				.from(proctoringViolations)
				.where(eq(proctoringViolations.attemptId, attempt.id))
				.orderBy(asc(proctoringViolations.at))
		: [];
	return {
		proctored: exam.proctored,
		max_violations: exam.maxViolations,
		violation_count: violations.filter((v) => v.counted && v.review !== "dismissed").length,
		face_signals: exam.proctored && settings.faceSignals && !accommodation?.faceSignalsOff,
		face_signals_count: settings.faceSignalsCount,
		heartbeat_ms: PROCTORING_TIMING.heartbeatMs,
		violations: violations.map((v) => ({
			client_id: v.clientId,
			type: v.type,
			at: v.at.toISOString(),
			away_ms: v.awayMs,
			counted: v.counted && v.review !== "dismissed",
		})),
	};
}

/** The decoded snapshot, or the reason it is refused (nothing is stored for a refused report). */
function decodeSnapshot(base64: string): Buffer {
	const bytes = Buffer.from(base64, "base64");
	if (bytes.length > PROCTORING_LIMITS.snapshotMaxBytes) {
		throw new AppError("PAYLOAD_TOO_LARGE", PROCTORING_MESSAGES.snapshotTooLarge, [
			{ path: "snapshot", message: PROCTORING_MESSAGES.snapshotTooLarge },
		]);
	}
	// JPEG starts FF D8 FF and ends FF D9; anything else is not the snapshot we asked for.
	const jpeg =
		bytes.length >= 4 &&
		bytes[0] === 0xff &&
		bytes[1] === 0xd8 &&
		bytes[2] === 0xff &&
		bytes[bytes.length - 2] === 0xff &&
		bytes[bytes.length - 1] === 0xd9;
	if (!jpeg) {
		throw new AppError("BAD_REQUEST", PROCTORING_MESSAGES.snapshotNotJpeg, [
			{ path: "snapshot", message: PROCTORING_MESSAGES.snapshotNotJpeg },
		]);
	}
	return bytes;
}

async function limit(deps: ProctoringDeps, key: string, max: number, message: string) {
	if ((await deps.limiter.hit(key)) > max) throw new AppError("RATE_LIMITED", message);
}

/**
 * POST /students/exam/{id}/violations. Everything is checked before anything is written; a report
 * whose client_id is already recorded is a retry: it may add the away time, and counts nothing new.
 */
export async function recordViolation(
	deps: ProctoringDeps,
	principal: Principal,
	examId: string,
	report: RecordViolation,
): Promise<RecordViolationResult> {
	const now = deps.clock();
	const { exam, attempt, studentId } = await openAttemptOf(deps.db, principal, examId, now);
	const settings = await settingsOf(deps.db, exam.id);
	if (isFaceSignal(report.type)) {
		const accommodation = await accommodationFor(deps.db, studentId, exam.id);
		if (!settings.faceSignals || accommodation?.faceSignalsOff) {
			throw new AppError("BAD_REQUEST", PROCTORING_MESSAGES.faceSignalsOff);
		}
	}
	const snapshot = report.snapshot === undefined ? null : decodeSnapshot(report.snapshot);
	await limit(
		deps,
		`proctor:violations:${attempt.id}`,
		PROCTORING_LIMITS.violationsPerMinute,
		PROCTORING_MESSAGES.tooManyViolations,
	);

	const [existing] = await deps.db
		.select({ id: proctoringViolations.id, counted: proctoringViolations.counted })
		.from(proctoringViolations)
		.where(
			and(
				eq(proctoringViolations.attemptId, attempt.id),
				eq(proctoringViolations.clientId, report.client_id),
			),
		);
	let violationId: string;
	let counted: boolean;
	let recorded = false;
	if (existing) {
		if (report.away_ms !== undefined) {
			await deps.db
				.update(proctoringViolations)
				.set({ awayMs: sql`greatest(coalesce(${proctoringViolations.awayMs}, 0), ${report.away_ms}::int)` })
				.where(eq(proctoringViolations.id, existing.id));
		}
		violationId = existing.id;
		counted = existing.counted;
	} else {
		// The device's clock may be off: the time is kept between the attempt's start and now.
		const at = new Date(
			Math.min(now.getTime(), Math.max(attempt.startedAt.getTime(), Date.parse(report.at))),
		);
		const snapshotKey = snapshot ? await deps.storage.save(snapshot, "jpg") : null;
		counted = countsTowardMax(report.type, { faceSignalsCount: settings.faceSignalsCount });
		const [row] = await deps.db
			.insert(proctoringViolations)
			.values({
				attemptId: attempt.id,
				examId: exam.id,
				clientId: report.client_id,
				type: report.type,
				at,
				receivedAt: now,
				awayMs: report.away_ms ?? null,
				snapshotKey,
				counted,
			})
			.onConflictDoNothing()
			.returning({ id: proctoringViolations.id });
		recorded = row !== undefined;
		// Without a row the same report arrived twice at once, and the other request recorded it.
		const [raced] = row
			? [row]
			: await deps.db
					.select({ id: proctoringViolations.id })
					.from(proctoringViolations)
					.where(
						and(
							eq(proctoringViolations.attemptId, attempt.id),
							eq(proctoringViolations.clientId, report.client_id),
						),
					);
		violationId = raced?.id ?? "";
	}
	const count = await countedFlags(deps.db, attempt.id);
	if (recorded) deps.bus.publish({ examId: exam.id, studentId, kind: "violation" });
	await submitIfOverdue(deps, exam, attempt, studentId);
	return {
		violation_id: violationId,
		recorded,
		counted,
		violation_count: count,
		max_violations: exam.maxViolations,
		max_reached: maxReached(count, exam.maxViolations),
	};
}

/** POST /students/exam/{id}/heartbeat: the student is still here. */
export async function heartbeat(
	deps: ProctoringDeps,
	principal: Principal,
	examId: string,
	body: Heartbeat = {},
) {
	const now = deps.clock();
	const { exam, attempt, studentId } = await openAttemptOf(deps.db, principal, examId, now);
	await limit(
		deps,
		`proctor:heartbeats:${attempt.id}`,
		PROCTORING_LIMITS.heartbeatsPerMinute,
		PROCTORING_MESSAGES.tooManyHeartbeats,
	);
	// Face signals' state is kept only when the device tells it; a plain beat leaves it as it was.
	const face = body.face_signals
		? {
				faceSignals: body.face_signals.state,
				faceSignalsReason: body.face_signals.reason || null,
				faceSignalsAt: now,
			}
		: {};
	await deps.db
		.insert(proctoringPresence)
		.values({ attemptId: attempt.id, examId: exam.id, lastSeenAt: now, ...face })
		.onConflictDoUpdate({ target: proctoringPresence.attemptId, set: { lastSeenAt: now, ...face } });
	deps.bus.publish({ examId: exam.id, studentId, kind: "seen" });
	await submitIfOverdue(deps, exam, attempt, studentId);
	return {
		violation_count: await countedFlags(deps.db, attempt.id),
		max_violations: exam.maxViolations,
		server_time: now.toISOString(),
	};
}

/**
 * The server's side of the maximum: the player submits by itself when the maximum is reached, after
 * flushing its answers. When it has not done so PROCTORING_TIMING.maxViolationsGraceMs after the
 * report that reached the maximum (a tampered page), the next report or heartbeat submits the
 * attempt here, with the summary built from what the server recorded.
 */
async function submitIfOverdue(
	deps: ProctoringDeps,
	exam: Pick<ExamRow, "id" | "maxViolations">,
	attempt: Pick<AttemptSummary, "id">,
	studentId: string,
) {
	if (exam.maxViolations <= 0) return;
	const all = await deps.db
		.select()
		.from(proctoringViolations)
		.where(eq(proctoringViolations.attemptId, attempt.id))
		.orderBy(asc(proctoringViolations.receivedAt));
	const counting = all.filter((v) => v.counted && v.review !== "dismissed");
	const reaching = counting[exam.maxViolations - 1];
	if (!reaching) return;
	if (deps.clock().getTime() - reaching.receivedAt.getTime() < PROCTORING_TIMING.maxViolationsGraceMs) return;
	const summary = buildViolationSummary(
		all.map((v) => ({
			type: v.type,
			at: v.at.toISOString(),
			awayMs: v.awayMs,
			counted: v.counted && v.review !== "dismissed",
		})),
		{ maxViolations: exam.maxViolations, submissionReason: "max_violations" },
	);
	const done = await finalizeAttempt(deps.exams, attempt.id, {
		autoSubmitted: true,
		reason: "max_violations",
		violationSummary: summary,
	});
	if (done) deps.bus.publish({ examId: exam.id, studentId, kind: "submitted" });
}
