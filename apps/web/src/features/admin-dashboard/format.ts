import type { CollegeOverview } from "./api";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A whole number the Indian way: 12,34,567. */
export const formatCount = (n: number) => n.toLocaleString("en-IN");

/** A date and time in India, as the platform's users read it. */
export const formatWhen = (iso: string) =>
	new Date(iso).toLocaleString("en-IN", {
		dateStyle: "medium",
		timeStyle: "short",
		timeZone: "Asia/Kolkata",
	});

/** A day in India: "4 Jul 2026". */
export const formatDay = (iso: string) =>
	new Date(iso).toLocaleDateString("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/** A week's Monday (YYYY-MM-DD) as the chart labels it: "13 Apr". */
export const weekLabel = (day: string) =>
	new Date(`${day}T00:00:00Z`).toLocaleDateString("en-IN", {
		day: "numeric",
		month: "short",
		timeZone: "UTC",
	});

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/**
 * Where a college's trial stands, in words: "Trial ends in 5 days (9 Jul 2026)", "Trial ended 3 days
 * ago", "Subscribed", or for a suspended college when its trial had ended.
 */
export function trialText(
	college: Pick<CollegeOverview, "status" | "trialEndsAt">,
	now = Date.now(),
): string {
	if (college.status === "active") return "Subscribed";
	if (!college.trialEndsAt) return college.status === "trial" ? "Trial with no end date" : "No trial";
	const ends = new Date(college.trialEndsAt).getTime();
	const on = formatDay(college.trialEndsAt);
	if (ends > now) return `Trial ends in ${days(Math.ceil((ends - now) / DAY_MS))} (${on})`;
	const ago = Math.floor((now - ends) / DAY_MS);
	return ago === 0 ? `Trial ended today (${on})` : `Trial ended ${days(ago)} ago (${on})`;
}
