import { interviewEndpoints as endpoints } from "@unnati/contracts/interviews";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { scorecardPolicy, sessionPolicy } from "./policy";
import {
	answerQuestion,
	completeSession,
	feedbackFor,
	getSession,
	historyOf,
	hostedScorecard,
	type InterviewDeps,
	narrativeFor,
	saveScorecard,
	skipQuestion,
	startSession,
} from "./service";

/** Practice interviews with offline feedback, their history, and interviewers' scorecards. */
export function interviewRoutes(app: FastifyInstance, deps: InterviewDeps): void {
	const practise = sessionPolicy.permission("practise");
	const score = scorecardPolicy.permission("score");

	route(app, endpoints.start, {
		access: practise,
		handler: async (request) => startSession(deps, principalOf(request), request.body),
	});
	route(app, endpoints.session, {
		access: practise,
		handler: async (request) => getSession(deps.db, principalOf(request), request.params.id),
	});
	route(app, endpoints.answer, {
		access: practise,
		handler: async (request) =>
			answerQuestion(deps, principalOf(request), request.params.id, request.params.position, request.body),
	});
	route(app, endpoints.skip, {
		access: practise,
		handler: async (request) =>
			skipQuestion(deps, principalOf(request), request.params.id, request.params.position),
	});
	route(app, endpoints.complete, {
		access: practise,
		handler: async (request) => completeSession(deps, principalOf(request), request.params.id),
	});
	route(app, endpoints.feedback, {
		access: practise,
		handler: async (request) => feedbackFor(deps, principalOf(request), request.params.id),
	});
	route(app, endpoints.narrative, {
		access: practise,
		handler: async (request) => narrativeFor(deps, principalOf(request), request.params.id),
	});
	route(app, endpoints.history, {
		access: practise,
		handler: async (request) => ({ items: await historyOf(deps, principalOf(request)) }),
	});
	route(app, endpoints.hostedScorecard, {
		access: score,
		handler: async (request) => hostedScorecard(deps, principalOf(request), request.params.bookingId),
	});
	route(app, endpoints.saveScorecard, {
		access: score,
		handler: async (request) =>
			saveScorecard(deps, principalOf(request), request.params.bookingId, request.body),
	});
}
