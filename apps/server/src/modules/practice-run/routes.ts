import { practiceRunEndpoints as endpoints } from "@unnati/contracts/practice-run";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { practiceRunPolicy } from "./policy";
import { acknowledgeAnswers, type PracticeRunDeps, practicePaper, scorePracticeRun } from "./service";

/** The practice run's three calls, for signed-in students only; none of them writes anything. */
export function practiceRunRoutes(app: FastifyInstance, deps: PracticeRunDeps): void {
	const take = practiceRunPolicy.permission("take");

	route(app, endpoints.paper, {
		access: take,
		handler: async (_request, reply) => {
			// Timed from this request: a cached copy would hand out a deadline already running.
			reply.header("cache-control", "no-store");
			return practicePaper(deps);
		},
	});

	route(app, endpoints.saveAnswers, {
		access: take,
		handler: async (request) => acknowledgeAnswers(deps, request.body),
	});

	route(app, endpoints.submit, {
		access: take,
		handler: async (request) => scorePracticeRun(deps, principalOf(request), request.body),
	});
}
