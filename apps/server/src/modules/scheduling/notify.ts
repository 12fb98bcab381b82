import type { Mailer } from "../../platform/mail/mailer";

/** Something a student or host should hear about a booking. */
export type BookingNotice = {
	userId: string;
	email: string;
	subject: string;
	text: string;
};

/**
 * THE one place scheduling tells people about their bookings (confirmations, cancellations,
 * reschedules, reminders). The notifications module (in-app notices, realtime) was being built
 * when this was written and had no `notify` front door yet: until it has, notices go out by e-mail
 * through the platform mailer (the outbox, or SMTP when configured). When notifications' index.ts
 * exports `notify`, call it here as well; nothing else in the module needs to change.
 */
export function createNotifier(mailer: Mailer) {
	return async function tell(notice: BookingNotice): Promise<void> {
		await mailer.send({ to: notice.email, subject: notice.subject, text: notice.text });
	};
}

export type Notifier = ReturnType<typeof createNotifier>;

/** "Tue, 1 Dec 2026, 10:30 am IST": how every notice and screen names a time. */
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
