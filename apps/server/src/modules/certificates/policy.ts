import { definePolicy, sameCollege } from "../../platform/access/policy";

/** What a certificate's management is decided on: the college of the student it was issued to. */
export type CertificateRecord = { institutionId: string | null };

/**
 * Certificates are verified by anyone (public routes); a student lists their own. Revoking, and the
 * list of certificates to revoke from, belong to the instructor admin (every certificate: they run
 * Unnati's courses) and to a college administrator (their own college's students only).
 */
export const certificatePolicy = definePolicy<CertificateRecord, "manage">("certificate", {
	manage: [{ roles: ["ROLE_INSTRUCTOR_ADMIN"] }, { roles: ["ROLE_COLLEGE"], scope: sameCollege }],
});

/** A student's own certificates. */
export const holderPolicy = definePolicy<unknown, "list">("own-certificates", {
	list: [{ roles: ["ROLE_STUDENT"] }],
});
