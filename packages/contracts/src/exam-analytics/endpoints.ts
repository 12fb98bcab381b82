import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import { collegeExamListSchema, examAnalyticsQuerySchema, examAnalyticsSchema } from "./schemas";

const tags = ["exam analytics"];
const params = z.object({ examId: z.string().max(64) });

export const examAnalyticsEndpoints = {
	exam: defineEndpoint({
		method: "GET",
		path: "/api/exams/:examId/analytics",
		summary: "Attempts, score distribution, section averages and item analysis of one exam",
		tags,
		params,
		query: examAnalyticsQuerySchema,
		responses: { 200: examAnalyticsSchema },
		errors: [400, 401, 403, 404],
	}),
	/** text/csv; UTF-8 with a byte-order mark. */
	attemptsCsv: defineEndpoint({
		method: "GET",
		path: "/api/exams/:examId/analytics/attempts.csv",
		summary: "The scored attempts as CSV (same filters as the analytics)",
		tags,
		params,
		query: examAnalyticsQuerySchema,
		responseKind: "file",
		responses: { 200: null },
		errors: [400, 401, 403, 404],
	}),
	/** text/csv; UTF-8 with a byte-order mark. */
	itemsCsv: defineEndpoint({
		method: "GET",
		path: "/api/exams/:examId/analytics/items.csv",
		summary: "The item analysis as CSV (same filters as the analytics)",
		tags,
		params,
		query: examAnalyticsQuerySchema,
		responseKind: "file",
		responses: { 200: null },
		errors: [400, 401, 403, 404],
	}),
	collegeExams: defineEndpoint({
		method: "GET",
		path: "/api/college/exams",
		summary: "The college's published exams, with its students' scored attempts",
		tags,
		responses: { 200: collegeExamListSchema },
		errors: [401, 403],
	}),
	collegeExam: defineEndpoint({
		method: "GET",
		path: "/api/college/exam-analytics/:examTitle",
		summary: "The analytics of the college's newest published exam with this title, its students only",
		tags,
		params: z.object({ examTitle: z.string().max(200) }),
		query: examAnalyticsQuerySchema,
		responses: { 200: examAnalyticsSchema },
		errors: [400, 401, 403, 404],
	}),
} as const;
