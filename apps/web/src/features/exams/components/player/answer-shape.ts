import {
	answerShapeProblem,
	EXAM_LIMITS,
	type PlayerQuestion,
	type ScorableQuestion,
	type StudentAnswer,
} from "@unnati/contracts";

// The shape rule reads only type, multiAnswer and options; the player never has a key, so it passes
// a placeholder that the rule does not look at.
const NO_KEY: Record<PlayerQuestion["type"], ScorableQuestion["answerKey"]> = {
	mcq: { type: "mcq", correct: [] },
	numeric: { type: "numeric", value: 0, tolerance: 0 },
	coding: { type: "coding", problemId: "unknown", languages: ["python"], marksPerTest: 1 },
};

/**
 * Why the server would refuse this answer (the shared rule), or null. The player never queues such
 * an answer: the server refuses a whole batch for one bad answer, which would hold back every other.
 */
export function answerProblem(
	question: PlayerQuestion,
	answer: StudentAnswer,
	language?: string,
): string | null {
	// The server refuses the whole batch for one answer over the limit (a very long program).
	if (typeof answer === "string" && answer.length > EXAM_LIMITS.maxAnswerChars)
		return `it is longer than ${EXAM_LIMITS.maxAnswerChars.toLocaleString("en-IN")} characters`;
	const key = question.coding
		? {
				type: "coding" as const,
				problemId: question.coding.problem_id,
				languages: question.coding.languages,
				marksPerTest: question.coding.marks_per_test,
			}
		: NO_KEY[question.type];
	return answerShapeProblem(
		{
			type: question.type,
			multiAnswer: question.multi_answer,
			options: question.options,
			answerKey: key,
			marks: question.marks,
			negativeMarks: question.negative_marks,
		},
		answer,
		language,
	);
}
