import { CODE_MESSAGES, CODE_RUNS_PER_MINUTE } from "@unnati/contracts/code";
import { labEndpoints } from "@unnati/contracts/labs";
import type { FastifyInstance } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import { principalOf } from "../../platform/access/principal";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { labPolicy } from "./policy";
import { type LabDeps, labDetails, labSession, listLabs, publishedLab, submitStep } from "./service";

export type LabRouteDeps = LabDeps & {
	/** A limiter with a one-minute window. */
	limiter: RateLimiter;
	runsPerMinute?: number;
};

export function labRoutes(app: FastifyInstance, deps: LabRouteDeps): void {
	const { db, limiter, runsPerMinute = CODE_RUNS_PER_MINUTE } = deps;
	const learn = labPolicy.permission("learn");

	route(app, labEndpoints.list, {
		access: PUBLIC,
		handler: async (request, reply) => {
			// Public, yet a signed-in student also sees which labs they completed: who asks decides.
			const principal = await app.authenticator.identify(request);
			if (principal) reply.header("cache-control", "private, no-store");
			const userId = principal?.role === "ROLE_STUDENT" ? principal.userId : null;
			return { labs: await listLabs(db, request.query.course, userId) };
		},
	});

	route(app, labEndpoints.details, {
		access: PUBLIC,
		handler: async (request) => labDetails(db, request.params.labId),
	});

	route(app, labEndpoints.session, {
		access: learn,
		handler: async (request) => labSession(deps, principalOf(request).userId, request.params.labId),
	});

	route(app, labEndpoints.submit, {
		access: learn,
		handler: async (request) => {
			const { userId } = principalOf(request);
			// An unknown lab is a 404 that costs nothing; a judged step spends the one sandbox budget.
			await publishedLab(db, request.params.labId);
			if ((await limiter.hit(`code-run:user:${userId}`)) > runsPerMinute)
				throw new AppError("RATE_LIMITED", CODE_MESSAGES.tooManyRuns);
			return submitStep(deps, userId, request.params.labId, request.params.stepNumber, request.body);
		},
	});
}
