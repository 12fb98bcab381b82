import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Problems reported from /report, for the platform admin. */
export const issueReports = pgTable(
	"issue_reports",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		category: text("category").notNull(),
		/** Stored as typed; shown as text only. */
		description: text("description").notNull(),
		email: text("email"),
		/** Storage key of the screenshot (a random name), or null. */
		screenshotKey: text("screenshot_key"),
		ip: text("ip"),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("issue_reports_created_idx").on(t.createdAt)],
);

/** Ratings and comments from /feedback. */
export const feedback = pgTable(
	"feedback",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** 1 (poor) to 5 (excellent). */
		rating: smallint("rating").notNull(),
		comments: text("comments").notNull().default(""),
		email: text("email"),
		ip: text("ip"),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("feedback_created_idx").on(t.createdAt),
		check("feedback_rating_check", sql`${t.rating} between 1 and 5`),
	],
);
