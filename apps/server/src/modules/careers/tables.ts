import { integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";

/**
 * What a student set for their career paths: the hours a week they can give, which the weekly plan
 * is built from. Progress itself is never stored: it is computed from the other modules' records.
 */
export const careerSettings = pgTable("career_settings", {
	userId: uuid("user_id")
		.primaryKey()
		.references(() => users.id, { onDelete: "cascade" }),
	weeklyHours: integer("weekly_hours").notNull(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
