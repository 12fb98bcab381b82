import { z } from "zod";

// Certificates (issue 14): what a verifier, the student and the college's administrators read. A
// certificate keeps a snapshot of who earned what, taken when it was issued, so a later rename of the
// course or the college never changes a certificate someone already shared.

export const CERTIFICATE_KINDS = ["course", "journey", "exam"] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

export const CERTIFICATE_STATUSES = ["valid", "revoked"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** The issuer every certificate names first; the student's college is named beside it. */
export const CERTIFICATE_ISSUER = "Unnati";

export const CERTIFICATE_MESSAGES = {
	notFound: "No such certificate. Check the link or the certificate ID: it may have been typed wrongly.",
	outOfScope: "You can revoke only the certificates of students of your own college.",
	reasonTooShort: "Give a reason of at least 3 characters.",
	reasonTooLong: "Keep the reason under 500 characters.",
} as const;

/** A certificate id: 128 random bits in base64url (22 characters); anything else names nothing. */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const certificateParamsSchema = z.object({ id: z.string().max(64) });

const isoDate = z.iso.datetime({ offset: true });

export const revocationSchema = z.object({
	reason: z.string(),
	revokedAt: isoDate,
	/** Who revoked it, by name (the role is enough for a verifier; the name for the college's records). */
	revokedBy: z.string(),
});

/** GET /api/certificates/{id}: what anyone holding the link may check, without signing in. */
export const certificateSchema = z
	.object({
		id: z.string(),
		kind: z.enum(CERTIFICATE_KINDS),
		/** The course or journey (by its catalogue slug) or the exam (by its id), and its title when issued. */
		subject: z.object({ slug: z.string(), title: z.string() }),
		recipientName: z.string(),
		collegeName: z.string(),
		hours: z.number(),
		issuedAt: isoDate,
		issuer: z.object({ name: z.literal(CERTIFICATE_ISSUER), college: z.string() }),
		status: z.enum(CERTIFICATE_STATUSES),
		revocation: revocationSchema.nullable(),
		/** The public verification page (the QR code's target). */
		verifyUrl: z.string(),
		pdfUrl: z.string(),
		badgeUrl: z.string(),
	})
	.meta({ id: "Certificate" });
export type Certificate = z.infer<typeof certificateSchema>;

/** GET /api/me/certificates: the signed-in student's certificates, newest first. */
export const myCertificatesSchema = z.object({ certificates: z.array(certificateSchema) });
export type MyCertificates = z.infer<typeof myCertificatesSchema>;

/** One row of an administrator's list: the certificate and the student's roll number. */
export const managedCertificateSchema = certificateSchema.extend({ rollNo: z.string().nullable() });
export type ManagedCertificate = z.infer<typeof managedCertificateSchema>;

export const certificateListQuerySchema = z.object({
	/** Part of a student's name or roll number, or of the course's title. */
	q: z.string().trim().max(100).optional(),
	status: z.enum(CERTIFICATE_STATUSES).optional(),
});
export type CertificateListQuery = z.infer<typeof certificateListQuerySchema>;

/** At most this many rows come back; a search narrows the rest. */
export const CERTIFICATE_LIST_LIMIT = 200;

export const managedCertificatesSchema = z.object({
	certificates: z.array(managedCertificateSchema),
	/** More matched than the list holds: search to narrow it. */
	truncated: z.boolean(),
});
export type ManagedCertificates = z.infer<typeof managedCertificatesSchema>;

/** POST /api/certificates/{id}/revoke: the reason is shown to anyone who verifies the certificate. */
export const revokeCertificateSchema = z.object({
	reason: z
		.string()
		.trim()
		.min(3, CERTIFICATE_MESSAGES.reasonTooShort)
		.max(500, CERTIFICATE_MESSAGES.reasonTooLong),
});
export type RevokeCertificate = z.infer<typeof revokeCertificateSchema>;
