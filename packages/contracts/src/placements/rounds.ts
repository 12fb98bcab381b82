import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import {
	APPLICATION_STATUSES,
	applicationParamsSchema,
	driveParamsSchema,
	ROUND_KINDS,
	type RoundKind,
	studentParamsSchema,
} from "./schemas";

/**
 * A drive's rounds, run one after another (issue 19): online tests through the exam engine,
 * group discussions and interviews with slots, panels and scorecards, results per applicant
 * (marked in a table, uploaded as CSV or filled from the test's scores) and moving the passed
 * applicants on in one step. The server's rounds.ts says how the state moves.
 */

const uuid = z.uuid({ error: "Not a valid id." });
const isoDate = z.iso.datetime({ offset: true, error: "Give a date and time." });

export const ROUND_RESULTS = ["pass", "fail", "hold", "absent"] as const;
export type RoundResult = (typeof ROUND_RESULTS)[number];
export const ROUND_RESULT_LABELS: Record<RoundResult, string> = {
	pass: "Pass",
	fail: "Fail",
	hold: "On hold",
	absent: "Absent",
};

/** Rounds whose applicants sit an online test (an exam of the exam engine, judged when it has code). */
export const TEST_ROUND_KINDS = ["aptitude", "coding"] as const satisfies readonly RoundKind[];
export const isTestRound = (kind: RoundKind) => (TEST_ROUND_KINDS as readonly RoundKind[]).includes(kind);

/**
 * What moving a round on does to an applicant in it, by their result: a pass goes to the next round
 * (or, after the last one, is selected), a fail or an absence is not selected, a hold or no result
 * yet stays in the round. The server applies it; the officer's confirmation counts with it.
 */
export type AdvanceOutcome = "next_round" | "selected" | "rejected" | "stays";
export function advanceOutcome(result: RoundResult | null, isLastRound: boolean): AdvanceOutcome {
	if (result === "pass") return isLastRound ? "selected" : "next_round";
	if (result === "fail" || result === "absent") return "rejected";
	return "stays";
}

export const roundParamsSchema = z.object({
	driveId: z.string(),
	/** The round's place in the drive's planned rounds, from 0. */
	roundIndex: z.coerce.number({ error: "Not a round number." }).int().min(0).max(20),
});
export const applicationRoundParamsSchema = applicationParamsSchema.extend({
	roundIndex: roundParamsSchema.shape.roundIndex,
});

// The officer's view of a drive's rounds.

export const scorecardLineSchema = z
	.object({
		criterion: z
			.string()
			.trim()
			.min(1, "Name each criterion.")
			.max(80, "Keep a criterion under 80 characters."),
		score: z.number({ error: "Give each criterion a score." }).min(0, "A score cannot be negative."),
		outOf: z
			.number({ error: "Say what each criterion is marked out of." })
			.positive("Mark each criterion out of more than 0.")
			.max(1000),
	})
	.refine((line) => line.score <= line.outOf, {
		path: ["score"],
		message: "A score cannot be above what it is out of.",
	});
export type ScorecardLine = z.infer<typeof scorecardLineSchema>;

export const roundEntrySchema = z.object({
	applicationId: z.string(),
	studentId: z.string(),
	rollNo: z.string(),
	name: z.string(),
	branch: z.string().nullable(),
	/** The application's status now (a passed applicant of an earlier round may be further on). */
	status: z.enum(APPLICATION_STATUSES),
	/** Shortlisted and at this round now: only such an applicant's result can be recorded. */
	inRound: z.boolean(),
	result: z.enum(ROUND_RESULTS).nullable(),
	scheduledAt: z.string().nullable(),
	panel: z.string().nullable(),
	venue: z.string().nullable(),
	scorecard: z.array(z.object({ criterion: z.string(), score: z.number(), outOf: z.number() })),
	remarks: z.string().nullable(),
	recordedAt: z.string().nullable(),
});
export type RoundEntry = z.infer<typeof roundEntrySchema>;

export const roundExamSchema = z.object({
	id: z.string(),
	title: z.string(),
	opensAt: z.string(),
	closesAt: z.string(),
	durationMinutes: z.number().int(),
	passingScorePercentage: z.number(),
	/** Students who started it, and those whose attempt is scored. */
	started: z.number().int(),
	scored: z.number().int(),
	/** Students in the round whom the exam's audience does not name (shortlisted after it was made). */
	notInAudience: z.number().int(),
});
export type RoundExam = z.infer<typeof roundExamSchema>;

export const roundCountsSchema = z.object({
	/** Applicants in the round now, and their results so far. */
	inRound: z.number().int(),
	pass: z.number().int(),
	fail: z.number().int(),
	hold: z.number().int(),
	absent: z.number().int(),
	undecided: z.number().int(),
});

export const roundViewSchema = z.object({
	index: z.number().int(),
	name: z.string(),
	kind: z.enum(ROUND_KINDS),
	/** An online test, run as an exam. */
	test: z.boolean(),
	exam: roundExamSchema.nullable(),
	counts: roundCountsSchema,
	/** Everyone in the round now or who took part in it, in roll-number order. */
	entries: z.array(roundEntrySchema),
});
export type RoundView = z.infer<typeof roundViewSchema>;

export const driveRoundsSchema = z.object({
	driveId: z.string(),
	rounds: z.array(roundViewSchema),
	/** Applicants not shortlisted yet (status applied). */
	awaitingShortlist: z.number().int(),
});
export type DriveRounds = z.infer<typeof driveRoundsSchema>;

// A test round's exam.

export const roundTestSourceSchema = z.discriminatedUnion(
	"from",
	[
		z.object({
			from: z.literal("bank"),
			bankId: uuid,
			/** Questions drawn per student from the bank. */
			count: z
				.number({ error: "Say how many questions to draw." })
				.int()
				.min(1, "Draw at least one question.")
				.max(200, "Draw at most 200 questions."),
			tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(10).default([]),
		}),
		/** Another exam's paper (its sections), e.g. an aptitude paper the exam admin prepared. */
		z.object({ from: z.literal("exam"), examId: uuid }),
	],
	{ error: "Choose a question bank or an exam paper." },
);

export const createRoundExamSchema = z.object({
	/** The exam's title; the company and round by default. */
	title: z.string().trim().min(3, "Give the test a title of at least 3 characters.").max(150).optional(),
	opensAt: isoDate,
	durationMinutes: z
		.number({ error: "Give the test's length in minutes." })
		.int()
		.min(5, "A test lasts at least 5 minutes.")
		.max(600, "A test lasts at most 10 hours."),
	/** How long after the start a late student may still begin (the test still ends on time for everyone). */
	lateEntryMinutes: z.number().int().min(0).max(240, "Allow at most 4 hours of late entry.").default(15),
	/** The pass mark the exam shows, and the cut-off proposed when filling the round's results. */
	cutoffPercent: z.number().min(0).max(100, "A cut-off is at most 100 %.").default(60),
	proctored: z.boolean().default(false),
	questions: roundTestSourceSchema,
});
export type CreateRoundExamInput = z.input<typeof createRoundExamSchema>;

/** What a test may draw from: the college's question banks and its published exams. */
export const testSourcesSchema = z.object({
	banks: z.array(z.object({ id: z.string(), name: z.string(), questionCount: z.number().int() })),
	exams: z.array(z.object({ id: z.string(), title: z.string(), opensAt: z.string() })),
});
export type TestSources = z.infer<typeof testSourcesSchema>;

export const examResultsPreviewInputSchema = z.object({
	cutoffPercent: z
		.number({ error: "Give the cut-off as a percentage." })
		.min(0, "A cut-off is at least 0 %.")
		.max(100, "A cut-off is at most 100 %."),
});

export const EXAM_ATTEMPT_STATES = ["scored", "unscored", "none"] as const;
export const examResultsPreviewSchema = z.object({
	cutoffPercent: z.number(),
	rows: z.array(
		z.object({
			applicationId: z.string(),
			rollNo: z.string(),
			name: z.string(),
			/** scored; started but not scored yet (in progress or awaiting grading); never started. */
			attempt: z.enum(EXAM_ATTEMPT_STATES),
			percentage: z.number().nullable(),
			/** The result to record, or null while it cannot be decided yet. */
			result: z.enum(ROUND_RESULTS).nullable(),
			note: z.string(),
		}),
	),
});
export type ExamResultsPreview = z.infer<typeof examResultsPreviewSchema>;

// Results: marked in a table, from a CSV, or from the exam (each confirmed through recordResults).

export const recordResultsSchema = z.object({
	results: z
		.array(
			z.object({
				applicationId: uuid,
				result: z.enum(ROUND_RESULTS, { error: "A result is pass, fail, hold or absent." }).nullable(),
				/** Left as it is when not sent. */
				remarks: z.string().trim().max(1000, "Keep remarks under 1,000 characters.").nullable().optional(),
			}),
		)
		.min(1, "Record at least one result.")
		.max(5000, "Record at most 5,000 results at a time."),
});
export type RecordResultsInput = z.input<typeof recordResultsSchema>;

export const csvPreviewInputSchema = z.object({
	/** The file's text: roll number, result, and optional remarks per line; a header line is optional. */
	csv: z
		.string()
		.min(1, "The file is empty.")
		.max(500_000, "The file is too large: upload at most 500,000 characters (split it)."),
});

export const CSV_PROBLEM_KINDS = [
	"unknown_roll_no",
	"not_in_round",
	"bad_result",
	"duplicate",
	"bad_row",
] as const;
export const csvPreviewSchema = z.object({
	/** The rows that would be recorded, by their line in the file. */
	rows: z.array(
		z.object({
			row: z.number().int(),
			applicationId: z.string(),
			rollNo: z.string(),
			name: z.string(),
			result: z.enum(ROUND_RESULTS),
			remarks: z.string().nullable(),
		}),
	),
	/** The lines left out, and why. */
	problems: z.array(
		z.object({
			row: z.number().int(),
			rollNo: z.string(),
			kind: z.enum(CSV_PROBLEM_KINDS),
			message: z.string(),
		}),
	),
});
export type CsvPreview = z.infer<typeof csvPreviewSchema>;

// Interview and group-discussion slots, scorecards.

export const scheduleSchema = z.object({
	/** In slot order: the first gets `startsAt`, each next one `slotMinutes` later. */
	applicationIds: z
		.array(uuid)
		.min(1, "Choose at least one applicant to schedule.")
		.max(1000, "Schedule at most 1,000 applicants at a time."),
	startsAt: isoDate,
	/** Each slot's length; 0 puts everyone at the same time (a group discussion's batch). */
	slotMinutes: z
		.number({ error: "Give the slot length in minutes." })
		.int()
		.min(0, "A slot cannot be negative.")
		.max(480, "A slot lasts at most 8 hours."),
	panel: z.string().trim().max(300, "Keep the panel under 300 characters.").default(""),
	venue: z
		.string()
		.trim()
		.min(2, "Give the room or the meeting link.")
		.max(300, "Keep the venue under 300 characters."),
});
export type ScheduleInput = z.input<typeof scheduleSchema>;

export const scorecardInputSchema = z.object({
	scorecard: z.array(scorecardLineSchema).max(20, "Use at most 20 criteria."),
	remarks: z.string().trim().max(2000, "Keep remarks under 2,000 characters.").nullable(),
	result: z.enum(ROUND_RESULTS, { error: "A result is pass, fail, hold or absent." }).nullable(),
});
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

// Moving the passed applicants on.

const personSchema = z.object({ applicationId: z.string(), rollNo: z.string(), name: z.string() });
export const advanceResultSchema = z.object({
	/** The round the passed applicants went to; null when it was the last round (they were selected). */
	nextRound: z.object({ index: z.number().int(), name: z.string() }).nullable(),
	movedOn: z.array(personSchema),
	selected: z.array(personSchema),
	rejected: z.array(personSchema),
	/** On hold, or with no result yet: still in the round. */
	stayed: z.array(personSchema),
});
export type AdvanceResult = z.infer<typeof advanceResultSchema>;

// The student's rounds.

export const STUDENT_ROUND_STATES = ["done", "current", "upcoming"] as const;
export const studentRoundSchema = z.object({
	index: z.number().int(),
	name: z.string(),
	kind: z.enum(ROUND_KINDS),
	state: z.enum(STUDENT_ROUND_STATES),
	/** The result once it counts (after the officer moved the round on); a hold shows at once. */
	result: z.enum(ROUND_RESULTS).nullable(),
	scheduledAt: z.string().nullable(),
	venue: z.string().nullable(),
	/** The online test to sit, for a test round the student is in. */
	exam: z.object({ id: z.string(), title: z.string(), opensAt: z.string(), closesAt: z.string() }).nullable(),
});
export type StudentRound = z.infer<typeof studentRoundSchema>;

export const applicationRoundsSchema = z.object({
	applicationId: z.string(),
	driveId: z.string(),
	driveTitle: z.string(),
	companyName: z.string(),
	slug: z.string(),
	status: z.enum(APPLICATION_STATUSES),
	rounds: z.array(studentRoundSchema),
});
export type ApplicationRounds = z.infer<typeof applicationRoundsSchema>;
export const studentRoundsSchema = z.object({ applications: z.array(applicationRoundsSchema) });

const tags = ["placements"];

/** A drive's rounds (issue 19): the officer runs them; a student reads their own. */
export const roundEndpoints = {
	driveRounds: defineEndpoint({
		method: "GET",
		path: "/api/placements/drives/:driveId/rounds",
		summary: "A drive's rounds with each one's applicants, slots, scorecards, results and test",
		tags,
		params: driveParamsSchema,
		responses: { 200: driveRoundsSchema },
		errors: [401, 403, 404],
	}),
	testSources: defineEndpoint({
		method: "GET",
		path: "/api/placements/test-sources",
		summary: "The college's question banks and published exams a test round may draw from",
		tags,
		responses: { 200: testSourcesSchema },
		errors: [401, 403],
	}),
	createRoundExam: defineEndpoint({
		method: "POST",
		path: "/api/placements/drives/:driveId/rounds/:roundIndex/exam",
		summary: "Create and publish a test round's exam for exactly the applicants in the round; they are told",
		tags,
		params: roundParamsSchema,
		body: createRoundExamSchema,
		responses: { 201: roundViewSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	previewExamResults: defineEndpoint({
		method: "POST",
		path: "/api/placements/drives/:driveId/rounds/:roundIndex/exam-results/preview",
		summary: "The results the round's exam gives at a cut-off (nothing is recorded)",
		tags,
		params: roundParamsSchema,
		body: examResultsPreviewInputSchema,
		responses: { 200: examResultsPreviewSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	previewCsv: defineEndpoint({
		method: "POST",
		path: "/api/placements/drives/:driveId/rounds/:roundIndex/results/preview",
		summary:
			"Read a CSV of roll numbers and results: the rows that would be recorded and every line left out, with why (nothing is recorded)",
		tags,
		params: roundParamsSchema,
		body: csvPreviewInputSchema,
		responses: { 200: csvPreviewSchema },
		errors: [400, 401, 403, 404],
	}),
	recordResults: defineEndpoint({
		method: "PUT",
		path: "/api/placements/drives/:driveId/rounds/:roundIndex/results",
		summary:
			"Record results (and remarks) of applicants in the round, all or none: an applicant not in the round refuses the whole request",
		tags,
		params: roundParamsSchema,
		body: recordResultsSchema,
		responses: { 200: roundViewSchema },
		errors: [400, 401, 403, 404],
	}),
	schedule: defineEndpoint({
		method: "PUT",
		path: "/api/placements/drives/:driveId/rounds/:roundIndex/schedule",
		summary:
			"Give applicants in an interview or group-discussion round consecutive slots with a panel and venue; they are told",
		tags,
		params: roundParamsSchema,
		body: scheduleSchema,
		responses: { 200: roundViewSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	scorecard: defineEndpoint({
		method: "PUT",
		path: "/api/placements/applications/:applicationId/rounds/:roundIndex",
		summary: "Record one applicant's scorecard, remarks and result in their round",
		tags,
		params: applicationRoundParamsSchema,
		body: scorecardInputSchema,
		responses: { 200: roundEntrySchema },
		errors: [400, 401, 403, 404],
	}),
	advance: defineEndpoint({
		method: "POST",
		path: "/api/placements/drives/:driveId/rounds/:roundIndex/advance",
		summary:
			"Move the round on: passed applicants to the next round (selected after the last), failed and absent ones not selected, holds stay; students are told",
		tags,
		params: roundParamsSchema,
		responses: { 200: advanceResultSchema },
		errors: [401, 403, 404],
	}),
	jobRounds: defineEndpoint({
		method: "GET",
		path: "/api/placements/jobs/:driveId/rounds",
		summary: "The student's own application to a drive, round by round",
		tags,
		params: driveParamsSchema,
		responses: { 200: applicationRoundsSchema },
		errors: [401, 403, 404],
	}),
	studentRounds: defineEndpoint({
		method: "GET",
		path: "/api/placements/students/:studentId/rounds",
		summary:
			"Each of a student's applications round by round (the student themself, or their college's placement officer)",
		tags,
		params: studentParamsSchema,
		responses: { 200: studentRoundsSchema },
		errors: [401, 403, 404],
	}),
};
