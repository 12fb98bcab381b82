import { z } from "zod";
import { DRIVE_KINDS, READINESS_BANDS, READINESS_COMPONENTS } from "./rules";

/** Placement readiness of one student and of a batch (issue 19). Scores are whole numbers 0–100. */

const score = z.number().int().min(0).max(100);
const componentKey = z.enum(READINESS_COMPONENTS);
const componentScoresSchema = z.object({
	learning: score,
	exams: score,
	dsa: score,
	interviews: score,
	resume: score,
	certificates: score,
});

export const studentReadinessParamsSchema = z.object({ studentId: z.string().trim().min(1).max(64) });

export const readinessComponentSchema = z.object({
	key: componentKey,
	label: z.string(),
	weight: z.number().int(),
	score,
	/** What it adds to the overall score: weight × score / 100. */
	points: z.number(),
	/** How the component is computed (contracts' COMPONENT_RULES). */
	rule: z.string(),
	/** The student's own figures behind it: "14 lessons and 1 course completed". */
	detail: z.string(),
});
export type ReadinessComponentView = z.infer<typeof readinessComponentSchema>;

/** Where a gap's link leads; the web app turns each into one of its own addresses. */
export const gapActionSchema = z.discriminatedUnion("kind", [
	z.object({ kind: z.literal("dsa") }),
	z.object({ kind: z.literal("exams") }),
	z.object({ kind: z.literal("practice_interview") }),
	z.object({ kind: z.literal("book_interview") }),
	z.object({
		kind: z.literal("resume"),
		/** The resume to open in the builder; null opens the builder on a new one. */
		resumeId: z.string().nullable(),
		/** The builder's section to open at ("skills", "projects", "basics"…). */
		section: z.string().nullable(),
	}),
	/** A learning journey (its catalogue slug). */
	z.object({ kind: z.literal("journey"), slug: z.string(), title: z.string() }),
	z.object({ kind: z.literal("learning") }),
	z.object({ kind: z.literal("job"), driveId: z.string(), slug: z.string() }),
]);
export type GapAction = z.infer<typeof gapActionSchema>;

export const readinessGapSchema = z.object({
	/** One actionable sentence: "Solve more practice problems: DSA is 35, the coding test needs 60." */
	text: z.string(),
	/** The link's words: "Practise DSA". */
	actionLabel: z.string(),
	action: gapActionSchema,
});
export type ReadinessGap = z.infer<typeof readinessGapSchema>;

/** One thing a drive asks (from a round, or its job description) against where the student stands. */
export const driveAskSchema = z.object({
	/** "Coding test: DSA practice", "Job description match". */
	label: z.string(),
	component: componentKey,
	required: score,
	current: score,
	met: z.boolean(),
});

export const roleGapsSchema = z.object({
	driveId: z.string(),
	slug: z.string(),
	title: z.string(),
	company: z.string(),
	/** Whether the student applied (false: an open drive they are eligible for, shown before any application). */
	applied: z.boolean(),
	/** The application's status when applied. */
	status: z.string().nullable(),
	driveDate: z.iso.datetime(),
	asks: z.array(driveAskSchema),
	/** The JD match of the resume sent (or the best resume for a drive not applied to); null without a resume. */
	resumeMatch: score.nullable(),
	/** Skills and tools the job description names that the resume does not show. */
	missingSkills: z.array(z.string()),
	gaps: z.array(readinessGapSchema),
});
export type RoleGaps = z.infer<typeof roleGapsSchema>;

export const historyPointSchema = z.object({
	/** "2026-03" (calendar months in India). */
	month: z.string(),
	/** The moment the figures stand at: the month's end, or now for the current month. */
	asOf: z.iso.datetime(),
	score,
	components: componentScoresSchema,
});
export type HistoryPoint = z.infer<typeof historyPointSchema>;

export const studentReadinessSchema = z
	.object({
		student: z.object({
			id: z.string(),
			name: z.string(),
			rollNo: z.string().nullable(),
			deptCode: z.string().nullable(),
			year: z.number().int().nullable(),
			section: z.string().nullable(),
			/** Passing-out year from the placement office's academic record, when it has one. */
			batch: z.number().int().nullable(),
		}),
		asOf: z.iso.datetime(),
		score,
		band: z.enum(READINESS_BANDS),
		readyFor: z.array(z.enum(DRIVE_KINDS)),
		components: z.array(readinessComponentSchema),
		/** The last HISTORY_MONTHS months, oldest first; the last is now. */
		history: z.array(historyPointSchema),
		/** "applied": the drives applied to; "open": none applied to yet, the open drives they may apply to. */
		rolesFrom: z.enum(["applied", "open", "none"]),
		roles: z.array(roleGapsSchema),
	})
	.meta({ id: "StudentReadiness" });
export type StudentReadiness = z.infer<typeof studentReadinessSchema>;

// The batch view of the placement officer.

export const batchParamsSchema = z.object({ batch: z.coerce.number().int().min(2000).max(2100) });

export const BATCH_SORTS = ["score", "rollNo", "name", ...READINESS_COMPONENTS] as const;
export type BatchSort = (typeof BATCH_SORTS)[number];

/** Filters and order of the batch list; the CSV takes the same (and every page). */
export const batchQuerySchema = z.object({
	/** Roll number or name. */
	q: z.string().trim().max(100).optional(),
	band: z.enum(READINESS_BANDS).optional(),
	/** Ready for this kind of drive. */
	kind: z.enum(DRIVE_KINDS).optional(),
	/** A department's code ("CSE"). */
	department: z.string().trim().max(16).optional(),
	sort: z.enum(BATCH_SORTS).default("score"),
	direction: z.enum(["asc", "desc"]).optional(),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type BatchQuery = z.input<typeof batchQuerySchema>;

export const batchRowSchema = z.object({
	id: z.string(),
	rollNo: z.string().nullable(),
	name: z.string(),
	deptCode: z.string().nullable(),
	section: z.string().nullable(),
	score,
	band: z.enum(READINESS_BANDS),
	readyFor: z.array(z.enum(DRIVE_KINDS)),
	components: componentScoresSchema,
	/** Live applications (not withdrawn). */
	applications: z.number().int(),
});
export type BatchRow = z.infer<typeof batchRowSchema>;

export const batchReadinessSchema = z
	.object({
		batch: z.number().int(),
		asOf: z.iso.datetime(),
		/** The whole batch, before filters. */
		totals: z.object({
			students: z.number().int(),
			ready: z.number().int(),
			nearly: z.number().int(),
			attention: z.number().int(),
			averageScore: z.number().nullable(),
			byKind: z.object({ product: z.number().int(), service: z.number().int(), core: z.number().int() }),
		}),
		/** The departments' codes in the batch, for the filter. */
		departments: z.array(z.string()),
		/** The page of rows that match the filters, in the asked order. */
		items: z.array(batchRowSchema),
		/** Rows matching the filters. */
		total: z.number().int(),
	})
	.meta({ id: "BatchReadiness" });
export type BatchReadiness = z.infer<typeof batchReadinessSchema>;

export const batchesSchema = z
	.object({
		/** The college's passing-out batches with academic records, the latest first. */
		batches: z.array(z.object({ batch: z.number().int(), students: z.number().int() })),
	})
	.meta({ id: "ReadinessBatches" });
export type ReadinessBatches = z.infer<typeof batchesSchema>;
