import { and, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { isUuid } from "./policy";
import { scheduleBookings, scheduleSlots } from "./tables";

/**
 * What other modules may read about bookings (the interviews module's scorecards, later mentor
 * appointments): plain objects, never rows.
 */
export type BookingSummary = {
	id: string;
	studentId: string;
	hostId: string;
	institutionId: string;
	status: "booked" | "cancelled" | "rescheduled";
	purpose: string;
	interviewType: string | null;
	title: string;
	startsAt: Date;
	endsAt: Date;
};

const columns = {
	id: scheduleBookings.id,
	studentId: scheduleBookings.studentId,
	hostId: scheduleSlots.hostId,
	institutionId: scheduleSlots.institutionId,
	status: scheduleBookings.status,
	purpose: scheduleSlots.purpose,
	interviewType: scheduleSlots.interviewType,
	title: scheduleSlots.title,
	startsAt: scheduleSlots.startsAt,
	endsAt: scheduleSlots.endsAt,
};

/** One booking with its slot's facts, or null for an unknown id. */
export async function bookingSummary(db: Db, bookingId: string): Promise<BookingSummary | null> {
	if (!isUuid(bookingId)) return null;
	const [row] = await db
		.select(columns)
		.from(scheduleBookings)
		.innerJoin(scheduleSlots, eq(scheduleSlots.id, scheduleBookings.slotId))
		.where(eq(scheduleBookings.id, bookingId));
	return row ? { ...row, status: row.status as BookingSummary["status"] } : null;
}

/** A student's live bookings (any purpose), for other modules' overviews. */
export async function liveBookingsOf(db: Db, studentId: string): Promise<BookingSummary[]> {
	const rows = await db
		.select(columns)
		.from(scheduleBookings)
		.innerJoin(scheduleSlots, eq(scheduleSlots.id, scheduleBookings.slotId))
		.where(and(eq(scheduleBookings.studentId, studentId), eq(scheduleBookings.status, "booked")));
	return rows.map((row) => ({ ...row, status: row.status as BookingSummary["status"] }));
}
