import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";

/**
 * Placement reports (issue 19): one passing-out batch of a college, computed from its records on
 * every request (academic records, the season's drives, applications and offers, and the outcomes the
 * officer records), never typed in. The same definitions are printed under the screen's figures, in
 * the PDF and at the end of the CSV, so a reader of any of them knows what was counted.
 */

/** The words each figure is computed by, in the order the report shows them. */
export const REPORT_DEFINITIONS = [
	{
		term: "Final-year students",
		text: "Students of the batch: every student with an academic record whose passing-out year is the batch. Only they are counted anywhere in the report.",
	},
	{
		term: "Placed",
		text: "A final-year student holding at least one accepted offer from a drive of the batch's season. An offer given up for a higher tier (released) or declined does not place anyone.",
	},
	{
		term: "CTC of a placed student",
		text: "Their best accepted offer: the highest total (fixed + variable) yearly pay, the higher fixed pay breaking a tie. Fixed and variable pay are reported apart, as IPRS asks, and together as the total.",
	},
	{
		term: "Median, average and highest CTC",
		text: "Over placed students, one value per student (their best accepted offer), never one per offer. The median of an even count is the mean of the two middle values. Fixed, variable and total are each taken over the same students, so the median fixed and median variable pay need not add up to the median total. Amounts are whole rupees, rounded half up.",
	},
	{
		term: "Offers per student",
		text: "Every offer recorded in the season's drives to final-year students, whatever its answer (pending, accepted, declined, released or lapsed: an offer made counts once made), divided by the students who got at least one offer.",
	},
	{
		term: "Higher studies and entrepreneurs",
		text: "Outcomes the placement office records for students of the batch: an admission to a postgraduate programme, or a venture of their own.",
	},
	{
		term: "NBA placement index",
		text: "Per batch, (placed + higher studies + entrepreneurs) ÷ final-year students, each student counted once even if more than one applies. The report averages it over the batch and the two batches before it that have seasons; with fewer, it says how many batches the average covers. A batch without final-year students has no index and is left out of the average.",
	},
	{
		term: "NIRF graduation outcome",
		text: "The median salary of placed graduates (total CTC, as above), and the placed and higher-studies percentages of the final-year students.",
	},
] as const;

/** The total-CTC bands of the distribution chart, in rupees a year (from inclusive, to exclusive). */
export const CTC_BANDS = [
	{ label: "Below ₹4 lakh", fromInr: 0, toInr: 4_00_000 },
	{ label: "₹4–6 lakh", fromInr: 4_00_000, toInr: 6_00_000 },
	{ label: "₹6–8 lakh", fromInr: 6_00_000, toInr: 8_00_000 },
	{ label: "₹8–10 lakh", fromInr: 8_00_000, toInr: 10_00_000 },
	{ label: "₹10–12 lakh", fromInr: 10_00_000, toInr: 12_00_000 },
	{ label: "₹12–16 lakh", fromInr: 12_00_000, toInr: 16_00_000 },
	{ label: "₹16 lakh and above", fromInr: 16_00_000, toInr: null },
] as const;

const count = z.number().int().min(0);
/** A percentage to one decimal; null when there is nothing to divide by. */
const percent = z.number().nullable();
const rupees = z.number().int().min(0);

export const batchParamsSchema = z.object({
	batch: z.coerce
		.number({ error: "The batch must be a year." })
		.int("The batch must be a year.")
		.min(2000, "The batch must be a year from 2000 on.")
		.max(2100, "The batch must be a year before 2100."),
});

// The list of reports: one per season.

export const reportSeasonSchema = z.object({
	id: z.string(),
	batch: z.number().int(),
	name: z.string(),
	drives: count,
	offers: count,
});
export type ReportSeason = z.infer<typeof reportSeasonSchema>;
export const reportSeasonsSchema = z.object({ seasons: z.array(reportSeasonSchema) });

// One batch's report.

export const ctcStatsSchema = z.object({ median: rupees, average: rupees, highest: rupees, lowest: rupees });
export type CtcStats = z.infer<typeof ctcStatsSchema>;

/** CTC over placed students, one value per student; null in the report when nobody is placed. */
export const ctcSummarySchema = z.object({
	students: count,
	fixed: ctcStatsSchema,
	variable: ctcStatsSchema,
	total: ctcStatsSchema,
});
export type CtcSummary = z.infer<typeof ctcSummarySchema>;

export const reportSummarySchema = z.object({
	finalYearStudents: count,
	placed: count,
	placedPercent: percent,
	studentsWithOffers: count,
	offersMade: count,
	offersAccepted: count,
	/** To two decimals; null when nobody got an offer. */
	offersPerStudent: z.number().nullable(),
	companies: count,
	drives: count,
	higherStudies: count,
	entrepreneurs: count,
	ctc: ctcSummarySchema.nullable(),
	/** Offers in the season's drives to students who are not of the batch: shown, not counted. */
	offersLeftOut: count,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const branchRowSchema = z.object({
	/** The department code, or "Unknown" for students without a department. */
	branch: z.string(),
	name: z.string(),
	finalYearStudents: count,
	placed: count,
	placedPercent: percent,
	offersMade: count,
	higherStudies: count,
	entrepreneurs: count,
	medianCtcInr: rupees.nullable(),
	highestCtcInr: rupees.nullable(),
});
export type BranchRow = z.infer<typeof branchRowSchema>;

export const companyRowSchema = z.object({
	company: z.string(),
	city: z.string(),
	drives: count,
	/** The roles offered (or the drives' titles when no offer was made). */
	roles: z.array(z.string()),
	/** The tier of the highest offer (or of the drive when none was made). */
	tierName: z.string(),
	/** Final-year students who applied and did not withdraw. */
	applicants: count,
	offersMade: count,
	offersAccepted: count,
	/** The company's highest offer by total CTC (the drive's CTC when no offer was made). */
	ctcFixedInr: rupees,
	ctcVariableInr: rupees,
	ctcTotalInr: rupees,
});
export type CompanyRow = z.infer<typeof companyRowSchema>;

export const ctcBandSchema = z.object({
	label: z.string(),
	fromInr: rupees,
	toInr: rupees.nullable(),
	students: count,
});

export const nbaBatchSchema = z.object({
	batch: z.number().int(),
	seasonName: z.string(),
	finalYearStudents: count,
	placed: count,
	higherStudies: count,
	entrepreneurs: count,
	/** Students counted in the index, each once. */
	counted: count,
	/** To two decimals; null without final-year students. */
	index: z.number().nullable(),
});
export type NbaBatch = z.infer<typeof nbaBatchSchema>;

export const nbaSchema = z.object({
	/** Newest first: the report's batch and up to two earlier batches that have seasons. */
	batches: z.array(nbaBatchSchema),
	/** The mean of the batches' indices, to two decimals; null when none has one. */
	average: z.number().nullable(),
	/** How many batches' indices the average is over (three when the college has them). */
	batchesCovered: count,
	/** The average in words, saying how many batches it covers. */
	note: z.string(),
});

export const nirfSchema = z.object({
	batch: z.number().int(),
	graduating: count,
	placed: count,
	higherStudies: count,
	medianSalaryInr: rupees.nullable(),
	placedPercent: percent,
	higherStudiesPercent: percent,
});

export const placementReportSchema = z.object({
	college: z.string(),
	season: z.object({ id: z.string(), batch: z.number().int(), name: z.string() }),
	generatedAt: z.string(),
	/** The season still has open drives or unanswered offers: its figures will move. */
	inProgress: z.boolean(),
	summary: reportSummarySchema,
	branches: z.array(branchRowSchema),
	companies: z.array(companyRowSchema),
	ctcBands: z.array(ctcBandSchema),
	/** Placed students by the tier of their best accepted offer, lowest tier first. */
	tiers: z.array(z.object({ name: z.string(), students: count })),
	nba: nbaSchema,
	nirf: nirfSchema,
});
export type PlacementReport = z.infer<typeof placementReportSchema>;

// Outcomes: higher studies and ventures of a batch's students.

export const OUTCOME_KINDS = ["higher_studies", "entrepreneur"] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];
export const OUTCOME_KIND_LABELS: Record<OutcomeKind, string> = {
	higher_studies: "Higher studies",
	entrepreneur: "Entrepreneur",
};

export const outcomeInputSchema = z.object({
	kind: z.enum(OUTCOME_KINDS, { error: "Choose higher studies or entrepreneur." }),
	detail: z
		.string({ error: "Say where: the university and programme, or the venture." })
		.trim()
		.min(3, "Say where: the university and programme, or the venture (at least 3 characters).")
		.max(200, "Keep it under 200 characters."),
	/** The day admission or incorporation was confirmed; null when not yet known. */
	confirmedOn: z.iso.date({ error: "Give the date as a date." }).nullable(),
});
export type OutcomeInput = z.input<typeof outcomeInputSchema>;

export const newOutcomeSchema = outcomeInputSchema.extend({
	rollNo: z
		.string({ error: "Give the student's roll number." })
		.trim()
		.min(1, "Give the student's roll number.")
		.max(40),
});
export type NewOutcomeInput = z.input<typeof newOutcomeSchema>;

export const outcomeSchema = z.object({
	studentId: z.string(),
	rollNo: z.string().nullable(),
	name: z.string(),
	branch: z.string().nullable(),
	batch: z.number().int(),
	kind: z.enum(OUTCOME_KINDS),
	detail: z.string(),
	confirmedOn: z.string().nullable(),
	/** The student also holds an accepted offer: the index still counts them once. */
	alsoPlaced: z.boolean(),
	recordedAt: z.string(),
});
export type Outcome = z.infer<typeof outcomeSchema>;
export const outcomesSchema = z.object({ batch: z.number().int(), outcomes: z.array(outcomeSchema) });

export const outcomeParamsSchema = batchParamsSchema.extend({ studentId: z.string() });

const tags = ["placements"];

/** The placement reports and the outcomes they count. */
export const placementReportEndpoints = {
	reports: defineEndpoint({
		method: "GET",
		path: "/api/placements/reports",
		summary: "The college's seasons a placement report can be read for, newest batch first",
		tags,
		responses: { 200: reportSeasonsSchema },
		errors: [401, 403],
	}),
	report: defineEndpoint({
		method: "GET",
		path: "/api/placements/batches/:batch/report",
		summary:
			"A batch's placement report: placed % by branch, CTC (fixed and variable apart), companies, offers per student, NBA index and NIRF figures",
		tags,
		params: batchParamsSchema,
		responses: { 200: placementReportSchema },
		errors: [400, 401, 403, 404],
	}),
	reportCsv: defineEndpoint({
		method: "GET",
		path: "/api/placements/batches/:batch/report.csv",
		summary: "The batch's placement report as CSV, with every student's outcome (formula-like cells escaped)",
		tags,
		params: batchParamsSchema,
		responseKind: "file",
		responses: { 200: null },
		errors: [400, 401, 403, 404],
	}),
	reportPdf: defineEndpoint({
		method: "GET",
		path: "/api/placements/batches/:batch/report.pdf",
		summary: "The batch's placement report as a PDF of text",
		tags,
		params: batchParamsSchema,
		responseKind: "file",
		responses: { 200: null },
		errors: [400, 401, 403, 404],
	}),
	outcomes: defineEndpoint({
		method: "GET",
		path: "/api/placements/batches/:batch/outcomes",
		summary: "The batch's students recorded as gone on to higher studies or a venture of their own",
		tags,
		params: batchParamsSchema,
		responses: { 200: outcomesSchema },
		errors: [400, 401, 403],
	}),
	addOutcome: defineEndpoint({
		method: "POST",
		path: "/api/placements/batches/:batch/outcomes",
		summary:
			"Record a student's higher studies or venture (the student must be of the batch and the college)",
		tags,
		params: batchParamsSchema,
		body: newOutcomeSchema,
		responses: { 201: outcomeSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	updateOutcome: defineEndpoint({
		method: "PUT",
		path: "/api/placements/batches/:batch/outcomes/:studentId",
		summary: "Change a student's recorded outcome",
		tags,
		params: outcomeParamsSchema,
		body: outcomeInputSchema,
		responses: { 200: outcomeSchema },
		errors: [400, 401, 403, 404],
	}),
	removeOutcome: defineEndpoint({
		method: "DELETE",
		path: "/api/placements/batches/:batch/outcomes/:studentId",
		summary: "Remove a student's recorded outcome",
		tags,
		params: outcomeParamsSchema,
		responses: { 204: null },
		errors: [400, 401, 403, 404],
	}),
};
