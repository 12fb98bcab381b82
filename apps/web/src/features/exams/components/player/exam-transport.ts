import type {
	Attempt,
	ExamResult,
	ExamRunCode,
	ProblemRunResult,
	QueuedAnswer,
	SubmitExam,
} from "@unnati/contracts";
import { createContext, useContext } from "react";
import { finishSection, runExamCode, saveAnswersBatch, submitExam } from "../../api";

/**
 * Where the player sends what a sitting produces. A real exam's transport is the exam API (SPEC §7);
 * the practice run plugs in its own endpoints, which store nothing. The player and the session know
 * only this shape, so both sittings run the same player code.
 */
export type ExamTransport = {
	/** A batch of queued answers; the answer refreshes the countdown. A 409 means "no more answers". */
	saveAnswers(
		examId: string,
		answers: QueuedAnswer[],
	): Promise<{ saved: number; time_remaining_seconds: number; closed_question_ids?: string[] | undefined }>;
	/** Timed sections: end the current one now; answers the attempt with its moved section ends. */
	finishSection(examId: string, sectionId: string): Promise<Attempt>;
	/**
	 * Submits the sitting and answers its result. Throws ExamLoadError("submitted") when the server
	 * already holds a submitted attempt; any other error's message is shown to the student.
	 */
	submit(examId: string, body: SubmitExam): Promise<ExamResult>;
	/** A coding question's program on its samples (or the student's input); nothing is saved. */
	runCode(examId: string, body: ExamRunCode): Promise<ProblemRunResult>;
};

/** The real exam's transport: the student exam API. */
export const liveExamTransport: ExamTransport = {
	saveAnswers: saveAnswersBatch,
	finishSection,
	submit: submitExam,
	runCode: runExamCode,
};

/** The transport of the sitting being played; a real exam's unless a practice run provides its own. */
export const ExamTransportContext = createContext<ExamTransport>(liveExamTransport);

export const useExamTransport = () => useContext(ExamTransportContext);
