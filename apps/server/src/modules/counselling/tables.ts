import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { institutions } from "../institutions/tables";

/**
 * A student in a career counselor's caseload: referred by their mentor or by themself. One open case
 * per student at a time; a closed case is kept with its notes.
 */
export const counsellingCases = pgTable(
	"counselling_cases",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		studentId: uuid("student_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** The counselor who took the case; null until one does. */
		counselorId: uuid("counselor_id").references(() => users.id, { onDelete: "set null" }),
		/** 'mentor' | 'self' */
		source: text("source", { enum: ["mentor", "self"] }).notNull(),
		referredBy: uuid("referred_by").references(() => users.id, { onDelete: "set null" }),
		/** Why the student is referred, in the referrer's words. */
		reason: text("reason").notNull(),
		/** 'open' | 'closed' */
		status: text("status", { enum: ["open", "closed"] })
			.notNull()
			.default("open"),
		/** The careers and journeys the counselor recommends (journey path ids and free text). */
		recommendations: text("recommendations").array().notNull().default(sql`'{}'::text[]`),
		closedAt: timestamp("closed_at", { withTimezone: true }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("counselling_cases_institution_status_idx").on(t.institutionId, t.status),
		index("counselling_cases_student_idx").on(t.studentId),
		uniqueIndex("counselling_cases_open_student_key").on(t.studentId).where(sql`${t.status} = 'open'`),
		check("counselling_cases_source_check", sql`${t.source} in ('mentor', 'self')`),
		check("counselling_cases_status_check", sql`${t.status} in ('open', 'closed')`),
	],
);

/** A counselling session's notes, private to the college's counselors, with an optional follow-up day. */
export const counsellingNotes = pgTable(
	"counselling_notes",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		caseId: uuid("case_id")
			.notNull()
			.references(() => counsellingCases.id, { onDelete: "cascade" }),
		authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
		body: text("body").notNull(),
		/** The day to meet again (YYYY-MM-DD), shown in the counselor's follow-ups until it is done. */
		followUpOn: date("follow_up_on", { mode: "string" }),
		followUpDone: timestamp("follow_up_done", { withTimezone: true }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("counselling_notes_case_idx").on(t.caseId, t.createdAt)],
);
