import { z } from "zod";
import { type EligibilityRuleKey, eligibilityRulesSchema } from "./eligibility";

const uuid = z.uuid({ error: "Not a valid id." });
const isoDate = z.iso.datetime({ offset: true });
/** Whole rupees, never negative, up to ₹100 crore; `what` names the figure in the messages. */
export const inr = (what: string) =>
	z
		.number({ error: `${what} must be a number of rupees.` })
		.int(`${what} must be whole rupees.`)
		.min(0, `${what} cannot be negative.`)
		.max(100_00_00_000, `${what} cannot be above ₹100 crore.`);

// Seasons: one per passing-out batch of a college.

export const createSeasonSchema = z.object({
	batch: z
		.number()
		.int()
		.min(2000, "The batch must be a year from 2000 on.")
		.max(2100, "The batch must be a year before 2100."),
	name: z.string().trim().min(3, "Give the season a name of at least 3 characters.").max(80),
});
export type CreateSeasonInput = z.input<typeof createSeasonSchema>;

export const seasonSchema = z.object({
	id: z.string(),
	batch: z.number().int(),
	name: z.string(),
	driveCount: z.number().int(),
});
export type Season = z.infer<typeof seasonSchema>;
export const seasonsSchema = z.object({ seasons: z.array(seasonSchema) });

// Drives.

export const ROUND_KINDS = [
	"aptitude",
	"coding",
	"group_discussion",
	"technical_interview",
	"hr_interview",
	"other",
] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];
export const ROUND_KIND_LABELS: Record<RoundKind, string> = {
	aptitude: "Aptitude test",
	coding: "Coding test",
	group_discussion: "Group discussion",
	technical_interview: "Technical interview",
	hr_interview: "HR interview",
	other: "Other",
};

export const plannedRoundSchema = z.object({
	name: z.string().trim().min(2, "Name each round (at least 2 characters).").max(80),
	kind: z.enum(ROUND_KINDS),
});
export type PlannedRound = z.infer<typeof plannedRoundSchema>;

export const driveInputSchema = z
	.object({
		seasonId: uuid,
		companyName: z.string().trim().min(2, "Name the company (at least 2 characters).").max(120),
		companyCity: z.string().trim().min(2, "Give the company's city.").max(80),
		/** The job title students see, e.g. "Graduate Engineer Trainee". */
		title: z.string().trim().min(3, "Give the job a title of at least 3 characters.").max(120),
		/** Every role offered in the drive (at least the title's). */
		roles: z.array(z.string().trim().min(2).max(80)).min(1, "Name at least one role.").max(10),
		/** Yearly fixed pay in rupees (IPRS reports fixed and variable apart). */
		ctcFixedInr: inr("The fixed pay"),
		/** Yearly variable pay (bonus, incentives, stock) in rupees. */
		ctcVariableInr: inr("The variable pay"),
		location: z.string().trim().min(2, "Give the job's location.").max(120),
		/** Service agreement in months; null when there is no bond. */
		bondMonths: z.number().int().min(1, "A bond lasts at least a month.").max(120).nullable(),
		bondDetails: z.string().trim().max(500).nullable(),
		description: z.string().trim().min(20, "Describe the job in at least 20 characters.").max(20_000),
		applicationDeadline: isoDate,
		/** The day the drive itself starts (first round). */
		driveDate: isoDate,
		rounds: z.array(plannedRoundSchema).min(1, "Plan at least one round.").max(10),
		rules: eligibilityRulesSchema,
	})
	.superRefine((drive, ctx) => {
		if (drive.ctcFixedInr + drive.ctcVariableInr === 0)
			ctx.addIssue({ code: "custom", path: ["ctcFixedInr"], message: "The CTC cannot be zero." });
		if (Date.parse(drive.driveDate) < Date.parse(drive.applicationDeadline))
			ctx.addIssue({
				code: "custom",
				path: ["driveDate"],
				message: "The drive starts after applications close: pick a date on or after the deadline.",
			});
		if (drive.bondMonths === null && drive.bondDetails)
			ctx.addIssue({ code: "custom", path: ["bondMonths"], message: "Give the bond's length in months." });
	});
export type DriveInput = z.input<typeof driveInputSchema>;

export const driveParamsSchema = z.object({ driveId: z.string() });
export const applicationParamsSchema = z.object({ applicationId: z.string() });
export const studentParamsSchema = z.object({ studentId: z.string() });

const companySchema = z.object({ id: z.string(), name: z.string(), city: z.string() });

/** A drive as every screen shows it. */
export const driveSummarySchema = z.object({
	id: z.string(),
	slug: z.string(),
	title: z.string(),
	company: companySchema,
	roles: z.array(z.string()),
	ctcFixedInr: z.number().int(),
	ctcVariableInr: z.number().int(),
	location: z.string(),
	bondMonths: z.number().int().nullable(),
	bondDetails: z.string().nullable(),
	applicationDeadline: isoDate,
	driveDate: isoDate,
	rounds: z.array(plannedRoundSchema),
	rules: eligibilityRulesSchema,
	/** Whether applications are still taken (the deadline has not passed). */
	open: z.boolean(),
});
export type DriveSummary = z.infer<typeof driveSummarySchema>;

/** The officer's view of a drive: the summary, the description and how many applied. */
export const officerDriveSchema = driveSummarySchema.extend({
	seasonId: z.string(),
	seasonName: z.string(),
	description: z.string(),
	applicants: z.number().int(),
	eligible: z.number().int(),
});
export type OfficerDrive = z.infer<typeof officerDriveSchema>;
export const officerDrivesSchema = z.object({ drives: z.array(officerDriveSchema) });

export const updateRulesSchema = z.object({ rules: eligibilityRulesSchema });

// Eligibility over the college's students.

export const exclusionSchema = z.object({
	rule: z.string() as z.ZodType<EligibilityRuleKey | "tierPolicy">,
	message: z.string(),
});

export const eligibilityPreviewSchema = z.object({ rules: eligibilityRulesSchema });

export const eligibilityStudentSchema = z.object({
	id: z.string(),
	rollNo: z.string(),
	name: z.string(),
	branch: z.string().nullable(),
	eligible: z.boolean(),
	exclusions: z.array(exclusionSchema),
});
export const eligibilityResultSchema = z.object({
	total: z.number().int(),
	eligible: z.number().int(),
	/** How many students each rule keeps out (a student out for two rules counts under both). */
	excludedBy: z.record(z.string(), z.number().int()),
	/** The ineligible students, each with the rules that exclude them (roll-number order). */
	ineligible: z.array(eligibilityStudentSchema),
});
export type EligibilityResult = z.infer<typeof eligibilityResultSchema>;

// Academic records (kept by the placement office).

export const academicRecordSchema = z
	.object({
		batch: z.number().int().min(2000).max(2100),
		cgpa: z.number().min(0, "A CGPA cannot be below 0.").max(10, "A CGPA cannot be above 10."),
		tenthPercent: z
			.number()
			.min(0, "A percentage cannot be below 0.")
			.max(100, "A percentage cannot be above 100."),
		twelfthPercent: z
			.number()
			.min(0, "A percentage cannot be below 0.")
			.max(100, "A percentage cannot be above 100.")
			.nullable(),
		diplomaPercent: z
			.number()
			.min(0, "A percentage cannot be below 0.")
			.max(100, "A percentage cannot be above 100.")
			.nullable(),
		activeBacklogs: z.number().int().min(0, "Backlogs cannot be negative.").max(60),
		pastBacklogs: z.number().int().min(0, "Backlogs cannot be negative.").max(60),
		gapYears: z.number().int().min(0, "Gap years cannot be negative.").max(20),
	})
	.superRefine((record, ctx) => {
		if (record.twelfthPercent === null && record.diplomaPercent === null)
			ctx.addIssue({
				code: "custom",
				path: ["twelfthPercent"],
				message: "Give the 12th percentage or the diploma percentage.",
			});
		if (record.pastBacklogs < record.activeBacklogs)
			ctx.addIssue({
				code: "custom",
				path: ["pastBacklogs"],
				message: "Past backlogs count every backlog ever had, so they cannot be fewer than the active ones.",
			});
	});
export type AcademicRecord = z.infer<typeof academicRecordSchema>;

// Applications.

export const APPLICATION_STATUSES = [
	"applied",
	"shortlisted",
	"rejected",
	"selected",
	"waitlisted",
	"withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
	applied: "Applied",
	shortlisted: "Shortlisted",
	rejected: "Not selected",
	selected: "Selected",
	waitlisted: "Waitlisted",
	withdrawn: "Withdrawn",
};
/** What the officer may set; "withdrawn" is the student's own act. */
export const OFFICER_STATUSES = ["applied", "shortlisted", "rejected", "selected", "waitlisted"] as const;

export const applySchema = z.object({ resumeId: uuid });
export const setStatusSchema = z.object({ status: z.enum(OFFICER_STATUSES) });

export const applicationSchema = z.object({
	id: z.string(),
	driveId: z.string(),
	driveTitle: z.string(),
	companyName: z.string(),
	resumeId: z.string().nullable(),
	resumeTitle: z.string(),
	status: z.enum(APPLICATION_STATUSES),
	appliedAt: isoDate,
	updatedAt: isoDate,
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationsSchema = z.object({ applications: z.array(applicationSchema) });

export const applicantSchema = z.object({
	id: z.string(),
	studentId: z.string(),
	rollNo: z.string(),
	name: z.string(),
	email: z.string(),
	branch: z.string().nullable(),
	cgpa: z.number().nullable(),
	resumeId: z.string().nullable(),
	resumeTitle: z.string(),
	status: z.enum(APPLICATION_STATUSES),
	appliedAt: isoDate,
});
export type Applicant = z.infer<typeof applicantSchema>;
export const applicantsSchema = z.object({ applicants: z.array(applicantSchema) });

// The student's jobs board.

export const jobSchema = driveSummarySchema.extend({
	eligible: z.boolean(),
	exclusions: z.array(exclusionSchema),
	application: z
		.object({ id: z.string(), status: z.enum(APPLICATION_STATUSES), resumeTitle: z.string() })
		.nullable(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobsSchema = z.object({ jobs: z.array(jobSchema) });

export const jobDetailSchema = jobSchema.extend({
	description: z.string(),
	/** The student's resumes to apply with (the resumes module's list). */
	resumes: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;
