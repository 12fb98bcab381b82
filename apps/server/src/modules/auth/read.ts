import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { rowsOf } from "../../platform/db/rows";

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

/** A count per day, the day in India time (YYYY-MM-DD): the platform admin's usage chart adds them up. */
export type DailyCount = { day: string; count: number };

/** Sign-ins (sessions started) per day since `since`, any role. */
export async function signInsByDay(db: Db, since: Date): Promise<DailyCount[]> {
	const rows = await rowsOf<DailyCount>(
		db,
		sql`select to_char((created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as "day", count(*)::int as "count"
			from sessions where created_at >= ${since.toISOString()}::timestamptz group by 1 order by 1`,
	);
	return rows.map((row) => ({ day: row.day, count: Number(row.count) }));
}

/** The latest sign-in of anyone of each college (its students and staff), by institution id. */
export async function lastSignInByInstitution(db: Db): Promise<Map<string, Date>> {
	const rows = await rowsOf<{ institutionId: string; at: string | Date }>(
		db,
		sql`select u.institution_id::text as "institutionId", max(s.created_at) as "at"
			from sessions s join users u on u.id = s.user_id
			where u.institution_id is not null group by u.institution_id`,
	);
	return new Map(rows.map((row) => [row.institutionId, new Date(row.at)]));
}
