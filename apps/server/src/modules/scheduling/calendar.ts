import { INTERVIEW_TYPE_LABELS } from "@unnati/contracts/interviews";
import type { Booking } from "@unnati/contracts/scheduling";
import { createEvent } from "ics";
import { AppError } from "../../platform/errors";
import type { MailAttachment } from "../../platform/mail/mailer";

/**
 * The booking as an iCalendar file (RFC 5545) for the student's calendar app, with a reminder an
 * hour before. Times are written in UTC, which every calendar converts to the reader's zone.
 */
export function bookingCalendar(booking: Booking, publicUrl: string): string {
	if (booking.status !== "booked")
		throw new AppError("CONFLICT", "This booking is cancelled, so it has no calendar entry.");
	const { slot } = booking;
	const kind = slot.interviewType
		? `${INTERVIEW_TYPE_LABELS[slot.interviewType]} mock interview`
		: "Mentoring hour";
	const where = slot.mode === "online" ? slot.location : `Room: ${slot.location}`;
	const { error, value } = createEvent({
		uid: `${booking.id}@unnati`,
		productId: "unnati/scheduling",
		title: `${slot.title} (${kind})`,
		description: [
			`${kind} with ${slot.hostName}.`,
			slot.mode === "online" ? `Join: ${slot.location}` : `Room: ${slot.location}`,
			booking.note ? `Your note: ${booking.note}` : "",
			"To cancel or reschedule, open Next interviews on Unnati.",
		]
			.filter(Boolean)
			.join("\n"),
		location: where,
		...(slot.mode === "online"
			? { url: slot.location }
			: publicUrl
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

/** The booking's calendar entry as an e-mail attachment (the student's booking confirmation carries it). */
export const calendarAttachment = (booking: Booking, publicUrl: string): MailAttachment => ({
	filename: calendarFileName(booking.id),
	contentType: "text/calendar; charset=utf-8",
	content: bookingCalendar(booking, publicUrl),
});
