import { randomBytes } from "node:crypto";
import {
	type IdentityPhoto,
	isRecentPass,
	judgeOutcomes,
	passValidUntil,
	type RecordSystemCheck,
	SYSTEM_CHECK,
	SYSTEM_CHECK_MESSAGES,
	type SystemCheckResult,
} from "@unnati/contracts";
import { and, desc, eq } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { FileStorage } from "../../platform/storage/file-storage";
import { examForStudent, studentOf } from "../exams";
import { identityPhotoPolicy, systemCheckPolicy } from "./policy";
import { identityPhotos, systemCheckResults } from "./tables";

export type SystemCheckDeps = { db: Db; clock: Clock; storage: FileStorage };

/**
 * The speed probe's body: random bytes, made once per process, so no proxy or encoder can shrink
 * them and the transfer measures the network rather than a compressor.
 */
let probe: Buffer | null = null;
export function networkProbeBytes(): Buffer {
	probe ??= randomBytes(SYSTEM_CHECK.probeBytes);
	return probe;
}

/** Throws unless `examId` is a published exam the student may sit (SPEC §6: their own college, their audience). */
async function assertExamOfStudent(db: Db, principal: Principal, examId: string): Promise<void> {
	if (!(await systemCheckPolicy.allows(principal, "attachToExam", null)))
		throw new AppError("FORBIDDEN", SYSTEM_CHECK_MESSAGES.notStudent);
	await examForStudent(db, studentOf(principal), examId);
}

export async function saveIdentityPhoto(
	deps: SystemCheckDeps,
	principal: Principal,
	input: { jpeg: Buffer; examId?: string | undefined },
): Promise<IdentityPhoto> {
	// The route already refuses other roles; kept so the service is safe on its own.
	if (!(await identityPhotoPolicy.allows(principal, "upload", principal)))
		throw new AppError("FORBIDDEN", SYSTEM_CHECK_MESSAGES.notStudent);
	if (input.examId) await assertExamOfStudent(deps.db, principal, input.examId);
	const storageKey = await deps.storage.save(input.jpeg, "jpg");
	const [row] = await deps.db
		.insert(identityPhotos)
		.values({
			userId: principal.userId,
			institutionId: principal.institutionId,
			examId: input.examId ?? null,
			storageKey,
			bytes: input.jpeg.length,
			createdAt: deps.clock(),
		})
		.returning();
	if (!row) throw new Error("insert into identity_photos returned no row");
	return { id: row.id, examId: row.examId, bytes: row.bytes, uploadedAt: row.createdAt.toISOString() };
}

/** The JPEG of an identity photo, for the student who took it or their college's exam staff. */
export async function readIdentityPhoto(
	deps: SystemCheckDeps,
	reader: Principal,
	photoId: string,
): Promise<Buffer> {
	const [row] = await deps.db
		.select({
			storageKey: identityPhotos.storageKey,
			userId: identityPhotos.userId,
			institutionId: identityPhotos.institutionId,
		})
		.from(identityPhotos)
		.where(eq(identityPhotos.id, photoId));
	if (!row) throw new AppError("NOT_FOUND", SYSTEM_CHECK_MESSAGES.photoNotFound);
	// Someone else's photo is "not found" rather than "forbidden": its existence is not for them to learn.
	await identityPhotoPolicy.authorize(reader, "read", row, SYSTEM_CHECK_MESSAGES.photoNotFound);
	const bytes = await deps.storage.read(row.storageKey);
	if (!bytes) throw new AppError("NOT_FOUND", SYSTEM_CHECK_MESSAGES.photoNotFound);
	return bytes;
}

type ResultRow = typeof systemCheckResults.$inferSelect;

function present(row: ResultRow): SystemCheckResult {
	return {
		id: row.id,
		passed: row.passed,
		outcomes: row.outcomes,
		examId: row.examId,
		identityPhotoId: row.identityPhotoId,
		completedAt: row.completedAt.toISOString(),
		validUntil: row.passed ? passValidUntil(row.completedAt).toISOString() : null,
	};
}

export async function recordResult(
	deps: SystemCheckDeps,
	principal: Principal,
	input: RecordSystemCheck & { userAgent?: string | undefined },
): Promise<SystemCheckResult> {
	const verdict = judgeOutcomes(input.outcomes);
	// The route's schema has already refused these; kept so the service is safe on its own.
	if (!verdict.ok)
		throw new AppError("BAD_REQUEST", verdict.message, [{ path: "outcomes", message: verdict.message }]);
	if (input.examId) await assertExamOfStudent(deps.db, principal, input.examId);
	if (input.identityPhotoId) {
		const [photo] = await deps.db
			.select({ id: identityPhotos.id })
			.from(identityPhotos)
			.where(and(eq(identityPhotos.id, input.identityPhotoId), eq(identityPhotos.userId, principal.userId)));
		if (!photo)
			throw new AppError("BAD_REQUEST", SYSTEM_CHECK_MESSAGES.photoNotFound, [
				{ path: "identityPhotoId", message: SYSTEM_CHECK_MESSAGES.photoNotFound },
			]);
	}
	const [row] = await deps.db
		.insert(systemCheckResults)
		.values({
			userId: principal.userId,
			passed: verdict.passed,
			outcomes: input.outcomes,
			examId: input.examId ?? null,
			identityPhotoId: input.identityPhotoId ?? null,
			userAgent: input.userAgent?.slice(0, 300) ?? null,
			completedAt: deps.clock(),
		})
		.returning();
	if (!row) throw new Error("insert into system_check_results returned no row");
	return present(row);
}

/** The person's latest passed check, or null. */
export async function latestPass(db: Db, userId: string): Promise<SystemCheckResult | null> {
	const [row] = await db
		.select()
		.from(systemCheckResults)
		.where(and(eq(systemCheckResults.userId, userId), eq(systemCheckResults.passed, true)))
		.orderBy(desc(systemCheckResults.completedAt))
		.limit(1);
	return row ? present(row) : null;
}

/**
 * For the exam module: whether the student passed the system check recently enough to enter a
 * proctored exam (SYSTEM_CHECK.passValidityMs).
 */
export async function hasRecentPass(db: Db, userId: string, now: Date): Promise<boolean> {
	return isRecentPass(await latestPass(db, userId), now);
}
