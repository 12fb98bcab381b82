import type { Role } from "@unnati/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { users } from "../accounts/tables";
import { sessions } from "./tables";

export type { Principal };

export async function createSession(
	db: Db,
	input: { userId: string; rememberMe: boolean; expiresAt: Date; userAgent?: string; ip?: string },
): Promise<{ id: string }> {
	const [row] = await db
		.insert(sessions)
		.values({
			userId: input.userId,
			rememberMe: input.rememberMe,
			expiresAt: input.expiresAt,
			userAgent: input.userAgent?.slice(0, 300) ?? null,
			ip: input.ip ?? null,
		})
		.returning({ id: sessions.id });
	if (!row) throw new Error("insert into sessions returned no row");
	return row;
}

/** The live session `sessionId` of `userId`, with its user; null when revoked, expired or suspended. */
export async function findPrincipal(
	db: Db,
	sessionId: string,
	userId: string,
	now: Date,
): Promise<Principal | null> {
	const [row] = await db
		.select({
			sessionId: sessions.id,
			expiresAt: sessions.expiresAt,
			userId: users.id,
			role: users.role,
			name: users.name,
			email: users.email,
			status: users.status,
			institutionId: users.institutionId,
			departmentId: users.departmentId,
			organizationId: users.organizationId,
			rollNo: users.rollNo,
			factId: users.factId,
			currentYear: users.currentYear,
			section: users.section,
		})
		.from(sessions)
		.innerJoin(users, eq(users.id, sessions.userId))
		.where(
			and(
				eq(sessions.id, sessionId),
				eq(sessions.userId, userId),
				isNull(sessions.revokedAt),
				gt(sessions.expiresAt, now),
			),
		);
	if (!row || row.status === "suspended") return null;
	const { status: _status, ...principal } = row;
	return principal;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
	await db
		.update(sessions)
		.set({ revokedAt: now })
		.where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user: after a password reset, nobody keeps a door open. */
export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<void> {
	await db
		.update(sessions)
		.set({ revokedAt: now })
		.where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
