import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Addresses subscribed from the landing page's newsletter section; one row per address. */
export const newsletterSubscriptions = pgTable(
	"newsletter_subscriptions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		email: text("email").notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [uniqueIndex("newsletter_subscriptions_email_key").on(sql`lower(${t.email})`)],
);
