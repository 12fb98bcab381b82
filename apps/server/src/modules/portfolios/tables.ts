import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";

/**
 * A student's public portfolio (SPEC §1; /public-profile/{rollNumber}): what they chose to show and
 * whether anyone may see it. A row exists once the student has saved it; until then nothing is public.
 */
export const studentPortfolios = pgTable(
	"student_portfolios",
	{
		userId: uuid("user_id")
			.primaryKey()
			.references(() => users.id, { onDelete: "cascade" }),
		/** The address's last part, upper case: the roll number, or roll number and college code when taken. */
		handle: text("handle").notNull(),
		isPublic: boolean("is_public").notNull().default(false),
		headline: text("headline").notNull().default(""),
		about: text("about").notNull().default(""),
		skills: text("skills").array().notNull().default([]),
		githubUrl: text("github_url"),
		linkedinUrl: text("linkedin_url"),
		websiteUrl: text("website_url"),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
	},
	(t) => [uniqueIndex("student_portfolios_handle_key").on(t.handle)],
);
