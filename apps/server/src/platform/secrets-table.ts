import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Server-side secrets generated on first start when the environment gives none (never sent to a browser). */
export const appSecrets = pgTable("app_secrets", {
	name: text("name").primaryKey(),
	value: text("value").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
