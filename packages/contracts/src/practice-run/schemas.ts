import { z } from "zod";
import { EXAM_LIMITS } from "../exams/constants";
import { queuedAnswerSchema, saveAnswersBatchSchema } from "../exams/schemas";

// The practice run speaks the exam player's shapes (ExamQuestions, SaveAnswersResult, ExamResult),
// so the real player runs it unchanged. The server keeps nothing per student: what a real attempt
// holds on the server (its deadline, its answers) the browser sends back with each request.

/** A batch of answers, as the real save takes it, with the deadline the paper was handed out with. */
export const practiceSaveAnswersSchema = saveAnswersBatchSchema.extend({
	/** The paper's `attempt.deadline`: the server tells the time left from it, by its own clock. */
	deadline: z.iso.datetime(),
});
export type PracticeSaveAnswers = z.infer<typeof practiceSaveAnswersSchema>;

/** The student's final answers, scored and forgotten at once. */
export const practiceSubmitSchema = z.object({
	/** Every answer the practice run acknowledged, the newest per question (by client_seq) counting. */
	answers: z.array(queuedAnswerSchema).max(EXAM_LIMITS.maxBatchAnswers, {
		error: `A practice paper takes at most ${EXAM_LIMITS.maxBatchAnswers} answers.`,
	}),
	/** The paper's `attempt.started_at`, for the time taken. */
	started_at: z.iso.datetime(),
	autoSubmitted: z.boolean(),
	/** The device's time of submission; the server's clock decides the time taken. */
	submittedAt: z.string().max(40),
	/** The proctor ended the run at its maximum of warnings (the result says so, as a real one would). */
	maxViolationsReached: z.boolean().default(false),
});
export type PracticeSubmit = z.input<typeof practiceSubmitSchema>;
