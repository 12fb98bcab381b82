import { DIFFICULTIES, type OrderingGrading } from "@unnati/contracts";
import { type Built, optionId, readNumber } from "./draft";
import { type CriterionSource, readCriterion } from "./essay-rules";

// What Moodle's question types mean in Unnati's terms, shared by the GIFT and Moodle XML importers so
// that the same question reads the same from either file.

/** An answer with Moodle's weight: a percentage of the marks, negative ones for multiple choice. */
export type Weighted = { text: string; credit: number; feedback: string };

const FULL = 100;
const isFull = (credit: number) => Math.abs(credit - FULL) < 1e-6;
const nonEmpty = (entries: [string, string][]) => {
	const kept = entries.filter(([, text]) => text !== "");
	return kept.length > 0 ? Object.fromEntries(kept) : undefined;
};

/**
 * Multiple choice. Single answer: the first full-credit choice is the correct one; other weights (a
 * partly right choice, a second full-credit one) are kept as `credits`. Several answers: the choices
 * with a positive weight are correct, and every weight is kept, negative ones included, so an answer
 * earns what Moodle would give it. `examMarking` (Unnati's own `[marking:exam]`) drops the weights:
 * the exam's multi-answer marking applies instead.
 */
export function choiceQuestion(answers: Weighted[], single: boolean, examMarking = false): Built {
	const options = answers.map((a, i) => ({ id: optionId(i), text: a.text }));
	const feedback = nonEmpty(answers.map((a, i) => [optionId(i), a.feedback]));
	const weighted = Object.fromEntries(
		answers.flatMap((a, i) => (a.credit !== 0 ? [[optionId(i), a.credit]] : [])),
	);
	if (single) {
		const full = answers.flatMap((a, i) => (isFull(a.credit) ? [optionId(i)] : []));
		if (full.length === 0)
			return {
				ok: false,
				message: "No choice earns full marks: mark the right one with = (or give it %100%).",
			};
		const plain = full.length === 1 && answers.every((a) => a.credit === 0 || isFull(a.credit));
		return {
			ok: true,
			question: {
				type: "mcq",
				options,
				multiAnswer: false,
				answerKey: {
					type: "mcq",
					correct: [full[0]],
					...(plain ? {} : { credits: weighted }),
					...(feedback ? { feedback } : {}),
				},
			},
		};
	}
	const correct = answers.flatMap((a, i) => (a.credit > 0 ? [optionId(i)] : []));
	if (correct.length === 0)
		return {
			ok: false,
			message: "No choice is marked right: give the right ones a positive weight, like ~%50%.",
		};
	return {
		ok: true,
		question: {
			type: "mcq",
			options,
			multiAnswer: true,
			answerKey: {
				type: "mcq",
				correct,
				...(examMarking ? {} : { credits: weighted }),
				...(feedback ? { feedback } : {}),
			},
		},
	};
}

export function trueFalseQuestion(correct: boolean, feedbackTrue: string, feedbackFalse: string): Built {
	return {
		ok: true,
		question: {
			type: "truefalse",
			options: [],
			multiAnswer: false,
			answerKey: {
				type: "truefalse",
				correct,
				...(feedbackTrue ? { feedbackTrue } : {}),
				...(feedbackFalse ? { feedbackFalse } : {}),
			},
		},
	};
}

const REGEX_SPECIAL = /[.*+?^${}()|[\]\\/]/g;

/**
 * Moodle's short-answer text: `*` matches anything and `\*` is an asterisk. An answer with a wildcard
 * becomes a pattern (`Nehru*` → `Nehru.*`), so it matches what Moodle would accept.
 */
export function wildcardAnswer(raw: string): { text: string; regex: boolean } {
	const parts: string[] = [""];
	for (let i = 0; i < raw.length; i++) {
		const ch = raw[i] as string;
		if (ch === "\\" && raw[i + 1] === "*") {
			parts[parts.length - 1] += "*";
			i++;
		} else if (ch === "*") parts.push("");
		else parts[parts.length - 1] += ch;
	}
	if (parts.length === 1) return { text: parts[0] as string, regex: false };
	return { text: parts.map((p) => p.replace(REGEX_SPECIAL, "\\$&")).join(".*"), regex: true };
}

/** A literal answer written for Moodle: asterisks escaped, so none is read as a wildcard. */
export const literalForMoodle = (text: string) => text.replaceAll("*", "\\*");

export type ShortAnswerSource = Weighted & { pattern: boolean };

/**
 * Short answer. Moodle's answers at 0 % (or less) only carry feedback for a wrong answer, which
 * Unnati has no place for: they are left out.
 */
export function shortQuestion(
	answers: ShortAnswerSource[],
	caseSensitive: boolean,
	ignoreSpaces: boolean,
): Built {
	const accepted = answers
		.filter((a) => a.credit > 0)
		.map((a) => {
			const { text, regex } = a.pattern ? { text: a.text, regex: true } : wildcardAnswer(a.text);
			return { text, credit: a.credit, feedback: a.feedback, regex };
		});
	if (accepted.length === 0) return { ok: false, message: "This short-answer question accepts no answer." };
	return {
		ok: true,
		question: {
			type: "short",
			options: [],
			multiAnswer: false,
			answerKey: { type: "short", answers: accepted, caseSensitive, ignoreSpaces },
		},
	};
}

export type NumericAnswer = { value: number; tolerance: number; credit: number; feedback: string };

/**
 * Numeric: the first full-credit range is the answer; other ranges with a positive weight earn part
 * of the marks. Moodle's catch-all answer (`*`, GIFT's `~#feedback`) and 0 % ranges only carry
 * feedback for a wrong answer, which Unnati has no place for: they are left out.
 */
export function numericQuestion(answers: NumericAnswer[]): Built {
	const main = answers.find((a) => isFull(a.credit));
	if (!main)
		return { ok: false, message: "This numeric question has no full-credit answer (=value or %100%)." };
	const alternatives = answers
		.filter((a) => a !== main && a.credit > 0)
		.map((a) => ({
			value: a.value,
			tolerance: a.tolerance,
			credit: Math.min(FULL, a.credit),
			feedback: a.feedback,
		}));
	return {
		ok: true,
		question: {
			type: "numeric",
			options: [],
			multiAnswer: false,
			answerKey: {
				type: "numeric",
				value: main.value,
				tolerance: main.tolerance,
				...(main.feedback ? { feedback: main.feedback } : {}),
				...(alternatives.length > 0 ? { alternatives } : {}),
			},
		},
	};
}

/**
 * Matching: each item with its choice; an item with no text adds its choice as a distractor. The
 * choices are the distinct right-hand texts, in the order they first appear.
 */
export function matchingQuestion(pairs: { item: string; choice: string }[]): Built {
	const choices: string[] = [];
	for (const pair of pairs) if (!choices.includes(pair.choice)) choices.push(pair.choice);
	const options = choices.map((text, i) => ({ id: optionId(i), text }));
	const prompts = pairs
		.filter((p) => p.item !== "")
		.map((p, i) => ({ id: `p${i + 1}`, text: p.item, choice: optionId(choices.indexOf(p.choice)) }));
	return {
		ok: true,
		question: { type: "matching", options, multiAnswer: false, answerKey: { type: "matching", prompts } },
	};
}

/** Ordering: the items, given in the right order. */
export function orderingQuestion(items: string[], grading: OrderingGrading): Built {
	const options = items.map((text, i) => ({ id: optionId(i), text }));
	return {
		ok: true,
		question: {
			type: "ordering",
			options,
			multiAnswer: false,
			answerKey: { type: "ordering", order: options.map((o) => o.id), grading },
		},
	};
}

/**
 * Moodle's ordering gradings in Unnati's two: items in their right place ("position": Moodle's
 * ABSOLUTE_POSITION, and ALL_OR_NOTHING, the nearest) or the longest run in the right order ("run":
 * LONGEST_CONTIGUOUS_SUBSET, and the relative and ordered-subset gradings, which also reward items
 * that follow each other rightly). Unnamed: position.
 */
export function orderingGradingOf(name: string): OrderingGrading {
	const upper = name.trim().toUpperCase();
	return upper.startsWith("LONGEST") || upper.startsWith("REL") ? "run" : "position";
}

export const MOODLE_GRADING: Record<OrderingGrading, string> = {
	position: "ABSOLUTE_POSITION",
	run: "LONGEST_CONTIGUOUS_SUBSET",
};

/**
 * A Moodle category path as tags: every level below the course's top, lower-cased, spaces as
 * hyphens (`$course$/top/DBMS/Unit 3` → `dbms`, `unit-3`), so a section can draw from a whole subject
 * or from one unit. Context markers (`$course$`), `top` and Moodle's "Default for …" are left out;
 * `//` in a name is a slash.
 */
export function categoryTags(path: string): string[] {
	return path
		.split(/(?<!\/)\/(?!\/)/)
		.map((segment) => segment.replaceAll("//", "/").trim())
		.filter(
			(s) => s !== "" && !/^\$[a-z]+\$$/i.test(s) && s.toLowerCase() !== "top" && !/^default for /i.test(s),
		)
		.map((s) => s.toLowerCase().replace(/\s+/g, "-").slice(0, 40));
}

/** What Moodle does not hold and Unnati adds to a file, so an export reads back whole. */
export type Extras = {
	marks?: number;
	negativeMarks?: number;
	difficulty?: string;
	/** A multi-answer question marked by the exam's rule rather than by weights. */
	examMarking?: boolean;
	caseSensitive?: boolean;
	ignoreSpaces?: boolean;
	/** 1-based positions of short answers that are regular expressions. */
	patterns?: Set<number>;
	/** An essay's word limit, attachment, what its graders read, and its rubric (GIFT has no field for them). */
	wordLimit?: number;
	allowUpload?: boolean;
	guidance?: string;
	criteria?: CriterionSource[];
	tags: string[];
};

const YES = new Set(["yes", "true", "1", "on"]);
const NO = new Set(["no", "false", "0", "off"]);

/** Sets one of Unnati's extras from its name and value; returns why not when the value is wrong. */
export function setExtra(extras: Extras, name: string, value: string): string | null {
	const flag = (set: (v: boolean) => void) => {
		const lower = value.trim().toLowerCase();
		if (YES.has(lower) || lower === "") set(true);
		else if (NO.has(lower)) set(false);
		else return `[${name}:${value}] should be yes or no.`;
		return null;
	};
	switch (name.toLowerCase()) {
		case "marks":
		case "negative-marks":
		case "negativemarks": {
			const number = readNumber(value);
			if (number === null || number < 0)
				return `[${name}:${value}]: the marks must be a number of 0 or more.`;
			if (name.toLowerCase() === "marks") extras.marks = number;
			else extras.negativeMarks = number;
			return null;
		}
		case "difficulty": {
			const lower = value.trim().toLowerCase();
			if (!(DIFFICULTIES as readonly string[]).includes(lower))
				return `[${name}:${value}]: the difficulty is easy, medium or hard.`;
			extras.difficulty = lower;
			return null;
		}
		case "marking":
			if (value.trim().toLowerCase() !== "exam") return `[${name}:${value}]: the only marking is "exam".`;
			extras.examMarking = true;
			return null;
		case "case-sensitive":
		case "casesensitive":
			return flag((v) => {
				extras.caseSensitive = v;
			});
		case "ignore-spaces":
		case "ignorespaces":
			return flag((v) => {
				extras.ignoreSpaces = v;
			});
		case "word-limit":
		case "wordlimit": {
			const number = readNumber(value);
			if (number === null || !Number.isInteger(number))
				return `[${name}:${value}]: the word limit is a whole number of words.`;
			extras.wordLimit = number;
			return null;
		}
		case "allow-upload":
		case "allowupload":
			return flag((v) => {
				extras.allowUpload = v;
			});
		case "guidance":
			extras.guidance = value.trim();
			return null;
		case "criterion": {
			const criterion = readCriterion(value);
			if (typeof criterion === "string") return `[${name}:…]: ${criterion}`;
			extras.criteria = [...(extras.criteria ?? []), criterion];
			return null;
		}
		case "patterns": {
			const positions = value
				.split(/[\s,]+/)
				.filter(Boolean)
				.map(Number);
			if (positions.some((p) => !Number.isInteger(p) || p < 1))
				return `[${name}:${value}]: list the answers' positions, like 1,3.`;
			extras.patterns = new Set(positions);
			return null;
		}
		default:
			return null;
	}
}

/** The draft fields the extras give. */
export const extraFields = (extras: Extras) => ({
	...(extras.marks !== undefined ? { marks: extras.marks } : {}),
	...(extras.negativeMarks !== undefined ? { negativeMarks: extras.negativeMarks } : {}),
	...(extras.difficulty !== undefined ? { difficulty: extras.difficulty } : {}),
	tags: extras.tags,
});

export const unsupported = (kind: "description" | string) =>
	kind === "description"
		? "Unsupported question type (description): it has no answer to mark; put its text in the questions that need it."
		: `Unsupported question type (${kind}).`;
