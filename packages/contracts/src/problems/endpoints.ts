import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import {
	problemDetailSchema,
	problemListSchema,
	problemRunRequestSchema,
	problemRunResultSchema,
	submissionHistorySchema,
	submissionRequestSchema,
	submissionSchema,
} from "./schemas";

const tags = ["problems"];
// A plain string, not the slug pattern: an id the catalogue does not hold is a 404 whatever it looks like.
const problemParams = z.object({ id: z.string().max(200) });

export const problemEndpoints = {
	list: defineEndpoint({
		method: "GET",
		path: "/api/problems",
		summary: "The practice problems with the caller's solved and attempted flags and progress",
		tags,
		responses: { 200: problemListSchema },
		errors: [401],
	}),
	detail: defineEndpoint({
		method: "GET",
		path: "/api/problems/:id",
		summary: "A problem's statement, samples, limits and starter code (never its hidden tests)",
		tags,
		params: problemParams,
		responses: { 200: problemDetailSchema },
		errors: [400, 401, 404],
	}),
	run: defineEndpoint({
		method: "POST",
		path: "/api/problems/:id/run",
		summary: "Run code on the problem's samples, or on the caller's own input when stdin is given",
		tags,
		params: problemParams,
		body: problemRunRequestSchema,
		responses: { 200: problemRunResultSchema },
		errors: [400, 401, 403, 404, 413, 429, 503],
	}),
	submit: defineEndpoint({
		method: "POST",
		path: "/api/problems/:id/submissions",
		summary: "Judge a solution against the samples and the hidden tests, and keep it in the history",
		tags,
		params: problemParams,
		body: submissionRequestSchema,
		responses: { 201: submissionSchema },
		errors: [400, 401, 403, 404, 413, 429, 503],
	}),
	submissions: defineEndpoint({
		method: "GET",
		path: "/api/problems/:id/submissions",
		summary: "The caller's own submissions to a problem, newest first (at most 50)",
		tags,
		params: problemParams,
		responses: { 200: submissionHistorySchema },
		errors: [400, 401, 404],
	}),
} as const;
