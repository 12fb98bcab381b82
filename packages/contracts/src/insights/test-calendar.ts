import { z } from "zod";

/**
 * Test planning (issue 18): the college's exams on a term calendar, read-only over the exam engine,
 * with the clashes a student could face. Days are India's calendar days (Asia/Kolkata, UTC+5:30).
 */

/** The longest span one request may cover, in days (both ends included). */
export const TEST_CALENDAR_MAX_DAYS = 120;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a "YYYY-MM-DD" that names a real day, or null. */
function dayValue(day: string): number | null {
	const match = DAY_PATTERN.exec(day);
	if (!match) return null;
	const value = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
	return new Date(value).toISOString().slice(0, 10) === day ? value : null;
}

/** What is wrong with a calendar span, in words for the person who asked, or null when it is fine. */
export function testCalendarRangeProblem(from: string, to: string): string | null {
	const start = dayValue(from);
	if (start === null) return `"${from}" is not a date: give "from" as YYYY-MM-DD, for example 2026-11-01.`;
	const end = dayValue(to);
	if (end === null) return `"${to}" is not a date: give "to" as YYYY-MM-DD, for example 2026-11-30.`;
	if (end < start) return `"to" (${to}) is before "from" (${from}).`;
	const days = (end - start) / 86_400_000 + 1;
	if (days > TEST_CALENDAR_MAX_DAYS)
		return `The calendar covers at most ${TEST_CALENDAR_MAX_DAYS} days at a time; ${from} to ${to} is ${days} days.`;
	return null;
}

export const testCalendarQuerySchema = z.object({
	/** First day shown, "YYYY-MM-DD" in India; checked by testCalendarRangeProblem. */
	from: z.string().trim().max(32),
	/** Last day shown (included). */
	to: z.string().trim().max(32),
	/** College staff may narrow to a department; a department head only names their own. */
	departmentId: z.string().trim().max(64).optional(),
});
export type TestCalendarQuery = z.input<typeof testCalendarQuerySchema>;

/** A group of students an exam is for; null in a field means "any" (every department, year or section). */
export const testCohortSchema = z.object({
	deptCode: z.string().nullable(),
	year: z.number().int().nullable(),
	section: z.string().nullable(),
	/** "CSE · year 3 · section A", "Whole college". */
	label: z.string(),
});
export type TestCohort = z.infer<typeof testCohortSchema>;

export const testCalendarExamSchema = z.object({
	id: z.string(),
	title: z.string(),
	status: z.enum(["draft", "published"]),
	opensAt: z.string(),
	closesAt: z.string(),
	durationMinutes: z.number().int(),
	/** The India calendar day it opens: the day the calendar lists it on. */
	day: z.string(),
	/** Who it is for, in words: "Whole college", "CSE · year 3", "12 named students". */
	audienceLabel: z.string(),
	cohorts: z.array(testCohortSchema),
});
export type TestCalendarExam = z.infer<typeof testCalendarExamSchema>;

export const CLASH_REASONS = ["overlapping-times", "same-day"] as const;
export type ClashReason = (typeof CLASH_REASONS)[number];
export const CLASH_REASON_LABELS: Record<ClashReason, string> = {
	"overlapping-times": "Overlapping times",
	"same-day": "Same day",
};

/** Two exams a student could be in both of, open at the same time or on the same day. */
export const testClashSchema = z.object({
	first: z.object({ id: z.string(), title: z.string() }),
	second: z.object({ id: z.string(), title: z.string() }),
	/** Where their audiences meet (the narrowest group both are for). */
	cohort: testCohortSchema,
	reason: z.enum(CLASH_REASONS),
	/** India day the first opens on. */
	day: z.string(),
});
export type TestClash = z.infer<typeof testClashSchema>;

export const testCalendarSchema = z.object({
	from: z.string(),
	to: z.string(),
	scope: z.object({ label: z.string(), departmentId: z.string().nullable() }),
	/** Departments the caller may narrow to. */
	departments: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
	/** Opening order. */
	exams: z.array(testCalendarExamSchema),
	clashes: z.array(testClashSchema),
});
export type TestCalendar = z.infer<typeof testCalendarSchema>;
