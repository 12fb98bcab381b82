import { z } from "zod";
import { EXAM_STATES, QUESTION_TYPES } from "../exams/schemas";
import { VIOLATION_TYPES } from "../proctoring/constants";
import { CREDIBILITY_LEVELS } from "../proctoring/rules";

// The wire shapes of an exam's analytics (GET /api/exams/{id}/analytics and the college's view of it).

/** A query string's empty value means "no filter", as a cleared select sends it. */
const optional = <T extends z.ZodType>(schema: T) =>
	z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

/** Which students' attempts to count: all of them, or one department, year or section (combinable). */
export const examAnalyticsQuerySchema = z.object({
	departmentId: optional(z.uuid({ error: "Choose a department from the list." })),
	year: optional(z.coerce.number().int().min(1).max(4)),
	section: optional(
		z
			.string()
			.trim()
			.toUpperCase()
			.regex(/^[A-Z]$/, { error: "A section is one letter." }),
	),
});
export type ExamAnalyticsQuery = z.output<typeof examAnalyticsQuerySchema>;

/** A percentage, a mark or a number of seconds that does not exist without attempts. */
const maybe = z.number().nullable();

export const analyticsSummarySchema = z.object({
	/** Submitted (scored) attempts: every figure below is computed from these. */
	attempts: z.number().int(),
	/** Attempts started and not submitted yet; not part of any figure. */
	inProgress: z.number().int(),
	/** Percentages of each attempt's maximum score. */
	averagePercentage: maybe,
	medianPercentage: maybe,
	highestPercentage: maybe,
	lowestPercentage: maybe,
	standardDeviation: maybe,
	averageScore: maybe,
	/** The paper's maximum score (the mean over attempts when random sections make it vary). */
	maxScore: maybe,
	passed: z.number().int(),
	/** Passed attempts as a percentage of attempts. */
	passRate: maybe,
	/** Time taken: from start to submission. */
	averageTimeSeconds: maybe,
	medianTimeSeconds: maybe,
	fastestTimeSeconds: maybe,
	slowestTimeSeconds: maybe,
});

export const histogramBinSchema = z.object({ from: z.number(), to: z.number(), count: z.number().int() });

export const sectionAverageSchema = z.object({
	sectionId: z.string(),
	title: z.string(),
	/**
	 * Marks obtained in the section as a percentage of its marks available, over all the attempts (for
	 * a fixed section, the mean of the attempts' section percentages).
	 */
	averagePercentage: maybe,
	averageScore: maybe,
	/** The section's marks on a paper (the mean, when a random draw mixes marks). */
	maxScore: maybe,
});

export const itemStatisticsSchema = z.object({
	questionId: z.string(),
	sectionId: z.string(),
	/** 1-based number of the question in the exam, in the sections' and questions' order. */
	number: z.number().int(),
	text: z.string(),
	type: z.enum(QUESTION_TYPES),
	multiAnswer: z.boolean(),
	marks: z.number(),
	negativeMarks: z.number(),
	/** Attempts whose paper had this question (answered or not). */
	attempts: z.number().int(),
	averageScore: maybe,
	/** 0–100 (see facilityIndex in contracts). */
	facilityIndex: maybe,
	/** Standard deviation of the item's scores, as a percentage of its range. */
	standardDeviation: maybe,
	/** −1 to 1: the correlation of the item's score with the rest of the test; null when undefined. */
	discriminationIndex: maybe,
	/** True when the discrimination index is below zero: stronger students did worse on it. */
	negativeDiscrimination: z.boolean(),
	averageTimeSeconds: maybe,
	/** How many attempts got the question right, partly right, wrong, or left it unanswered. */
	outcomes: z.object({
		correct: z.number().int(),
		partial: z.number().int(),
		wrong: z.number().int(),
		unanswered: z.number().int(),
	}),
	/** Distractor analysis (multiple choice only): each option's count and share of the attempts. */
	options: z.array(
		z.object({
			id: z.string(),
			text: z.string(),
			correct: z.boolean(),
			count: z.number().int(),
			share: maybe,
		}),
	),
	/** Attempts that left the question unanswered, as a share of `attempts`. */
	unansweredShare: maybe,
});
export type ItemStatistics = z.infer<typeof itemStatisticsSchema>;

export const filterOptionsSchema = z.object({
	departments: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
	years: z.array(z.number().int()),
	sections: z.array(z.string()),
});

/** The proctoring of a proctored exam's scoped attempts, from the proctor's flags and their reviews. */
export const analyticsProctoringSchema = z.object({
	/** Flags by type, with how the reviewers judged them. */
	violationsByType: z.array(
		z.object({
			type: z.enum(VIOLATION_TYPES),
			label: z.string(),
			total: z.number().int(),
			confirmed: z.number().int(),
			dismissed: z.number().int(),
			unreviewed: z.number().int(),
		}),
	),
	/** Attempts at each credibility level (an attempt without flags is High). */
	credibilityLevels: z.object({ High: z.number().int(), Medium: z.number().int(), Low: z.number().int() }),
	/** Attempts with at least one flag. */
	flaggedAttempts: z.number().int(),
	/** The least credible flagged attempts first, at most `ANALYTICS_PROCTORING_LIST` of them. */
	attempts: z.array(
		z.object({
			attemptId: z.string(),
			studentName: z.string(),
			rollNo: z.string().nullable(),
			flags: z.number().int(),
			/** Counted flags not dismissed: what counts toward the exam's maximum. */
			violationCount: z.number().int(),
			credibility: z.object({ level: z.enum(CREDIBILITY_LEVELS), points: z.number().int() }),
		}),
	),
});
export type AnalyticsProctoring = z.infer<typeof analyticsProctoringSchema>;
/** How many flagged attempts the analytics list; the review screen has them all. */
export const ANALYTICS_PROCTORING_LIST = 50;

export const examAnalyticsSchema = z
	.object({
		exam: z.object({
			id: z.string(),
			title: z.string(),
			state: z.enum(EXAM_STATES),
			opensAt: z.string(),
			closesAt: z.string(),
			durationMinutes: z.number().int(),
			passingScorePercentage: z.number(),
			proctored: z.boolean(),
		}),
		/**
		 * Whose attempts are counted: "exam", every attempt (the examination admin); "college", only the
		 * viewer's own college's students (a college admin's or principal's view).
		 */
		scope: z.enum(["exam", "college"]),
		/** The filters applied. */
		filters: z.object({
			departmentId: z.string().nullable(),
			year: z.number().int().nullable(),
			section: z.string().nullable(),
		}),
		/** Departments, years and sections of the students who attempted the exam, for the filters. */
		filterOptions: filterOptionsSchema,
		summary: analyticsSummarySchema,
		/** Attempts by percentage, in bins of 10 points. */
		histogram: z.array(histogramBinSchema),
		sections: z.array(sectionAverageSchema),
		items: z.array(itemStatisticsSchema),
		/** Null when the exam is not proctored. */
		proctoring: analyticsProctoringSchema.nullable(),
		/** When the figures were computed (the server's clock). */
		generatedAt: z.string(),
	})
	.meta({ id: "ExamAnalytics" });
export type ExamAnalytics = z.infer<typeof examAnalyticsSchema>;
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;
export type SectionAverage = z.infer<typeof sectionAverageSchema>;
export type HistogramBinWire = z.infer<typeof histogramBinSchema>;
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

/** The college's exams, for the college view's exam picker. */
export const collegeExamListSchema = z
	.object({
		exams: z.array(
			z.object({
				id: z.string(),
				title: z.string(),
				opensAt: z.string(),
				closesAt: z.string(),
				/** Submitted attempts of the viewer's college's students. */
				attempts: z.number().int(),
			}),
		),
	})
	.meta({ id: "CollegeExamList" });
export type CollegeExamList = z.infer<typeof collegeExamListSchema>;

/** The columns of the item-statistics CSV, in order (the tests and the download check them). */
export const ITEM_CSV_COLUMNS = [
	"number",
	"section",
	"question",
	"type",
	"marks",
	"attempts",
	"facility_index",
	"standard_deviation",
	"discrimination_index",
	"negative_discrimination",
	"average_score",
	"average_time_seconds",
	"correct",
	"partial",
	"wrong",
	"unanswered",
	"option_shares",
] as const;

/** The fixed columns of the attempts CSV; one `section:<title>` column per section follows them. */
export const ATTEMPT_CSV_COLUMNS = [
	"roll_no",
	"name",
	"department",
	"year",
	"section",
	"started_at",
	"submitted_at",
	"time_taken_seconds",
	"score",
	"max_score",
	"percentage",
	"passed",
	"submission_reason",
] as const;
