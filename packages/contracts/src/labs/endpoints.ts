import { defineEndpoint } from "../http/endpoint";
import {
	labDetailsSchema,
	labListQuerySchema,
	labListSchema,
	labParamsSchema,
	labSessionSchema,
	labStepParamsSchema,
	labSubmissionResultSchema,
	labSubmissionSchema,
} from "./schemas";

const tags = ["labs"];

/** Guided hands-on labs judged in the sandbox (issue 14). */
export const labEndpoints = {
	list: defineEndpoint({
		method: "GET",
		path: "/api/labs",
		summary: "Published labs, optionally of one course; a signed-in student also sees which they completed",
		tags,
		query: labListQuerySchema,
		responses: { 200: labListSchema },
		errors: [400],
	}),
	details: defineEndpoint({
		method: "GET",
		path: "/api/labs/:labId",
		summary: "A published lab's objectives, duration, prerequisites, step titles and course (no sign-in)",
		tags,
		params: labParamsSchema,
		responses: { 200: labDetailsSchema },
		errors: [400, 404],
	}),
	session: defineEndpoint({
		method: "GET",
		path: "/api/labs/:labId/session",
		summary: "The student's lab: each step's instructions, starter program and progress, and where to resume",
		tags,
		params: labParamsSchema,
		responses: { 200: labSessionSchema },
		errors: [400, 401, 403, 404],
	}),
	submit: defineEndpoint({
		method: "POST",
		path: "/api/labs/:labId/steps/:stepNumber/submissions",
		summary: "Judge a step's code on its hidden tests; the server alone marks the step passed",
		tags,
		params: labStepParamsSchema,
		body: labSubmissionSchema,
		responses: { 200: labSubmissionResultSchema },
		errors: [400, 401, 403, 404, 409, 429, 503],
	}),
} as const;
