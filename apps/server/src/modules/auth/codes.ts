import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { OTP_LENGTH } from "@unnati/contracts";

/** A uniformly random 6-digit code, leading zeros kept. */
export const newOtp = () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");

/** Codes are stored as an HMAC under a server secret: a leaked table does not give away live codes. */
export const hashOtp = (key: string, code: string) => createHmac("sha256", key).update(code).digest("hex");

export function otpMatches(key: string, code: string, storedHash: string): boolean {
	const a = Buffer.from(hashOtp(key, code), "hex");
	const b = Buffer.from(storedHash, "hex");
	return a.length === b.length && timingSafeEqual(a, b);
}

/** A reset-link token: 256 random bits; only its SHA-256 is stored. */
export const newLinkToken = () => randomBytes(32).toString("base64url");
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");
