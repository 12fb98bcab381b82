import { apiErrorSchema, examDetailSchema, examInputSchema, examListSchema } from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Authenticator } from "../auth/guard";
import type { ExamDeps } from "./access";
import { createExam, getExam, listExams, publishExam, updateExam } from "./authoring-service";
import { EXAM_AUTHORS } from "./policy";
import { principalOf } from "./routes";

const errors = {
	400: apiErrorSchema,
	401: apiErrorSchema,
	403: apiErrorSchema,
	404: apiErrorSchema,
	409: apiErrorSchema,
};
const tags = ["exams (authoring)"];
const params = z.object({ examId: z.string().max(64) });

/** The examination admin's exams: drafts, edits and publishing, within their own college. */
export const examAuthoringRoutes: FastifyPluginAsyncZod<{ deps: ExamDeps; auth: Authenticator }> = async (
	app,
	{ deps, auth },
) => {
	const author = auth.requireAuth(...EXAM_AUTHORS);
	const { db, clock } = deps;

	app.get(
		"/api/exams",
		{
			schema: {
				tags,
				summary: "The college's exams, newest window first",
				response: { 200: examListSchema, ...errors },
			},
			preHandler: author,
		},
		async (request) => ({ exams: await listExams(db, principalOf(request)) }),
	);

	app.post(
		"/api/exams",
		{
			schema: {
				tags,
				summary: "Create a draft exam",
				body: examInputSchema,
				response: { 201: examDetailSchema, ...errors },
			},
			preHandler: author,
		},
		async (request, reply) =>
			reply.code(201).send(await createExam(db, principalOf(request), request.body, clock())),
	);

	app.get(
		"/api/exams/:examId",
		{
			schema: { tags, summary: "One exam", params, response: { 200: examDetailSchema, ...errors } },
			preHandler: author,
		},
		async (request) => getExam(db, principalOf(request), request.params.examId),
	);

	app.put(
		"/api/exams/:examId",
		{
			schema: {
				tags,
				summary: "Edit an exam (a published one only until its first attempt)",
				params,
				body: examInputSchema,
				response: { 200: examDetailSchema, ...errors },
			},
			preHandler: author,
		},
		async (request) => updateExam(db, principalOf(request), request.params.examId, request.body, clock()),
	);

	app.post(
		"/api/exams/:examId/publish",
		{
			schema: {
				tags,
				summary: "Publish: checks every section can be filled and freezes its questions",
				params,
				response: { 200: examDetailSchema, ...errors },
			},
			preHandler: author,
		},
		async (request) => publishExam(db, principalOf(request), request.params.examId, clock()),
	);
};
