import type { OfficeHour } from "@unnati/contracts/mentors";
import { sql } from "drizzle-orm";
import {
	check,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	smallint,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { departments } from "../institutions/tables";

/** Mentor-to-mentee mapping: each student has at most one faculty mentor. */
export const mentorAssignments = pgTable(
	"mentor_assignments",
	{
		mentorId: uuid("mentor_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		studentId: uuid("student_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		primaryKey({ columns: [t.mentorId, t.studentId] }),
		uniqueIndex("mentor_assignments_student_key").on(t.studentId),
	],
);

/** A mentor's private note about one mentee: only that mentor reads it. */
export const mentorNotes = pgTable(
	"mentor_notes",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		mentorId: uuid("mentor_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		studentId: uuid("student_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		body: text("body").notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("mentor_notes_mentor_student_idx").on(t.mentorId, t.studentId, t.createdAt)],
);

/** One meeting of a mentor with a mentee, as the mentor logged it. */
export const mentorMeetings = pgTable(
	"mentor_meetings",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		mentorId: uuid("mentor_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		studentId: uuid("student_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		heldAt: timestamp("held_at", { withTimezone: true }).notNull(),
		durationMinutes: smallint("duration_minutes").notNull(),
		mode: text("mode", { enum: ["in_person", "online", "phone"] }).notNull(),
		summary: text("summary").notNull(),
		nextSteps: text("next_steps"),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("mentor_meetings_mentor_held_idx").on(t.mentorId, t.heldAt),
		check("mentor_meetings_mode_check", sql`${t.mode} in ('in_person', 'online', 'phone')`),
	],
);

/** A faculty mentor's profile: what their public page (/mentor/profile/{id}) shows. */
export const mentorProfiles = pgTable("mentor_profiles", {
	mentorId: uuid("mentor_id")
		.primaryKey()
		.references(() => users.id, { onDelete: "cascade" }),
	/** A short introduction, plain text. */
	bio: text("bio").notNull().default(""),
	/** Subjects the mentor helps with, e.g. "Data structures", "GATE preparation". */
	expertise: jsonb("expertise").$type<string[]>().notNull().default([]),
	officeHours: jsonb("office_hours").$type<OfficeHour[]>().notNull().default([]),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change to the mentor mapping, by rule or by hand (issue 18): who moved whom from which
 * mentor to which. Written in the same transaction as the change itself.
 */
export const mentorAssignmentChanges = pgTable(
	"mentor_assignment_changes",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** The student's department when the change was made: whose history lists it. */
		departmentId: uuid("department_id")
			.notNull()
			.references(() => departments.id, { onDelete: "cascade" }),
		studentId: uuid("student_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** Null: the student had no mentor before. */
		fromMentorId: uuid("from_mentor_id").references(() => users.id, { onDelete: "set null" }),
		/** Null: the student was left without a mentor. */
		toMentorId: uuid("to_mentor_id").references(() => users.id, { onDelete: "set null" }),
		/** The department head who made it; null once that account is gone. */
		changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
		how: text("how", { enum: ["rule", "manual"] }).notNull(),
		/** For a rule: its summary as the plan stated it ("Round-robin, year 1, …"). */
		ruleSummary: text("rule_summary"),
		changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
		/** Order within one change of many students (roll-number order), as the history lists them. */
		position: integer("position").notNull().default(0),
	},
	(t) => [
		index("mentor_assignment_changes_department_idx").on(t.departmentId, t.changedAt),
		index("mentor_assignment_changes_student_idx").on(t.studentId),
		check("mentor_assignment_changes_how_check", sql`${t.how} in ('rule', 'manual')`),
	],
);
