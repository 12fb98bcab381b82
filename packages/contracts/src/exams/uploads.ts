import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";

// An essay's attached file (issue 15): a photo of handwritten working or a scanned page, one per
// essay that allows it. The student attaches it while the attempt takes answers; graders read it
// beside the typed answer.

/** The largest attachment: a phone photo of a page fits easily. */
export const ESSAY_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** What may be attached, judged by the file's first bytes rather than its name. */
export const ESSAY_UPLOAD_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;

export const UPLOAD_MESSAGES = {
	notAllowed: "This question takes no attached file.",
	wrongType: "Attach a photo (JPEG, PNG or WebP) or a PDF.",
	tooLarge: "The file must be at most 5 MB.",
	noFile: "Choose a file to attach.",
	closed: "This attempt no longer takes answers, so the file cannot be changed.",
	notFound: "No file is attached to this answer.",
	notOnPaper: "This question is not on your paper.",
} as const;

export const essayUploadSchema = z.object({
	mime: z.enum(ESSAY_UPLOAD_TYPES),
	size: z.number().int(),
	uploaded_at: z.string(),
});
export type EssayUpload = z.infer<typeof essayUploadSchema>;

const studentParams = z.object({ id: z.string().max(64), questionId: z.string().max(64) });
const tags = ["exams (students)"];

export const essayUploadEndpoints = {
	attach: defineEndpoint({
		method: "POST",
		path: "/students/exam/:id/questions/:questionId/upload",
		summary:
			"Attach a photo or PDF to an essay answer (multipart, one file named `file`, ≤ 5 MB); replaces an earlier one",
		tags,
		params: studentParams,
		multipart: true,
		responses: { 200: essayUploadSchema },
		errors: [400, 401, 403, 404, 409, 413, 415],
	}),
	remove: defineEndpoint({
		method: "DELETE",
		path: "/students/exam/:id/questions/:questionId/upload",
		summary: "Remove the file attached to an essay answer",
		tags,
		params: studentParams,
		responses: { 204: null },
		errors: [401, 403, 404, 409],
	}),
	read: defineEndpoint({
		method: "GET",
		path: "/students/exam/:id/questions/:questionId/upload",
		summary: "The file the student attached to an essay answer (during the exam and after)",
		tags,
		params: studentParams,
		responseKind: "file",
		responses: { 200: null },
		errors: [401, 403, 404],
	}),
	graderRead: defineEndpoint({
		method: "GET",
		path: "/api/exams/:examId/grading/:attemptId/:questionId/upload",
		summary: "The file a student attached to an essay, for its graders",
		tags: ["exam grading"],
		params: z.object({
			examId: z.string().max(64),
			attemptId: z.string().max(64),
			questionId: z.string().max(64),
		}),
		responseKind: "file",
		responses: { 200: null },
		errors: [401, 403, 404],
	}),
} as const;
