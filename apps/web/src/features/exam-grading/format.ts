// How the grading screens write counts, marks and times: one place, so the list, the queue and the
// form agree.

/** "1 answer", "3 answers". */
export const plural = (count: number, one: string, many = `${one}s`) =>
	`${count} ${count === 1 ? one : many}`;

/** Marks with at most two decimals: 3.5, 2.25, 4. */
export const formatMarks = (value: number) => String(Math.round(value * 100) / 100);

/** When something happened, in Indian time as the college reads it. */
export function formatWhen(iso: string): string {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return iso;
	return date.toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });
}

/** A question's text shortened for a picker: its first line, at most `max` characters. */
export function shorten(text: string, max = 70): string {
	const line = text.split("\n", 1)[0]?.trim() ?? "";
	return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** "1 mark", "2.5 marks". */
export const marksText = (value: number) => `${formatMarks(value)} ${value === 1 ? "mark" : "marks"}`;
