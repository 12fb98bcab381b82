/** When a notification arrived, in Indian time as the platform's users read it. */
export function formatWhen(iso: string): string {
	return new Date(iso).toLocaleString("en-IN", {
		dateStyle: "medium",
		timeStyle: "short",
		timeZone: "Asia/Kolkata",
	});
}

/** The bell's number: exact up to 99. */
export const countLabel = (unread: number) => (unread > 99 ? "99+" : String(unread));

/** What the bell says to a screen reader. */
export const bellLabel = (unread: number) =>
	unread === 0 ? "Notifications, none unread" : `Notifications, ${unread} unread`;
