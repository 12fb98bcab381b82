import { and, desc, eq, gt, inArray, isNull, max } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { hashLinkToken, newLinkToken } from "./codes";
import { passwordResetTokens, sessions } from "./tables";

/**
 * Set-your-password links for accounts made by staff (student imports, issue 18). They are reset
 * links with a longer life: the same single-use, hashed tokens, spent by POST /api/auth/reset-password
 * on the /reset-password screen. Only the SHA-256 of a token is stored; the token goes into the mail.
 */
export async function issueSetPasswordLinks(
	db: Db,
	userIds: readonly string[],
	options: { now: Date; validityMs: number },
): Promise<Map<string, string>> {
	const tokens = new Map(userIds.map((id) => [id, newLinkToken()] as const));
	if (tokens.size === 0) return tokens;
	const expiresAt = new Date(options.now.getTime() + options.validityMs);
	await db.insert(passwordResetTokens).values(
		[...tokens].map(([userId, token]) => ({
			userId,
			tokenHash: hashLinkToken(token),
			createdAt: options.now,
			expiresAt,
		})),
	);
	return tokens;
}

/** Until when each of `userIds` holds an unused, unexpired link (only those that do). */
export async function openLinksUntil(
	db: Db,
	userIds: readonly string[],
	now: Date,
): Promise<Map<string, Date>> {
	if (userIds.length === 0) return new Map();
	const rows = await db
		.select({ userId: passwordResetTokens.userId, until: max(passwordResetTokens.expiresAt) })
		.from(passwordResetTokens)
		.where(
			and(
				inArray(passwordResetTokens.userId, [...new Set(userIds)]),
				isNull(passwordResetTokens.usedAt),
				gt(passwordResetTokens.expiresAt, now),
			),
		)
		.groupBy(passwordResetTokens.userId);
	return new Map(rows.flatMap((row) => (row.until ? [[row.userId, new Date(row.until)] as const] : [])));
}

export type SignInRecord = {
	at: Date;
	ip: string | null;
	userAgent: string | null;
	rememberMe: boolean;
	live: boolean;
};

/** An account's newest sign-ins (sessions), for support: when, from where, and whether still live. */
export async function recentSignIns(db: Db, userId: string, now: Date, limit = 10): Promise<SignInRecord[]> {
	const rows = await db
		.select({
			at: sessions.createdAt,
			ip: sessions.ip,
			userAgent: sessions.userAgent,
			rememberMe: sessions.rememberMe,
			revokedAt: sessions.revokedAt,
			expiresAt: sessions.expiresAt,
		})
		.from(sessions)
		.where(eq(sessions.userId, userId))
		.orderBy(desc(sessions.createdAt))
		.limit(limit);
	return rows.map((row) => ({
		at: row.at,
		ip: row.ip,
		userAgent: row.userAgent,
		rememberMe: row.rememberMe,
		live: row.revokedAt === null && row.expiresAt > now,
	}));
}
