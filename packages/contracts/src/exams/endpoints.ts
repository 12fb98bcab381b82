import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import { problemRunResultSchema } from "../problems/schemas";
import { examAnswerKeysSchema, regradeRequestSchema, regradeResultSchema } from "./regrade";
import {
	attemptSchema,
	bankDetailSchema,
	bankInputSchema,
	bankListSchema,
	bankSummarySchema,
	examDetailSchema,
	examInputSchema,
	examListSchema,
	examQuestionsSchema,
	examResultSchema,
	examRunCodeSchema,
	importPreviewSchema,
	importRequestSchema,
	importResultSchema,
	nextSectionSchema,
	questionDraftSchema,
	questionSchema,
	saveAnswersBatchSchema,
	saveAnswersResultSchema,
	startAttemptSchema,
	studentExamListSchema,
	submitExamSchema,
} from "./schemas";

// Ids are plain strings, not z.uuid(): an id that is not a uuid names nothing, which is a 404, not a 400.
const examParams = z.object({ id: z.string().max(64) });
const studentTags = ["exams (students)"];

/** The seed's exam paths (SPEC §7), kept exactly: /students/exams and /students/exam/{id}/... */
export const studentExamEndpoints = {
	list: defineEndpoint({
		method: "GET",
		path: "/students/exams",
		summary: "The exams assigned to the student",
		tags: studentTags,
		responses: { 200: studentExamListSchema },
		errors: [401, 403],
	}),
	questions: defineEndpoint({
		method: "GET",
		path: "/students/exam/:id/questions",
		summary: "The student's paper and attempt (404 EXAM_NOT_STARTED 'No exam attempt found' before a start)",
		tags: studentTags,
		params: examParams,
		responses: { 200: examQuestionsSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	start: defineEndpoint({
		method: "POST",
		path: "/students/exam/:id/start",
		summary: "Start the exam, or continue the attempt already started (is_resume)",
		tags: studentTags,
		params: examParams,
		responses: { 200: startAttemptSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	saveAnswers: defineEndpoint({
		method: "POST",
		path: "/students/exam/:id/save-answers-batch",
		summary: "Save up to 200 answers at once (all or nothing; idempotent per question)",
		tags: studentTags,
		params: examParams,
		body: saveAnswersBatchSchema,
		responses: { 200: saveAnswersResultSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	submit: defineEndpoint({
		method: "POST",
		path: "/students/exam/:id/submit",
		summary: "Submit the attempt; answers its scored result",
		tags: studentTags,
		params: examParams,
		body: submitExamSchema,
		responses: { 200: examResultSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	nextSection: defineEndpoint({
		method: "POST",
		path: "/students/exam/:id/next-section",
		summary:
			"Timed sections: finish the current section now (its answers are final) and start the next; the time saved is not carried over",
		tags: studentTags,
		params: examParams,
		body: nextSectionSchema,
		responses: { 200: attemptSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	runCode: defineEndpoint({
		method: "POST",
		path: "/students/exam/:id/run-code",
		summary: "Run the program of a coding question on its samples or custom input (nothing is saved)",
		tags: studentTags,
		params: examParams,
		body: examRunCodeSchema,
		responses: { 200: problemRunResultSchema },
		errors: [400, 401, 403, 404, 409, 413, 429],
	}),
	result: defineEndpoint({
		method: "GET",
		path: "/api/exam-results/:attemptId",
		summary: "One submitted attempt's result: the student's own, or for their college's staff",
		tags: studentTags,
		params: z.object({ attemptId: z.string().max(64) }),
		responses: { 200: examResultSchema },
		errors: [400, 401, 403, 404, 409],
	}),
} as const;

const authoringTags = ["exams (authoring)"];
const authoredExamParams = z.object({ examId: z.string().max(64) });

/** The examination admin's exams: drafts, edits and publishing, within their own college. */
export const examAuthoringEndpoints = {
	list: defineEndpoint({
		method: "GET",
		path: "/api/exams",
		summary: "The college's exams, newest window first",
		tags: authoringTags,
		responses: { 200: examListSchema },
		errors: [401, 403],
	}),
	create: defineEndpoint({
		method: "POST",
		path: "/api/exams",
		summary: "Create a draft exam",
		tags: authoringTags,
		body: examInputSchema,
		responses: { 201: examDetailSchema },
		errors: [400, 401, 403],
	}),
	get: defineEndpoint({
		method: "GET",
		path: "/api/exams/:examId",
		summary: "One exam",
		tags: authoringTags,
		params: authoredExamParams,
		responses: { 200: examDetailSchema },
		errors: [400, 401, 403, 404],
	}),
	update: defineEndpoint({
		method: "PUT",
		path: "/api/exams/:examId",
		summary: "Edit an exam (a published one only until its first attempt)",
		tags: authoringTags,
		params: authoredExamParams,
		body: examInputSchema,
		responses: { 200: examDetailSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	publish: defineEndpoint({
		method: "POST",
		path: "/api/exams/:examId/publish",
		summary: "Publish: checks every section can be filled and freezes its questions",
		tags: authoringTags,
		params: authoredExamParams,
		responses: { 200: examDetailSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	answerKeys: defineEndpoint({
		method: "GET",
		path: "/api/exams/:examId/answer-keys",
		summary: "A published exam's questions with their answer keys, and its regrades (newest first)",
		tags: authoringTags,
		params: authoredExamParams,
		responses: { 200: examAnswerKeysSchema },
		errors: [400, 401, 403, 404],
	}),
	regrade: defineEndpoint({
		method: "POST",
		path: "/api/exams/:examId/questions/:questionId/regrade",
		summary:
			"Correct a question's answer key after attempts exist: a dry run lists whose marks change; applying it rescores every submitted attempt, keeps the history and tells the students",
		tags: authoringTags,
		params: authoredExamParams.extend({ questionId: z.string().max(64) }),
		body: regradeRequestSchema,
		responses: { 200: regradeResultSchema },
		errors: [400, 401, 403, 404, 409],
	}),
} as const;

const bankTags = ["question-banks"];
/** The files a bank can be downloaded as. */
export const BANK_EXPORT_FORMATS = ["gift", "moodlexml", "csv"] as const;
export type BankExportFormat = (typeof BANK_EXPORT_FORMATS)[number];
const bankParams = z.object({ bankId: z.string().max(64) });
const questionParams = bankParams.extend({ questionId: z.string().max(64) });

/** A college's question banks: authoring, imports (GIFT, Moodle XML, Aiken, CSV) and exports. */
export const questionBankEndpoints = {
	list: defineEndpoint({
		method: "GET",
		path: "/api/question-banks",
		summary: "The college's question banks, most recently changed first",
		tags: bankTags,
		responses: { 200: bankListSchema },
		errors: [401, 403],
	}),
	create: defineEndpoint({
		method: "POST",
		path: "/api/question-banks",
		summary: "Create a question bank",
		tags: bankTags,
		body: bankInputSchema,
		responses: { 201: bankSummarySchema },
		errors: [400, 401, 403],
	}),
	get: defineEndpoint({
		method: "GET",
		path: "/api/question-banks/:bankId",
		summary: "A bank with its questions (oldest first), answer keys included",
		tags: bankTags,
		params: bankParams,
		responses: { 200: bankDetailSchema },
		errors: [400, 401, 403, 404],
	}),
	addQuestion: defineEndpoint({
		method: "POST",
		path: "/api/question-banks/:bankId/questions",
		summary: "Add a question to a bank",
		tags: bankTags,
		params: bankParams,
		body: questionDraftSchema,
		responses: { 201: questionSchema },
		errors: [400, 401, 403, 404],
	}),
	updateQuestion: defineEndpoint({
		method: "PUT",
		path: "/api/question-banks/:bankId/questions/:questionId",
		summary: "Replace a question of a bank",
		tags: bankTags,
		params: questionParams,
		body: questionDraftSchema,
		responses: { 200: questionSchema },
		errors: [400, 401, 403, 404],
	}),
	deleteQuestion: defineEndpoint({
		method: "DELETE",
		path: "/api/question-banks/:bankId/questions/:questionId",
		summary: "Delete a question from a bank (exams already published keep their copy)",
		tags: bankTags,
		params: questionParams,
		responses: { 204: null },
		errors: [400, 401, 403, 404],
	}),
	previewImport: defineEndpoint({
		method: "POST",
		path: "/api/question-banks/:bankId/import/preview",
		summary: "Read a CSV, Aiken, GIFT or Moodle XML file and show what would be imported (stores nothing)",
		tags: bankTags,
		params: bankParams,
		body: importRequestSchema,
		responses: { 200: importPreviewSchema },
		errors: [400, 401, 403, 404],
	}),
	/** The file as an attachment (`<bank-name>.gift`, `.xml` or `.csv`); coding questions are left out. */
	export: defineEndpoint({
		method: "GET",
		path: "/api/question-banks/:bankId/export",
		summary: "Download a bank as GIFT, Moodle XML or CSV, to import again here or into Moodle",
		tags: bankTags,
		params: bankParams,
		query: z.object({ format: z.enum(BANK_EXPORT_FORMATS) }),
		responseKind: "file",
		responses: { 200: null },
		errors: [400, 401, 403, 404],
	}),
	import: defineEndpoint({
		method: "POST",
		path: "/api/question-banks/:bankId/import",
		summary: "Import every readable question of a CSV, Aiken, GIFT or Moodle XML file, in one transaction",
		tags: bankTags,
		params: bankParams,
		body: importRequestSchema,
		responses: { 201: importResultSchema },
		errors: [400, 401, 403, 404],
	}),
} as const;
