import { z } from "zod";
import { LANGUAGES, SOURCE_MAX_BYTES, VERDICTS } from "../code/constants";
import { defineEndpoint } from "../http/endpoint";
import { AUTHORING_LIMITS, revisionStateSchema } from "../learning/authoring";

// Lab authoring (issue 14): instructors write the labs of the courses they are assigned to in the
// same versioned flow as lessons. Each edit goes into a draft version; a draft goes to review only
// when every step has tests and its reference solution passed them all in the judge; the instructor
// admin (who reviews lessons) approves it (students see it from then on) or sends it back with a
// comment. Students keep the published version while a new one is written.

export const LAB_DIFFICULTIES = ["beginner", "intermediate", "advanced"] as const;
export type LabDifficulty = (typeof LAB_DIFFICULTIES)[number];
export const LAB_DIFFICULTY_LABELS: Record<LabDifficulty, string> = {
	beginner: "Beginner",
	intermediate: "Intermediate",
	advanced: "Advanced",
};

export const LAB_AUTHORING_LIMITS = {
	maxSteps: 20,
	maxTests: 30,
	maxListItems: 12,
	instructionsMaxChars: 20_000,
	testMaxChars: 20_000,
	cpuMs: { min: 200, max: 10_000, default: 2_000 },
	memoryMb: { min: 32, max: 1024, default: 256 },
} as const;

export const LAB_AUTHORING_MESSAGES = {
	notAssigned: "You are not assigned to this lab's course. Ask the instructor admin to assign you.",
	labNotFound: "No such lab.",
	courseNotFound: "No such course.",
	stepNotFound: "No such step in this lab.",
	inReview: "This lab is waiting for review; you can edit it again once the review is decided.",
	slugTaken: "Another lab already uses this address. Choose another one.",
	slugFixed: "A published lab keeps its address, so that students' links keep working.",
	noDraft: "There is no draft to send: edit the lab first.",
	noSteps: "Add at least one step before sending the lab for review.",
	noSolution: "Write the step's reference solution first.",
	noTests: "Add at least one test to the step first.",
	badOrder: "Give every step of the lab exactly once, by its number.",
	onlyInReview: "Only a lab in review can be approved or sent back.",
} as const;

const uuid = z.uuid();
const byteLength = (text: string) => new TextEncoder().encode(text).length;
const listItem = z.string().trim().min(3, "Each line needs at least 3 characters.").max(200);

/** The lab's details: what /lab-details/{labId} shows before anyone starts. */
export const labDetailsInputSchema = z.strictObject({
	title: z.string().trim().min(4, "Give the lab a title of at least 4 characters.").max(120),
	slug: z
		.string()
		.trim()
		.min(3, "The address needs at least 3 characters.")
		.max(80, "Keep the address under 80 characters.")
		.regex(
			/^[a-z0-9]+(?:-[a-z0-9]+)*$/,
			"Use lower-case letters, digits and single hyphens for the address, e.g. stack-with-arrays.",
		),
	summary: z.string().trim().min(10, "Write a one-line summary of at least 10 characters.").max(300),
	objectives: z
		.array(listItem)
		.min(1, "List at least one objective: what the student can do after the lab.")
		.max(LAB_AUTHORING_LIMITS.maxListItems, "List at most 12 objectives."),
	prerequisites: z.array(listItem).max(LAB_AUTHORING_LIMITS.maxListItems, "List at most 12 prerequisites."),
	minutes: z
		.number({ error: "Give the lab's duration in minutes." })
		.int("Give the duration in whole minutes.")
		.min(5, "A lab takes at least 5 minutes.")
		.max(600, "A lab takes at most 600 minutes (10 hours)."),
	difficulty: z.enum(LAB_DIFFICULTIES, { error: "Choose beginner, intermediate or advanced." }),
	language: z.enum(LANGUAGES, { error: "Choose the language the lab is written in." }),
});
export type LabDetailsInput = z.infer<typeof labDetailsInputSchema>;

export const labTestSchema = z.strictObject({
	input: z.string().max(LAB_AUTHORING_LIMITS.testMaxChars, "A test's input is at most 20,000 characters."),
	output: z
		.string()
		.max(LAB_AUTHORING_LIMITS.testMaxChars, "A test's expected output is at most 20,000 characters.")
		.refine((text) => text.trim().length > 0, "Give each test its expected output."),
	/** Hidden tests never reach a student: they learn only how many passed. Visible ones are examples. */
	hidden: z.boolean(),
});
export type LabTestInput = z.infer<typeof labTestSchema>;

const program = (what: string) =>
	z.string().refine((source) => byteLength(source) <= SOURCE_MAX_BYTES, `The ${what} is longer than 64 KB.`);

/** One step as the instructor writes it. The reference solution and hidden tests stay on the server. */
export const labStepInputSchema = z.strictObject({
	title: z.string().trim().min(3, "Give the step a title of at least 3 characters.").max(120),
	instructions: z
		.string()
		.max(LAB_AUTHORING_LIMITS.instructionsMaxChars, "A step's instructions are at most 20,000 characters.")
		.refine((text) => text.trim().length >= 20, "Write the step's instructions (at least 20 characters)."),
	starter: program("starter program"),
	solution: program("reference solution"),
	tests: z.array(labTestSchema).max(LAB_AUTHORING_LIMITS.maxTests, "A step has at most 30 tests."),
	cpuMs: z
		.number({ error: "Give the time limit in milliseconds." })
		.int()
		.min(LAB_AUTHORING_LIMITS.cpuMs.min, "The time limit is at least 200 ms.")
		.max(LAB_AUTHORING_LIMITS.cpuMs.max, "The time limit is at most 10,000 ms."),
	memoryMb: z
		.number({ error: "Give the memory limit in MB." })
		.int()
		.min(LAB_AUTHORING_LIMITS.memoryMb.min, "The memory limit is at least 32 MB.")
		.max(LAB_AUTHORING_LIMITS.memoryMb.max, "The memory limit is at most 1024 MB."),
});
export type LabStepInput = z.infer<typeof labStepInputSchema>;

export const labStepOrderInputSchema = z.strictObject({
	/** The steps' current numbers in their new order. */
	order: z.array(z.number().int().min(1)).min(1).max(LAB_AUTHORING_LIMITS.maxSteps),
});

export const labPreviewInputSchema = z.strictObject({
	markdown: z
		.string()
		.max(LAB_AUTHORING_LIMITS.instructionsMaxChars, "A step's instructions are at most 20,000 characters."),
});
export const labPreviewSchema = z.object({ html: z.string() });

/** The last run of a step's reference solution, if it was run on the step as it is now. */
export const labReferenceCheckSchema = z.object({
	passed: z.boolean(),
	verdict: z.enum(VERDICTS),
	checkedAt: z.string(),
});

export const authoringLabStepSchema = z.object({
	number: z.number().int(),
	title: z.string(),
	instructions: z.string(),
	instructionsHtml: z.string(),
	starter: z.string(),
	solution: z.string(),
	tests: z.array(z.object({ input: z.string(), output: z.string(), hidden: z.boolean() })),
	cpuMs: z.number().int(),
	memoryMb: z.number().int(),
	/** Null until the reference solution is checked, and again after the step changes. */
	check: labReferenceCheckSchema.nullable(),
});
export type AuthoringLabStep = z.infer<typeof authoringLabStepSchema>;

export const authoringLabSchema = z
	.object({
		id: uuid,
		slug: z.string(),
		courseId: uuid,
		courseTitle: z.string(),
		/** The newest version and its state. */
		number: z.number().int(),
		state: revisionStateSchema,
		/** The version students see; null while never published. */
		publishedNumber: z.number().int().nullable(),
		reviewNote: z.string(),
		editable: z.boolean(),
		title: z.string(),
		summary: z.string(),
		objectives: z.array(z.string()),
		prerequisites: z.array(z.string()),
		minutes: z.number().int(),
		difficulty: z.enum(LAB_DIFFICULTIES),
		language: z.enum(LANGUAGES),
		steps: z.array(authoringLabStepSchema),
		/** Every step has tests and its reference solution passed them: the lab may go to review. */
		ready: z.boolean(),
	})
	.meta({ id: "AuthoringLab" });
export type AuthoringLab = z.infer<typeof authoringLabSchema>;

export const authoringLabSummarySchema = z.object({
	id: uuid,
	slug: z.string(),
	title: z.string(),
	number: z.number().int(),
	state: revisionStateSchema,
	publishedNumber: z.number().int().nullable(),
	reviewNote: z.string(),
	stepCount: z.number().int(),
});
export type AuthoringLabSummary = z.infer<typeof authoringLabSummarySchema>;
export const courseLabsSchema = z.object({ labs: z.array(authoringLabSummarySchema) });

/** One test's run of the reference solution: the instructor sees every test, hidden ones included. */
export const labReferenceRunSchema = z
	.object({
		step: z.number().int(),
		passed: z.boolean(),
		verdict: z.enum(VERDICTS),
		compileOutput: z.string(),
		tests: z.array(
			z.object({
				number: z.number().int(),
				hidden: z.boolean(),
				input: z.string(),
				expected: z.string(),
				stdout: z.string(),
				stderr: z.string(),
				status: z.enum(VERDICTS),
			}),
		),
		lab: authoringLabSchema,
	})
	.meta({ id: "LabReferenceRun" });
export type LabReferenceRun = z.infer<typeof labReferenceRunSchema>;

export const labReviewQueueItemSchema = z.object({
	revisionId: uuid,
	labId: uuid,
	labTitle: z.string(),
	courseTitle: z.string(),
	number: z.number().int(),
	isNew: z.boolean(),
	stepCount: z.number().int(),
	authorName: z.string().nullable(),
	submittedAt: z.string().nullable(),
});
export type LabReviewQueueItem = z.infer<typeof labReviewQueueItemSchema>;
export const labReviewQueueSchema = z.object({ items: z.array(labReviewQueueItemSchema) });

export const labReviewDetailSchema = authoringLabSchema
	.omit({ editable: true, ready: true })
	.extend({
		revisionId: uuid,
		authorName: z.string().nullable(),
		submittedAt: z.string().nullable(),
	})
	.meta({ id: "LabReviewDetail" });
export type LabReviewDetail = z.infer<typeof labReviewDetailSchema>;

export const labReviewDecisionSchema = z.strictObject({
	comment: z
		.string()
		.trim()
		.max(AUTHORING_LIMITS.reviewCommentMaxChars, "Keep the comment under 2,000 characters.")
		.default(""),
});
export const labSendBackSchema = z.strictObject({
	comment: z
		.string({ error: "Tell the instructor what to change." })
		.trim()
		.min(5, "Tell the instructor what to change (at least 5 characters).")
		.max(AUTHORING_LIMITS.reviewCommentMaxChars, "Keep the comment under 2,000 characters."),
});
export const labReviewResultSchema = z.object({ state: revisionStateSchema });

const courseParams = z.object({ courseId: uuid });
const labIdParams = z.object({ labId: uuid });
const stepParams = labIdParams.extend({
	stepNumber: z.coerce.number().int().min(1).max(LAB_AUTHORING_LIMITS.maxSteps),
});
const revisionParams = z.object({ revisionId: uuid });
const tags = ["labs (authoring)"];
const adminTags = ["labs (review)"];

/** The instructor's side: labs of the courses they are assigned to (403 for another course's). */
export const labAuthoringEndpoints = {
	courseLabs: defineEndpoint({
		method: "GET",
		path: "/api/authoring/courses/:courseId/labs",
		summary: "The course's labs with the state of each one's newest version",
		tags,
		params: courseParams,
		responses: { 200: courseLabsSchema },
		errors: [400, 401, 403, 404],
	}),
	create: defineEndpoint({
		method: "POST",
		path: "/api/authoring/courses/:courseId/labs",
		summary: "Creates a lab of the course as a draft",
		tags,
		params: courseParams,
		body: labDetailsInputSchema,
		responses: { 200: authoringLabSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	lab: defineEndpoint({
		method: "GET",
		path: "/api/authoring/labs/:labId",
		summary: "The lab's newest version with every step, its tests and reference solution",
		tags,
		params: labIdParams,
		responses: { 200: authoringLabSchema },
		errors: [400, 401, 403, 404],
	}),
	saveDetails: defineEndpoint({
		method: "PUT",
		path: "/api/authoring/labs/:labId",
		summary: "Saves the lab's details into its draft (a new draft when the newest is published or sent back)",
		tags,
		params: labIdParams,
		body: labDetailsInputSchema,
		responses: { 200: authoringLabSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	addStep: defineEndpoint({
		method: "POST",
		path: "/api/authoring/labs/:labId/steps",
		summary: "Adds a step at the end of the draft",
		tags,
		params: labIdParams,
		body: labStepInputSchema,
		responses: { 200: authoringLabSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	saveStep: defineEndpoint({
		method: "PUT",
		path: "/api/authoring/labs/:labId/steps/:stepNumber",
		summary: "Saves one step of the draft",
		tags,
		params: stepParams,
		body: labStepInputSchema,
		responses: { 200: authoringLabSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	removeStep: defineEndpoint({
		method: "DELETE",
		path: "/api/authoring/labs/:labId/steps/:stepNumber",
		summary: "Removes one step of the draft",
		tags,
		params: stepParams,
		responses: { 200: authoringLabSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	orderSteps: defineEndpoint({
		method: "PUT",
		path: "/api/authoring/labs/:labId/step-order",
		summary: "Puts the draft's steps in a new order",
		tags,
		params: labIdParams,
		body: labStepOrderInputSchema,
		responses: { 200: authoringLabSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	checkStep: defineEndpoint({
		method: "POST",
		path: "/api/authoring/labs/:labId/steps/:stepNumber/check",
		summary: "Runs the step's reference solution on all its tests in the judge and records the outcome",
		tags,
		params: stepParams,
		responses: { 200: labReferenceRunSchema },
		errors: [400, 401, 403, 404, 409, 429, 503],
	}),
	preview: defineEndpoint({
		method: "POST",
		path: "/api/authoring/labs/:labId/preview",
		summary: "Step instructions (Markdown) rendered and sanitized as students will see them",
		tags,
		params: labIdParams,
		body: labPreviewInputSchema,
		responses: { 200: labPreviewSchema },
		errors: [400, 401, 403, 404],
	}),
	submit: defineEndpoint({
		method: "POST",
		path: "/api/authoring/labs/:labId/submit",
		summary: "Sends the draft for review: every step needs tests its reference solution passed",
		tags,
		params: labIdParams,
		responses: { 200: authoringLabSchema },
		errors: [400, 401, 403, 404, 409],
	}),
} as const;

/** The instructor admin's side: the same reviewer as lessons. */
export const labReviewEndpoints = {
	queue: defineEndpoint({
		method: "GET",
		path: "/api/authoring/lab-reviews",
		summary: "Lab versions waiting for review, oldest first",
		tags: adminTags,
		responses: { 200: labReviewQueueSchema },
		errors: [401, 403],
	}),
	detail: defineEndpoint({
		method: "GET",
		path: "/api/authoring/lab-reviews/:revisionId",
		summary: "A lab version in review: details, steps rendered, tests and the reference checks",
		tags: adminTags,
		params: revisionParams,
		responses: { 200: labReviewDetailSchema },
		errors: [400, 401, 403, 404],
	}),
	approve: defineEndpoint({
		method: "POST",
		path: "/api/authoring/lab-reviews/:revisionId/approve",
		summary: "Approves and publishes the lab version (students see it from now on)",
		tags: adminTags,
		params: revisionParams,
		body: labReviewDecisionSchema,
		responses: { 200: labReviewResultSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	sendBack: defineEndpoint({
		method: "POST",
		path: "/api/authoring/lab-reviews/:revisionId/send-back",
		summary: "Sends the lab version back to its instructor with a comment; students keep the published one",
		tags: adminTags,
		params: revisionParams,
		body: labSendBackSchema,
		responses: { 200: labReviewResultSchema },
		errors: [400, 401, 403, 404, 409],
	}),
} as const;
