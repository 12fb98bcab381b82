import { defineEndpoint } from "../http/endpoint";
import {
	badgeClassSchema,
	badgeParamsSchema,
	issuerJwksSchema,
	issuerProfileSchema,
	openBadgeAssertionSchema,
} from "./open-badges";
import {
	certificateListQuerySchema,
	certificateParamsSchema,
	certificateSchema,
	managedCertificatesSchema,
	myCertificatesSchema,
	revokeCertificateSchema,
} from "./schemas";

const tags = ["certificates"];

/** Certificates anyone can verify, their PDFs and Open Badges, the student's list and revocation (issue 14). */
export const certificateEndpoints = {
	verify: defineEndpoint({
		method: "GET",
		path: "/api/certificates/:id",
		summary: "Verify a certificate: who earned what, when, issued by whom, valid or revoked (no sign-in)",
		tags,
		params: certificateParamsSchema,
		responses: { 200: certificateSchema },
		errors: [404],
	}),
	pdf: defineEndpoint({
		method: "GET",
		path: "/api/certificates/:id/pdf",
		summary: "The certificate as an A4 landscape PDF of real text with a QR code to its verification page",
		tags,
		params: certificateParamsSchema,
		responseKind: "file",
		responses: { 200: null },
		errors: [404],
	}),
	badge: defineEndpoint({
		method: "GET",
		path: "/api/certificates/:id/badge",
		summary: "The certificate as an Open Badges 2.0 hosted Assertion (JSON, downloadable)",
		tags,
		params: certificateParamsSchema,
		responses: { 200: openBadgeAssertionSchema },
		errors: [404],
	}),
	credential: defineEndpoint({
		method: "GET",
		path: "/api/certificates/:id/credential",
		summary:
			"The certificate as an Open Badges 3.0 OpenBadgeCredential secured as a VC-JWT (application/vc+jwt, EdDSA); a revoked one is 410",
		tags,
		params: certificateParamsSchema,
		responseKind: "file",
		responses: { 200: null },
		errors: [404, 410],
	}),
	issuerJwks: defineEndpoint({
		method: "GET",
		path: "/api/badges/issuer/jwks",
		summary: "The public keys (JWKS) that verify Unnati's Open Badges 3.0 credentials",
		tags,
		responses: { 200: issuerJwksSchema },
		errors: [],
	}),
	badgeClass: defineEndpoint({
		method: "GET",
		path: "/api/badges/:kind/:slug",
		summary: "The Open Badges 2.0 BadgeClass of a course or journey",
		tags,
		params: badgeParamsSchema,
		responses: { 200: badgeClassSchema },
		errors: [400, 404],
	}),
	badgeImage: defineEndpoint({
		method: "GET",
		path: "/api/badges/:kind/:slug/image",
		summary: "The badge's image (SVG)",
		tags,
		params: badgeParamsSchema,
		responseKind: "file",
		responses: { 200: null },
		errors: [400, 404],
	}),
	issuer: defineEndpoint({
		method: "GET",
		path: "/api/badges/issuer",
		summary: "Unnati's Open Badges 2.0 issuer Profile",
		tags,
		responses: { 200: issuerProfileSchema },
		errors: [],
	}),
	mine: defineEndpoint({
		method: "GET",
		path: "/api/me/certificates",
		summary: "The signed-in student's certificates, newest first",
		tags,
		responses: { 200: myCertificatesSchema },
		errors: [401, 403],
	}),
	list: defineEndpoint({
		method: "GET",
		path: "/api/certificates",
		summary:
			"Certificates of the caller's scope (the college administrator: their college; the instructor admin: all)",
		tags,
		query: certificateListQuerySchema,
		responses: { 200: managedCertificatesSchema },
		errors: [400, 401, 403],
	}),
	revoke: defineEndpoint({
		method: "POST",
		path: "/api/certificates/:id/revoke",
		summary: "Revoke a certificate with a reason that verification shows at once",
		tags,
		params: certificateParamsSchema,
		body: revokeCertificateSchema,
		responses: { 200: certificateSchema },
		errors: [400, 401, 403, 404, 409],
	}),
};
