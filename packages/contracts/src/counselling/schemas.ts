import { z } from "zod";
import { traitResultSchema } from "../psychometric/schemas";

/**
 * Career counselling (issue 19): a college's career counselors keep a caseload of students referred
 * by their faculty mentor or by themselves, with private notes and follow-ups, and recommend
 * journeys and career paths. The student sees their case's status and the recommendations only.
 */

export const CASE_SOURCES = ["mentor", "self"] as const;
export type CaseSource = (typeof CASE_SOURCES)[number];
export const CASE_SOURCE_LABELS: Record<CaseSource, string> = {
	mentor: "Referred by mentor",
	self: "Self-referred",
};

export const CASE_STATUSES = ["open", "closed"] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = { open: "Open", closed: "Closed" };

export const COUNSELLING_LIMITS = {
	reasonMin: 10,
	reasonMax: 1000,
	noteMax: 4000,
	journeys: 6,
	careerPaths: 8,
	careerPathMax: 120,
} as const;

export const COUNSELLING_MESSAGES = {
	caseNotFound: "There is no such counselling case.",
	otherCollege: "This case belongs to a student of another college.",
	noCollege: "Career counselling is offered by a college: your account belongs to none.",
	notMentee: "This student is not one of your mentees.",
	openCaseExists: (name: string) =>
		`${name} already has an open case with the career counselors. Add to it instead of opening another.`,
	selfOpenCaseExists:
		"You already have an open request with the career counselors. A counselor will reach you on it.",
	alreadyTaken: (name: string) => `${name} has already taken this case.`,
	closed: "This case is closed. Reopen it to change it.",
	alreadyOpen: "This case is already open.",
	noFollowUp: "This note has no follow-up to mark as done.",
	noteNotFound: "There is no such note on this case.",
	unknownJourney: (id: string) => `There is no journey "${id}" in the learning catalogue.`,
} as const;

const id = z.string().trim().min(1).max(64);

/** Why someone is referred, in the referrer's words: for the counselors, never shown to other students. */
export const reasonSchema = z
	.string({ error: "Describe what help is needed." })
	.trim()
	.min(1, { error: "Describe what help is needed." })
	.min(COUNSELLING_LIMITS.reasonMin, {
		error: `Describe it in at least ${COUNSELLING_LIMITS.reasonMin} characters, so the counselor can prepare.`,
	})
	.max(COUNSELLING_LIMITS.reasonMax, {
		error: `Keep it under ${COUNSELLING_LIMITS.reasonMax.toLocaleString("en-IN")} characters.`,
	});

/** A faculty mentor refers one of their mentees. */
export const mentorReferralInputSchema = z.object({ studentId: id, reason: reasonSchema });
export type MentorReferralInput = z.input<typeof mentorReferralInputSchema>;

/** A student asks to talk to a career counselor, saying what they want help with. */
export const selfReferralInputSchema = z.object({ reason: reasonSchema });
export type SelfReferralInput = z.input<typeof selfReferralInputSchema>;

/** What a mentor learns once their referral is made. */
export const referralSchema = z
	.object({ caseId: z.string(), studentName: z.string(), createdAt: z.iso.datetime() })
	.meta({ id: "CounsellingReferral" });
export type Referral = z.infer<typeof referralSchema>;

export const caseParamsSchema = z.object({ caseId: id });
export const noteParamsSchema = z.object({ caseId: id, noteId: id });

export const noteInputSchema = z.object({
	body: z
		.string({ error: "Write the note first." })
		.trim()
		.min(1, { error: "Write the note first." })
		.max(COUNSELLING_LIMITS.noteMax, {
			error: `A note can be at most ${COUNSELLING_LIMITS.noteMax.toLocaleString("en-IN")} characters.`,
		}),
	/** The day to meet again (YYYY-MM-DD, India); today or later (rules.ts, checked on the server's clock). */
	followUpOn: z.iso.date({ error: "Give the follow-up day as a date (YYYY-MM-DD)." }).nullish(),
});
export type NoteInput = z.input<typeof noteInputSchema>;

export const recommendationsInputSchema = z.object({
	/** Learning journeys by their path id ("full-stack", "ai"...). */
	journeys: z
		.array(id)
		.max(COUNSELLING_LIMITS.journeys, { error: `Recommend at most ${COUNSELLING_LIMITS.journeys} journeys.` })
		.refine((list) => new Set(list).size === list.length, { error: "A journey is listed twice." }),
	/** Career paths in the counselor's words: "GATE and M.Tech in VLSI", "Product companies via off-campus". */
	careerPaths: z
		.array(
			z
				.string()
				.trim()
				.min(2, { error: "Each career path needs at least 2 characters." })
				.max(COUNSELLING_LIMITS.careerPathMax, {
					error: `Keep each career path under ${COUNSELLING_LIMITS.careerPathMax} characters.`,
				}),
		)
		.max(COUNSELLING_LIMITS.careerPaths, {
			error: `List at most ${COUNSELLING_LIMITS.careerPaths} career paths.`,
		})
		.refine((list) => new Set(list.map((p) => p.toLowerCase())).size === list.length, {
			error: "A career path is listed twice.",
		}),
});
export type RecommendationsInput = z.input<typeof recommendationsInputSchema>;

const person = z.object({ id: z.string(), name: z.string() });

/** A student as the caseload lists them. */
export const caseStudentSchema = z.object({
	id: z.string(),
	name: z.string(),
	rollNo: z.string().nullable(),
	deptCode: z.string().nullable(),
	year: z.number().int().nullable(),
	section: z.string().nullable(),
});

/** One case in the caseload. */
export const caseSummarySchema = z.object({
	id: z.string(),
	status: z.enum(CASE_STATUSES),
	source: z.enum(CASE_SOURCES),
	reason: z.string(),
	createdAt: z.iso.datetime(),
	closedAt: z.iso.datetime().nullable(),
	student: caseStudentSchema,
	/** Null until a counselor takes the case. */
	counselor: person.nullable(),
	/** The mentor who referred the student; null for a self-referral. */
	referredBy: person.nullable(),
	/** The earliest follow-up still to do (YYYY-MM-DD), if any. */
	nextFollowUpOn: z.string().nullable(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const CASE_ASSIGNMENTS = ["any", "unassigned", "mine"] as const;

export const caseListQuerySchema = z.object({
	status: z.enum([...CASE_STATUSES, "all"]).default("open"),
	source: z.enum(CASE_SOURCES).optional(),
	assigned: z.enum(CASE_ASSIGNMENTS).default("any"),
	/** A department's code (CSE, ECE, ME...). */
	department: z.string().trim().toUpperCase().max(16).optional(),
	/** Part of a name or a roll number. */
	q: z.string().trim().max(100).optional(),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type CaseListQuery = z.input<typeof caseListQuerySchema>;

export const caseListSchema = z
	.object({
		items: z.array(caseSummarySchema),
		total: z.number().int(),
		page: z.number().int(),
		pageSize: z.number().int(),
		/** The college's departments, for the filter. */
		departments: z.array(z.string()),
	})
	.meta({ id: "CounsellingCaseList" });
export type CaseList = z.infer<typeof caseListSchema>;

export const counsellingNoteSchema = z.object({
	id: z.string(),
	body: z.string(),
	authorName: z.string().nullable(),
	createdAt: z.iso.datetime(),
	followUpOn: z.string().nullable(),
	/** When the follow-up was marked done; null while it is still to do (or there is none). */
	followUpDone: z.iso.datetime().nullable(),
});
export type CounsellingNote = z.infer<typeof counsellingNoteSchema>;

export const journeyOptionSchema = z.object({ id: z.string(), title: z.string(), tagline: z.string() });
export type JourneyOption = z.infer<typeof journeyOptionSchema>;
export const journeyOptionsSchema = z.object({ journeys: z.array(journeyOptionSchema) });

export const recommendationsSchema = z.object({
	/** `available` is false once a recommended journey is no longer published (its title is kept). */
	journeys: z.array(z.object({ id: z.string(), title: z.string(), available: z.boolean() })),
	careerPaths: z.array(z.string()),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

/** A psychometric report the student shared with their college's counselors: its trait scores. */
export const sharedPsychometricSchema = z.object({
	id: z.string(),
	completedAt: z.iso.datetime(),
	traits: z.array(traitResultSchema),
});

export const caseDetailSchema = caseSummarySchema
	.extend({
		student: caseStudentSchema.extend({
			email: z.string(),
			deptName: z.string().nullable(),
			mentor: person.nullable(),
		}),
		notes: z.array(counsellingNoteSchema),
		recommendations: recommendationsSchema,
		/** Only reports the student chose to share with counselors; empty otherwise. */
		psychometric: z.array(sharedPsychometricSchema),
	})
	.meta({ id: "CounsellingCase" });
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const followUpSchema = z.object({
	noteId: z.string(),
	caseId: z.string(),
	followUpOn: z.string(),
	/** Before today (IST). */
	overdue: z.boolean(),
	student: caseStudentSchema,
	counselor: person.nullable(),
	/** The note that set the follow-up, for context. */
	note: z.string(),
});
export type FollowUp = z.infer<typeof followUpSchema>;

export const followUpListSchema = z
	.object({ today: z.string(), items: z.array(followUpSchema) })
	.meta({ id: "CounsellingFollowUps" });
export type FollowUpList = z.infer<typeof followUpListSchema>;

export const counsellingOverviewSchema = z
	.object({
		today: z.string(),
		counts: z.object({
			open: z.number().int(),
			unassigned: z.number().int(),
			mine: z.number().int(),
			followUpsDue: z.number().int(),
			overdue: z.number().int(),
			closedLast30Days: z.number().int(),
		}),
		/** The first few follow-ups due, oldest first. */
		followUpsDue: z.array(followUpSchema),
		/** The referrals nobody has taken yet, oldest first. */
		unassigned: z.array(caseSummarySchema),
	})
	.meta({ id: "CounsellingOverview" });
export type CounsellingOverview = z.infer<typeof counsellingOverviewSchema>;

/** A case as its student sees it: its status and the recommendations, never the notes. */
export const studentCaseSchema = z.object({
	id: z.string(),
	status: z.enum(CASE_STATUSES),
	source: z.enum(CASE_SOURCES),
	/** The student's own words when they referred themselves; a mentor's reason is for the counselors. */
	reason: z.string().nullable(),
	referredByName: z.string().nullable(),
	counselorName: z.string().nullable(),
	createdAt: z.iso.datetime(),
	closedAt: z.iso.datetime().nullable(),
	recommendations: recommendationsSchema,
});
export type StudentCase = z.infer<typeof studentCaseSchema>;

export const myCounsellingSchema = z
	.object({ current: studentCaseSchema.nullable(), past: z.array(studentCaseSchema) })
	.meta({ id: "MyCounselling" });
export type MyCounselling = z.infer<typeof myCounsellingSchema>;
