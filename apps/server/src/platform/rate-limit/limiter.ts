import { eq, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import { rateLimits } from "./tables";

export type RateLimiter = {
	/** Failures (or sends) counted in the current window of `key`. */
	count(key: string): Promise<number>;
	/** Counts one more and returns the new count; a window older than its length starts over. */
	hit(key: string): Promise<number>;
	reset(key: string): Promise<void>;
};

/**
 * Fixed-window counters kept in the database, so every API process of a fleet sees the same
 * counts without extra infrastructure. One upsert per hit.
 */
export function createRateLimiter(db: Db, windowSeconds: number, clock: Clock): RateLimiter {
	const windowStartAfter = () => new Date(clock().getTime() - windowSeconds * 1000);
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
						count: sql`case when ${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz then 1 else least(${rateLimits.count} + 1, 32000) end`,
						windowStart: sql`case when ${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
					},
				})
				.returning({ count: rateLimits.count });
			return row?.count ?? 1;
		},
		async reset(key) {
			await db.delete(rateLimits).where(eq(rateLimits.key, key));
		},
	};
}
