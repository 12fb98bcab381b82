import { INTERVIEW_TYPE_LABELS } from "@unnati/contracts/interviews";
import type { Booking } from "@unnati/contracts/scheduling";
import { createEvent } from "ics";
import { AppError } from "../../platform/errors";
import type { MailAttachment } from "../../platform/mail/mailer";

/** Whose calendar the entry is for: the student who booked, or the host who gives the interview. */
export type CalendarSide = "student" | "host";

/**
 * The booking as an iCalendar file (RFC 5545) for the student's or the host's calendar app, with a
 * reminder an hour before. Times are written in UTC, which every calendar converts to the reader's
 * zone. The two sides' entries have different ids, so one calendar holding both keeps both.
 */
export function bookingCalendar(booking: Booking, publicUrl: string, side: CalendarSide = "student"): string {
	if (booking.status !== "booked")
		throw new AppError("CONFLICT", "This booking is cancelled, so it has no calendar entry.");
	const { slot } = booking;
	const kind = slot.interviewType
		? `${INTERVIEW_TYPE_LABELS[slot.interviewType]} mock interview`
		: "Mentoring hour";
	const where = slot.mode === "online" ? slot.location : `Room: ${slot.location}`;
	const forHost = side === "host";
	const student = booking.rollNo ? `${booking.studentName} (${booking.rollNo})` : booking.studentName;
	const { error, value } = createEvent({
		uid: forHost ? `${booking.id}-host@unnati` : `${booking.id}@unnati`,
		productId: "unnati/scheduling",
		title: `${slot.title} (${kind})`,
		description: [
			forHost ? `${kind} with ${student}.` : `${kind} with ${slot.hostName}.`,
			slot.mode === "online" ? `Join: ${slot.location}` : `Room: ${slot.location}`,
			booking.note ? `${forHost ? "The student's note" : "Your note"}: ${booking.note}` : "",
			forHost
				? "To cancel, open your interview slots on Unnati."
				: "To cancel or reschedule, open Next interviews on Unnati.",
		]
			.filter(Boolean)
			.join("\n"),
		location: where,
		...(slot.mode === "online"
			? { url: slot.location }
			: publicUrl && !forHost
				? { url: `${publicUrl}/dashboard/next-interviews` }
				: {}),
		start: Date.parse(slot.startsAt),
		startInputType: "utc",
		startOutputType: "utc",
		end: Date.parse(slot.endsAt),
		endInputType: "utc",
		endOutputType: "utc",
		status: "CONFIRMED",
		busyStatus: "BUSY",
		organizer: { name: slot.hostName },
		alarms: [
			{
				action: "display",
				description: `${slot.title} starts in an hour`,
				trigger: { hours: 1, before: true },
			},
		],
	});
	if (error || !value) throw error ?? new Error("the calendar file could not be written");
	return value;
}

/** The file name a booking's calendar entry is downloaded and mailed under. */
export const calendarFileName = (bookingId: string) => `unnati-interview-${bookingId.slice(0, 8)}.ics`;

/** The booking's calendar entry as an e-mail attachment: each side's booking confirmation carries its own. */
export const calendarAttachment = (
	booking: Booking,
	publicUrl: string,
	side: CalendarSide = "student",
): MailAttachment => ({
	filename: calendarFileName(booking.id),
	contentType: "text/calendar; charset=utf-8",
	content: bookingCalendar(booking, publicUrl, side),
});
