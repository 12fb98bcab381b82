import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";

/**
 * What other modules may ask auth about sessions. Statements that re-check a remembered principal
 * (Authenticator.requireAuthCheckedInStatement) embed `liveSessionSql`; everything else asks
 * `isSessionLive`. Both are built from the same text, so they cannot disagree.
 */

/** The test, around its three inputs: not revoked, not expired, its user not suspended. */
const LIVE_SESSION_TEXT = [
	"exists (select 1 from sessions s join users u on u.id = s.user_id where s.id = ",
	" and s.user_id = ",
	" and s.revoked_at is null and s.expires_at > ",
	" and u.status <> 'suspended')",
] as const;

/**
 * SQL text, true while a session is live (the authenticator's own test), for a statement written
 * as text. The arguments are the statement's placeholders for the session id, the user id and the
 * current time, e.g. `liveSessionSql("$4::uuid", "$5::uuid", "$2::timestamptz")`.
 */
export const liveSessionSql = (sessionId: string, userId: string, now: string): string =>
	`${LIVE_SESSION_TEXT[0]}${sessionId}${LIVE_SESSION_TEXT[1]}${userId}${LIVE_SESSION_TEXT[2]}${now}${LIVE_SESSION_TEXT[3]}`;

/** Whether the session `sessionId` of `userId` is live at `now`, asked of the database now. */
export async function isSessionLive(db: Db, sessionId: string, userId: string, now: Date): Promise<boolean> {
	const [a, b, c, d] = LIVE_SESSION_TEXT;
	const result = await db.execute(
		sql`select ${sql.raw(a)}${sessionId}::uuid${sql.raw(b)}${userId}::uuid${sql.raw(c)}${now.toISOString()}::timestamptz${sql.raw(d)} as ok`,
	);
	const [row] = (result as unknown as { rows: { ok: boolean }[] }).rows;
	return row?.ok === true;
}
