import { eq, type SQL, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import { rateLimits } from "./tables";

/**
 * How `reserve` lets attempts through within one window:
 * - `max`: at most this many; then none until the window ends (a wall, for one account).
 * - `free` + delays: this many freely; then each further attempt makes the next one wait, the wait
 *   doubling from `firstDelaySeconds` up to `maxDelaySeconds` (for an address many people share).
 */
export type ReserveRule =
	| { max: number }
	| { free: number; firstDelaySeconds: number; maxDelaySeconds: number };

export type Reservation = { granted: true } | { granted: false; retryAfterSeconds: number };

export type RateLimiter = {
	/** Failures (or sends) counted in the current window of `key`. */
	count(key: string): Promise<number>;
	/** Counts one more and returns the new count; a window older than its length starts over. */
	hit(key: string): Promise<number>;
	/**
	 * Counts one attempt if `rule` lets it start now, in one statement, so concurrent callers can
	 * never be granted more than the rule allows. Refused: nothing is counted, and the answer says
	 * how long to wait.
	 */
	reserve(key: string, rule: ReserveRule): Promise<Reservation>;
	/** Gives back one reserved attempt that turned out not to count (it succeeded, or was refused elsewhere). */
	release(key: string): Promise<void>;
	reset(key: string): Promise<void>;
};

// A smallint column: the count stops here rather than overflow.
const COUNT_CEILING = 32000;
// 2^16 s is far past any cap: the exponent stops there so the power never overflows.
const DOUBLINGS_CEILING = 16;

/**
 * Fixed-window counters kept in the database, so every API process of a fleet sees the same
 * counts without extra infrastructure. One upsert per hit or reservation.
 */
export function createRateLimiter(db: Db, windowSeconds: number, clock: Clock): RateLimiter {
	const windowStartAfter = () => new Date(clock().getTime() - windowSeconds * 1000);
	const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;
	return {
		async count(key) {
			const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
			return row && row.windowStart > windowStartAfter() ? row.count : 0;
		},
		async hit(key) {
			const now = clock();
			const cutoff = windowStartAfter();
			const [row] = await db
				.insert(rateLimits)
				.values({ key, windowStart: now, count: 1 })
				.onConflictDoUpdate({
					target: rateLimits.key,
					set: {
						count: sql`case when ${rateLimits.windowStart} <= ${ts(cutoff)} then 1 else least(${rateLimits.count} + 1, ${COUNT_CEILING}) end`,
						windowStart: sql`case when ${rateLimits.windowStart} <= ${ts(cutoff)} then ${ts(now)} else ${rateLimits.windowStart} end`,
					},
				})
				.returning({ count: rateLimits.count });
			return row?.count ?? 1;
		},
		async reserve(key, rule) {
			const now = clock();
			const expired = sql`${rateLimits.windowStart} <= ${ts(windowStartAfter())}`;
			// The count and window start this attempt leaves behind, whether the row is new, stale or live.
			const newCount = sql`case when ${expired} then 1 else least(${rateLimits.count} + 1, ${COUNT_CEILING}::int) end`;
			const newStart = sql`case when ${expired} then ${ts(now)} else ${rateLimits.windowStart} end`;
			const waitAfter = (count: SQL, windowStart: SQL): SQL =>
				"max" in rule
					? sql`case when ${count} >= ${rule.max}::int then ${windowStart} + ${windowSeconds}::int * interval '1 second' end`
					: sql`case when ${count} > ${rule.free}::int then ${ts(now)} + least(${rule.firstDelaySeconds}::float8 * power(2, least(${count} - ${rule.free}::int - 1, ${DOUBLINGS_CEILING}::int)), ${rule.maxDelaySeconds}::float8) * interval '1 second' end`;
			const granted = await db
				.insert(rateLimits)
				.values({
					key,
					windowStart: now,
					count: 1,
					notBefore: sql`${waitAfter(sql`1`, ts(now))}`,
				})
				.onConflictDoUpdate({
					target: rateLimits.key,
					set: { count: newCount, windowStart: newStart, notBefore: waitAfter(newCount, newStart) },
					// PostgreSQL locks the row and re-checks this on its latest version, so concurrent
					// reservations queue on the row and each sees the others' counts.
					setWhere: sql`${expired} or ${rateLimits.notBefore} is null or ${rateLimits.notBefore} <= ${ts(now)}`,
				})
				.returning({ count: rateLimits.count });
			if (granted.length > 0) return { granted: true };
			const [row] = await db
				.select({ notBefore: rateLimits.notBefore })
				.from(rateLimits)
				.where(eq(rateLimits.key, key));
			const waitMs = (row?.notBefore?.getTime() ?? now.getTime()) - now.getTime();
			return { granted: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
		},
		async release(key) {
			// The wait goes too: the attempt that set it did not count after all.
			await db
				.update(rateLimits)
				.set({ count: sql`greatest(${rateLimits.count} - 1, 0)`, notBefore: null })
				.where(eq(rateLimits.key, key));
		},
		async reset(key) {
			await db.delete(rateLimits).where(eq(rateLimits.key, key));
		},
	};
}
