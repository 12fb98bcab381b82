import {
	apiErrorSchema,
	collegeExamListSchema,
	examAnalyticsQuerySchema,
	examAnalyticsSchema,
} from "@unnati/contracts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Authenticator } from "../auth/guard";
import { principalOf } from "../exams/routes";
import { attemptsCsv, type CsvFile, itemsCsv } from "./exports";
import { ANALYTICS_READERS, COLLEGE_VIEWERS } from "./policy";
import { type AnalyticsDeps, collegeExams, examAnalytics, examIdByTitle } from "./service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ["exam analytics"];
const params = z.object({ examId: z.string().max(64) });
const csvResponse = z.string().describe("text/csv; UTF-8 with a byte-order mark");

function sendCsv(reply: FastifyReply, file: CsvFile) {
	return reply
		.header("content-disposition", `attachment; filename="${file.fileName}"`)
		.header("cache-control", "private, no-store")
		.type("text/csv; charset=utf-8")
		.send(file.text);
}

/**
 * An exam's analytics: the examination admin's view of every attempt, and the college admin's and
 * principal's view of their own college's students (/collegedashboard/{examTitle}).
 */
export const examAnalyticsRoutes: FastifyPluginAsyncZod<{
	deps: AnalyticsDeps;
	auth: Authenticator;
}> = async (app, { deps, auth }) => {
	const reader = auth.requireAuth(...ANALYTICS_READERS);
	const collegeViewer = auth.requireAuth(...COLLEGE_VIEWERS);

	app.get(
		"/api/exams/:examId/analytics",
		{
			schema: {
				tags,
				summary: "Attempts, score distribution, section averages and item analysis of one exam",
				params,
				querystring: examAnalyticsQuerySchema,
				response: { 200: examAnalyticsSchema, ...errors },
			},
			preHandler: reader,
		},
		async (request) => examAnalytics(deps, principalOf(request), request.params.examId, request.query),
	);

	app.get(
		"/api/exams/:examId/analytics/attempts.csv",
		{
			schema: {
				tags,
				summary: "The scored attempts as CSV (same filters as the analytics)",
				params,
				querystring: examAnalyticsQuerySchema,
				response: { 200: csvResponse, ...errors },
			},
			preHandler: reader,
		},
		async (request, reply) =>
			sendCsv(reply, await attemptsCsv(deps, principalOf(request), request.params.examId, request.query)),
	);

	app.get(
		"/api/exams/:examId/analytics/items.csv",
		{
			schema: {
				tags,
				summary: "The item analysis as CSV (same filters as the analytics)",
				params,
				querystring: examAnalyticsQuerySchema,
				response: { 200: csvResponse, ...errors },
			},
			preHandler: reader,
		},
		async (request, reply) =>
			sendCsv(reply, await itemsCsv(deps, principalOf(request), request.params.examId, request.query)),
	);

	app.get(
		"/api/college/exams",
		{
			schema: {
				tags,
				summary: "The college's published exams, with its students' scored attempts",
				response: { 200: collegeExamListSchema, ...errors },
			},
			preHandler: collegeViewer,
		},
		async (request) => collegeExams(deps.db, principalOf(request)),
	);

	app.get(
		"/api/college/exam-analytics/:examTitle",
		{
			schema: {
				tags,
				summary: "The analytics of the college's newest published exam with this title, its students only",
				params: z.object({ examTitle: z.string().max(200) }),
				querystring: examAnalyticsQuerySchema,
				response: { 200: examAnalyticsSchema, ...errors },
			},
			preHandler: collegeViewer,
		},
		async (request) => {
			const viewer = principalOf(request);
			const examId = await examIdByTitle(deps.db, viewer, request.params.examTitle);
			return examAnalytics(deps, viewer, examId, request.query);
		},
	);
};
