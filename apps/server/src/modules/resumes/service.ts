import { randomBytes } from "node:crypto";
import {
	defaultResumeSettings,
	emptyResume,
	parseJsonResume,
	type ResumeDetail,
	type ResumeDocument,
	type ResumeSettings,
	type ResumeSummary,
	resumeDocumentSchema,
	resumeSettingsSchema,
} from "@unnati/contracts/resumes";
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { studentsByIds, userById } from "../accounts";
import { mentorIdOf } from "../mentors";
import { isUuid, RESUME_NOT_FOUND, resumePolicy } from "./policy";
import { type PrefillActivity, prefillFor } from "./prefill";
import { resumes, resumeVersions } from "./tables";

/** A student may keep this many resumes (one per kind of role is plenty). */
export const MAX_RESUMES_PER_STUDENT = 20;
/** The newest saves kept as versions of one resume. */
export const RESUME_VERSIONS_KEPT = 50;

export type ResumeRow = typeof resumes.$inferSelect;
type Action = "own" | "read" | "comment";

function shareOf(row: ResumeRow, now: Date): ResumeSummary["share"] {
	if (!row.shareToken) return null;
	return {
		token: row.shareToken,
		expiresAt: row.shareExpiresAt?.toISOString() ?? null,
		views: row.shareViews,
		expired: row.shareExpiresAt !== null && row.shareExpiresAt <= now,
	};
}

export function summaryOf(row: ResumeRow, now: Date): ResumeSummary {
	return {
		id: row.id,
		title: row.title,
		targetJobDescription: row.targetJobDescription,
		version: row.version,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
		share: shareOf(row, now),
	};
}

async function detailOf(db: Db, row: ResumeRow, principal: Principal, now: Date): Promise<ResumeDetail> {
	const owner = row.userId === principal.userId ? principal : await userById(db, row.userId);
	return {
		...summaryOf(row, now),
		// Documents saved by an older version of the schema get today's defaults.
		document: resumeDocumentSchema.parse(row.document),
		settings: resumeSettingsSchema.parse(row.settings),
		owner: { id: row.userId, name: owner?.name ?? "", rollNo: owner?.rollNo ?? null },
		editable: row.userId === principal.userId,
	};
}

/** The resume `id` if `principal` may do `action` on it; 404 otherwise (also for ids that are not uuids). */
export async function resumeFor(
	db: Db,
	principal: Principal,
	id: string,
	action: Action,
): Promise<ResumeRow> {
	if (!isUuid(id)) throw new AppError("NOT_FOUND", RESUME_NOT_FOUND);
	const [row] = await db.select().from(resumes).where(eq(resumes.id, id));
	if (!row) throw new AppError("NOT_FOUND", RESUME_NOT_FOUND);
	const owner = row.userId === principal.userId ? null : await userById(db, row.userId);
	await resumePolicy.authorize(
		principal,
		action,
		{
			userId: row.userId,
			institutionId: owner ? owner.institutionId : principal.institutionId,
			mentorId: principal.role === "ROLE_MENTOR" ? await mentorIdOf(db, row.userId) : null,
		},
		RESUME_NOT_FOUND,
	);
	return row;
}

export async function listResumes(db: Db, userId: string, now: Date): Promise<ResumeSummary[]> {
	const rows = await db
		.select()
		.from(resumes)
		.where(eq(resumes.userId, userId))
		.orderBy(desc(resumes.updatedAt));
	return rows.map((row) => summaryOf(row, now));
}

async function insertResume(
	db: Db,
	principal: Principal,
	input: {
		title: string;
		targetJobDescription: string | null;
		document: ResumeDocument;
		settings: ResumeSettings;
	},
	now: Date,
): Promise<ResumeDetail> {
	const [{ count } = { count: 0 }] = await db
		.select({ count: sql<number>`count(*)::int` })
		.from(resumes)
		.where(eq(resumes.userId, principal.userId));
	if (count >= MAX_RESUMES_PER_STUDENT)
		throw new AppError(
			"CONFLICT",
			`You already have ${MAX_RESUMES_PER_STUDENT} resumes. Delete one you no longer use to make a new one.`,
		);
	const row = await db.transaction(async (tx) => {
		const [created] = await tx
			.insert(resumes)
			.values({ userId: principal.userId, ...input, version: 1, createdAt: now, updatedAt: now })
			.returning();
		if (!created) throw new Error("the resume was not inserted");
		await tx.insert(resumeVersions).values({
			resumeId: created.id,
			version: 1,
			document: input.document,
			settings: input.settings,
			savedAt: now,
		});
		return created;
	});
	return detailOf(db, row, principal, now);
}

export async function createResume(
	db: Db,
	principal: Principal,
	input: { title: string; targetJobDescription?: string | undefined; prefill: boolean },
	now: Date,
	activity: PrefillActivity | null = null,
): Promise<ResumeDetail> {
	const document = input.prefill
		? (await prefillFor(db, principal.userId, now, activity)).document
		: emptyResume();
	return insertResume(
		db,
		principal,
		{
			title: input.title,
			targetJobDescription: input.targetJobDescription?.trim() || null,
			document,
			settings: defaultResumeSettings(),
		},
		now,
	);
}

/** A JSON Resume document from anywhere; 400 with every problem by path when it does not fit the schema. */
export async function importResume(
	db: Db,
	principal: Principal,
	input: { title: string; document: unknown },
	now: Date,
): Promise<ResumeDetail> {
	const parsed = parseJsonResume(input.document);
	if (!parsed.ok)
		throw new AppError(
			"VALIDATION_FAILED",
			`This file is not a JSON Resume Unnati can read: ${parsed.problems.length} problem${parsed.problems.length === 1 ? "" : "s"}, listed below. Nothing was saved.`,
			parsed.problems.map((problem) => ({ path: `document.${problem.path}`, message: problem.message })),
		);
	return insertResume(
		db,
		principal,
		{
			title: input.title,
			targetJobDescription: null,
			document: parsed.document,
			settings: defaultResumeSettings(),
		},
		now,
	);
}

export async function resumeDetail(
	db: Db,
	principal: Principal,
	id: string,
	now: Date,
): Promise<ResumeDetail> {
	return detailOf(db, await resumeFor(db, principal, id, "read"), principal, now);
}

export async function updateResume(
	db: Db,
	principal: Principal,
	id: string,
	input: { title?: string | undefined; targetJobDescription?: string | null | undefined },
	now: Date,
): Promise<ResumeDetail> {
	await resumeFor(db, principal, id, "own");
	const [row] = await db
		.update(resumes)
		.set({
			...(input.title !== undefined ? { title: input.title } : {}),
			...(input.targetJobDescription !== undefined
				? { targetJobDescription: input.targetJobDescription?.trim() || null }
				: {}),
			updatedAt: now,
		})
		.where(eq(resumes.id, id))
		.returning();
	if (!row) throw new AppError("NOT_FOUND", RESUME_NOT_FOUND);
	return detailOf(db, row, principal, now);
}

/**
 * Autosave: writes the document as version baseVersion + 1, only if nobody saved since the editor
 * loaded baseVersion (another tab, another device); otherwise 409 and nothing changes.
 */
export async function saveResume(
	db: Db,
	principal: Principal,
	id: string,
	input: { baseVersion: number; document: ResumeDocument; settings: ResumeSettings },
	now: Date,
): Promise<{ version: number; updatedAt: string }> {
	await resumeFor(db, principal, id, "own");
	return db.transaction(async (tx) => {
		const [row] = await tx
			.update(resumes)
			.set({
				document: input.document,
				settings: input.settings,
				version: sql`${resumes.version} + 1`,
				updatedAt: now,
			})
			.where(and(eq(resumes.id, id), eq(resumes.version, input.baseVersion)))
			.returning({ version: resumes.version });
		if (!row)
			throw new AppError(
				"CONFLICT",
				"This resume was changed in another tab or on another device. Reload it to see the newest version; your last edits here were not saved.",
			);
		await tx.insert(resumeVersions).values({
			resumeId: id,
			version: row.version,
			document: input.document,
			settings: input.settings,
			savedAt: now,
		});
		await tx
			.delete(resumeVersions)
			.where(
				and(
					eq(resumeVersions.resumeId, id),
					lt(resumeVersions.version, row.version - RESUME_VERSIONS_KEPT + 1),
				),
			);
		return { version: row.version, updatedAt: now.toISOString() };
	});
}

export async function deleteResume(db: Db, principal: Principal, id: string): Promise<void> {
	await resumeFor(db, principal, id, "own");
	await db.delete(resumes).where(eq(resumes.id, id));
}

export async function duplicateResume(
	db: Db,
	principal: Principal,
	id: string,
	now: Date,
): Promise<ResumeDetail> {
	const row = await resumeFor(db, principal, id, "own");
	const title = `Copy of ${row.title}`.slice(0, 80);
	return insertResume(
		db,
		principal,
		{
			title,
			targetJobDescription: row.targetJobDescription,
			document: resumeDocumentSchema.parse(row.document),
			settings: resumeSettingsSchema.parse(row.settings),
		},
		now,
	);
}

export async function listVersions(db: Db, principal: Principal, id: string) {
	await resumeFor(db, principal, id, "own");
	const rows = await db
		.select({ version: resumeVersions.version, savedAt: resumeVersions.savedAt })
		.from(resumeVersions)
		.where(eq(resumeVersions.resumeId, id))
		.orderBy(desc(resumeVersions.version));
	return { versions: rows.map((row) => ({ version: row.version, savedAt: row.savedAt.toISOString() })) };
}

async function versionRow(db: Db, id: string, version: number) {
	const [row] = await db
		.select()
		.from(resumeVersions)
		.where(and(eq(resumeVersions.resumeId, id), eq(resumeVersions.version, version)));
	if (!row) throw new AppError("NOT_FOUND", `Version ${version} of this resume is not kept any more.`);
	return row;
}

export async function versionDetail(db: Db, principal: Principal, id: string, version: number) {
	await resumeFor(db, principal, id, "own");
	const row = await versionRow(db, id, version);
	return {
		version: row.version,
		savedAt: row.savedAt.toISOString(),
		document: resumeDocumentSchema.parse(row.document),
		settings: resumeSettingsSchema.parse(row.settings),
	};
}

/** Makes an old version current by saving it again as the newest version (history is never rewritten). */
export async function restoreVersion(
	db: Db,
	principal: Principal,
	id: string,
	version: number,
	now: Date,
): Promise<ResumeDetail> {
	const current = await resumeFor(db, principal, id, "own");
	const old = await versionRow(db, id, version);
	await saveResume(
		db,
		principal,
		id,
		{
			baseVersion: current.version,
			document: resumeDocumentSchema.parse(old.document),
			settings: resumeSettingsSchema.parse(old.settings),
		},
		now,
	);
	return resumeDetail(db, principal, id, now);
}

/** A new public link (the previous one stops working); its views start at 0. */
export async function shareResume(
	db: Db,
	principal: Principal,
	id: string,
	expiresAt: string | null,
	now: Date,
): Promise<{ token: string; expiresAt: string | null; views: number }> {
	await resumeFor(db, principal, id, "own");
	const expiry = expiresAt ? new Date(expiresAt) : null;
	if (expiry && expiry <= now) throw new AppError("BAD_REQUEST", "Pick an expiry date in the future.");
	const token = randomBytes(18).toString("base64url");
	await db
		.update(resumes)
		.set({ shareToken: token, shareExpiresAt: expiry, shareViews: 0 })
		.where(eq(resumes.id, id));
	return { token, expiresAt: expiry?.toISOString() ?? null, views: 0 };
}

export async function unshareResume(db: Db, principal: Principal, id: string): Promise<void> {
	await resumeFor(db, principal, id, "own");
	await db
		.update(resumes)
		.set({ shareToken: null, shareExpiresAt: null, shareViews: 0 })
		.where(eq(resumes.id, id));
}

const SHARE_NOT_FOUND =
	"This resume link does not work any more: it was revoked, it expired, or the resume was deleted.";

/** A shared resume for anyone with its link; each answer counts one view. */
export async function sharedResume(db: Db, token: string, now: Date) {
	if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) throw new AppError("NOT_FOUND", SHARE_NOT_FOUND);
	const [row] = await db
		.update(resumes)
		.set({ shareViews: sql`${resumes.shareViews} + 1` })
		.where(
			and(
				eq(resumes.shareToken, token),
				sql`(${resumes.shareExpiresAt} is null or ${resumes.shareExpiresAt} > ${now.toISOString()})`,
			),
		)
		.returning();
	if (!row) throw new AppError("NOT_FOUND", SHARE_NOT_FOUND);
	return {
		title: row.title,
		document: resumeDocumentSchema.parse(row.document),
		settings: resumeSettingsSchema.parse(row.settings),
	};
}

/** A mentor's mentees (by id) with their resumes, in roll-number order. */
export async function resumesOfStudents(db: Db, studentIds: string[]) {
	const students = await studentsByIds(db, studentIds);
	const rows = students.length
		? await db
				.select({
					id: resumes.id,
					userId: resumes.userId,
					title: resumes.title,
					updatedAt: resumes.updatedAt,
				})
				.from(resumes)
				.where(
					inArray(
						resumes.userId,
						students.map((s) => s.id),
					),
				)
				.orderBy(asc(resumes.title))
		: [];
	return students.map((student) => ({
		id: student.id,
		name: student.name,
		rollNo: student.rollNo,
		resumes: rows
			.filter((row) => row.userId === student.id)
			.map((row) => ({ id: row.id, title: row.title, updatedAt: row.updatedAt.toISOString() })),
	}));
}

/** How many resumes each student has, and when they last touched one. */
export async function resumeCounts(db: Db, studentIds: string[]) {
	if (studentIds.length === 0) return new Map<string, { count: number; lastUpdated: Date | null }>();
	const rows = await db
		.select({
			userId: resumes.userId,
			count: sql<number>`count(*)::int`,
			lastUpdated: sql<string | null>`max(${resumes.updatedAt})`,
		})
		.from(resumes)
		.where(inArray(resumes.userId, studentIds))
		.groupBy(resumes.userId);
	return new Map(
		rows.map((row) => [
			row.userId,
			{ count: row.count, lastUpdated: row.lastUpdated ? new Date(row.lastUpdated) : null },
		]),
	);
}

export type { Clock };
