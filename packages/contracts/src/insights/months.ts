// Calendar months as a college in India counts them (Asia/Kolkata, UTC+5:30, no daylight saving):
// the monthly report covers 1 October 00:00 IST to 1 November 00:00 IST, so an exam at 01:30 IST on
// 1 November belongs to November although it is still 31 October in UTC.

const IST_OFFSET_MS = 330 * 60_000;

/** "2026-10": a month the monthly report can be asked for. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

const MONTH_NAMES = [
	"January",
	"February",
	"March",
	"April",
	"May",
	"June",
	"July",
	"August",
	"September",
	"October",
	"November",
	"December",
];

const pad = (n: number) => String(n).padStart(2, "0");

function parts(month: string): [year: number, month: number] {
	const match = MONTH_PATTERN.exec(month);
	if (!match) throw new Error(`not a month: ${month}`);
	return [Number(match[1]), Number(match[2])];
}

/** The month in India at `at`: "2026-11" for 31 October 2026, 20:00 UTC. */
export function indianMonth(at: Date): string {
	const shifted = new Date(at.getTime() + IST_OFFSET_MS);
	return `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}`;
}

/** The month `by` months after `month` (before, when negative). */
export function shiftMonth(month: string, by: number): string {
	const [year, m] = parts(month);
	const date = new Date(Date.UTC(year, m - 1 + by, 1));
	return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** The last month in India that has ended by `now`: the monthly report's default. */
export const lastCompleteMonth = (now: Date) => shiftMonth(indianMonth(now), -1);

/** The instants the month begins and ends in India, `from` included and `to` not. */
export function indianMonthRange(month: string): { from: Date; to: Date } {
	const [year, m] = parts(month);
	return {
		from: new Date(Date.UTC(year, m - 1, 1) - IST_OFFSET_MS),
		to: new Date(Date.UTC(year, m, 1) - IST_OFFSET_MS),
	};
}

/** "October 2026". */
export function monthLabel(month: string): string {
	const [year, m] = parts(month);
	return `${MONTH_NAMES[m - 1]} ${year}`;
}

/**
 * Why the monthly report cannot be made for `month` at `now`, in words for the person who asked, or
 * null when it can: the month must be written YYYY-MM and must have begun (the current month gives
 * the figures so far).
 */
export function reportMonthProblem(month: string, now: Date): string | null {
	if (!MONTH_PATTERN.test(month))
		return `"${month}" is not a month: give it as YYYY-MM, for example 2026-10.`;
	if (month > indianMonth(now))
		return `${monthLabel(month)} has not begun yet: choose ${monthLabel(indianMonth(now))} or an earlier month.`;
	return null;
}

/** The `count` months up to and including `last`, newest first (the report's month picker). */
export const monthsUpTo = (last: string, count: number) =>
	Array.from({ length: count }, (_, i) => shiftMonth(last, -i));
