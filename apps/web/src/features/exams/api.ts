import { queryOptions } from "@tanstack/react-query";
import {
	type EssayUpload,
	EXAM_MESSAGES,
	EXAM_TIMING,
	type ExamQuestions,
	type ExamResult,
	type ExamRunCode,
	essayUploadEndpoints,
	type QueuedAnswer,
	type StudentExamList,
	type SubmitExam,
	studentExamEndpoints,
} from "@unnati/contracts/exams";
import type { ProblemRunResult } from "@unnati/contracts/problems";
import { callApi, endpointUrl, ResponseShapeError } from "../../lib/api-client";
import { HttpError } from "../../lib/http";

/** The list, with the monotonic time it arrived, so countdowns run from the server's clock. */
export type ExamListData = StudentExamList & { receivedAt: number };

export const examKeys = {
	list: ["exams", "student-list"] as const,
	player: (examId: string) => ["exams", "player", examId] as const,
	result: (attemptId: string) => ["exams", "result", attemptId] as const,
};

/** A clock that never jumps when the device's time is changed. */
export const monotonicNow = () => performance.now();

/** GET /students/exams: the exams assigned to the signed-in student. */
export async function fetchStudentExams(): Promise<ExamListData> {
	const data = await callApi(studentExamEndpoints.list);
	return { ...data, receivedAt: monotonicNow() };
}

export const studentExamsQuery = () =>
	queryOptions({ queryKey: examKeys.list, queryFn: fetchStudentExams, staleTime: 15_000 });

/** The player's load failed; `kind` decides what the screen offers next (SPEC §8). */
export class ExamLoadError extends Error {
	override readonly name = "ExamLoadError";
	constructor(
		readonly kind: "denied" | "submitted" | "failed",
		message: string,
		/** Known when the server sent the submitted attempt itself. */
		readonly attemptId?: string,
	) {
		super(message);
	}
}

/** The server's code for this refusal, when the error is the API's answer. */
const codeOf = (error: unknown): string | undefined => (error instanceof HttpError ? error.code : undefined);

function toLoadError(error: unknown, fallback: (status: number) => string): ExamLoadError {
	if (error instanceof ResponseShapeError) return new ExamLoadError("failed", error.message);
	if (!(error instanceof HttpError)) {
		return new ExamLoadError(
			"failed",
			"We could not reach the server. Please check your connection and try again.",
		);
	}
	if (error.status === 401) return new ExamLoadError("failed", EXAM_MESSAGES.tokenMissing);
	// Not in the exam's audience (EXAM_NOT_FOR_YOU), or not a student at all: the server says which.
	if (error.code === "EXAM_NOT_FOR_YOU" || error.status === 403) {
		const why = error.serverMessage ?? EXAM_MESSAGES.notInAudience;
		return new ExamLoadError("denied", `${EXAM_MESSAGES.accessDenied}: ${why}`);
	}
	// Any other 409 (a start before the window opens or after it closes) is told as the server says it.
	if (error.code === "EXAM_ALREADY_SUBMITTED") {
		return new ExamLoadError("submitted", EXAM_MESSAGES.alreadySubmitted);
	}
	return new ExamLoadError("failed", error.serverMessage ?? fallback(error.status));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchQuestions(examId: string): Promise<ExamQuestions> {
	const data = await callApi(studentExamEndpoints.questions, { params: { id: examId } });
	// A finished attempt is never reopened in the player, whatever the server chose to send.
	if (data.attempt.status === "submitted") {
		throw new ExamLoadError("submitted", EXAM_MESSAGES.alreadySubmitted, data.attempt.attempt_id);
	}
	return data;
}

/**
 * SPEC §4 "Exam loading": fetch the questions; when the server says there is no attempt yet, start
 * one, wait 500 ms and fetch again. A resumed attempt (is_resume) simply continues.
 */
export async function loadExam(examId: string): Promise<ExamQuestions> {
	try {
		return await fetchQuestions(examId);
	} catch (error) {
		if (error instanceof ExamLoadError) throw error;
		// SPEC §8's "No exam attempt found": the one refusal that means "start, then load again".
		if (codeOf(error) !== "EXAM_NOT_STARTED") throw toLoadError(error, EXAM_MESSAGES.fetchFailed);
	}
	try {
		await callApi(studentExamEndpoints.start, { params: { id: examId } });
	} catch (error) {
		throw toLoadError(error, () => EXAM_MESSAGES.startFailed);
	}
	await wait(EXAM_TIMING.startRefetchWaitMs);
	try {
		return await fetchQuestions(examId);
	} catch (error) {
		throw error instanceof ExamLoadError ? error : toLoadError(error, EXAM_MESSAGES.fetchFailed);
	}
}

export const examPlayerQuery = (examId: string) =>
	queryOptions({
		queryKey: examKeys.player(examId),
		queryFn: () => loadExam(examId),
		// The player owns the state from here on: a background refetch must never reset it.
		staleTime: Number.POSITIVE_INFINITY,
		gcTime: 0,
		retry: false,
		refetchOnWindowFocus: false,
		refetchOnReconnect: false,
	});

/** POST save-answers-batch; the answer refreshes the countdown from the server's clock. */
export async function saveAnswersBatch(examId: string, answers: QueuedAnswer[]) {
	return callApi(studentExamEndpoints.saveAnswers, { params: { id: examId }, body: { answers } });
}

/** POST next-section: finish the current timed section now; answers the attempt with its moved section ends. */
export async function finishSection(examId: string, sectionId: string) {
	return callApi(studentExamEndpoints.nextSection, {
		params: { id: examId },
		body: { section_id: sectionId },
	});
}

/** POST run-code: a coding question's program on its samples (or the student's input); nothing is saved. */
export async function runExamCode(examId: string, body: ExamRunCode): Promise<ProblemRunResult> {
	return callApi(studentExamEndpoints.runCode, { params: { id: examId }, body });
}

export async function submitExam(examId: string, body: SubmitExam): Promise<ExamResult> {
	try {
		return await callApi(studentExamEndpoints.submit, { params: { id: examId }, body });
	} catch (error) {
		if (codeOf(error) === "EXAM_ALREADY_SUBMITTED")
			throw new ExamLoadError("submitted", EXAM_MESSAGES.alreadySubmitted);
		const said = error instanceof HttpError ? error.serverMessage : undefined;
		throw new ExamLoadError("failed", said ?? EXAM_MESSAGES.submitFailed);
	}
}

/** POST …/upload: attaches a photo or PDF to an essay answer (replacing an earlier one). */
export function attachEssayFile(examId: string, questionId: string, file: File): Promise<EssayUpload> {
	const form = new FormData();
	form.set("file", file);
	return callApi(essayUploadEndpoints.attach, { params: { id: examId, questionId }, form });
}

/** DELETE …/upload: removes the file attached to an essay answer. */
export async function removeEssayFile(examId: string, questionId: string): Promise<void> {
	await callApi(essayUploadEndpoints.remove, { params: { id: examId, questionId } });
}

/** Where the student opens the file they attached (the session cookie goes with the link). */
export const essayFileUrl = (examId: string, questionId: string) =>
	endpointUrl(essayUploadEndpoints.read, { params: { id: examId, questionId } });

export const examResultQuery = (attemptId: string) =>
	queryOptions({
		queryKey: examKeys.result(attemptId),
		queryFn: () => callApi(studentExamEndpoints.result, { params: { attemptId } }),
	});
