import {
	apiErrorSchema,
	CODE_MESSAGES,
	CODE_REQUEST_MAX_BYTES,
	CODE_RUNS_PER_MINUTE,
	runRequestSchema,
	runResultSchema,
} from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import type { Authenticator } from "../auth/guard";
import { type CodeRunner, createCodeRunner } from "./service";

export const codeRunnerRoutes: FastifyPluginAsyncZod<{
	auth: Authenticator;
	/** A limiter with a one-minute window. */
	limiter: RateLimiter;
	runner?: CodeRunner;
	runsPerMinute?: number;
}> = async (app, { auth, limiter, runner = createCodeRunner(), runsPerMinute = CODE_RUNS_PER_MINUTE }) => {
	app.post(
		"/api/code/run",
		{
			// Above the app's 1 MB default: a 1 MB input must reach validation and be named there.
			bodyLimit: CODE_REQUEST_MAX_BYTES,
			schema: {
				tags: ["code"],
				summary: "Compile and run a program in the sandbox on the given input (any signed-in person)",
				body: runRequestSchema,
				response: {
					200: runResultSchema,
					400: apiErrorSchema,
					401: apiErrorSchema,
					413: apiErrorSchema,
					429: apiErrorSchema,
					503: apiErrorSchema,
				},
			},
			preHandler: auth.requireAuth(),
		},
		async (request) => {
			const userId = request.principal?.userId ?? request.ip;
			if ((await limiter.hit(`code-run:user:${userId}`)) > runsPerMinute) {
				throw new AppError("RATE_LIMITED", CODE_MESSAGES.tooManyRuns);
			}
			return runner.run(request.body);
		},
	);
};
