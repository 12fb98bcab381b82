import {
	ESSAY_UPLOAD_MAX_BYTES,
	ESSAY_UPLOAD_TYPES,
	type EssayUpload,
	EXAM_MESSAGES,
	EXAM_TIMING,
	UPLOAD_MESSAGES,
} from "@unnati/contracts";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Principal } from "../../platform/access/principal";
import { AppError } from "../../platform/errors";
import { isPdf, readUploadedFile } from "../../platform/http/upload";
import type { FileStorage } from "../../platform/storage/file-storage";
import { sniffImageType } from "../../platform/storage/image-type";
import {
	acceptsSaves,
	type ExamDeps,
	examForStudent,
	findAttempt,
	frozenQuestionsOf,
	studentOf,
} from "./access";
import { isUuid } from "./authoring-service";
import { gradableExam } from "./grading-service";
import { sectionTakesSaves } from "./section-timing";
import { attemptAnswers, attemptUploads, examAttempts } from "./tables";

// Files attached to essay answers (contracts' uploads.ts): a photo of handwritten working or a
// scanned page. Stored through the file storage port under a random key; the row names it. An
// essay with only a file attached still goes to the grading queue.

export type UploadDeps = ExamDeps & { storage: FileStorage };

/** What the bytes are, by their first bytes: an allowed image, a PDF, or nothing allowed. */
function sniffUpload(bytes: Buffer): { mime: EssayUpload["mime"]; extension: string } | null {
	if (isPdf(bytes)) return { mime: "application/pdf", extension: "pdf" };
	const image = sniffImageType(bytes);
	return image && (ESSAY_UPLOAD_TYPES as readonly string[]).includes(image.mime)
		? { mime: image.mime as EssayUpload["mime"], extension: image.extension }
		: null;
}

/** Reads the one attached file, refusing anything over the size limit. */
export const readEssayFile = async (request: FastifyRequest) =>
	(
		await readUploadedFile(request, {
			maxBytes: ESSAY_UPLOAD_MAX_BYTES,
			tooLarge: UPLOAD_MESSAGES.tooLarge,
			noFile: UPLOAD_MESSAGES.noFile,
		})
	).bytes;

/** The student's attempt, its place for the question, and the question: all checked for a change. */
async function changeableEssay(deps: ExamDeps, principal: Principal, examId: string, questionId: string) {
	const student = studentOf(principal);
	const exam = await examForStudent(deps.db, student, examId);
	const attempt = await findAttempt(deps.db, exam.id, student.id);
	if (!attempt) throw new AppError("EXAM_NOT_STARTED", EXAM_MESSAGES.noAttempt);
	const now = deps.clock();
	if (!acceptsSaves(attempt, now)) throw new AppError("CONFLICT", UPLOAD_MESSAGES.closed);
	const index = attempt.paper.sections.findIndex((s) => s.questionIds.includes(questionId));
	const section = attempt.paper.sections[index];
	if (!section) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.notOnPaper);
	if (
		attempt.sectionEnds &&
		!sectionTakesSaves(attempt.sectionEnds, index, now, EXAM_TIMING.saveGraceSeconds * 1000)
	)
		throw new AppError("CONFLICT", UPLOAD_MESSAGES.closed);
	const question = (await frozenQuestionsOf(deps.db, exam.id)).get(questionId);
	if (question?.answerKey.type !== "essay" || !question.answerKey.allowUpload)
		throw new AppError("BAD_REQUEST", UPLOAD_MESSAGES.notAllowed);
	return { attempt, sectionId: section.sectionId, now };
}

/** POST /students/exam/{id}/questions/{questionId}/upload: attaches (or replaces) the file. */
export async function attachEssayFile(
	deps: UploadDeps,
	principal: Principal,
	examId: string,
	questionId: string,
	bytes: Buffer,
): Promise<EssayUpload> {
	if (!isUuid(questionId)) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.notOnPaper);
	const { attempt, sectionId, now } = await changeableEssay(deps, principal, examId, questionId);
	const kind = sniffUpload(bytes);
	if (!kind) throw new AppError("UNSUPPORTED_MEDIA_TYPE", UPLOAD_MESSAGES.wrongType);
	const fileKey = await deps.storage.save(bytes, kind.extension);
	const row = { fileKey, mime: kind.mime, size: bytes.length, uploadedAt: now };
	await deps.db.transaction(async (tx) => {
		// Checked again under the attempt's lock: a submit that crossed the upload wins.
		const [locked] = await tx
			.select({ status: examAttempts.status })
			.from(examAttempts)
			.where(eq(examAttempts.id, attempt.id))
			.for("update");
		if (locked?.status !== "in_progress") throw new AppError("CONFLICT", UPLOAD_MESSAGES.closed);
		await tx
			.insert(attemptUploads)
			.values({ attemptId: attempt.id, questionId, ...row })
			.onConflictDoUpdate({ target: [attemptUploads.attemptId, attemptUploads.questionId], set: row });
		// The answer's row, so the essay is scored (and graded) even with no text typed.
		await tx
			.insert(attemptAnswers)
			.values({ attemptId: attempt.id, questionId, sectionId, answer: null, savedAt: now })
			.onConflictDoNothing();
	});
	return { mime: kind.mime, size: bytes.length, uploaded_at: now.toISOString() };
}

/** DELETE …/upload: removes the attached file while the attempt takes answers. */
export async function removeEssayFile(
	deps: ExamDeps,
	principal: Principal,
	examId: string,
	questionId: string,
): Promise<void> {
	if (!isUuid(questionId)) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.notOnPaper);
	const { attempt } = await changeableEssay(deps, principal, examId, questionId);
	const removed = await deps.db
		.delete(attemptUploads)
		.where(and(eq(attemptUploads.attemptId, attempt.id), eq(attemptUploads.questionId, questionId)))
		.returning({ key: attemptUploads.fileKey });
	if (removed.length === 0) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.notFound);
}

async function fileOf(deps: UploadDeps, attemptId: string, questionId: string) {
	if (!isUuid(questionId)) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.notFound);
	const [row] = await deps.db
		.select()
		.from(attemptUploads)
		.where(and(eq(attemptUploads.attemptId, attemptId), eq(attemptUploads.questionId, questionId)));
	const bytes = row ? await deps.storage.read(row.fileKey) : null;
	if (!row || !bytes) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.notFound);
	return { bytes, mime: row.mime };
}

/** GET …/upload: the student's own attached file, during the exam and after it. */
export async function ownEssayFile(
	deps: UploadDeps,
	principal: Principal,
	examId: string,
	questionId: string,
) {
	const student = studentOf(principal);
	const exam = await examForStudent(deps.db, student, examId);
	const attempt = await findAttempt(deps.db, exam.id, student.id);
	if (!attempt) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.notFound);
	return fileOf(deps, attempt.id, questionId);
}

/** GET /api/exams/{examId}/grading/{attemptId}/{questionId}/upload: for the exam's graders. */
export async function gradedEssayFile(
	deps: UploadDeps,
	principal: Principal,
	params: { examId: string; attemptId: string; questionId: string },
) {
	const exam = await gradableExam(deps.db, principal, params.examId);
	if (!isUuid(params.attemptId)) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.notFound);
	const [attempt] = await deps.db
		.select({ id: examAttempts.id })
		.from(examAttempts)
		.where(and(eq(examAttempts.id, params.attemptId), eq(examAttempts.examId, exam.id)));
	if (!attempt) throw new AppError("NOT_FOUND", UPLOAD_MESSAGES.notFound);
	return fileOf(deps, attempt.id, params.questionId);
}
