import { defineEndpoint } from "../http/endpoint";
import {
	batchesSchema,
	batchParamsSchema,
	batchQuerySchema,
	batchReadinessSchema,
	studentReadinessParamsSchema,
	studentReadinessSchema,
} from "./schemas";

const tags = ["readiness"];

/** Placement readiness (issue 19): one student's (/student-placement-analytics/{id}) and a batch's. */
export const readinessEndpoints = {
	student: defineEndpoint({
		method: "GET",
		path: "/api/readiness/students/:studentId",
		summary:
			"One student's placement readiness: score, components, six months of history and the gaps to the drives they apply to",
		tags,
		params: studentReadinessParamsSchema,
		responses: { 200: studentReadinessSchema },
		errors: [401, 403, 404],
	}),
	batches: defineEndpoint({
		method: "GET",
		path: "/api/readiness/batches",
		summary: "The passing-out batches of the caller's college that the batch view can show",
		tags,
		responses: { 200: batchesSchema },
		errors: [401, 403],
	}),
	batch: defineEndpoint({
		method: "GET",
		path: "/api/readiness/batches/:batch",
		summary:
			"A batch's readiness: each student's score, components, band and the kinds of drive they are ready for",
		tags,
		params: batchParamsSchema,
		query: batchQuerySchema,
		responses: { 200: batchReadinessSchema },
		errors: [400, 401, 403],
	}),
	batchCsv: defineEndpoint({
		method: "GET",
		path: "/api/readiness/batches/:batch/students.csv",
		summary:
			"The batch's readiness as CSV, with the same filters and order (cells a spreadsheet would run are escaped)",
		tags,
		params: batchParamsSchema,
		query: batchQuerySchema,
		responseKind: "file",
		responses: { 200: null },
		errors: [400, 401, 403],
	}),
} as const;
