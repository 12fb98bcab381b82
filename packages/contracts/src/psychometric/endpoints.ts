import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import {
	assessmentSchema,
	psychometricResultSchema,
	resultListSchema,
	sharingSchema,
	submitAnswersSchema,
} from "./schemas";

const examParams = z.object({ examId: z.string().max(64) });
const resultParams = z.object({ id: z.string().max(64) });
const tags = ["psychometric"];

/** The psychometric assessment: private to the student; shared with their mentor or counselor only by consent. */
export const psychometricEndpoints = {
	assessment: defineEndpoint({
		method: "GET",
		path: "/api/psychometric/assessments/:examId",
		summary: "The statements and the answer scale of an assessment",
		tags,
		params: examParams,
		responses: { 200: assessmentSchema },
		errors: [401, 403, 404],
	}),
	submit: defineEndpoint({
		method: "POST",
		path: "/api/psychometric/assessments/:examId/results",
		summary: "Submit all answers; answers the scored report",
		tags,
		params: examParams,
		body: submitAnswersSchema,
		responses: { 201: psychometricResultSchema },
		errors: [400, 401, 403, 404],
	}),
	myResults: defineEndpoint({
		method: "GET",
		path: "/api/psychometric/results",
		summary: "The student's own reports, newest first",
		tags,
		responses: { 200: resultListSchema },
		errors: [401, 403],
	}),
	result: defineEndpoint({
		method: "GET",
		path: "/api/psychometric/results/:id",
		summary: "One report: to its student, or to their mentor or counselor when the student shared it",
		tags,
		params: resultParams,
		responses: { 200: psychometricResultSchema },
		errors: [401, 403, 404],
	}),
	sharing: defineEndpoint({
		method: "PUT",
		path: "/api/psychometric/results/:id/sharing",
		summary: "The student chooses who may read the report",
		tags,
		params: resultParams,
		body: sharingSchema,
		responses: { 200: psychometricResultSchema },
		errors: [400, 401, 403, 404],
	}),
	studentResults: defineEndpoint({
		method: "GET",
		path: "/api/psychometric/students/:studentId/results",
		summary: "The reports a student shared with the mentor or counselor asking",
		tags,
		params: z.object({ studentId: z.string().max(64) }),
		responses: { 200: resultListSchema },
		errors: [401, 403, 404],
	}),
};
