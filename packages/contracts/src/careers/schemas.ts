import { z } from "zod";

// Career paths (SPEC §2 /dashboard/careerpath/{id} and /journey): a roadmap per target role whose
// milestones are Unnati's own courses, problems, mock interviews, resumes and certificates, with
// progress computed on the server from what the student did.

/** The ids of the career paths; the {id} of /dashboard/careerpath/{id}. */
export const CAREER_PATH_IDS = [
	"sde",
	"full-stack-developer",
	"data-analyst",
	"ai-ml-engineer",
	"cloud-engineer",
	"cybersecurity-analyst",
] as const;
export type CareerPathId = (typeof CAREER_PATH_IDS)[number];

export const MILESTONE_KINDS = ["course", "problems", "interview", "resume", "certificate"] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

/** What the weekly plan is built from: a student's hours a week for their career path. */
export const MIN_WEEKLY_HOURS = 1;
export const MAX_WEEKLY_HOURS = 40;
export const DEFAULT_WEEKLY_HOURS = 6;

export const careerPathParamsSchema = z.object({ pathId: z.string().min(1).max(64) });

export const milestoneSchema = z.object({
	id: z.string(),
	kind: z.enum(MILESTONE_KINDS),
	title: z.string(),
	/** Why this matters for the role, in a sentence. */
	why: z.string(),
	/** What counts as done, spelled out (the rule behind the figure). */
	rule: z.string(),
	/** The app path where the student does it. */
	link: z.string(),
	linkLabel: z.string(),
	/** Done out of target, in the milestone's unit (lessons, problems, interviews, match points). */
	done: z.number().int().min(0),
	target: z.number().int().min(1),
	unit: z.string(),
	completed: z.boolean(),
	/** Estimated hours of the whole milestone, and of what is left of it. */
	hours: z.number().min(0),
	hoursLeft: z.number().min(0),
	/** The skills of the role this milestone builds. */
	skills: z.array(z.string()),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const careerPathSummarySchema = z.object({
	id: z.enum(CAREER_PATH_IDS),
	title: z.string(),
	summary: z.string(),
	/** Whole per cent of the path's hours done. */
	percent: z.number().int().min(0).max(100),
	milestonesDone: z.number().int().min(0),
	milestonesTotal: z.number().int().min(1),
});
export type CareerPathSummary = z.infer<typeof careerPathSummarySchema>;

export const careerPathListSchema = z.object({ paths: z.array(careerPathSummarySchema) });

export const weeklyPlanSchema = z.object({
	weeklyHours: z.number().int().min(MIN_WEEKLY_HOURS).max(MAX_WEEKLY_HOURS),
	/** Weeks to finish what is left at that pace (0 when nothing is left). */
	weeksToFinish: z.number().int().min(0),
	/** The next weeks (at most four), each with the milestones to work on and the hours for each. */
	weeks: z.array(
		z.object({
			week: z.number().int().min(1),
			items: z.array(z.object({ milestoneId: z.string(), title: z.string(), hours: z.number().min(0) })),
		}),
	),
});
export type WeeklyPlan = z.infer<typeof weeklyPlanSchema>;

export const careerPathSchema = careerPathSummarySchema.extend({
	/** What people in the role do, for an Indian engineering student. */
	role: z.string(),
	/** What the role needs that Unnati has no milestone for yet, said plainly. */
	alsoLearn: z.array(z.string()),
	milestones: z.array(milestoneSchema),
	gap: z.object({
		skillsCovered: z.array(z.string()),
		/** Each missing skill with the milestones that build it. */
		skillsMissing: z.array(z.object({ skill: z.string(), milestoneIds: z.array(z.string()) })),
		hoursLeft: z.number().min(0),
		/** The first milestone not yet done, in the roadmap's order; null when the path is complete. */
		nextMilestoneId: z.string().nullable(),
	}),
	plan: weeklyPlanSchema,
});
export type CareerPath = z.infer<typeof careerPathSchema>;

export const savePlanSchema = z.object({
	weeklyHours: z
		.number({ error: "Enter the hours a week you can give, a whole number." })
		.int("Enter the hours a week as a whole number.")
		.min(MIN_WEEKLY_HOURS, `Give at least ${MIN_WEEKLY_HOURS} hour a week.`)
		.max(MAX_WEEKLY_HOURS, `At most ${MAX_WEEKLY_HOURS} hours a week: leave time for your classes.`),
});
export type SavePlan = z.infer<typeof savePlanSchema>;
export const planSettingsSchema = savePlanSchema;

export const CAREER_PATH_NOT_FOUND = "No such career path.";
