import {
	answerShapeProblem,
	type PlayerQuestion,
	type ScorableQuestion,
	type StudentAnswer,
} from "@unnati/contracts";

// The shape rule reads only type, multiAnswer and options; the player never has a key, so it passes
// a placeholder that the rule does not look at.
const NO_KEY: Record<PlayerQuestion["type"], ScorableQuestion["answerKey"]> = {
	mcq: { type: "mcq", correct: [] },
	numeric: { type: "numeric", value: 0, tolerance: 0 },
};

/**
 * Why the server would refuse this answer (the shared rule), or null. The player never queues such
 * an answer: the server refuses a whole batch for one bad answer, which would hold back every other.
 */
export function answerProblem(question: PlayerQuestion, answer: StudentAnswer): string | null {
	return answerShapeProblem(
		{
			type: question.type,
			multiAnswer: question.multi_answer,
			options: question.options,
			answerKey: NO_KEY[question.type],
			marks: question.marks,
			negativeMarks: question.negative_marks,
		},
		answer,
	);
}
