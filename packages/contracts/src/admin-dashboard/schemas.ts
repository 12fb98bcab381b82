import { z } from "zod";

/**
 * The platform admin's dashboard (issue 18): every college on Unnati with its trial or subscription
 * and how much it uses the platform. Only figures the platform records are shown: there is no billing
 * yet, so there are no revenue figures.
 */

/** The recent window of the colleges' usage figures. */
export const USAGE_WINDOW_DAYS = 30;
/** The weeks of the usage chart, the current one last. */
export const USAGE_WEEKS = 12;
/** The longest trial extension at once; longer means the college should subscribe. */
export const TRIAL_EXTENSION_MAX_DAYS = 90;

export const COLLEGE_STATUSES = ["active", "trial", "suspended"] as const;
export type CollegeStatus = (typeof COLLEGE_STATUSES)[number];

/** "active" is a college that subscribed. */
export const COLLEGE_STATUS_LABELS: Record<CollegeStatus, string> = {
	active: "Subscribed",
	trial: "Trial",
	suspended: "Suspended",
};

export const SUBSCRIPTION_MESSAGES = {
	daysInvalid: `Extend a trial by 1 to ${TRIAL_EXTENSION_MAX_DAYS} days.`,
	actionInvalid: "Choose to extend the trial, mark the college subscribed, or suspend it.",
	alreadySubscribed: "This college is subscribed: it has no trial to extend.",
	collegeNotFound: "No such college.",
} as const;

export const collegeOverviewSchema = z.object({
	id: z.string(),
	name: z.string(),
	code: z.string(),
	city: z.string().nullable(),
	state: z.string().nullable(),
	status: z.enum(COLLEGE_STATUSES),
	/** When the trial ends (or ended); null for a college that never had one or has subscribed. */
	trialEndsAt: z.iso.datetime().nullable(),
	joinedAt: z.iso.datetime(),
	students: z.number().int(),
	/** Every other account of the college: administrators, heads, mentors, examiners, officers. */
	staff: z.number().int(),
	/** The latest sign-in of anyone of the college; null when nobody has signed in. */
	lastSignInAt: z.iso.datetime().nullable(),
	/** Exams whose window opened in the last USAGE_WINDOW_DAYS days. */
	examsHeld: z.number().int(),
	/** Exam attempts started in the window. */
	examAttempts: z.number().int(),
	/** Practice-problem code submissions judged in the window. */
	codeSubmissions: z.number().int(),
});
export type CollegeOverview = z.infer<typeof collegeOverviewSchema>;

export const collegesOverviewSchema = z
	.object({
		windowDays: z.number().int(),
		colleges: z.array(collegeOverviewSchema),
	})
	.meta({ id: "CollegesOverview" });
export type CollegesOverview = z.infer<typeof collegesOverviewSchema>;

export const usageWeekSchema = z.object({
	/** The week's Monday (India time), YYYY-MM-DD. */
	weekStart: z.iso.date(),
	signIns: z.number().int(),
	examAttempts: z.number().int(),
	codeSubmissions: z.number().int(),
});
export type UsageWeek = z.infer<typeof usageWeekSchema>;

export const platformUsageSchema = z
	.object({ weeks: z.array(usageWeekSchema) })
	.meta({ id: "PlatformUsage" });
export type PlatformUsage = z.infer<typeof platformUsageSchema>;

export const collegeParamsSchema = z.object({ id: z.uuid({ error: SUBSCRIPTION_MESSAGES.collegeNotFound }) });

/** What the admin does to a college's trial or subscription. */
export const subscriptionChangeSchema = z
	.discriminatedUnion(
		"action",
		[
			z.object({
				action: z.literal("extend_trial"),
				days: z
					.number({ error: SUBSCRIPTION_MESSAGES.daysInvalid })
					.int({ error: SUBSCRIPTION_MESSAGES.daysInvalid })
					.min(1, { error: SUBSCRIPTION_MESSAGES.daysInvalid })
					.max(TRIAL_EXTENSION_MAX_DAYS, { error: SUBSCRIPTION_MESSAGES.daysInvalid }),
			}),
			z.object({ action: z.literal("activate") }),
			z.object({ action: z.literal("suspend") }),
		],
		{ error: SUBSCRIPTION_MESSAGES.actionInvalid },
	)
	.meta({ id: "SubscriptionChange" });
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

export const subscriptionResultSchema = z
	.object({
		id: z.string(),
		status: z.enum(COLLEGE_STATUSES),
		trialEndsAt: z.iso.datetime().nullable(),
		/** The college's accounts in trial whose trial moved with the college's. */
		accountsUpdated: z.number().int(),
	})
	.meta({ id: "SubscriptionResult" });
export type SubscriptionResult = z.infer<typeof subscriptionResultSchema>;
