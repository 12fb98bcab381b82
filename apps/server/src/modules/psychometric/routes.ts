import { psychometricEndpoints as endpoints } from "@unnati/contracts/psychometric";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { resultPolicy } from "./policy";
import {
	assessment,
	getResult,
	myResults,
	type PsychometricDeps,
	setSharing,
	sharedResultsOf,
	submitAnswers,
} from "./service";

export function psychometricRoutes(app: FastifyInstance, deps: PsychometricDeps): void {
	const policy = resultPolicy(deps.db);
	route(app, endpoints.assessment, {
		access: policy.permission("take"),
		handler: async (request) => assessment(request.params.examId),
	});
	route(app, endpoints.submit, {
		access: policy.permission("take"),
		handler: async (request) =>
			submitAnswers(deps, principalOf(request), request.params.examId, request.body.answers),
	});
	route(app, endpoints.myResults, {
		access: policy.permission("take"),
		handler: async (request) => ({ results: await myResults(deps, principalOf(request)) }),
	});
	route(app, endpoints.result, {
		access: policy.permission("read"),
		handler: async (request) => getResult(deps, principalOf(request), request.params.id),
	});
	route(app, endpoints.sharing, {
		access: policy.permission("share"),
		handler: async (request) => setSharing(deps, principalOf(request), request.params.id, request.body),
	});
	route(app, endpoints.studentResults, {
		access: policy.permission("review"),
		handler: async (request) => ({
			results: await sharedResultsOf(deps, principalOf(request), request.params.studentId),
		}),
	});
}
