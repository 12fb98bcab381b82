import type { OfficeHour } from "@unnati/contracts/mentors";
import { sql } from "drizzle-orm";
import {
	check,
	index,
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
