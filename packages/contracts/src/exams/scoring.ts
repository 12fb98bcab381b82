import {
	type AnswerKey,
	countWords,
	ESSAY_MAX_CHARS,
	matchEntry,
	readMatchEntry,
	SHORT_ANSWER_MAX_CHARS,
} from "./answer-keys";
import { isAnswered } from "./question-status";
import type { MultiAnswerMarking, QuestionType, StudentAnswer } from "./schemas";

// Scoring, shared so the server's submit and the tests agree on every mark.

export type ScorableQuestion = {
	type: QuestionType;
	multiAnswer: boolean;
	options: { id: string }[];
	answerKey: AnswerKey;
	marks: number;
	negativeMarks: number;
};

/** "pending": a hand-graded answer (an essay) that scores 0 until a grader marks it and the marks are released. */
export type ScoreOutcome = "correct" | "partial" | "wrong" | "unanswered" | "pending";
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
	const key = question.answerKey;
	if (key.type === "numeric") {
		if (Array.isArray(answer)) return "a list of options was sent for a numeric question";
		const typed = answer.trim();
		if (typed === "") return null;
		if (typed.length > MAX_NUMBER_CHARS) return `a number has at most ${MAX_NUMBER_CHARS} characters`;
		return DECIMAL.test(typed) ? null : "it is not a number";
	}
	if (key.type === "truefalse") {
		if (Array.isArray(answer)) return "a list was sent for a true/false question";
		return answer === "" || answer === "true" || answer === "false" ? null : "the answer is true or false";
	}
	if (key.type === "short") {
		if (Array.isArray(answer)) return "a list was sent for a short-answer question";
		return answer.length > SHORT_ANSWER_MAX_CHARS
			? `a short answer has at most ${SHORT_ANSWER_MAX_CHARS} characters`
			: null;
	}
	if (key.type === "essay") {
		if (Array.isArray(answer)) return "a list was sent for an essay question";
		if (answer.length > ESSAY_MAX_CHARS) return `an essay has at most ${ESSAY_MAX_CHARS} characters`;
		const words = countWords(answer);
		return words > key.wordLimit
			? `an essay has at most ${key.wordLimit} words (this one has ${words})`
			: null;
	}
	if (key.type === "matching") return matchingShapeProblem(key.prompts, question.options, answer);
	if (key.type === "ordering") {
		if (!Array.isArray(answer)) return "an ordering question is answered with the items in order";
		if (answer.length === 0) return null;
		const ids = new Set(question.options.map((o) => o.id));
		const seen = new Set(answer);
		if (answer.length !== ids.size || seen.size !== answer.length || answer.some((id) => !ids.has(id)))
			return "the order must list every item exactly once";
		return null;
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

function matchingShapeProblem(
	prompts: { id: string }[],
	options: { id: string }[],
	answer: StudentAnswer,
): string | null {
	if (!Array.isArray(answer)) return "a matching question is answered with item=choice pairs";
	const promptIds = new Set(prompts.map((p) => p.id));
	const optionIds = new Set(options.map((o) => o.id));
	const matched = new Set<string>();
	for (const entry of answer) {
		const pair = readMatchEntry(entry);
		if (!pair) return `"${entry.slice(0, 40)}" is not an item=choice pair`;
		const [prompt, choice] = pair;
		if (!promptIds.has(prompt)) return `item ${prompt.slice(0, 16)} does not exist`;
		if (!optionIds.has(choice)) return `choice ${choice.slice(0, 16)} does not exist`;
		if (matched.has(prompt)) return `item ${prompt} is matched twice`;
		matched.add(prompt);
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
	// A person marks it: until then it earns nothing and waits in the grading queue.
	if (key.type === "essay") return { score: 0, outcome: "pending" };
	if (key.type === "mcq" && !key.credits) return scoreChoices(question, key.correct, answer, marking);
	return byFraction(question, creditFraction(key, answer));
}

/** The share of the marks (0 to 1) an answer of the right shape earns, for the types scored by credit. */
function creditFraction(
	key: Exclude<AnswerKey, { type: "coding" | "essay" }>,
	answer: StudentAnswer,
): number {
	switch (key.type) {
		case "numeric": {
			const value = Number(typeof answer === "string" ? answer.trim() : Number.NaN);
			return numericRangeHit(key, value)?.credit ?? 0;
		}
		case "truefalse":
			return answer === String(key.correct) ? 1 : 0;
		case "short":
			return typeof answer === "string" ? (shortAnswerHit(key, answer)?.credit ?? 0) : 0;
		case "mcq": {
			const chosen = Array.isArray(answer) ? answer : typeof answer === "string" ? [answer] : [];
			const total = chosen.reduce((sum, id) => sum + (key.credits?.[id] ?? 0), 0);
			return Math.min(100, Math.max(0, total)) / 100;
		}
		case "matching": {
			const right = new Map(key.prompts.map((p) => [p.id, p.choice]));
			const chosen = Array.isArray(answer) ? answer : [];
			const hits = chosen.filter((entry) => {
				const pair = readMatchEntry(entry);
				return pair !== null && right.get(pair[0]) === pair[1];
			}).length;
			return key.prompts.length === 0 ? 0 : hits / key.prompts.length;
		}
		case "ordering":
			return orderingFraction(key.order, Array.isArray(answer) ? answer : [], key.grading);
	}
}

/**
 * How much of an order is right. "position": the share of items in their own place. "run": the
 * longest stretch of the student's order whose items follow each other as in the right order, as a
 * share of all items; a lone item is no run, so a reversed order earns nothing.
 */
export function orderingFraction(right: string[], given: string[], grading: "position" | "run"): number {
	if (right.length === 0 || given.length !== right.length) return 0;
	if (grading === "position") return given.filter((id, i) => right[i] === id).length / right.length;
	const place = new Map(right.map((id, i) => [id, i]));
	let longest = 1;
	let current = 1;
	for (let i = 1; i < given.length; i++) {
		const before = place.get(given[i - 1] as string);
		const here = place.get(given[i] as string);
		current = before !== undefined && here === before + 1 ? current + 1 : 1;
		longest = Math.max(longest, current);
	}
	return longest < 2 ? 0 : longest / right.length;
}

function byFraction(question: ScorableQuestion, fraction: number): AnswerScore {
	if (fraction >= 1 || fraction <= 0) return fullOrNothing(question, fraction >= 1);
	return { score: roundMarks(question.marks * fraction), outcome: "partial" };
}

function scoreChoices(
	question: ScorableQuestion,
	correctIds: string[],
	answer: StudentAnswer,
	marking: MultiAnswerMarking,
): AnswerScore {
	const correct = new Set(correctIds);
	if (!question.multiAnswer)
		return fullOrNothing(question, typeof answer === "string" && correct.has(answer));

	const chosen = new Set(Array.isArray(answer) ? answer : []);
	const rightChosen = [...chosen].filter((c) => correct.has(c)).length;
	const wrongChosen = chosen.size - rightChosen;
	if (marking === "all_or_nothing")
		return fullOrNothing(question, rightChosen === correct.size && wrongChosen === 0);

	const fraction =
		correct.size === 0 ? 0 : Math.min(1, Math.max(0, (rightChosen - wrongChosen) / correct.size));
	return byFraction(question, fraction);
}

type NumericKey = Extract<AnswerKey, { type: "numeric" }>;
type ShortKey = Extract<AnswerKey, { type: "short" }>;

/** The range a typed number falls in: the full-credit one first, then the best partial one. */
function numericRangeHit(key: NumericKey, value: number): { credit: number; feedback: string } | null {
	// The slack absorbs binary rounding: "1.0" for a key of 1.1 ± 0.1 is right.
	const within = (target: number, tolerance: number) =>
		Number.isFinite(value) && Math.abs(value - target) <= tolerance + 1e-9;
	if (within(key.value, key.tolerance)) return { credit: 1, feedback: key.feedback ?? "" };
	const partial = (key.alternatives ?? [])
		.filter((a) => within(a.value, a.tolerance))
		.sort((a, b) => b.credit - a.credit)[0];
	return partial ? { credit: partial.credit / 100, feedback: partial.feedback } : null;
}

/** Spaces as a reader sees them: trimmed, runs as one, or none at all when the key ignores them. */
function normalizeTyped(text: string, key: ShortKey): string {
	const spaced = text.trim().replace(/\s+/g, key.ignoreSpaces ? "" : " ");
	return key.caseSensitive ? spaced : spaced.toLocaleLowerCase("en-IN");
}

/** The best accepted answer a typed answer matches (a pattern matches the whole answer). */
function shortAnswerHit(key: ShortKey, typed: string): { credit: number; feedback: string } | null {
	const answer = normalizeTyped(typed, key);
	if (answer === "") return null;
	let best: { credit: number; feedback: string } | null = null;
	for (const accepted of key.answers) {
		const matches = accepted.regex
			? safeFullMatch(accepted.text, typed.trim(), key.caseSensitive)
			: normalizeTyped(accepted.text, key) === answer;
		if (matches && (!best || accepted.credit / 100 > best.credit))
			best = { credit: accepted.credit / 100, feedback: accepted.feedback };
	}
	return best;
}

function safeFullMatch(pattern: string, text: string, caseSensitive: boolean): boolean {
	try {
		return new RegExp(`^(?:${pattern})$`, caseSensitive ? "u" : "iu").test(text);
	} catch {
		// Authoring refuses a pattern that does not compile; one stored before that rule matches nothing.
		return false;
	}
}

/**
 * What the author wrote for the answer a student gave: the chosen options' feedback, the matched
 * typed answer's or range's, or the true/false side's. Empty when there is none.
 */
export function feedbackFor(key: AnswerKey, answer: StudentAnswer): string {
	if (!isAnswered(answer)) return "";
	switch (key.type) {
		case "mcq": {
			const chosen = Array.isArray(answer) ? answer : typeof answer === "string" ? [answer] : [];
			return chosen
				.map((id) => key.feedback?.[id] ?? "")
				.filter(Boolean)
				.join("\n");
		}
		case "truefalse":
			return (answer === "true" ? key.feedbackTrue : answer === "false" ? key.feedbackFalse : "") ?? "";
		case "short":
			return typeof answer === "string" ? (shortAnswerHit(key, answer)?.feedback ?? "") : "";
		case "numeric":
			return typeof answer === "string" ? (numericRangeHit(key, Number(answer.trim()))?.feedback ?? "") : "";
		default:
			return "";
	}
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

/** The right answer in the same shape a student sends, for results that may show it. */
export function correctAnswerOf(key: AnswerKey, multiAnswer: boolean): StudentAnswer {
	switch (key.type) {
		case "numeric":
			return key.tolerance > 0 ? `${key.value} (± ${key.tolerance})` : String(key.value);
		// A program has no single right answer to show; the result shows the tests it passed.
		case "coding":
			return null;
		// An essay has none either: the grader's comment says what was missing.
		case "essay":
			return null;
		case "truefalse":
			return String(key.correct);
		case "short":
			return (key.answers.find((a) => a.credit === 100) ?? key.answers[0])?.text ?? null;
		case "matching":
			return key.prompts.map((p) => matchEntry(p.id, p.choice));
		case "ordering":
			return key.order;
		case "mcq":
			return multiAnswer ? key.correct : (key.correct[0] ?? null);
	}
}
