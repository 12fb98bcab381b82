import {
	apiErrorSchema,
	bankDetailSchema,
	bankInputSchema,
	bankSummarySchema,
	importPreviewSchema,
	importProblemSchema,
	importRequestSchema,
	questionDraftSchema,
	questionSchema,
} from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { Authenticator } from "../auth/guard";
import { parseQuestions } from "./import";
import { BANK_KEEPERS, BANK_NOT_FOUND, bankInstitutionOf, QUESTION_NOT_FOUND } from "./policy";
import {
	addQuestion,
	bankDetail,
	createBank,
	deleteQuestion,
	findBank,
	importQuestions,
	listBanks,
	updateQuestion,
} from "./service";

const tags = ["question-banks"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
// Plain strings, not z.uuid(): an id that is not a uuid names no bank, which is a 404, not a 400.
const bankParams = z.object({ bankId: z.string().max(64) });
const questionParams = bankParams.extend({ questionId: z.string().max(64) });
const importResultSchema = z
	.object({ imported: z.number().int(), problems: z.array(importProblemSchema) })
	.meta({ id: "ImportResult" });

export const questionBankRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Authenticator }> = async (
	app,
	{ db, auth },
) => {
	const preHandler = auth.requireAuth(...BANK_KEEPERS);
	/** The caller's college and the bank, which must be that college's. */
	const bankFor = async (request: {
		principal: Parameters<typeof bankInstitutionOf>[0];
		params: { bankId: string };
	}) => {
		const institutionId = bankInstitutionOf(request.principal);
		const bank = await findBank(db, institutionId, request.params.bankId);
		if (!bank) throw new AppError("NOT_FOUND", BANK_NOT_FOUND);
		return { institutionId, bank };
	};

	app.get(
		"/api/question-banks",
		{
			schema: {
				tags,
				summary: "The college's question banks, most recently changed first",
				response: { 200: z.object({ banks: z.array(bankSummarySchema) }), ...errors },
			},
			preHandler,
		},
		async (request) => ({ banks: await listBanks(db, bankInstitutionOf(request.principal)) }),
	);

	app.post(
		"/api/question-banks",
		{
			schema: {
				tags,
				summary: "Create a question bank",
				body: bankInputSchema,
				response: { 201: bankSummarySchema, ...errors },
			},
			preHandler,
		},
		async (request, reply) => {
			const institutionId = bankInstitutionOf(request.principal);
			const userId = request.principal?.userId ?? "";
			return reply.status(201).send(await createBank(db, institutionId, userId, request.body));
		},
	);

	app.get(
		"/api/question-banks/:bankId",
		{
			schema: {
				tags,
				summary: "A bank with its questions (oldest first), answer keys included",
				params: bankParams,
				response: { 200: bankDetailSchema, ...errors },
			},
			preHandler,
		},
		async (request) => {
			const detail = await bankDetail(db, bankInstitutionOf(request.principal), request.params.bankId);
			if (!detail) throw new AppError("NOT_FOUND", BANK_NOT_FOUND);
			return detail;
		},
	);

	app.post(
		"/api/question-banks/:bankId/questions",
		{
			schema: {
				tags,
				summary: "Add a question to a bank",
				params: bankParams,
				body: questionDraftSchema,
				response: { 201: questionSchema, ...errors },
			},
			preHandler,
		},
		async (request, reply) => {
			const { bank } = await bankFor(request);
			return reply.status(201).send(await addQuestion(db, bank.id, request.body));
		},
	);

	app.put(
		"/api/question-banks/:bankId/questions/:questionId",
		{
			schema: {
				tags,
				summary: "Replace a question of a bank",
				params: questionParams,
				body: questionDraftSchema,
				response: { 200: questionSchema, ...errors },
			},
			preHandler,
		},
		async (request) => {
			const { bank } = await bankFor(request);
			const question = await updateQuestion(db, bank.id, request.params.questionId, request.body);
			if (!question) throw new AppError("NOT_FOUND", QUESTION_NOT_FOUND);
			return question;
		},
	);

	app.delete(
		"/api/question-banks/:bankId/questions/:questionId",
		{
			schema: {
				tags,
				summary: "Delete a question from a bank (exams already published keep their copy)",
				params: questionParams,
				response: { 204: z.null(), ...errors },
			},
			preHandler,
		},
		async (request, reply) => {
			const { bank } = await bankFor(request);
			if (!(await deleteQuestion(db, bank.id, request.params.questionId)))
				throw new AppError("NOT_FOUND", QUESTION_NOT_FOUND);
			return reply.status(204).send(null);
		},
	);

	app.post(
		"/api/question-banks/:bankId/import/preview",
		{
			schema: {
				tags,
				summary: "Read a CSV, Aiken or GIFT file and show what would be imported (stores nothing)",
				params: bankParams,
				body: importRequestSchema,
				response: { 200: importPreviewSchema, ...errors },
			},
			preHandler,
		},
		async (request) => {
			await bankFor(request);
			const { format, text, tags: extraTags } = request.body;
			return parseQuestions(format, text, extraTags);
		},
	);

	app.post(
		"/api/question-banks/:bankId/import",
		{
			schema: {
				tags,
				summary: "Import every readable question of a CSV, Aiken or GIFT file, in one transaction",
				params: bankParams,
				body: importRequestSchema,
				response: { 201: importResultSchema, ...errors },
			},
			preHandler,
		},
		async (request, reply) => {
			const { bank } = await bankFor(request);
			const { format, text, tags: extraTags } = request.body;
			const { questions, problems } = parseQuestions(format, text, extraTags);
			if (questions.length === 0)
				throw new AppError(
					"BAD_REQUEST",
					"No question in the file could be read.",
					problems.map((p) => ({ path: `line ${p.line}`, message: p.message })),
				);
			const imported = await importQuestions(db, bank.id, questions);
			return reply.status(201).send({ imported, problems });
		},
	);
};
