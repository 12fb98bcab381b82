/** When something happened, in Indian time as the college reads it. */
export function formatWhen(iso: string): string {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return iso;
	return date.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" });
}

/** A duration in milliseconds, as a person says it: "4.2 s", "3 min 5 s". */
export function formatDuration(ms: number): string {
	if (ms < 60_000) return `${(Math.round(ms / 100) / 10).toString()} s`;
	const minutes = Math.floor(ms / 60_000);
	const seconds = Math.round((ms % 60_000) / 1000);
	return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
}
