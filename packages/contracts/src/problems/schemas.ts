import { z } from "zod";
import { CODE_MESSAGES, LANGUAGES, SOURCE_MAX_BYTES, STDIN_MAX_BYTES, VERDICTS } from "../code/constants";

// DSA practice: the problem catalogue, runs against samples, judged submissions and their history.
// Paths (all behind sign-in): GET /api/problems, GET /api/problems/:id, POST /api/problems/:id/run,
// POST /api/problems/:id/submissions, GET /api/problems/:id/submissions.

export const PROBLEM_TOPICS = [
	"arrays",
	"strings",
	"hashing",
	"two-pointers",
	"sorting",
	"binary-search",
	"stacks-queues",
	"linked-lists",
	"trees",
	"graphs",
	"greedy",
	"dynamic-programming",
] as const;
export type ProblemTopic = (typeof PROBLEM_TOPICS)[number];

export const PROBLEM_TOPIC_LABELS: Record<ProblemTopic, string> = {
	arrays: "Arrays",
	strings: "Strings",
	hashing: "Hashing",
	"two-pointers": "Two pointers",
	sorting: "Sorting",
	"binary-search": "Binary search",
	"stacks-queues": "Stacks and queues",
	"linked-lists": "Linked lists",
	trees: "Trees",
	graphs: "Graphs",
	greedy: "Greedy",
	"dynamic-programming": "Dynamic programming",
};

export const PROBLEM_DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type ProblemDifficulty = (typeof PROBLEM_DIFFICULTIES)[number];

/** A problem's id is its slug, e.g. "two-sum-count"; it appears in /question/{id}. */
export const problemIdSchema = z
	.string()
	.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Unknown problem." })
	.max(80);

const languageSchema = z.enum(LANGUAGES, { error: CODE_MESSAGES.languageInvalid });
const byteLength = (text: string) => new TextEncoder().encode(text).length;
const sourceSchema = z
	.string({ error: CODE_MESSAGES.sourceRequired })
	.refine((source) => source.trim().length > 0, { error: CODE_MESSAGES.sourceRequired, abort: true })
	.refine((source) => byteLength(source) <= SOURCE_MAX_BYTES, { error: CODE_MESSAGES.sourceTooLong });

export const problemExampleSchema = z.object({
	input: z.string(),
	output: z.string(),
	explanation: z.string().optional(),
});
export type ProblemExample = z.infer<typeof problemExampleSchema>;

/** One row of GET /api/problems: what the list shows, with the caller's own progress. */
export const problemSummarySchema = z.object({
	id: problemIdSchema,
	title: z.string(),
	topic: z.enum(PROBLEM_TOPICS),
	difficulty: z.enum(PROBLEM_DIFFICULTIES),
	/** The caller has an Accepted submission. */
	solved: z.boolean(),
	/** The caller has submitted at least once. */
	attempted: z.boolean(),
	/** Share of all submissions to this problem that were Accepted, 0–100, or null before any. */
	acceptance_rate: z.number().min(0).max(100).nullable(),
});
export type ProblemSummary = z.infer<typeof problemSummarySchema>;

const tally = z.object({ solved: z.number().int().nonnegative(), total: z.number().int().nonnegative() });
export const problemListSchema = z.object({
	problems: z.array(problemSummarySchema),
	progress: z.object({
		solved: z.number().int().nonnegative(),
		total: z.number().int().nonnegative(),
		by_difficulty: z.object({ easy: tally, medium: tally, hard: tally }),
	}),
});
export type ProblemList = z.infer<typeof problemListSchema>;

/** GET /api/problems/:id: the statement and samples; hidden tests never leave the server. */
export const problemDetailSchema = z.object({
	id: problemIdSchema,
	title: z.string(),
	topic: z.enum(PROBLEM_TOPICS),
	difficulty: z.enum(PROBLEM_DIFFICULTIES),
	/** Markdown-free plain text; paragraphs separated by blank lines. */
	statement: z.string(),
	input_format: z.string(),
	output_format: z.string(),
	constraints: z.array(z.string()),
	examples: z.array(problemExampleSchema).min(1),
	time_limit_ms: z.number().int().positive(),
	memory_limit_mb: z.number().int().positive(),
	/** A starting program per language that reads the input format and prints nothing yet. */
	starters: z.record(languageSchema, z.string()),
	solved: z.boolean(),
});
export type ProblemDetail = z.infer<typeof problemDetailSchema>;

/** POST /api/problems/:id/run: the samples, or the custom input when `stdin` is given. */
export const problemRunRequestSchema = z.object({
	language: languageSchema,
	source: sourceSchema,
	stdin: z
		.string()
		.refine((stdin) => byteLength(stdin) <= STDIN_MAX_BYTES, { error: CODE_MESSAGES.stdinTooLong })
		.optional(),
});
export type ProblemRunRequest = z.infer<typeof problemRunRequestSchema>;

export const testResultSchema = z.object({
	index: z.number().int().nonnegative(),
	status: z.enum(VERDICTS),
	time_ms: z.number().int().nonnegative(),
	memory_kb: z.number().int().nonnegative(),
	/** Shown for sample and custom runs; never for hidden tests. */
	input: z.string().optional(),
	expected: z.string().optional(),
	stdout: z.string().optional(),
	stderr: z.string().optional(),
});
export type TestResult = z.infer<typeof testResultSchema>;

export const problemRunResultSchema = z.object({
	/** "samples" when judged against the examples, "custom" when run on the caller's input. */
	mode: z.enum(["samples", "custom"]),
	compile_output: z.string(),
	/** Compilation Error / Internal Error when nothing ran; otherwise null. */
	compile_failure: z.enum(VERDICTS).nullable(),
	results: z.array(testResultSchema),
});
export type ProblemRunResult = z.infer<typeof problemRunResultSchema>;

/** POST /api/problems/:id/submissions */
export const submissionRequestSchema = z.object({ language: languageSchema, source: sourceSchema });
export type SubmissionRequest = z.infer<typeof submissionRequestSchema>;

export const submissionSchema = z.object({
	submission_id: z.string(),
	problem_id: problemIdSchema,
	language: languageSchema,
	/** The overall verdict: Accepted when every test passed, else the first failing test's verdict. */
	verdict: z.enum(VERDICTS),
	passed: z.number().int().nonnegative(),
	total: z.number().int().nonnegative(),
	/** Slowest test's time and largest peak memory. */
	time_ms: z.number().int().nonnegative(),
	memory_kb: z.number().int().nonnegative(),
	created_at: z.string(),
	compile_output: z.string(),
	/** Per-test results for the sample tests (with their data), in order. */
	sample_results: z.array(testResultSchema),
	/** The first failing hidden test: its number (1-based) and verdict only, never its data. */
	first_failure: z.object({ test_number: z.number().int().positive(), status: z.enum(VERDICTS) }).nullable(),
	source: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** GET /api/problems/:id/submissions: the caller's own, newest first. */
export const submissionHistorySchema = z.object({ submissions: z.array(submissionSchema) });
export type SubmissionHistory = z.infer<typeof submissionHistorySchema>;
