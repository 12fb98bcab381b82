import { gradingEndpoints as endpoints } from "@unnati/contracts/exams";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import type { ExamDeps } from "./access";
import {
	gradeAnswer,
	gradingExams,
	gradingQueue,
	releaseGrades,
	updateGradingSettings,
} from "./grading-service";
import { gradingPolicy } from "./policy";

/** The grading queue: essays graded by the examination admin and the faculty they assign. */
export function examGradingRoutes(app: FastifyInstance, deps: ExamDeps): void {
	const { db } = deps;
	const grade = gradingPolicy.permission("grade");
	const manage = gradingPolicy.permission("manage");

	route(app, endpoints.list, {
		access: grade,
		handler: async (request) => gradingExams(db, principalOf(request)),
	});

	route(app, endpoints.queue, {
		access: grade,
		handler: async (request) => gradingQueue(db, principalOf(request), request.params.examId),
	});

	route(app, endpoints.grade, {
		access: grade,
		handler: async (request) => gradeAnswer(deps, principalOf(request), request.params, request.body),
	});

	route(app, endpoints.settings, {
		access: manage,
		handler: async (request) =>
			updateGradingSettings(db, principalOf(request), request.params.examId, request.body),
	});

	route(app, endpoints.release, {
		access: manage,
		handler: async (request) => releaseGrades(deps, principalOf(request), request.params.examId),
	});
}
