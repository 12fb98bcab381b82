import { createHash, randomBytes } from "node:crypto";
import {
	CERTIFICATE_ID_PATTERN,
	CERTIFICATE_ISSUER,
	CERTIFICATE_LIST_LIMIT,
	CERTIFICATE_MESSAGES,
	type Certificate,
	type CertificateKind,
	type CertificateListQuery,
	type ManagedCertificates,
} from "@unnati/contracts/certificates";
import { and, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { userById } from "../accounts";
import { type PassedCertificateAttempt, passedCertificateAttempt } from "../exams/read";
import { institutionById } from "../institutions";
import { courseCompletionOf, journeysWithCourse } from "../learning/read";
import type { Notify } from "../notifications";
import { certificatePolicy } from "./policy";
import { certificates } from "./tables";

// Issuing, verifying, listing and revoking certificates. Issuance has one way in: the rule below,
// checked against learning's own records (lessons complete and the final test passed). No endpoint
// issues a certificate; learning tells this module when a student's progress may have completed a
// course (ModuleServices.certificates), and the rule decides.

export type CertificateRow = typeof certificates.$inferSelect;

export type CertificateDeps = {
	db: Db;
	/** Where people reach the web app (config.publicUrl): links in certificates, QR codes and badges. */
	publicUrl: string;
	notify?: Notify;
};

/** Shown for a student without a college (an independent learner). */
export const NO_COLLEGE = "Independent learner";

/** 128 random bits, URL-safe: guessing one is hopeless, and an altered one names nothing. */
export const newCertificateId = () => randomBytes(16).toString("base64url");

export const certificateUrls = (publicUrl: string, id: string) => {
	const key = encodeURIComponent(id);
	return {
		verifyUrl: `${publicUrl}/certificates/${key}`,
		pdfUrl: `${publicUrl}/api/certificates/${key}/pdf`,
		badgeUrl: `${publicUrl}/api/certificates/${key}/badge`,
	};
};

/** The wire form of a certificate: what verification, the student and administrators read. */
export function toCertificate(row: CertificateRow, publicUrl: string): Certificate {
	return {
		id: row.id,
		kind: row.kind as CertificateKind,
		subject: { slug: row.subjectSlug, title: row.subjectTitle },
		recipientName: row.studentName,
		collegeName: row.collegeName,
		hours: row.hours,
		issuedAt: row.issuedAt.toISOString(),
		issuer: { name: CERTIFICATE_ISSUER, college: row.collegeName },
		status: row.status === "revoked" ? "revoked" : "valid",
		revocation:
			row.status === "revoked"
				? {
						reason: row.revocationReason ?? "",
						revokedAt: (row.revokedAt ?? row.issuedAt).toISOString(),
						revokedBy: row.revokedByName ?? "",
					}
				: null,
		...certificateUrls(publicUrl, row.id),
	};
}

const notFound = () => new AppError("CERTIFICATE_NOT_FOUND", CERTIFICATE_MESSAGES.notFound);

/** The certificate with this id; every unknown, malformed or altered id is the same 404. */
export async function certificateRow(db: Db, id: string): Promise<CertificateRow> {
	if (!CERTIFICATE_ID_PATTERN.test(id)) throw notFound();
	const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
	if (!row) throw notFound();
	return row;
}

/** The Open Badges recipient identity: sha256 of the lower-cased e-mail followed by the salt. */
export const hashedEmail = (email: string, salt: string) =>
	`sha256$${createHash("sha256")
		.update(email.trim().toLowerCase() + salt)
		.digest("hex")}`;

type Subject = { kind: CertificateKind; slug: string; title: string; hours: number };

/**
 * Issues the certificate once: concurrent calls race on the unique index and exactly one inserts.
 * The first issue notifies the student (in the app, and by e-mail unless they turned it off).
 */
async function issue(
	deps: CertificateDeps,
	userId: string,
	subject: Subject,
	now: Date,
): Promise<{ row: CertificateRow; created: boolean } | null> {
	const student = await userById(deps.db, userId);
	if (student?.role !== "ROLE_STUDENT") return null;
	const college = student.institutionId ? await institutionById(deps.db, student.institutionId) : null;
	const salt = randomBytes(12).toString("hex");
	const [created] = await deps.db
		.insert(certificates)
		.values({
			id: newCertificateId(),
			kind: subject.kind,
			userId,
			institutionId: student.institutionId,
			subjectSlug: subject.slug,
			subjectTitle: subject.title,
			studentName: student.name,
			rollNo: student.rollNo,
			collegeName: college?.name ?? NO_COLLEGE,
			hours: subject.hours,
			badgeSalt: salt,
			badgeIdentity: hashedEmail(student.email, salt),
			issuedAt: now,
		})
		.onConflictDoNothing()
		.returning();
	if (created) {
		await deps.notify?.([userId], "certificate_issued", {
			certificateId: created.id,
			kind: subject.kind,
			subjectTitle: subject.title,
		});
		return { row: created, created: true };
	}
	const [existing] = await deps.db
		.select()
		.from(certificates)
		.where(
			and(
				eq(certificates.userId, userId),
				eq(certificates.kind, subject.kind),
				eq(certificates.subjectSlug, subject.slug),
			),
		);
	return existing ? { row: existing, created: false } : null;
}

/**
 * The earning rule of a course certificate: every published lesson complete and the course's final
 * (mock) test passed at its pass mark. A course without a final test has no certificate.
 */
export async function issueCourseCertificate(
	deps: CertificateDeps,
	userId: string,
	courseSlug: string,
	now: Date,
): Promise<CertificateRow | null> {
	const completion = await courseCompletionOf(deps.db, userId, courseSlug);
	if (!completion || completion.totalLessons === 0) return null;
	if (completion.completedLessons < completion.totalLessons) return null;
	if (!completion.finalTest?.passedAt) return null;
	const issued = await issue(
		deps,
		userId,
		{ kind: "course", slug: completion.courseSlug, title: completion.courseTitle, hours: completion.hours },
		now,
	);
	if (issued) await issueJourneyCertificates(deps, userId, courseSlug, now);
	return issued?.row ?? null;
}

/**
 * The earning rule of an exam certificate: the exam awards certificates (its examination admin
 * switched them on) and the student's submitted attempt passed at the exam's pass mark, as scored by
 * the exam engine. Issued as of the submission; the hours are the exam's duration.
 */
export async function issueExamCertificate(
	deps: CertificateDeps,
	userId: string,
	examId: string,
): Promise<CertificateRow | null> {
	const passed = await passedCertificateAttempt(deps.db, examId, userId);
	return passed ? ((await issueForPassedAttempt(deps, passed))?.row ?? null) : null;
}

export const issueForPassedAttempt = (deps: CertificateDeps, passed: PassedCertificateAttempt) =>
	issue(
		deps,
		passed.studentId,
		{
			kind: "exam",
			slug: passed.exam.id,
			title: passed.exam.title,
			hours: passed.exam.durationMinutes / 60,
		},
		passed.submittedAt,
	);

/** A journey certificate once every course of the journey has a valid course certificate. */
async function issueJourneyCertificates(
	deps: CertificateDeps,
	userId: string,
	courseSlug: string,
	now: Date,
) {
	for (const journey of await journeysWithCourse(deps.db, courseSlug)) {
		if (journey.courses.length === 0) continue;
		const held = await deps.db
			.select({ slug: certificates.subjectSlug })
			.from(certificates)
			.where(
				and(
					eq(certificates.userId, userId),
					eq(certificates.kind, "course"),
					eq(certificates.status, "valid"),
					inArray(
						certificates.subjectSlug,
						journey.courses.map((c) => c.slug),
					),
				),
			);
		if (held.length < journey.courses.length) continue;
		await issue(
			deps,
			userId,
			{
				kind: "journey",
				slug: journey.slug,
				title: journey.title,
				hours: journey.courses.reduce((sum, c) => sum + c.hours, 0),
			},
			now,
		);
	}
}

/** GET /api/certificates/{id}. */
export async function verifyCertificate(deps: CertificateDeps, id: string): Promise<Certificate> {
	return toCertificate(await certificateRow(deps.db, id), deps.publicUrl);
}

/** GET /api/me/certificates: the student's own, newest first. */
export async function myCertificates(deps: CertificateDeps, userId: string) {
	const rows = await deps.db
		.select()
		.from(certificates)
		.where(eq(certificates.userId, userId))
		.orderBy(desc(certificates.issuedAt));
	return { certificates: rows.map((row) => toCertificate(row, deps.publicUrl)) };
}

/** GET /api/certificates: every certificate for the instructor admin; a college's for its administrator. */
export async function managedCertificates(
	deps: CertificateDeps,
	principal: Principal,
	query: CertificateListQuery,
): Promise<ManagedCertificates> {
	const where: SQL[] = [];
	if (principal.role !== "ROLE_INSTRUCTOR_ADMIN") {
		if (!principal.institutionId) return { certificates: [], truncated: false };
		where.push(eq(certificates.institutionId, principal.institutionId));
	}
	if (query.status) where.push(eq(certificates.status, query.status));
	if (query.q) {
		const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
		const match = or(
			ilike(certificates.studentName, like),
			ilike(certificates.rollNo, like),
			ilike(certificates.subjectTitle, like),
		);
		if (match) where.push(match);
	}
	const rows = await deps.db
		.select()
		.from(certificates)
		.where(and(...where))
		.orderBy(desc(certificates.issuedAt))
		.limit(CERTIFICATE_LIST_LIMIT + 1);
	return {
		certificates: rows
			.slice(0, CERTIFICATE_LIST_LIMIT)
			.map((row) => ({ ...toCertificate(row, deps.publicUrl), rollNo: row.rollNo })),
		truncated: rows.length > CERTIFICATE_LIST_LIMIT,
	};
}

/**
 * POST /api/certificates/{id}/revoke: the instructor admin, or the administrator of the student's
 * college (403 CERTIFICATE_OUT_OF_SCOPE for another college's: the certificate itself is public, so
 * saying so reveals nothing). Revoking twice is a 409. The cached PDF goes with it.
 */
export async function revokeCertificate(
	deps: CertificateDeps,
	principal: Principal,
	id: string,
	reason: string,
	now: Date,
): Promise<Certificate> {
	const row = await certificateRow(deps.db, id);
	if (!(await certificatePolicy.allows(principal, "manage", { institutionId: row.institutionId })))
		throw new AppError("CERTIFICATE_OUT_OF_SCOPE", CERTIFICATE_MESSAGES.outOfScope);
	const [revoked] = await deps.db
		.update(certificates)
		.set({
			status: "revoked",
			revokedAt: now,
			revokedBy: principal.userId,
			revokedByName: principal.name,
			revocationReason: reason,
			pdfKey: null,
		})
		.where(and(eq(certificates.id, row.id), eq(certificates.status, "valid")))
		.returning();
	if (!revoked) throw new AppError("CONFLICT", "This certificate is already revoked.");
	return toCertificate(revoked, deps.publicUrl);
}
