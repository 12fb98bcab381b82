// Rules the counselor's screens and the server both run: what "today" is for a follow-up, and
// which follow-up days a note may set.

/** India Standard Time, +05:30: colleges keep their calendar in it, wherever the server runs. */
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar day (YYYY-MM-DD) in India at `at`: a follow-up set at 00:30 IST belongs to the new day. */
export const istDay = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** How far ahead a follow-up may be set: a counselling plan is reviewed within the academic year. */
export const FOLLOW_UP_MAX_DAYS_AHEAD = 365;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Whole days from `today` to `day` (both YYYY-MM-DD): negative in the past, 0 today. */
export const daysFrom = (today: string, day: string): number => dayNumber(day) - dayNumber(today);

/**
 * Why a follow-up day cannot be set on a note written `today` (IST), or null when it can: never in
 * the past (nobody meets a student yesterday), and within a year.
 */
export function followUpDayProblem(day: string, today: string): string | null {
	const ahead = daysFrom(today, day);
	if (Number.isNaN(ahead)) return "Give the follow-up day as a date.";
	if (ahead < 0) return "The follow-up day is in the past: choose today or a later day.";
	if (ahead > FOLLOW_UP_MAX_DAYS_AHEAD) return "Choose a follow-up day within the next year.";
	return null;
}

/** Whether a follow-up on `day`, still to do, is due by `today`: today's and overdue ones are. */
export const isFollowUpDue = (day: string, today: string): boolean => daysFrom(today, day) <= 0;
