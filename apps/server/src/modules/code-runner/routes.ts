import {
	CODE_MESSAGES,
	CODE_REQUEST_MAX_BYTES,
	CODE_RUNS_PER_MINUTE,
	codeEndpoints,
} from "@unnati/contracts/code";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { codeRunPolicy } from "./policy";
import type { CodeRunner } from "./service";

export type CodeRunnerRouteDeps = {
	/** A limiter with a one-minute window. */
	limiter: RateLimiter;
	runner: CodeRunner;
	runsPerMinute?: number;
};

export function codeRunnerRoutes(
	app: FastifyInstance,
	{ limiter, runner, runsPerMinute = CODE_RUNS_PER_MINUTE }: CodeRunnerRouteDeps,
): void {
	route(app, codeEndpoints.run, {
		access: codeRunPolicy.permission("run"),
		// Above the app's 1 MB default: a 1 MB input must reach validation and be named there.
		bodyLimit: CODE_REQUEST_MAX_BYTES,
		handler: async (request) => {
			const { userId } = principalOf(request);
			if ((await limiter.hit(`code-run:user:${userId}`)) > runsPerMinute) {
				throw new AppError("RATE_LIMITED", CODE_MESSAGES.tooManyRuns);
			}
			return runner.run(request.body, { owner: userId });
		},
	});
}
