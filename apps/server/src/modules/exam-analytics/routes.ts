import { examAnalyticsEndpoints } from "@unnati/contracts/exam-analytics";
import type { FastifyInstance, FastifyReply } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { attemptsCsv, type CsvFile, itemsCsv } from "./exports";
import { examAnalyticsPolicy } from "./policy";
import { type AnalyticsDeps, collegeExams, examAnalytics, examIdByTitle } from "./service";

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
export function examAnalyticsRoutes(app: FastifyInstance, deps: AnalyticsDeps): void {
	const read = examAnalyticsPolicy.permission("read");
	const readCollege = examAnalyticsPolicy.permission("readCollege");

	route(app, examAnalyticsEndpoints.exam, {
		access: read,
		handler: async (request) =>
			examAnalytics(deps, principalOf(request), request.params.examId, request.query),
	});

	route(app, examAnalyticsEndpoints.attemptsCsv, {
		access: read,
		handler: async (request, reply) =>
			sendCsv(reply, await attemptsCsv(deps, principalOf(request), request.params.examId, request.query)),
	});

	route(app, examAnalyticsEndpoints.itemsCsv, {
		access: read,
		handler: async (request, reply) =>
			sendCsv(reply, await itemsCsv(deps, principalOf(request), request.params.examId, request.query)),
	});

	route(app, examAnalyticsEndpoints.collegeExams, {
		access: readCollege,
		handler: async (request) => collegeExams(deps.db, principalOf(request)),
	});

	route(app, examAnalyticsEndpoints.collegeExam, {
		access: readCollege,
		handler: async (request) => {
			const viewer = principalOf(request);
			const examId = await examIdByTitle(deps.db, viewer, request.params.examTitle);
			return examAnalytics(deps, viewer, examId, request.query);
		},
	});
}
