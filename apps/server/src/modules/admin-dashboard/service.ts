import {
	type CollegesOverview,
	type PlatformUsage,
	type SubscriptionChange,
	type SubscriptionResult,
	USAGE_WEEKS,
	USAGE_WINDOW_DAYS,
} from "@unnati/contracts/admin-dashboard";
import type { Db } from "../../platform/db/database";
import { moveTrialOfInstitution, peopleCountsByInstitution } from "../accounts";
import { lastSignInByInstitution, signInsByDay } from "../auth/read";
import { examAttemptsByDay, examUsageByInstitution } from "../exams/read";
import { allInstitutions, changeInstitutionSubscription } from "../institutions";
import { codeSubmissionsByDay, codeSubmissionsByInstitution } from "../problems/read";

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time is UTC+5:30 all year: the platform's days and weeks are India's. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** `date`'s day in India, YYYY-MM-DD. */
export const istDay = (date: Date) => new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The Mondays (India time) of the last `weeks` weeks, oldest first, the current week's last. */
export function weekStarts(now: Date, weeks = USAGE_WEEKS): string[] {
	const today = new Date(`${istDay(now)}T00:00:00Z`);
	const monday = today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS;
	return Array.from({ length: weeks }, (_, i) =>
		new Date(monday - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
	);
}

/** The instant a day (YYYY-MM-DD, India time) begins. */
const startOfIstDay = (day: string) => new Date(new Date(`${day}T00:00:00Z`).getTime() - IST_OFFSET_MS);

/**
 * Every college with its trial or subscription, its people, its latest sign-in and the last 30 days'
 * usage, each figure read through the module that owns it.
 */
export async function collegesOverview(db: Db, now: Date): Promise<CollegesOverview> {
	const since = new Date(now.getTime() - USAGE_WINDOW_DAYS * DAY_MS);
	const [colleges, people, signIns, exams, code] = await Promise.all([
		allInstitutions(db),
		peopleCountsByInstitution(db),
		lastSignInByInstitution(db),
		examUsageByInstitution(db, since, now),
		codeSubmissionsByInstitution(db, since),
	]);
	return {
		windowDays: USAGE_WINDOW_DAYS,
		colleges: colleges.map((college) => ({
			id: college.id,
			name: college.name,
			code: college.code,
			city: college.city,
			state: college.state,
			status: college.status,
			trialEndsAt: college.trialEndsAt?.toISOString() ?? null,
			joinedAt: college.createdAt.toISOString(),
			students: people.get(college.id)?.students ?? 0,
			staff: people.get(college.id)?.staff ?? 0,
			lastSignInAt: signIns.get(college.id)?.toISOString() ?? null,
			examsHeld: exams.get(college.id)?.examsHeld ?? 0,
			examAttempts: exams.get(college.id)?.attempts ?? 0,
			codeSubmissions: code.get(college.id) ?? 0,
		})),
	};
}

/** Sign-ins, exam attempts and code submissions per week (Monday to Sunday, India time), 12 weeks. */
export async function platformUsage(db: Db, now: Date): Promise<PlatformUsage> {
	const weeks = weekStarts(now);
	const since = startOfIstDay(weeks[0] as string);
	const [signIns, attempts, submissions] = await Promise.all([
		signInsByDay(db, since),
		examAttemptsByDay(db, since),
		codeSubmissionsByDay(db, since),
	]);
	/** The week a day falls in: the last Monday on or before it. */
	const weekOf = (day: string) => weeks.findLast((start) => start <= day);
	const tally = (days: { day: string; count: number }[]) => {
		const perWeek = new Map<string, number>();
		for (const { day, count } of days) {
			const week = weekOf(day);
			if (week) perWeek.set(week, (perWeek.get(week) ?? 0) + count);
		}
		return perWeek;
	};
	const [s, a, c] = [tally(signIns), tally(attempts), tally(submissions)];
	return {
		weeks: weeks.map((weekStart) => ({
			weekStart,
			signIns: s.get(weekStart) ?? 0,
			examAttempts: a.get(weekStart) ?? 0,
			codeSubmissions: c.get(weekStart) ?? 0,
		})),
	};
}

/**
 * Changes a college's trial or subscription, and moves the trial of its accounts still in trial with
 * it (the trial banner each person sees reads their account): in one transaction.
 */
export async function changeSubscription(
	db: Db,
	id: string,
	change: SubscriptionChange,
	now: Date,
): Promise<SubscriptionResult> {
	return db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const college = await changeInstitutionSubscription(tx, id, change, now);
		let accountsUpdated = 0;
		if (change.action === "activate") {
			accountsUpdated = await moveTrialOfInstitution(tx, id, { subscribed: true }, now);
		} else if (change.action === "extend_trial" && college.trialEndsAt) {
			accountsUpdated = await moveTrialOfInstitution(tx, id, { trialEndsAt: college.trialEndsAt }, now);
		}
		return {
			id: college.id,
			status: college.status,
			trialEndsAt: college.trialEndsAt?.toISOString() ?? null,
			accountsUpdated,
		};
	});
}
