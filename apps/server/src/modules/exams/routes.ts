import {
	apiErrorSchema,
	examQuestionsSchema,
	examResultSchema,
	saveAnswersBatchSchema,
	saveAnswersResultSchema,
	startAttemptSchema,
	studentExamListSchema,
	submitExamSchema,
} from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { type Authenticator, sessionEnded } from "../auth/guard";
import type { Principal } from "../auth/sessions";
import type { ExamDeps } from "./access";
import { examQuestionsFor, listStudentExams, saveAnswers, startAttempt } from "./student-service";
import { readResult, submitAttempt } from "./submission-service";

const errors = {
	400: apiErrorSchema,
	401: apiErrorSchema,
	403: apiErrorSchema,
	404: apiErrorSchema,
	409: apiErrorSchema,
};
const tags = ["exams (students)"];
const examParams = z.object({ id: z.string().max(64) });

export function principalOf(request: { principal: Principal | null }): Principal {
	if (!request.principal) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
	return request.principal;
}

/** The seed's exam paths (SPEC §7), kept exactly: /students/exams and /students/exam/{id}/... */
export const studentExamRoutes: FastifyPluginAsyncZod<{ deps: ExamDeps; auth: Authenticator }> = async (
	app,
	{ deps, auth },
) => {
	const student = auth.requireAuth("ROLE_STUDENT");

	app.get(
		"/students/exams",
		{
			schema: {
				tags,
				summary: "The exams assigned to the student",
				response: { 200: studentExamListSchema, ...errors },
			},
			preHandler: student,
		},
		async (request) => listStudentExams(deps, principalOf(request)),
	);

	app.get(
		"/students/exam/:id/questions",
		{
			schema: {
				tags,
				summary: "The student's paper and attempt (404 'No exam attempt found' before a start)",
				params: examParams,
				response: { 200: examQuestionsSchema, ...errors },
			},
			preHandler: student,
		},
		async (request) => examQuestionsFor(deps, principalOf(request), request.params.id),
	);

	app.post(
		"/students/exam/:id/start",
		{
			schema: {
				tags,
				summary: "Start the exam, or continue the attempt already started (is_resume)",
				params: examParams,
				response: { 200: startAttemptSchema, ...errors },
			},
			preHandler: student,
		},
		async (request) => startAttempt(deps, principalOf(request), request.params.id),
	);

	app.post(
		"/students/exam/:id/save-answers-batch",
		{
			schema: {
				tags,
				summary: "Save up to 200 answers at once (all or nothing; idempotent per question)",
				params: examParams,
				body: saveAnswersBatchSchema,
				response: { 200: saveAnswersResultSchema, ...errors },
			},
			// The hot path: the principal may come from memory, and the save statement itself checks
			// that the session is live; any other refusal is told only once the session is confirmed.
			preHandler: auth.requireAuthCheckedInStatement("ROLE_STUDENT"),
		},
		async (request) => {
			const principal = principalOf(request);
			try {
				return await saveAnswers(deps, principal, request.params.id, request.body.answers);
			} catch (error) {
				if (!(await auth.isLive(principal))) throw sessionEnded();
				throw error;
			}
		},
	);

	app.post(
		"/students/exam/:id/submit",
		{
			schema: {
				tags,
				summary: "Submit the attempt; answers its scored result",
				params: examParams,
				body: submitExamSchema,
				response: { 200: examResultSchema, ...errors },
			},
			preHandler: student,
		},
		async (request) => submitAttempt(deps, principalOf(request), request.params.id, request.body),
	);

	app.get(
		"/api/exam-results/:attemptId",
		{
			schema: {
				tags,
				summary: "One submitted attempt's result: the student's own, or for their college's staff",
				params: z.object({ attemptId: z.string().max(64) }),
				response: { 200: examResultSchema, ...errors },
			},
			preHandler: auth.requireAuth(),
		},
		async (request) => readResult(deps, principalOf(request), request.params.attemptId),
	);
};
