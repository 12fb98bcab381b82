import { examAuthoringEndpoints as endpoints } from "@unnati/contracts/exams";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import type { ExamDeps } from "./access";
import { announcePublished } from "./announce";
import { createExam, getExam, listExams, publishExam, updateExam } from "./authoring-service";
import { examPolicy } from "./policy";
import { answerKeysOf, regradeQuestion } from "./regrade-service";

/** The examination admin's exams: drafts, edits and publishing, within their own college. */
export function examAuthoringRoutes(app: FastifyInstance, deps: ExamDeps): void {
	const { db, clock } = deps;
	const author = examPolicy.permission("author");

	route(app, endpoints.list, {
		access: author,
		handler: async (request) => ({ exams: await listExams(db, principalOf(request)) }),
	});

	route(app, endpoints.create, {
		access: author,
		handler: async (request) => createExam(db, principalOf(request), request.body, clock()),
	});

	route(app, endpoints.get, {
		access: author,
		handler: async (request) => getExam(db, principalOf(request), request.params.examId),
	});

	route(app, endpoints.update, {
		access: author,
		handler: async (request) =>
			updateExam(db, principalOf(request), request.params.examId, request.body, clock()),
	});

	route(app, endpoints.publish, {
		access: author,
		handler: async (request) =>
			publishExam(db, principalOf(request), request.params.examId, clock(), (exam) =>
				announcePublished(deps, exam),
			),
	});

	route(app, endpoints.answerKeys, {
		access: author,
		handler: async (request) => answerKeysOf(db, principalOf(request), request.params.examId),
	});

	route(app, endpoints.regrade, {
		access: author,
		handler: async (request) =>
			regradeQuestion(
				deps,
				principalOf(request),
				request.params.examId,
				request.params.questionId,
				request.body,
			),
	});
}
