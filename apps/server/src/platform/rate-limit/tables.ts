import { sql } from "drizzle-orm";
import { pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters for rate limits, shared by every API process through the database. */
export const rateLimits = pgTable("rate_limits", {
	/** What is limited, e.g. "login:ip:203.0.113.9". */
	key: text("key").primaryKey(),
	windowStart: timestamp("window_start", { withTimezone: true }).notNull().default(sql`now()`),
	count: smallint("count").notNull().default(0),
	/**
	 * Set by `reserve`: no attempt under this key may start before it (the end of the window once a
	 * hard limit is reached, or a growing delay past a free allowance). Null: no wait.
	 */
	notBefore: timestamp("not_before", { withTimezone: true }),
});
