import { CODE_MESSAGES, CODE_REQUEST_MAX_BYTES, CODE_RUNS_PER_MINUTE } from "@unnati/contracts/code";
import { problemEndpoints } from "@unnati/contracts/problems";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { type ProblemJudge, problemOrThrow } from "./judging";
import { practicePolicy } from "./policy";
import {
	listProblems,
	type ProblemDeps,
	problemDetail,
	runProblem,
	submissionHistory,
	submitSolution,
} from "./service";

export type ProblemRouteDeps = {
	db: Db;
	clock: Clock;
	/** The process's one code runner, shared with /api/code/run and the exams. */
	runner: ProblemJudge;
	/** A limiter with a one-minute window. */
	limiter: RateLimiter;
	runsPerMinute?: number;
};

export function problemRoutes(
	app: FastifyInstance,
	{ db, clock, runner, limiter, runsPerMinute = CODE_RUNS_PER_MINUTE }: ProblemRouteDeps,
): void {
	const deps: ProblemDeps = { db, clock, runner };
	/** Runs and submissions spend the same per-person budget as /api/code/run: one sandbox, one budget. */
	const spendRun = async (userId: string, problemId: string) => {
		// An unknown problem is a 404 that costs nothing.
		problemOrThrow(problemId);
		if ((await limiter.hit(`code-run:user:${userId}`)) > runsPerMinute) {
			throw new AppError("RATE_LIMITED", CODE_MESSAGES.tooManyRuns);
		}
	};

	route(app, problemEndpoints.list, {
		access: practicePolicy.permission("read"),
		handler: async (request) => listProblems(deps, principalOf(request)),
	});

	route(app, problemEndpoints.detail, {
		access: practicePolicy.permission("read"),
		handler: async (request) => problemDetail(deps, principalOf(request), request.params.id),
	});

	route(app, problemEndpoints.run, {
		access: practicePolicy.permission("run"),
		// Custom input may be up to 1 MB: above the app's default body limit.
		bodyLimit: CODE_REQUEST_MAX_BYTES,
		handler: async (request) => {
			const { userId } = principalOf(request);
			await spendRun(userId, request.params.id);
			return runProblem(deps, request.params.id, request.body, { owner: userId });
		},
	});

	route(app, problemEndpoints.submit, {
		access: practicePolicy.permission("submit"),
		handler: async (request) => {
			const practitioner = principalOf(request);
			await spendRun(practitioner.userId, request.params.id);
			return submitSolution(deps, practitioner, request.params.id, request.body);
		},
	});

	route(app, problemEndpoints.submissions, {
		access: practicePolicy.permission("read"),
		handler: async (request) => submissionHistory(deps, principalOf(request), request.params.id),
	});
}
