import { hash, verify } from "@node-rs/argon2";

/** argon2id with the library's defaults (19 MiB, t=2, p=1), the OWASP minimum; ~50 ms a hash here. */
export function hashPassword(password: string): Promise<string> {
	return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
	try {
		return await verify(passwordHash, password);
	} catch {
		// A malformed stored hash is a failed check, not a crash.
		return false;
	}
}

/**
 * The stored hash of an account made by an import or by staff, before its owner sets a password
 * through the invitation link: no password verifies against it (it is not a PHC string).
 */
export const INVITED_PASSWORD_HASH = "!invited";
