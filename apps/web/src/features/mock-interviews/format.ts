import { HttpError } from "../../lib/http-error";

export { istDateTime } from "../../lib/ist";

/** "1 Dec 2026" (IST). */
export function istDate(iso: string): string {
	return new Intl.DateTimeFormat("en-IN", {
		timeZone: "Asia/Kolkata",
		day: "numeric",
		month: "short",
		year: "numeric",
	}).format(new Date(iso));
}

/** The server's own words for a refusal (a field's message first, e.g. an empty answer), else `fallback`. */
export const messageOf = (error: unknown, fallback: string) =>
	error instanceof HttpError ? (error.errors[0]?.message ?? error.serverMessage ?? fallback) : fallback;

export const minutesBetween = (from: string, to: string) =>
	Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
