import type { CertificateKind } from "@unnati/contracts/certificates";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { certificateUrls } from "./service";
import { certificates } from "./tables";

/** A certificate the student holds and which is not revoked. */
export type HeldCertificate = { id: string; kind: string; subjectSlug: string; subjectTitle: string };

/** The student's valid certificates (course, journey, exam), for other modules' overviews. */
export async function validCertificatesOf(db: Db, userId: string): Promise<HeldCertificate[]> {
	return db
		.select({
			id: certificates.id,
			kind: certificates.kind,
			subjectSlug: certificates.subjectSlug,
			subjectTitle: certificates.subjectTitle,
		})
		.from(certificates)
		.where(and(eq(certificates.userId, userId), eq(certificates.status, "valid")));
}

/** A valid certificate as a resume lists it: what, when, and the link anyone verifies it at. */
export type EarnedCertificate = {
	id: string;
	kind: CertificateKind;
	title: string;
	hours: number;
	issuedAt: Date;
	verifyUrl: string;
};

/** The student's valid certificates, newest first, with their verification links (resumes prefill them). */
export async function earnedCertificatesOf(
	db: Db,
	userId: string,
	publicUrl: string,
): Promise<EarnedCertificate[]> {
	const rows = await db
		.select()
		.from(certificates)
		.where(and(eq(certificates.userId, userId), eq(certificates.status, "valid")))
		.orderBy(desc(certificates.issuedAt));
	return rows.map((row) => ({
		id: row.id,
		kind: row.kind as CertificateKind,
		title: row.subjectTitle,
		hours: row.hours,
		issuedAt: row.issuedAt,
		verifyUrl: certificateUrls(publicUrl, row.id).verifyUrl,
	}));
}

/** When a certificate was issued, and revoked if it was. */
export type CertificateDates = { userId: string; issuedAt: Date; revokedAt: Date | null };

/**
 * The issue (and revocation) dates of every certificate of these students, in one query: placement
 * readiness counts the certificates held at any moment of its history.
 */
export async function certificateDatesOf(db: Db, userIds: readonly string[]): Promise<CertificateDates[]> {
	if (userIds.length === 0) return [];
	const rows = await db
		.select({
			userId: certificates.userId,
			issuedAt: certificates.issuedAt,
			status: certificates.status,
			revokedAt: certificates.revokedAt,
		})
		.from(certificates)
		.where(inArray(certificates.userId, [...new Set(userIds)]));
	return rows.map((row) => ({
		userId: row.userId,
		issuedAt: row.issuedAt,
		revokedAt: row.status === "revoked" ? (row.revokedAt ?? row.issuedAt) : null,
	}));
}
