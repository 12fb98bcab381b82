import { queryOptions } from "@tanstack/react-query";
import type {
	BankDetail,
	BankSummary,
	bankInputSchema,
	ExamDetail,
	ExamInput,
	ImportPreview,
	ImportProblem,
	importRequestSchema,
	ProblemList,
	Question,
	QuestionDraft,
} from "@unnati/contracts";
import { apiFetch } from "../../lib/http";

export type BankInput = ReturnType<typeof bankInputSchema.parse>;
export type ImportRequest = ReturnType<typeof importRequestSchema.parse>;

const BANKS = "/api/question-banks";
const EXAMS = "/api/exams";
const bankUrl = (bankId: string) => `${BANKS}/${encodeURIComponent(bankId)}`;
const examUrl = (examId: string) => `${EXAMS}/${encodeURIComponent(examId)}`;

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
		queryFn: () => apiFetch<{ banks: BankSummary[] }>(BANKS).then((body) => body.banks),
	});

/** GET /api/question-banks/:bankId: one bank with all its questions, answer keys included. */
export const bankQuery = (bankId: string) =>
	queryOptions({
		queryKey: authoringKeys.bank(bankId),
		queryFn: () => apiFetch<BankDetail>(bankUrl(bankId)),
	});

/** GET /api/problems: the practice catalogue a coding question takes its problem from. */
export const problemCatalogueQuery = () =>
	queryOptions({
		queryKey: authoringKeys.problems,
		queryFn: () => apiFetch<ProblemList>("/api/problems").then((body) => body.problems),
		// The catalogue ships with the server: it does not change while a form is open.
		staleTime: 10 * 60_000,
	});

export const createBank = (input: BankInput) => apiFetch<BankSummary>(BANKS, { method: "POST", body: input });

/** Adds a question, or replaces one when `questionId` is given. */
export const saveQuestion = (bankId: string, draft: QuestionDraft, questionId?: string) =>
	questionId
		? apiFetch<Question>(`${bankUrl(bankId)}/questions/${encodeURIComponent(questionId)}`, {
				method: "PUT",
				body: draft,
			})
		: apiFetch<Question>(`${bankUrl(bankId)}/questions`, { method: "POST", body: draft });

export const deleteQuestion = (bankId: string, questionId: string) =>
	apiFetch<void>(`${bankUrl(bankId)}/questions/${encodeURIComponent(questionId)}`, { method: "DELETE" });

export const previewImport = (bankId: string, request: ImportRequest) =>
	apiFetch<ImportPreview>(`${bankUrl(bankId)}/import/preview`, { method: "POST", body: request });

export const runImport = (bankId: string, request: ImportRequest) =>
	apiFetch<{ imported: number; problems: ImportProblem[] }>(`${bankUrl(bankId)}/import`, {
		method: "POST",
		body: request,
	});

/** GET /api/exams: the college's exams, drafts and published alike. */
export const examsQuery = () =>
	queryOptions({
		queryKey: authoringKeys.exams,
		queryFn: () => apiFetch<{ exams: ExamDetail[] }>(EXAMS).then((body) => body.exams),
	});

export const examQuery = (examId: string) =>
	queryOptions({
		queryKey: authoringKeys.exam(examId),
		queryFn: () => apiFetch<ExamDetail>(examUrl(examId)),
	});

/** Creates a draft, or saves an existing exam when `examId` is given. */
export const saveExam = (input: ExamInput, examId?: string) =>
	examId
		? apiFetch<ExamDetail>(examUrl(examId), { method: "PUT", body: input })
		: apiFetch<ExamDetail>(EXAMS, { method: "POST", body: input });

/** Publishing freezes each section's questions; a 400 names the sections that cannot be filled. */
export const publishExam = (examId: string) =>
	apiFetch<ExamDetail>(`${examUrl(examId)}/publish`, { method: "POST" });
