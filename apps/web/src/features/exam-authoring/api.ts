import { queryOptions } from "@tanstack/react-query";
import {
	type bankInputSchema,
	type ExamInput,
	examAuthoringEndpoints,
	type importRequestSchema,
	type QuestionDraft,
	questionBankEndpoints,
} from "@unnati/contracts/exams";
import { problemEndpoints } from "@unnati/contracts/problems";
import { callApi } from "../../lib/api-client";

export type BankInput = ReturnType<typeof bankInputSchema.parse>;
export type ImportRequest = ReturnType<typeof importRequestSchema.parse>;

/** Every query of this feature starts with one of these, so a save can refresh what it touched. */
export const authoringKeys = {
	banks: ["question-banks"] as const,
	bank: (bankId: string) => ["question-banks", bankId] as const,
	exams: ["exams"] as const,
	exam: (examId: string) => ["exams", examId] as const,
	problems: ["exam-authoring", "problems"] as const,
};

/** GET /api/question-banks: the college's banks. */
export const banksQuery = () =>
	queryOptions({
		queryKey: authoringKeys.banks,
		queryFn: () => callApi(questionBankEndpoints.list).then((body) => body.banks),
	});

/** GET /api/question-banks/:bankId: one bank with all its questions, answer keys included. */
export const bankQuery = (bankId: string) =>
	queryOptions({
		queryKey: authoringKeys.bank(bankId),
		queryFn: () => callApi(questionBankEndpoints.get, { params: { bankId } }),
	});

/** GET /api/problems: the practice catalogue a coding question takes its problem from. */
export const problemCatalogueQuery = () =>
	queryOptions({
		queryKey: authoringKeys.problems,
		queryFn: () => callApi(problemEndpoints.list).then((body) => body.problems),
		// The catalogue ships with the server: it does not change while a form is open.
		staleTime: 10 * 60_000,
	});

export const createBank = (input: BankInput) => callApi(questionBankEndpoints.create, { body: input });

/** Adds a question, or replaces one when `questionId` is given. */
export const saveQuestion = (bankId: string, draft: QuestionDraft, questionId?: string) =>
	questionId
		? callApi(questionBankEndpoints.updateQuestion, { params: { bankId, questionId }, body: draft })
		: callApi(questionBankEndpoints.addQuestion, { params: { bankId }, body: draft });

export const deleteQuestion = (bankId: string, questionId: string) =>
	callApi(questionBankEndpoints.deleteQuestion, { params: { bankId, questionId } });

export const previewImport = (bankId: string, request: ImportRequest) =>
	callApi(questionBankEndpoints.previewImport, { params: { bankId }, body: request });

export const runImport = (bankId: string, request: ImportRequest) =>
	callApi(questionBankEndpoints.import, { params: { bankId }, body: request });

/** GET /api/exams: the college's exams, drafts and published alike. */
export const examsQuery = () =>
	queryOptions({
		queryKey: authoringKeys.exams,
		queryFn: () => callApi(examAuthoringEndpoints.list).then((body) => body.exams),
	});

export const examQuery = (examId: string) =>
	queryOptions({
		queryKey: authoringKeys.exam(examId),
		queryFn: () => callApi(examAuthoringEndpoints.get, { params: { examId } }),
	});

/** Creates a draft, or saves an existing exam when `examId` is given. */
export const saveExam = (input: ExamInput, examId?: string) =>
	examId
		? callApi(examAuthoringEndpoints.update, { params: { examId }, body: input })
		: callApi(examAuthoringEndpoints.create, { body: input });

/** Publishing freezes each section's questions; a 400 names the sections that cannot be filled. */
export const publishExam = (examId: string) =>
	callApi(examAuthoringEndpoints.publish, { params: { examId } });
