import type { NotificationData } from "@unnati/contracts";
import type { Db } from "../../platform/db/database";
import type { MailAttachment } from "../../platform/mail/mailer";
import { userById } from "../accounts";
import type { Notify } from "../notifications";
import type { scheduleSlots } from "./tables";

type SlotRow = typeof scheduleSlots.$inferSelect;

// THE one place scheduling tells people about bookings (confirmations, cancellations, reschedules,
// reminders): through the notifications service, so each person's preferences decide between the
// bell and e-mail. The student's e-mailed confirmation carries the booking's `.ics` file; it can be
// downloaded again from the booking on Next interviews, which every notice links to.

/** "online: <link>" or "room: <room>", as every notice names the place. */
export const placeOf = (slot: Pick<SlotRow, "mode" | "location">) =>
	slot.mode === "online" ? `online: ${slot.location}` : `room: ${slot.location}`;

type Side = { id: string; name: string };
type Change = NotificationData<"interview_booking">["change"];

/** The two sides of a booking with their names, and where the host keeps their slots. */
export async function sidesOf(db: Db, studentId: string, hostId: string) {
	const [student, host] = await Promise.all([userById(db, studentId), userById(db, hostId)]);
	if (!student || !host) return null;
	return {
		student: { id: student.id, name: student.name } as Side,
		host: { id: host.id, name: host.name } as Side,
		hostRole: host.role === "ROLE_PAT" ? ("pat" as const) : ("mentor" as const),
	};
}

/**
 * Tells `to` ("student", "host" or both) about a change of a booking. Called after the change
 * committed; a delivery failure is logged by the service, never thrown.
 */
export async function tellBookingChange(
	deps: { db: Db; notify: Notify },
	input: {
		bookingId: string;
		slot: SlotRow;
		studentId: string;
		change: Change;
		to: readonly ("student" | "host")[];
		reason?: string;
		movedTo?: Date;
		/** Each side's calendar entry for the booking, attached to that side's e-mail. */
		calendar?: Partial<Record<"student" | "host", MailAttachment>>;
	},
): Promise<void> {
	const sides = await sidesOf(deps.db, input.studentId, input.slot.hostId);
	if (!sides) return;
	for (const recipient of input.to) {
		const other = recipient === "student" ? sides.host : sides.student;
		await deps.notify(
			[sides[recipient].id],
			"interview_booking",
			{
				bookingId: input.bookingId,
				title: input.slot.title,
				startsAt: input.slot.startsAt.toISOString(),
				place: placeOf(input.slot),
				recipient,
				otherName: other.name,
				hostRole: sides.hostRole,
				change: input.change,
				reason: input.reason ?? "",
				...(input.movedTo ? { movedTo: input.movedTo.toISOString() } : {}),
			},
			input.calendar?.[recipient] ? { attachments: [input.calendar[recipient]] } : undefined,
		);
	}
}

/** Reminds both sides of a booking, a day or an hour before it starts. */
export async function tellReminder(
	deps: { db: Db; notify: Notify },
	input: { bookingId: string; slot: SlotRow; studentId: string; lead: "day" | "hour" },
): Promise<void> {
	const sides = await sidesOf(deps.db, input.studentId, input.slot.hostId);
	if (!sides) return;
	for (const recipient of ["student", "host"] as const) {
		const other = recipient === "student" ? sides.host : sides.student;
		await deps.notify([sides[recipient].id], "interview_reminder", {
			bookingId: input.bookingId,
			title: input.slot.title,
			startsAt: input.slot.startsAt.toISOString(),
			place: placeOf(input.slot),
			recipient,
			otherName: other.name,
			hostRole: sides.hostRole,
			lead: input.lead,
		});
	}
}

/** "Tue, 1 Dec 2026, 10:30 am IST": how the module's messages name a time. */
export function istLabel(date: Date): string {
	return `${new Intl.DateTimeFormat("en-IN", {
		timeZone: "Asia/Kolkata",
		weekday: "short",
		day: "numeric",
		month: "short",
		year: "numeric",
		hour: "numeric",
		minute: "2-digit",
	}).format(date)} IST`;
}
