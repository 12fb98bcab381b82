import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** A college or university that uses Unnati. */
export const institutions = pgTable(
	"institutions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		name: text("name").notNull(),
		/** Short code used in roll numbers and URLs, e.g. "DIT". Upper case. */
		code: text("code").notNull(),
		/** Unknown (null) for a college that signed itself up, until it completes its profile. */
		city: text("city"),
		state: text("state"),
		/** 'trial' for a college that signed itself up and has not subscribed yet (SPEC §9 free trial). */
		status: text("status", { enum: ["active", "trial", "suspended"] })
			.notNull()
			.default("active"),
		trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex("institutions_name_key").on(sql`lower(${t.name})`),
		uniqueIndex("institutions_code_key").on(t.code),
		check("institutions_status_check", sql`${t.status} in ('active', 'trial', 'suspended')`),
	],
);

/** An academic department of one institution (CSE, ECE, ME, ...). */
export const departments = pgTable(
	"departments",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		/** Short upper-case code, unique within the institution, e.g. "CSE". */
		code: text("code").notNull(),
		name: text("name").notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [uniqueIndex("departments_institution_code_key").on(t.institutionId, t.code)],
);
