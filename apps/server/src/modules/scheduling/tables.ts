import { sql } from "drizzle-orm";
import {
	bigint,
	check,
	index,
	integer,
	pgTable,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { institutions } from "../institutions/tables";

/**
 * Time a mentor or placement officer offers: one sitting of `capacity` seats. Mock interviews use it
 * now; mentor appointments reuse it (`purpose`).
 */
export const scheduleSlots = pgTable(
	"schedule_slots",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** The host's college: its students see and book the slot. */
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		hostId: uuid("host_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** 'mock_interview' | 'mentor_appointment'. */
		purpose: text("purpose").notNull(),
		/** The kind of mock interview (contracts' INTERVIEW_TYPES); null for other purposes. */
		interviewType: text("interview_type"),
		title: text("title").notNull(),
		startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
		endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
		/** Minutes the host keeps free after the slot; no other slot of theirs may start inside it. */
		bufferMinutes: integer("buffer_minutes").notNull().default(0),
		capacity: integer("capacity").notNull(),
		/**
		 * Seats taken, kept beside capacity so a booking is one conditional update
		 * (`booked < capacity`): concurrent bookings of the last seat cannot both pass.
		 */
		booked: integer("booked").notNull().default(0),
		/** 'online' (location is the meeting link) | 'room' (location is the room). */
		mode: text("mode").notNull(),
		location: text("location").notNull(),
		/** 'open' | 'cancelled'. */
		status: text("status").notNull().default("open"),
		cancelReason: text("cancel_reason"),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("schedule_slots_college_start_idx").on(t.institutionId, t.startsAt),
		index("schedule_slots_host_start_idx").on(t.hostId, t.startsAt),
		check("schedule_slots_seats_check", sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
		check("schedule_slots_time_check", sql`${t.endsAt} > ${t.startsAt}`),
		check("schedule_slots_status_check", sql`${t.status} in ('open', 'cancelled')`),
		check("schedule_slots_mode_check", sql`${t.mode} in ('online', 'room')`),
	],
);

/** A student's seat in a slot. */
export const scheduleBookings = pgTable(
	"schedule_bookings",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		slotId: uuid("slot_id")
			.notNull()
			.references(() => scheduleSlots.id, { onDelete: "cascade" }),
		studentId: uuid("student_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** 'booked' | 'cancelled' | 'rescheduled' (moved to `rescheduledToId`). */
		status: text("status").notNull().default("booked"),
		note: text("note").notNull().default(""),
		cancelReason: text("cancel_reason"),
		/** 'student' | 'host': who cancelled or rescheduled. */
		cancelledBy: text("cancelled_by"),
		rescheduledToId: uuid("rescheduled_to_id"),
		/** When the reminder a day before the slot went out (null: not yet). */
		remindedAt: timestamp("reminded_at", { withTimezone: true }),
		/** When the reminder an hour before the slot went out (null: not yet). */
		hourRemindedAt: timestamp("hour_reminded_at", { withTimezone: true }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		// One live booking of a slot per student; cancelled ones stay as history.
		uniqueIndex("schedule_bookings_live_key").on(t.slotId, t.studentId).where(sql`${t.status} = 'booked'`),
		index("schedule_bookings_student_idx").on(t.studentId),
		index("schedule_bookings_slot_idx").on(t.slotId),
		check("schedule_bookings_status_check", sql`${t.status} in ('booked', 'cancelled', 'rescheduled')`),
	],
);

/**
 * A counter per college, raised by every change to its slots or seats as the last statement of the
 * change's own transaction. A process holding the college's listing in memory (slot-listing.ts)
 * checks with one key lookup whether its copy is still current, in every process at once.
 */
export const scheduleVersions = pgTable("schedule_versions", {
	institutionId: uuid("institution_id")
		.primaryKey()
		.references(() => institutions.id, { onDelete: "cascade" }),
	version: bigint("version", { mode: "number" }).notNull().default(1),
});
