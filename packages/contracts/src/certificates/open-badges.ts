import { z } from "zod";

// Open Badges 2.0, hosted verification (https://www.imsglobal.org/sites/default/files/Badges/OBv2p0Final/index.html):
// an Assertion at its own URL names a BadgeClass URL, whose issuer is a Profile URL; a verifier
// fetches each and checks the recipient's hashed e-mail. These schemas are the fields Unnati serves.

export const OPEN_BADGES_CONTEXT = "https://w3id.org/openbadges/v2";

export const badgeParamsSchema = z.object({
	kind: z.enum(["courses", "journeys", "exams"]),
	slug: z.string().max(120),
});

export const openBadgeAssertionSchema = z.object({
	"@context": z.literal(OPEN_BADGES_CONTEXT),
	type: z.literal("Assertion"),
	id: z.url(),
	recipient: z.object({
		type: z.literal("email"),
		hashed: z.literal(true),
		salt: z.string().min(1),
		identity: z.string().regex(/^sha256\$[0-9a-f]{64}$/),
	}),
	badge: z.url(),
	verification: z.object({ type: z.literal("hosted") }),
	issuedOn: z.iso.datetime({ offset: true }),
	evidence: z.url().optional(),
	revoked: z.boolean().optional(),
	revocationReason: z.string().optional(),
});
export type OpenBadgeAssertion = z.infer<typeof openBadgeAssertionSchema>;

export const badgeClassSchema = z.object({
	"@context": z.literal(OPEN_BADGES_CONTEXT),
	type: z.literal("BadgeClass"),
	id: z.url(),
	name: z.string(),
	description: z.string(),
	image: z.url(),
	criteria: z.object({ id: z.url(), narrative: z.string() }),
	issuer: z.url(),
	tags: z.array(z.string()).optional(),
});
export type BadgeClass = z.infer<typeof badgeClassSchema>;

export const issuerProfileSchema = z.object({
	"@context": z.literal(OPEN_BADGES_CONTEXT),
	type: z.literal("Profile"),
	id: z.url(),
	name: z.string(),
	url: z.url(),
	email: z.string().optional(),
	description: z.string().optional(),
});
export type IssuerProfile = z.infer<typeof issuerProfileSchema>;

// Open Badges 3.0 (https://www.imsglobal.org/spec/ob/v3p0/): the certificate as a W3C Verifiable
// Credential (data model 2.0) of type OpenBadgeCredential, secured as a VC-JWT (W3C "Securing
// Verifiable Credentials using JOSE and COSE": the JWT's payload is the credential itself, its header
// `typ` is vc+jwt), signed with Unnati's Ed25519 key published at /api/badges/issuer/jwks.

export const VC_CONTEXT_V2 = "https://www.w3.org/ns/credentials/v2";
export const OPEN_BADGES_V3_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";
/** The media type of a VC-JWT (registered with IANA by the W3C VC working group). */
export const VC_JWT_MEDIA_TYPE = "application/vc+jwt";

export const openBadgeCredentialSchema = z.object({
	"@context": z.tuple([z.literal(VC_CONTEXT_V2), z.literal(OPEN_BADGES_V3_CONTEXT)]),
	id: z.url(),
	type: z.tuple([z.literal("VerifiableCredential"), z.literal("OpenBadgeCredential")]),
	name: z.string(),
	issuer: z.object({
		id: z.url(),
		type: z.tuple([z.literal("Profile")]),
		name: z.string(),
		url: z.url(),
	}),
	validFrom: z.iso.datetime({ offset: true }),
	credentialSubject: z.object({
		type: z.tuple([z.literal("AchievementSubject")]),
		/** The student, as Open Badges 2.0 names them: their e-mail's salted SHA-256, never the address. */
		identifier: z.array(
			z.object({
				type: z.literal("IdentityObject"),
				identityHash: z.string().regex(/^sha256\$[0-9a-f]{64}$/),
				identityType: z.literal("emailAddress"),
				hashed: z.literal(true),
				salt: z.string(),
			}),
		),
		achievement: z.object({
			id: z.url(),
			type: z.tuple([z.literal("Achievement")]),
			achievementType: z.enum(["Course", "Certificate", "Assessment"]),
			name: z.string(),
			description: z.string(),
			criteria: z.object({ id: z.url().optional(), narrative: z.string() }),
			image: z.object({ id: z.url(), type: z.literal("Image") }),
		}),
	}),
	evidence: z.array(z.object({ id: z.url(), type: z.tuple([z.literal("Evidence")]), name: z.string() })),
});
export type OpenBadgeCredential = z.infer<typeof openBadgeCredentialSchema>;

/** GET /api/badges/issuer/jwks: the public keys a verifier checks Unnati's VC-JWTs with. */
export const issuerJwksSchema = z.object({
	keys: z.array(
		z.object({
			kty: z.literal("OKP"),
			crv: z.literal("Ed25519"),
			x: z.string(),
			kid: z.string(),
			alg: z.literal("EdDSA"),
			use: z.literal("sig"),
		}),
	),
});
export type IssuerJwks = z.infer<typeof issuerJwksSchema>;
