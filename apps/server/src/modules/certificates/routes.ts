import { certificateEndpoints as endpoints, VC_JWT_MEDIA_TYPE } from "@unnati/contracts/certificates";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import { route } from "../../platform/http/route";
import type { FileStorage } from "../../platform/storage/file-storage";
import { assertionOf, badgeClassOf, badgeImageOf, issuerProfile } from "./badges";
import { issuerJwks, signedCredential } from "./credential";
import { renderCertificatePdf } from "./pdf";
import { certificatePolicy, holderPolicy } from "./policy";
import {
	type CertificateDeps,
	certificateRow,
	managedCertificates,
	myCertificates,
	revokeCertificate,
	toCertificate,
	verifyCertificate,
} from "./service";
import { certificates } from "./tables";

export type CertificateRouteDeps = CertificateDeps & { clock: Clock; storage: FileStorage };

/** A file name for downloads: the subject's words, safe in a header. */
const fileName = (title: string, id: string, extension: string) =>
	`${
		title
			.normalize("NFKD")
			.replace(/[^A-Za-z0-9]+/g, "-")
			.replace(/^-+|-+$/g, "")
			.toLowerCase()
			.slice(0, 60) || "certificate"
	}-${id}.${extension}`;

/**
 * The PDF, generated once and kept in FileStorage (the row's pdf_key); revoking clears the key, so
 * the next request prints the REVOKED version. Kept only if the status did not change meanwhile.
 */
async function certificatePdf(deps: CertificateRouteDeps, id: string) {
	const row = await certificateRow(deps.db, id);
	if (row.pdfKey) {
		const cached = await deps.storage.read(row.pdfKey);
		if (cached) return { row, pdf: cached };
	}
	const pdf = await renderCertificatePdf(toCertificate(row, deps.publicUrl));
	const key = await deps.storage.save(pdf, "pdf");
	await deps.db
		.update(certificates)
		.set({ pdfKey: key })
		.where(and(eq(certificates.id, row.id), eq(certificates.status, row.status)));
	return { row, pdf };
}

export function certificateRoutes(app: FastifyInstance, deps: CertificateRouteDeps): void {
	const { db, publicUrl, clock } = deps;

	route(app, endpoints.verify, {
		access: PUBLIC,
		handler: async (request, reply) => {
			// A revocation shows at once: no cache may keep the old answer.
			reply.header("cache-control", "no-store");
			return verifyCertificate(deps, request.params.id);
		},
	});
	route(app, endpoints.pdf, {
		access: PUBLIC,
		handler: async (request, reply) => {
			const { row, pdf } = await certificatePdf(deps, request.params.id);
			return reply
				.header("cache-control", "no-store")
				.header("content-disposition", `attachment; filename="${fileName(row.subjectTitle, row.id, "pdf")}"`)
				.type("application/pdf")
				.send(pdf);
		},
	});
	route(app, endpoints.badge, {
		access: PUBLIC,
		handler: async (request, reply) => {
			const row = await certificateRow(db, request.params.id);
			reply
				.header("cache-control", "no-store")
				.header(
					"content-disposition",
					`attachment; filename="${fileName(row.subjectTitle, row.id, "badge.json")}"`,
				);
			return assertionOf(row, publicUrl);
		},
	});
	route(app, endpoints.credential, {
		access: PUBLIC,
		handler: async (request, reply) => {
			reply.header("cache-control", "no-store");
			const row = await certificateRow(db, request.params.id);
			const jwt = await signedCredential(db, row, publicUrl);
			return reply
				.header(
					"content-disposition",
					`attachment; filename="${fileName(row.subjectTitle, row.id, "credential.jwt")}"`,
				)
				.type(VC_JWT_MEDIA_TYPE)
				.send(jwt);
		},
	});
	route(app, endpoints.issuerJwks, {
		access: PUBLIC,
		handler: async (_request, reply) => {
			reply.header("cache-control", "public, max-age=3600");
			return issuerJwks(db);
		},
	});
	route(app, endpoints.issuer, {
		access: PUBLIC,
		handler: async () => issuerProfile(publicUrl),
	});
	route(app, endpoints.badgeClass, {
		access: PUBLIC,
		handler: async (request) => badgeClassOf(db, publicUrl, request.params.kind, request.params.slug),
	});
	route(app, endpoints.badgeImage, {
		access: PUBLIC,
		handler: async (request, reply) => {
			const svg = await badgeImageOf(db, request.params.kind, request.params.slug);
			return reply
				.headers({
					"content-type": "image/svg+xml; charset=utf-8",
					"content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
					"x-content-type-options": "nosniff",
					"cache-control": "public, max-age=86400",
				})
				.send(svg);
		},
	});
	route(app, endpoints.mine, {
		access: holderPolicy.permission("list"),
		handler: async (request) => myCertificates(deps, principalOf(request).userId),
	});
	route(app, endpoints.list, {
		access: certificatePolicy.permission("manage"),
		handler: async (request) => managedCertificates(deps, principalOf(request), request.query),
	});
	route(app, endpoints.revoke, {
		access: certificatePolicy.permission("manage"),
		handler: async (request) =>
			revokeCertificate(deps, principalOf(request), request.params.id, request.body.reason, clock()),
	});
}
