// How the exam screens show times to students in India.

export { formatClock } from "../../lib/format-clock";

/** A countdown in words for cards: "2d 3h", "3h 05m", "4m 09s"; a part-second left still counts as one. */
export function formatCountdown(totalSeconds: number): string {
	const s = Math.max(0, Math.ceil(totalSeconds));
	const days = Math.floor(s / 86_400);
	const hours = Math.floor((s % 86_400) / 3600);
	const minutes = Math.floor((s % 3600) / 60);
	const seconds = s % 60;
	if (days > 0) return `${days}d ${hours}h`;
	if (hours > 0) return `${hours}h ${String(minutes).padStart(2, "0")}m`;
	return `${minutes}m ${String(seconds).padStart(2, "0")}s`;
}

/** 95 → "1 min 35 s". */
export function formatDuration(totalSeconds: number): string {
	const s = Math.max(0, Math.round(totalSeconds));
	const hours = Math.floor(s / 3600);
	const minutes = Math.floor((s % 3600) / 60);
	const seconds = s % 60;
	const parts = [hours > 0 ? `${hours} h` : "", minutes > 0 ? `${minutes} min` : "", `${seconds} s`];
	return parts.filter(Boolean).join(" ");
}

/** A date and time in Indian time, as the college's timetable reads. */
export function formatWhen(iso: string): string {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return iso;
	return date.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
}
