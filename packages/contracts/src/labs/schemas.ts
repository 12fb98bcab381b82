import { z } from "zod";
import { LANGUAGES, SOURCE_MAX_BYTES, VERDICTS } from "../code/constants";

/** A lab moves through the same states as a lesson: draft, in review, published (only published labs are shown). */
export const LAB_STATUSES = ["draft", "in_review", "published"] as const;
export type LabStatus = (typeof LAB_STATUSES)[number];

export const LAB_MESSAGES = {
	notFound: "No such lab.",
	stepNotFound: "No such step in this lab.",
	stepLocked: "Pass the earlier steps of this lab first: this step is still locked.",
	languageNotAllowed: "This step is checked in another language. Use the language the step names.",
	sourceRequired: "Write some code before submitting it.",
	sourceTooLong: "Your code is longer than 64 KB. Please shorten it.",
} as const;

const byteLength = (text: string) => new TextEncoder().encode(text).length;

/** The course and journey a lab belongs to, for links back to them. */
export const labPlaceSchema = z.object({
	course: z.object({ id: z.string(), title: z.string() }),
	journey: z.object({ id: z.string(), title: z.string() }).nullable(),
});

/** A lab as a card shows it (course pages, the lab list). `completed` is null for someone signed out. */
export const labCardSchema = z
	.object({
		id: z.string(),
		title: z.string(),
		summary: z.string(),
		minutes: z.number().int(),
		language: z.enum(LANGUAGES),
		stepCount: z.number().int(),
		completed: z.boolean().nullable(),
	})
	.meta({ id: "LabCard" });
export type LabCard = z.infer<typeof labCardSchema>;

export const labListQuerySchema = z.object({ course: z.string().max(200).optional() });
export const labListSchema = z.object({ labs: z.array(labCardSchema) }).meta({ id: "LabList" });
export type LabList = z.infer<typeof labListSchema>;

/** GET /api/labs/:labId: what anyone reads before starting (never the tests). */
export const labDetailsSchema = labCardSchema
	.omit({ completed: true })
	.extend({
		objectives: z.array(z.string()),
		prerequisites: z.array(z.string()),
		steps: z.array(z.object({ number: z.number().int(), title: z.string() })),
		place: labPlaceSchema,
	})
	.meta({ id: "LabDetails" });
export type LabDetails = z.infer<typeof labDetailsSchema>;

export const LAB_STEP_STATES = ["locked", "open", "passed"] as const;
export type LabStepState = (typeof LAB_STEP_STATES)[number];

/** A visible example's run: what the student's program printed against what was expected. */
export const labExampleResultSchema = z.object({
	input: z.string(),
	expected: z.string(),
	stdout: z.string(),
	stderr: z.string(),
	status: z.enum(VERDICTS),
});

/** The server's judgement of one submission to a step. */
export const labStepResultSchema = z
	.object({
		verdict: z.enum(VERDICTS),
		passed: z.boolean(),
		passedTests: z.number().int(),
		totalTests: z.number().int(),
		compileOutput: z.string(),
		/** The visible examples with their data; hidden tests are only counted. */
		examples: z.array(labExampleResultSchema),
		/** The first failing hidden test's number and verdict, never its data. */
		firstHiddenFailure: z.object({ testNumber: z.number().int(), status: z.enum(VERDICTS) }).nullable(),
		judgedAt: z.string(),
	})
	.meta({ id: "LabStepResult" });
export type LabStepResult = z.infer<typeof labStepResultSchema>;

export const labSessionStepSchema = z.object({
	number: z.number().int(),
	title: z.string(),
	/** Sanitized HTML rendered on the server from the step's Markdown; empty while the step is locked. */
	instructionsHtml: z.string(),
	language: z.enum(LANGUAGES),
	/** The starter program; empty while the step is locked. */
	starterCode: z.string(),
	state: z.enum(LAB_STEP_STATES),
	/** The student's last submitted code for this step, or null. */
	lastCode: z.string().nullable(),
	attempts: z.number().int(),
	lastResult: labStepResultSchema.nullable(),
});
export type LabSessionStep = z.infer<typeof labSessionStepSchema>;

/** GET /api/labs/:labId/session: the student's lab with progress; `currentStep` is the first not passed. */
export const labSessionSchema = z
	.object({
		lab: labDetailsSchema,
		steps: z.array(labSessionStepSchema),
		/** The step to resume at: the first one not passed, or null when every step is passed. */
		currentStep: z.number().int().nullable(),
		passedSteps: z.number().int(),
		completedAt: z.string().nullable(),
	})
	.meta({ id: "LabSession" });
export type LabSession = z.infer<typeof labSessionSchema>;

export const labParamsSchema = z.object({ labId: z.string().max(200) });
export const labStepParamsSchema = labParamsSchema.extend({
	stepNumber: z.coerce.number().int().min(1).max(100),
});

/** POST a step's code: judged on the server, which alone decides whether the step passed. */
export const labSubmissionSchema = z
	.strictObject({
		language: z.enum(LANGUAGES),
		source: z
			.string({ error: LAB_MESSAGES.sourceRequired })
			.refine((source) => source.trim().length > 0, { error: LAB_MESSAGES.sourceRequired, abort: true })
			.refine((source) => byteLength(source) <= SOURCE_MAX_BYTES, { error: LAB_MESSAGES.sourceTooLong }),
	})
	.meta({ id: "LabSubmission" });
export type LabSubmission = z.infer<typeof labSubmissionSchema>;

export const labSubmissionResultSchema = z
	.object({ result: labStepResultSchema, session: labSessionSchema })
	.meta({ id: "LabSubmissionResult" });
export type LabSubmissionResult = z.infer<typeof labSubmissionResultSchema>;
