// The practice run (/dummy, issue 15): the whole proctored exam flow on a sample paper, for any
// signed-in student at any time. Nothing of it is stored: no attempt, no score, no proctoring record.

export const PRACTICE_RUN = {
	/** Stands where an exam's id stands in the player (its local storage keys, the proctor's cache). */
	examId: "practice-run",
	attemptId: "practice-run",
	title: "Practice run: sample paper",
	/** Short, so a student sees the whole flow, the timer running out included, in one sitting. */
	durationMinutes: 10,
	passingScorePercentage: 40,
	/** As many as a typical proctored exam allows, so the warnings read as they would there. */
	maxViolations: 5,
} as const;

export const PRACTICE_RUN_INSTRUCTIONS = [
	"This is a practice run: the questions are samples, and nothing you do here is recorded. No score is kept and no proctoring report is made.",
	"It works exactly like a proctored exam: fullscreen, the camera, the question palette, the timer and automatic saving.",
	"Leaving fullscreen or switching tabs shows the warning a real exam would record, so you know what to avoid.",
	`The practice run lasts ${PRACTICE_RUN.durationMinutes} minutes and is submitted automatically when time is up.`,
	"After you submit, you see a result like a real one, with the correct answers. Try again as often as you like.",
] as const;

export const PRACTICE_RUN_MESSAGES = {
	/** The route's access refuses other roles with this code's general text; the screen says this. */
	forStudents: "The practice run is for students: it rehearses the proctored exam a student sits.",
	questionNotInPaper: (questionId: string) => `Question ${questionId} is not part of the practice paper.`,
	wrongSection: (questionId: string) =>
		`Question ${questionId} is not in that section of the practice paper.`,
	malformedAnswer: (questionId: string, why: string) =>
		`The answer to question ${questionId} is not valid: ${why}.`,
	timeUp: "Time is up for this practice run; later answers are not taken. Submit to see your result.",
	/** Shown beside an essay's outcome on the practice result. */
	handGraded:
		"Graded by hand in a real exam: an examiner marks your essay after the exam. The practice run does not score it.",
} as const;
