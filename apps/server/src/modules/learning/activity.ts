import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { learningActivityDays, learningGoals } from "./tables";

// Streaks and weekly goals count days in India (Asia/Kolkata, UTC+5:30, no daylight saving), where
// Unnati's students are: a lesson finished at 00:30 IST counts for the new day, not the old one.

const IST_OFFSET_MS = 330 * 60_000;
export const DEFAULT_WEEKLY_LESSONS = 5;

/** The calendar day in India at `now`, as YYYY-MM-DD. */
export const indianDay = (now: Date): string =>
	new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

const addDays = (day: string, days: number): string => {
	const date = new Date(`${day}T00:00:00Z`);
	date.setUTCDate(date.getUTCDate() + days);
	return date.toISOString().slice(0, 10);
};

/** Monday of the week (India time) that `now` falls in. */
export function weekStart(now: Date): string {
	const today = indianDay(now);
	const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
	return addDays(today, weekday === 0 ? -6 : 1 - weekday);
}

/** Counts a learning action on today's row (India time). */
export async function recordActivity(
	db: Db,
	userId: string,
	now: Date,
	what: { lessons?: number; questions?: number },
): Promise<void> {
	const lessons = what.lessons ?? 0;
	const questions = what.questions ?? 0;
	await db
		.insert(learningActivityDays)
		.values({ userId, day: indianDay(now), lessonsCompleted: lessons, questionsAnswered: questions })
		.onConflictDoUpdate({
			target: [learningActivityDays.userId, learningActivityDays.day],
			set: {
				lessonsCompleted: sql`${learningActivityDays.lessonsCompleted} + ${lessons}`,
				questionsAnswered: sql`${learningActivityDays.questionsAnswered} + ${questions}`,
			},
		});
}

/**
 * The current streak: consecutive days with learning ending today, or ending yesterday when today
 * has none yet (a streak is not lost until a whole day passes without learning).
 */
export function streakFrom(days: readonly string[], now: Date): { current: number; activeToday: boolean } {
	const have = new Set(days);
	const today = indianDay(now);
	const activeToday = have.has(today);
	let day = activeToday ? today : addDays(today, -1);
	let current = 0;
	while (have.has(day)) {
		current += 1;
		day = addDays(day, -1);
	}
	return { current, activeToday };
}

/** The streak and this week's goal of one student, from at most the last 400 days. */
export async function streakAndGoal(db: Db, userId: string, now: Date) {
	const since = addDays(indianDay(now), -400);
	const [rows, goal] = await Promise.all([
		db
			.select({ day: learningActivityDays.day, lessons: learningActivityDays.lessonsCompleted })
			.from(learningActivityDays)
			.where(and(eq(learningActivityDays.userId, userId), gte(learningActivityDays.day, since)))
			.orderBy(desc(learningActivityDays.day)),
		db
			.select({ weekly: learningGoals.weeklyLessons })
			.from(learningGoals)
			.where(eq(learningGoals.userId, userId)),
	]);
	const monday = weekStart(now);
	return {
		streak: streakFrom(
			rows.map((r) => r.day),
			now,
		),
		weeklyGoal: {
			target: goal[0]?.weekly ?? DEFAULT_WEEKLY_LESSONS,
			done: rows.filter((r) => r.day >= monday).reduce((n, r) => n + r.lessons, 0),
		},
	};
}

export async function setWeeklyGoal(db: Db, userId: string, target: number, now: Date) {
	await db
		.insert(learningGoals)
		.values({ userId, weeklyLessons: target, updatedAt: now })
		.onConflictDoUpdate({ target: learningGoals.userId, set: { weeklyLessons: target, updatedAt: now } });
	return (await streakAndGoal(db, userId, now)).weeklyGoal;
}
