import type { Role } from "@unnati/contracts";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Clock } from "../../platform/clock";

/** The token payload (SPEC §3 fields, plus `sid`: the session row it belongs to). */
export type TokenClaims = {
	sid: string;
	userId: string;
	role: Role;
	name: string;
	email: string;
	rollNo: string | null;
	collegeName: string | null;
	deptName: string | null;
};

export type TokenSigner = {
	sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
	/** The claims of a genuine, unexpired token; null for anything else. */
	verify(token: string): Promise<TokenClaims | null>;
};

const ISSUER = "unnati";

export function createTokenSigner(secret: string, clock: Clock): TokenSigner {
	// Imported once: given raw bytes, jose imports the key again on every sign and verify.
	const key = crypto.subtle.importKey(
		"raw",
		new TextEncoder().encode(secret),
		{ name: "HMAC", hash: "SHA-256" },
		false,
		["sign", "verify"],
	);
	return {
		async sign(claims, expiresAt) {
			return new SignJWT({ ...claims })
				.setProtectedHeader({ alg: "HS256", typ: "JWT" })
				.setIssuer(ISSUER)
				.setJti(claims.sid)
				.setIssuedAt(Math.floor(clock().getTime() / 1000))
				.setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
				.sign(await key);
		},
		async verify(token) {
			try {
				const { payload } = await jwtVerify(token, await key, {
					algorithms: ["HS256"],
					issuer: ISSUER,
					currentDate: clock(),
				});
				if (typeof payload.sid !== "string" || typeof payload.userId !== "string") return null;
				return payload as unknown as TokenClaims;
			} catch (error) {
				if (error instanceof errors.JOSEError) return null;
				throw error;
			}
		},
	};
}
