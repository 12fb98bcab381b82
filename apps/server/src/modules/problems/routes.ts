import {
	apiErrorSchema,
	CODE_MESSAGES,
	CODE_REQUEST_MAX_BYTES,
	CODE_RUNS_PER_MINUTE,
	problemDetailSchema,
	problemListSchema,
	problemRunRequestSchema,
	problemRunResultSchema,
	submissionHistorySchema,
	submissionRequestSchema,
	submissionSchema,
} from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import type { Authenticator } from "../auth/guard";
import { type ProblemJudge, problemOrThrow } from "./judging";
import { practitionerOf } from "./policy";
import {
	listProblems,
	type ProblemDeps,
	problemDetail,
	runProblem,
	submissionHistory,
	submitSolution,
} from "./service";

const tags = ["problems"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const runErrors = { ...errors, 429: apiErrorSchema };
// A plain string, not the slug pattern: an id the catalogue does not hold is a 404 whatever it looks like.
const problemParams = z.object({ id: z.string().max(200) });

export const problemRoutes: FastifyPluginAsyncZod<{
	db: Db;
	clock: Clock;
	auth: Authenticator;
	/** The process's one code runner, shared with /api/code/run and the exams. */
	runner: ProblemJudge;
	/** A limiter with a one-minute window. */
	limiter: RateLimiter;
	runsPerMinute?: number;
}> = async (app, { db, clock, auth, runner, limiter, runsPerMinute = CODE_RUNS_PER_MINUTE }) => {
	const deps: ProblemDeps = { db, clock, runner };
	const signedIn = auth.requireAuth();
	/** Runs and submissions spend the same per-person budget as /api/code/run: one sandbox, one budget. */
	const spendRun = async (userId: string, problemId: string) => {
		// An unknown problem is a 404 that costs nothing.
		problemOrThrow(problemId);
		if ((await limiter.hit(`code-run:user:${userId}`)) > runsPerMinute) {
			throw new AppError("RATE_LIMITED", CODE_MESSAGES.tooManyRuns);
		}
	};

	app.get(
		"/api/problems",
		{
			schema: {
				tags,
				summary: "The practice problems with the caller's solved and attempted flags and progress",
				response: { 200: problemListSchema, 401: apiErrorSchema },
			},
			preHandler: signedIn,
		},
		async (request) => listProblems(deps, practitionerOf(request.principal)),
	);

	app.get(
		"/api/problems/:id",
		{
			schema: {
				tags,
				summary: "A problem's statement, samples, limits and starter code (never its hidden tests)",
				params: problemParams,
				response: { 200: problemDetailSchema, ...errors },
			},
			preHandler: signedIn,
		},
		async (request) => problemDetail(deps, practitionerOf(request.principal), request.params.id),
	);

	app.post(
		"/api/problems/:id/run",
		{
			// Custom input may be up to 1 MB: above the app's default body limit.
			bodyLimit: CODE_REQUEST_MAX_BYTES,
			schema: {
				tags,
				summary: "Run code on the problem's samples, or on the caller's own input when stdin is given",
				params: problemParams,
				body: problemRunRequestSchema,
				response: { 200: problemRunResultSchema, ...runErrors },
			},
			preHandler: signedIn,
		},
		async (request) => {
			const practitioner = practitionerOf(request.principal);
			await spendRun(practitioner.userId, request.params.id);
			return runProblem(deps, request.params.id, request.body);
		},
	);

	app.post(
		"/api/problems/:id/submissions",
		{
			schema: {
				tags,
				summary: "Judge a solution against the samples and the hidden tests, and keep it in the history",
				params: problemParams,
				body: submissionRequestSchema,
				response: { 201: submissionSchema, ...runErrors },
			},
			preHandler: signedIn,
		},
		async (request, reply) => {
			const practitioner = practitionerOf(request.principal);
			await spendRun(practitioner.userId, request.params.id);
			const submission = await submitSolution(deps, practitioner, request.params.id, request.body);
			return reply.code(201).send(submission);
		},
	);

	app.get(
		"/api/problems/:id/submissions",
		{
			schema: {
				tags,
				summary: "The caller's own submissions to a problem, newest first (at most 50)",
				params: problemParams,
				response: { 200: submissionHistorySchema, ...errors },
			},
			preHandler: signedIn,
		},
		async (request) => submissionHistory(deps, practitionerOf(request.principal), request.params.id),
	);
};
