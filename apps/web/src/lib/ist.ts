/** "Tue, 1 Dec, 10:30 am" in India Standard Time: how every slot, booking and session reads. */
export function istDateTime(iso: string): string {
	return new Intl.DateTimeFormat("en-IN", {
		timeZone: "Asia/Kolkata",
		weekday: "short",
		day: "numeric",
		month: "short",
		hour: "numeric",
		minute: "2-digit",
	}).format(new Date(iso));
}
