import { z } from "zod";

// Open Badges 2.0, hosted verification (https://www.imsglobal.org/sites/default/files/Badges/OBv2p0Final/index.html):
// an Assertion at its own URL names a BadgeClass URL, whose issuer is a Profile URL; a verifier
// fetches each and checks the recipient's hashed e-mail. These schemas are the fields Unnati serves.

export const OPEN_BADGES_CONTEXT = "https://w3id.org/openbadges/v2";

export const badgeParamsSchema = z.object({
	kind: z.enum(["courses", "journeys"]),
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
