import type { Certificate, ManagedCertificate } from "@unnati/contracts/certificates";

export const CERTIFICATE_ID = "k3Jq9xVb2LmN8pQr5sTu7w";

/** A valid course certificate as the API answers it. */
export function makeCertificate(overrides: Partial<Certificate> = {}): Certificate {
	const id = overrides.id ?? CERTIFICATE_ID;
	return {
		id,
		kind: "course",
		subject: { slug: "dsa-foundations", title: "DSA Foundations" },
		recipientName: "Aarav Sharma",
		collegeName: "Demo Institute of Technology",
		hours: 12,
		issuedAt: "2026-11-24T06:00:00.000Z",
		issuer: { name: "Unnati", college: "Demo Institute of Technology" },
		status: "valid",
		revocation: null,
		verifyUrl: `http://localhost/certificates/${id}`,
		pdfUrl: `http://localhost/api/certificates/${id}/pdf`,
		badgeUrl: `http://localhost/api/certificates/${id}/badge`,
		...overrides,
	};
}

export function makeManaged(overrides: Partial<ManagedCertificate> = {}): ManagedCertificate {
	return { ...makeCertificate(overrides), rollNo: "22CSE002", ...overrides };
}

export const REVOKED = {
	status: "revoked",
	revocation: {
		reason: "Final test taken by someone else",
		revokedAt: "2026-11-25T05:30:00.000Z",
		revokedBy: "College Administrator",
	},
} as const satisfies Partial<Certificate>;
