// The exam engine's constants (SPEC §9, §4) and its messages (SPEC §8). No zod here, so any
// chunk can use them cheaply.

export const EXAM_TIMING = {
	/** SPEC §9: flush when the queue reaches 5 answers, 100 ms later. */
	flushBatchSize: 5,
	flushBatchDelayMs: 100,
	/** SPEC §9: or 5 s after the last queued answer. */
	flushIdleMs: 5000,
	/** SPEC §9: wait after the final flush, before submit. */
	beforeSubmitWaitMs: 500,
	/** SPEC §9: a security validation is good for 5 minutes. */
	securityValidityMs: 5 * 60 * 1000,
	/** SPEC §9: after starting an attempt, wait this long and fetch the questions again. */
	startRefetchWaitMs: 500,
	/** Saves this long after the deadline still count: the network may have held them. */
	saveGraceSeconds: 30,
	/** How often the server looks for attempts past their deadline. */
	sweepIntervalMs: 15_000,
} as const;

export const EXAM_LIMITS = {
	maxBatchAnswers: 200,
	/** A coding answer is a whole program: as long as the judge accepts (64 KB). */
	maxAnswerChars: 65_536,
	maxQuestionsPerSection: 200,
	importMaxChars: 900_000,
} as const;

/** SPEC §3: shown when an exam has no instructions of its own. */
export const DEFAULT_EXAM_INSTRUCTIONS = [
	"Read every question carefully before you answer.",
	"The timer starts when you begin and cannot be paused; the exam is submitted automatically when time is up.",
	"Your answers are saved automatically as you go. If your connection drops, keep answering: they are kept on this device and sent when you are back online.",
	"Use the question palette to move between questions and to flag questions you want to review.",
	"Do not refresh the page, switch tabs or leave fullscreen during a proctored exam: each of these is recorded as a violation.",
	"Submit only when you have reviewed your answers; a submitted exam cannot be reopened.",
] as const;

export const EXAM_MESSAGES = {
	/** SPEC §8: the server's text that makes the player start an attempt. */
	noAttempt: "No exam attempt found. Start the exam first.",
	tokenMissing: "Authentication token not found",
	accessDenied: "Access denied",
	fetchFailed: (status: number) => `HTTP ${status}: Failed to fetch exam questions`,
	startFailed: "Failed to start exam",
	submitFailed: "Failed to submit exam",
	notInAudience: "This exam is not assigned to you.",
	examNotFound: "No such exam.",
	notOpenYet: "This exam has not opened yet.",
	closed: "This exam has closed.",
	alreadySubmitted: "This exam has already been submitted; answers can no longer change.",
	deadlinePassed: "Time is up for this exam; later answers are not accepted.",
	questionNotInExam: (questionId: string) => `Question ${questionId} is not part of this exam.`,
	wrongSection: (questionId: string) => `Question ${questionId} is not in that section.`,
	malformedAnswer: (questionId: string, why: string) =>
		`The answer to question ${questionId} is not valid: ${why}.`,
	resultNotFound: "No such result.",
	sectionNotInPaper: "That section is not part of your paper.",
	sectionsNotTimed: "This exam's sections are not timed: move between them with the question palette.",
	sectionNotStarted: "That section has not started yet: finish the current section first.",
	lastSection: "This is the last section: submit the exam to finish it.",
	notCodingQuestion: "That question is not a coding question of your paper.",
	languageNotAllowed: (allowed: readonly string[]) =>
		`This question accepts programs in ${allowed.join(", ")} only.`,
	publishedLocked: "A published exam cannot be edited once students have started it.",
} as const;
