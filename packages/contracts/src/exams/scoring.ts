import { isAnswered } from "./question-status";
import type { AnswerKey, MultiAnswerMarking, QuestionType, StudentAnswer } from "./schemas";

// Scoring, shared so the server's submit and the tests agree on every mark.

export type ScorableQuestion = {
	type: QuestionType;
	multiAnswer: boolean;
	options: { id: string }[];
	answerKey: AnswerKey;
	marks: number;
	negativeMarks: number;
};

export type ScoreOutcome = "correct" | "partial" | "wrong" | "unanswered";
export type AnswerScore = { score: number; outcome: ScoreOutcome };
/** What the judge found when it ran a coding answer against the problem's hidden tests. */
export type CodingJudgement = { passed: number; total: number };

/** Plain decimals only ("-3.5", "42", ".5"): what a student types, never "1e3", "0x1F" or "Infinity". */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const MAX_NUMBER_CHARS = 30;

/** Rounds to 2 decimals the same way for gains and penalties, and never returns -0. */
export function roundMarks(value: number): number {
	const rounded = (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100;
	return rounded === 0 ? 0 : rounded;
}

/**
 * Why an answer cannot belong to this question, or null when it can. Null (and "" for a typed or
 * single-choice answer) always fits: it is how a student clears an answer.
 */
export function answerShapeProblem(
	question: ScorableQuestion,
	answer: StudentAnswer,
	/** The queued answer's programming_language; only a coding answer reads it. */
	language?: string,
): string | null {
	if (answer === null) return null;
	if (question.answerKey.type === "coding") {
		if (Array.isArray(answer)) return "a list of options was sent for a coding question";
		if (answer.trim() === "") return null;
		const allowed: readonly string[] = question.answerKey.languages;
		if (!language || !allowed.includes(language))
			return `a program must be in one of the allowed languages (${allowed.join(", ")})`;
		return null;
	}
	if (question.type === "numeric") {
		if (Array.isArray(answer)) return "a list of options was sent for a numeric question";
		const typed = answer.trim();
		if (typed === "") return null;
		if (typed.length > MAX_NUMBER_CHARS) return `a number has at most ${MAX_NUMBER_CHARS} characters`;
		return DECIMAL.test(typed) ? null : "it is not a number";
	}
	const optionIds = new Set(question.options.map((o) => o.id));
	if (!question.multiAnswer) {
		if (Array.isArray(answer)) return "a list of options was sent for a single-answer question";
		if (answer === "" || optionIds.has(answer)) return null;
		return `option ${answer.slice(0, 16)} does not exist`;
	}
	if (!Array.isArray(answer)) return "a single option was sent for a multi-answer question";
	const seen = new Set<string>();
	for (const choice of answer) {
		if (!optionIds.has(choice)) return `option ${choice} does not exist`;
		if (seen.has(choice)) return `option ${choice} is chosen twice`;
		seen.add(choice);
	}
	return null;
}

function fullOrNothing(question: ScorableQuestion, right: boolean): AnswerScore {
	return right
		? { score: roundMarks(question.marks), outcome: "correct" }
		: { score: roundMarks(-question.negativeMarks), outcome: "wrong" };
}

/**
 * Marks for one answer. An unanswered question scores 0, never a penalty. An answer that does not
 * fit the question (the server rejects those on save) is scored as wrong. A coding answer earns its
 * marks per hidden test passed (`judged`, from the judge; absent when it could not be judged), and
 * never loses marks.
 */
export function scoreAnswer(
	question: ScorableQuestion,
	answer: StudentAnswer,
	marking: MultiAnswerMarking,
	judged?: CodingJudgement,
): AnswerScore {
	if (!isAnswered(answer)) return { score: 0, outcome: "unanswered" };
	const key = question.answerKey;
	if (key.type === "coding") {
		const passed = Math.max(0, Math.min(judged?.passed ?? 0, judged?.total ?? 0));
		const score = roundMarks(Math.min(question.marks, passed * key.marksPerTest));
		if (!judged || passed === 0) return { score: 0, outcome: "wrong" };
		return { score, outcome: passed === judged.total ? "correct" : "partial" };
	}
	if (answerShapeProblem(question, answer) !== null) return fullOrNothing(question, false);

	if (key.type === "numeric") {
		const value = Number(typeof answer === "string" ? answer.trim() : Number.NaN);
		// The slack absorbs binary rounding: "1.0" for a key of 1.1 ± 0.1 is right.
		return fullOrNothing(question, Math.abs(value - key.value) <= key.tolerance + 1e-9);
	}

	const correct = new Set(key.correct);
	if (!question.multiAnswer)
		return fullOrNothing(question, typeof answer === "string" && correct.has(answer));

	const chosen = new Set(Array.isArray(answer) ? answer : []);
	const rightChosen = [...chosen].filter((c) => correct.has(c)).length;
	const wrongChosen = chosen.size - rightChosen;
	if (marking === "all_or_nothing")
		return fullOrNothing(question, rightChosen === correct.size && wrongChosen === 0);

	const fraction =
		correct.size === 0 ? 0 : Math.min(1, Math.max(0, (rightChosen - wrongChosen) / correct.size));
	if (fraction === 1 || fraction === 0) return fullOrNothing(question, fraction === 1);
	return { score: roundMarks(question.marks * fraction), outcome: "partial" };
}

export type ScoreSummary = { score: number; maxScore: number; percentage: number; passed: boolean };

export function summarizeScores(
	items: { score: number; marks: number }[],
	passingScorePercentage: number,
): ScoreSummary {
	const score = roundMarks(items.reduce((sum, item) => sum + item.score, 0));
	const maxScore = roundMarks(items.reduce((sum, item) => sum + item.marks, 0));
	const percentage = maxScore > 0 ? roundMarks((score / maxScore) * 100) : 0;
	return { score, maxScore, percentage, passed: percentage >= passingScorePercentage };
}
