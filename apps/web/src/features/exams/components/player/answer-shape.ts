import {
	answerShapeProblem,
	ESSAY_WORD_LIMIT,
	EXAM_LIMITS,
	type PlayerQuestion,
	type ScorableQuestion,
	type StudentAnswer,
} from "@unnati/contracts";

/** The most words an essay's answer may have (the default, should the server not say). */
export const essayWordLimit = (question: PlayerQuestion): number =>
	question.essay?.word_limit ?? ESSAY_WORD_LIMIT.default;

/**
 * The shape rule reads only the type, multiAnswer, the options and, for matching, the items' ids;
 * the player never has a key, so it passes a placeholder built from what the player does know.
 */
function placeholderKey(question: PlayerQuestion): ScorableQuestion["answerKey"] {
	switch (question.type) {
		case "mcq":
			return { type: "mcq", correct: [] };
		case "numeric":
			return { type: "numeric", value: 0, tolerance: 0 };
		case "coding":
			return {
				type: "coding",
				problemId: question.coding?.problem_id ?? "unknown",
				languages: question.coding?.languages ?? ["python"],
				marksPerTest: question.coding?.marks_per_test ?? 1,
			};
		case "truefalse":
			return { type: "truefalse", correct: true };
		case "short":
			return { type: "short", answers: [], caseSensitive: false, ignoreSpaces: false };
		case "matching":
			return {
				type: "matching",
				prompts: (question.prompts ?? []).map((prompt) => ({ id: prompt.id, text: prompt.text, choice: "" })),
			};
		case "ordering":
			return { type: "ordering", order: question.options.map((option) => option.id), grading: "position" };
		case "essay":
			return {
				type: "essay",
				wordLimit: essayWordLimit(question),
				allowUpload: question.essay?.allow_upload ?? false,
				guidance: "",
			};
	}
}

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
	return answerShapeProblem(
		{
			type: question.type,
			multiAnswer: question.multi_answer,
			options: question.options,
			answerKey: placeholderKey(question),
			marks: question.marks,
			negativeMarks: question.negative_marks,
		},
		answer,
		language,
	);
}
