import {
	apiErrorSchema,
	CODE_MESSAGES,
	CODE_REQUEST_MAX_BYTES,
	CODE_RUNS_PER_MINUTE,
	EXAM_MESSAGES,
	examRunCodeSchema,
	problemRunResultSchema,
} from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import type { Authenticator } from "../auth/guard";
import type { ProblemJudge } from "../problems/judging";
import { runProblem } from "../problems/service";
import {
	acceptsSaves,
	type ExamDeps,
	examForStudent,
	findAttempt,
	frozenQuestionsOf,
	studentOf,
} from "./access";
import { codingKeyOf } from "./coding";
import { principalOf } from "./routes";

/** Running code during an exam: the same judge as practice, on the problem's samples only. */
export const examCodingRoutes: FastifyPluginAsyncZod<{
	deps: ExamDeps;
	auth: Authenticator;
	runner: ProblemJudge;
	/** A limiter with a one-minute window, shared with the other code-running paths. */
	limiter: RateLimiter;
}> = async (app, { deps, auth, runner, limiter }) => {
	app.post(
		"/students/exam/:id/run-code",
		{
			// Custom input may be up to 1 MB: above the app's default body limit.
			bodyLimit: CODE_REQUEST_MAX_BYTES,
			schema: {
				tags: ["exams (students)"],
				summary: "Run the program of a coding question on its samples or custom input (nothing is saved)",
				params: z.object({ id: z.string().max(64) }),
				body: examRunCodeSchema,
				response: {
					200: problemRunResultSchema,
					400: apiErrorSchema,
					401: apiErrorSchema,
					403: apiErrorSchema,
					404: apiErrorSchema,
					409: apiErrorSchema,
					429: apiErrorSchema,
				},
			},
			preHandler: auth.requireAuth("ROLE_STUDENT"),
		},
		async (request) => {
			const student = studentOf(principalOf(request));
			const exam = await examForStudent(deps.db, student, request.params.id);
			const attempt = await findAttempt(deps.db, exam.id, student.id);
			if (!attempt) throw new AppError("NOT_FOUND", EXAM_MESSAGES.noAttempt);
			if (!acceptsSaves(attempt, deps.clock()))
				throw new AppError("CONFLICT", EXAM_MESSAGES.alreadySubmitted);
			const { question_id, language, source, stdin } = request.body;
			const onPaper = attempt.paper.sections.some((s) => s.questionIds.includes(question_id));
			const question = onPaper ? (await frozenQuestionsOf(deps.db, exam.id)).get(question_id) : undefined;
			const key = question ? codingKeyOf(question) : null;
			if (!key) throw new AppError("BAD_REQUEST", EXAM_MESSAGES.notCodingQuestion);
			if (!key.languages.includes(language))
				throw new AppError("BAD_REQUEST", EXAM_MESSAGES.languageNotAllowed(key.languages));
			if ((await limiter.hit(`code-run:user:${student.id}`)) > CODE_RUNS_PER_MINUTE)
				throw new AppError("RATE_LIMITED", CODE_MESSAGES.tooManyRuns);
			return runProblem({ ...deps, runner }, key.problemId, {
				language,
				source,
				...(stdin === undefined ? {} : { stdin }),
			});
		},
	);
};
