import {
	CERTIFICATE_ISSUER,
	type IssuerJwks,
	OPEN_BADGES_V3_CONTEXT,
	type OpenBadgeCredential,
	VC_CONTEXT_V2,
} from "@unnati/contracts/certificates";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import type { Db } from "../../platform/db/database";
import { perDatabase } from "../../platform/db/per-database";
import { AppError } from "../../platform/errors";
import { getOrCreateSecret } from "../../platform/secrets";
import { badgeClassUrl, badgeSubjectOf, issuerUrl } from "./badges";
import { type CertificateRow, certificateUrls } from "./service";

// Open Badges 3.0: the certificate as an OpenBadgeCredential (W3C Verifiable Credentials data model
// 2.0), secured as a VC-JWT with Unnati's Ed25519 key. The key pair is made once, on first use, and
// kept in app_secrets like the server's other generated secrets, so every process and every restart
// signs with the same key; its public half is published as a JWKS for verifiers.

const KEY_SECRET = "open-badges-v3-ed25519-jwk";
const segment = { course: "courses", journey: "journeys", exam: "exams" } as const;

export const jwksUrl = (publicUrl: string) => `${publicUrl}/api/badges/issuer/jwks`;
export const credentialUrl = (publicUrl: string, id: string) =>
	`${publicUrl}/api/certificates/${encodeURIComponent(id)}/credential`;

type SigningKey = { privateKey: CryptoKey; publicJwk: JWK & { kid: string } };

/** The stored private JWK; racing processes agree on the first one written. */
async function loadSigningKey(db: Db): Promise<SigningKey> {
	const stored = await getOrCreateSecret(db, KEY_SECRET, async () => {
		const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
		return JSON.stringify(await exportJWK(privateKey));
	});
	const jwk = JSON.parse(stored) as JWK;
	const privateKey = (await importJWK(jwk, "EdDSA")) as CryptoKey;
	const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x } as JWK;
	return { privateKey, publicJwk: { ...publicJwk, kid: await calculateJwkThumbprint(publicJwk) } };
}

const signingKeys = perDatabase(() => ({ key: null as Promise<SigningKey> | null }));

function signingKey(db: Db): Promise<SigningKey> {
	const slot = signingKeys(db);
	slot.key ??= loadSigningKey(db).catch((error) => {
		slot.key = null;
		throw error;
	});
	return slot.key;
}

/** GET /api/badges/issuer/jwks. */
export async function issuerJwks(db: Db): Promise<IssuerJwks> {
	const { publicJwk } = await signingKey(db);
	return {
		keys: [
			{ kty: "OKP", crv: "Ed25519", x: publicJwk.x ?? "", kid: publicJwk.kid, alg: "EdDSA", use: "sig" },
		],
	};
}

const ACHIEVEMENT_TYPES = { course: "Course", journey: "Certificate", exam: "Assessment" } as const;

/** The certificate as an OpenBadgeCredential (unsigned). */
export async function openBadgeCredentialOf(
	db: Db,
	row: CertificateRow,
	publicUrl: string,
): Promise<OpenBadgeCredential> {
	const kind = row.kind as keyof typeof segment;
	const urls = certificateUrls(publicUrl, row.id);
	const achievementId = badgeClassUrl(publicUrl, kind, row.subjectSlug);
	// The criteria of today's catalogue entry; the certificate's own title is the one it was issued with.
	const subject = await badgeSubjectOf(db, segment[kind], row.subjectSlug).catch(() => null);
	return {
		"@context": [VC_CONTEXT_V2, OPEN_BADGES_V3_CONTEXT],
		id: credentialUrl(publicUrl, row.id),
		type: ["VerifiableCredential", "OpenBadgeCredential"],
		name: `${row.subjectTitle}: ${row.studentName}`,
		issuer: { id: issuerUrl(publicUrl), type: ["Profile"], name: CERTIFICATE_ISSUER, url: publicUrl },
		validFrom: row.issuedAt.toISOString(),
		credentialSubject: {
			type: ["AchievementSubject"],
			identifier: [
				{
					type: "IdentityObject",
					identityHash: row.badgeIdentity,
					identityType: "emailAddress",
					hashed: true,
					salt: row.badgeSalt,
				},
			],
			achievement: {
				id: achievementId,
				type: ["Achievement"],
				achievementType: ACHIEVEMENT_TYPES[kind],
				name: row.subjectTitle,
				description: subject?.description ?? `${row.subjectTitle} on Unnati.`,
				criteria: { id: `${achievementId}#criteria`, narrative: subject?.criteria ?? "" },
				image: { id: `${achievementId}/image`, type: "Image" },
			},
		},
		evidence: [
			{
				id: urls.verifyUrl,
				type: ["Evidence"],
				name: `Verification page: valid or revoked, as of the moment it is opened (${row.collegeName})`,
			},
		],
	};
}

/**
 * GET /api/certificates/{id}/credential: the VC-JWT. A revoked certificate gets none (410 with the
 * reason): Unnati never signs a credential it no longer stands behind. A copy signed before the
 * revocation still verifies cryptographically, so its `evidence` names the verification page that
 * tells the status at once (docs/decisions/007-certificates.md).
 */
export async function signedCredential(db: Db, row: CertificateRow, publicUrl: string): Promise<string> {
	if (row.status === "revoked")
		throw new AppError(
			"GONE",
			`This certificate was revoked on ${(row.revokedAt ?? row.issuedAt).toISOString().slice(0, 10)}: ${row.revocationReason ?? ""}. Unnati issues no credential for it.`,
		);
	const credential = await openBadgeCredentialOf(db, row, publicUrl);
	const { privateKey, publicJwk } = await signingKey(db);
	return new SignJWT(credential)
		.setProtectedHeader({ alg: "EdDSA", typ: "vc+jwt", cty: "vc", kid: publicJwk.kid })
		.setIssuer(credential.issuer.id)
		.setJti(credential.id)
		.setNotBefore(Math.floor(row.issuedAt.getTime() / 1000))
		.sign(privateKey);
}
