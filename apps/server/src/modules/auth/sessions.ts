import { and, eq, isNull, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { sessions } from "./tables";

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

type PrincipalRow = Principal & { status: "active" | "trial" | "suspended" };

/**
 * The live session `sessionId` of `userId`, with its user; null when revoked, expired or suspended.
 * One query on every signed-in request: the session joined to its account in SQL text, because
 * accounts' table is not auth's to import (the same join as `liveSessionSql`).
 */
export async function findPrincipal(
	db: Db,
	sessionId: string,
	userId: string,
	now: Date,
): Promise<Principal | null> {
	const result = await db.execute(sql`
		select s.id as "sessionId", s.expires_at as "expiresAt", u.id as "userId", u.role, u.name, u.email,
			u.status, u.institution_id as "institutionId", u.department_id as "departmentId",
			u.organization_id as "organizationId", u.roll_no as "rollNo", u.fact_id as "factId",
			u.current_year as "currentYear", u.section, (u.graduated_at is not null) as "graduated"
		from ${sessions} s join users u on u.id = s.user_id
		where s.id = ${sessionId}::uuid and s.user_id = ${userId}::uuid and s.revoked_at is null
			and s.expires_at > ${now.toISOString()}::timestamptz`);
	const [row] = (result as unknown as { rows: PrincipalRow[] }).rows;
	if (!row || row.status === "suspended") return null;
	const { status: _status, ...principal } = row;
	// Drivers differ in how they hand back a timestamptz read through SQL text.
	return { ...principal, expiresAt: new Date(principal.expiresAt) };
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
