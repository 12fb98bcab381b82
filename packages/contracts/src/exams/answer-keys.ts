import { z } from "zod";
import { LANGUAGES } from "../code/constants";

// What makes an answer right, one variant per question type (Moodle's types, and a program judged
// by the sandbox). A new type adds a variant here, a shape rule and a scorer in scoring.ts, and an
// input in the player; questions, attempts and answers keep their shape.

const optionRef = z.string().min(1).max(16);
/** A share of a question's marks, in percent, as Moodle weighs answers (`~%50%half credit`). */
const credit = z.number().min(-100).max(100).finite();
const feedbackText = z.string().trim().max(1000);

/** Longest typed answer to a short-answer question. */
export const SHORT_ANSWER_MAX_CHARS = 200;
/** Unbounded repetitions one pattern may hold: three side by side are n³ steps, 8 million at 200 characters. */
const MAX_UNBOUNDED_REPEATS = 3;
/** Longest pattern an author may give a short answer. */
export const SHORT_PATTERN_MAX_CHARS = 200;

/**
 * Why a short-answer pattern is refused, or null. Patterns are matched against a whole answer of at
 * most 200 characters; one whose quantified group itself holds a quantifier or an alternation
 * (`(a+)+`, `(\w*)*`, `(a|ab)*`) can backtrack for years on such an answer, so those are refused at
 * authoring instead of being run with a hope. Unbounded repetitions side by side multiply too
 * (`[ab]+[ab]+a+a*` is n⁴ steps), so a pattern has at most three. Back-references and lookarounds are
 * refused: a short answer never needs them.
 */
export function unsafePatternReason(pattern: string): string | null {
	if (pattern.length > SHORT_PATTERN_MAX_CHARS)
		return `A pattern has at most ${SHORT_PATTERN_MAX_CHARS} characters.`;
	try {
		new RegExp(pattern, "u");
	} catch {
		return `"${pattern.slice(0, 40)}" is not a valid regular expression.`;
	}
	if (/\\[1-9]|\\k</.test(pattern)) return "Back-references are not allowed in an answer pattern.";
	if (/\(\?<?[=!]/.test(pattern)) return "Lookarounds are not allowed in an answer pattern.";
	// Walk the groups: a group that contains a quantifier or `|` must not be quantified itself.
	const stack: { risky: boolean }[] = [{ risky: false }];
	let inClass = false;
	let unbounded = 0;
	for (let i = 0; i < pattern.length; i++) {
		const ch = pattern[i];
		if (ch === "\\") {
			i++;
			continue;
		}
		if (inClass) {
			if (ch === "]") inClass = false;
			continue;
		}
		if (ch === "[") inClass = true;
		else if (ch === "(") stack.push({ risky: false });
		else if (ch === ")") {
			const group = stack.pop() ?? { risky: false };
			const next = pattern[i + 1];
			const quantified = next === "*" || next === "+" || next === "?" || next === "{";
			if (group.risky && quantified && next !== "?")
				return "A repeated group may not contain another repetition or an alternative (like (a+)+ or (a|b)*): such a pattern can take forever to check.";
			const outer = stack[stack.length - 1];
			if (outer && (group.risky || quantified)) outer.risky = true;
		} else if (ch === "*" || ch === "+" || ch === "{" || ch === "|") {
			const top = stack[stack.length - 1];
			if (top) top.risky = true;
			if (ch === "*" || ch === "+" || (ch === "{" && /^\{\d*,\}/.test(pattern.slice(i)))) unbounded++;
		}
	}
	if (unbounded > MAX_UNBOUNDED_REPEATS)
		return `A pattern may repeat without limit (*, + or {n,}) at most ${MAX_UNBOUNDED_REPEATS} times.`;
	return null;
}

export const shortAnswerSchema = z.object({
	text: z.string().trim().min(1, { error: "An accepted answer needs text." }).max(SHORT_PATTERN_MAX_CHARS),
	/** Percent of the marks this answer earns (100 for a full-credit answer). */
	credit: z.number().gt(0, { error: "An accepted answer earns more than 0 %." }).max(100).default(100),
	feedback: feedbackText.default(""),
	/** `text` is a regular expression matched against the whole answer. */
	regex: z.boolean().default(false),
});
export type ShortAnswer = z.output<typeof shortAnswerSchema>;

export const numericAlternativeSchema = z.object({
	value: z.number().finite(),
	tolerance: z.number().min(0).finite(),
	/** Percent of the marks for an answer within this range (Moodle's `=%50%1822:2`). */
	credit: z.number().gt(0).max(100),
	feedback: feedbackText.default(""),
});

export const matchingPromptSchema = z.object({
	id: optionRef,
	text: z.string().trim().min(1, { error: "A matching item needs text." }).max(1000),
	/** The option (a choice on the right) that this item matches. */
	choice: optionRef,
});
export type MatchingPrompt = z.output<typeof matchingPromptSchema>;

export const ORDERING_GRADING = ["position", "run"] as const;

/** Longest essay, in characters, whatever its word limit: a word limit of 5,000 words fits easily. */
export const ESSAY_MAX_CHARS = 40_000;
export const ESSAY_WORD_LIMIT = { min: 10, max: 5000, default: 300 } as const;

/** A level of one rubric criterion: what the grader picks ("Clear and complete", 4 points). */
export const rubricLevelSchema = z.object({
	id: optionRef,
	label: z.string().trim().min(1, { error: "A level needs a label." }).max(200),
	points: z.number().min(0).max(100).finite(),
});
export const rubricCriterionSchema = z.object({
	id: optionRef,
	title: z.string().trim().min(1, { error: "A criterion needs a title." }).max(300),
	levels: z
		.array(rubricLevelSchema)
		.min(2, { error: "A criterion needs at least two levels." })
		.max(6, { error: "A criterion has at most six levels." }),
});
/**
 * A grading rubric: criteria, each with levels worth points. An answer earns the question's marks
 * times the chosen levels' points over the best levels' points (Moodle's rubric, without its
 * minimum shift: a rubric whose lowest levels are 0 scores the same either way).
 */
export const rubricSchema = z
	.array(rubricCriterionSchema)
	.min(1, { error: "A rubric needs at least one criterion." })
	.max(10, { error: "A rubric has at most ten criteria." });
export type RubricCriterion = z.output<typeof rubricCriterionSchema>;
export type OrderingGrading = (typeof ORDERING_GRADING)[number];

export const answerKeySchema = z.discriminatedUnion("type", [
	z.object({
		type: z.literal("mcq"),
		correct: z.array(optionRef).min(1).max(10),
		/**
		 * Per-option credit in percent, negative ones included, as Moodle weighs choices. When set,
		 * an answer earns the sum of its chosen options' credits (never below 0, never above 100 %).
		 */
		credits: z.record(optionRef, credit).optional(),
		/** What a student who chose an option reads once answers are shown. */
		feedback: z.record(optionRef, feedbackText).optional(),
	}),
	z.object({
		type: z.literal("numeric"),
		value: z.number().finite(),
		/** Absolute tolerance: answers within value ± tolerance are right. */
		tolerance: z.number().min(0).finite(),
		feedback: feedbackText.optional(),
		/** Ranges that earn part of the marks. */
		alternatives: z.array(numericAlternativeSchema).max(10).optional(),
	}),
	z.object({
		type: z.literal("coding"),
		/** A problem of the DSA catalogue (its id in /question/{id}); its hidden tests judge the answer. */
		problemId: z
			.string()
			.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Choose a problem from the catalogue." })
			.max(80),
		/** Languages the student may answer in. */
		languages: z
			.array(z.enum(LANGUAGES))
			.min(1, { error: "Allow at least one language." })
			.max(LANGUAGES.length),
		/** Marks for each hidden test the program passes; the question's marks are this times the tests. */
		marksPerTest: z.number().positive().max(10),
	}),
	z.object({
		type: z.literal("truefalse"),
		correct: z.boolean(),
		/** Read by a student who answered true / false. */
		feedbackTrue: feedbackText.optional(),
		feedbackFalse: feedbackText.optional(),
	}),
	z.object({
		type: z.literal("short"),
		answers: z.array(shortAnswerSchema).min(1, { error: "Give at least one accepted answer." }).max(20),
		/** "Delhi" and "delhi" differ only when this is on. */
		caseSensitive: z.boolean().default(false),
		/** "New Delhi" and "NewDelhi" are the same answer when this is on. */
		ignoreSpaces: z.boolean().default(false),
	}),
	z.object({
		type: z.literal("matching"),
		/** Items on the left, each matched to one of the question's options (the choices on the right). */
		prompts: z
			.array(matchingPromptSchema)
			.min(2, { error: "A matching question needs at least two items." })
			.max(10),
	}),
	z.object({
		type: z.literal("ordering"),
		/** The options' ids in the right order. */
		order: z.array(optionRef).min(2).max(10),
		/** Partial credit: items in their right place, or the longest run of items in the right order. */
		grading: z.enum(ORDERING_GRADING).default("position"),
	}),
	z.object({
		type: z.literal("essay"),
		/** The most words an answer may have; a longer answer is refused when it is saved. */
		wordLimit: z
			.number()
			.int()
			.min(ESSAY_WORD_LIMIT.min, { error: `A word limit is at least ${ESSAY_WORD_LIMIT.min}.` })
			.max(ESSAY_WORD_LIMIT.max, { error: `A word limit is at most ${ESSAY_WORD_LIMIT.max}.` })
			.default(ESSAY_WORD_LIMIT.default),
		/** The student may attach one photo or PDF (handwritten working, a diagram) beside the text. */
		allowUpload: z.boolean().default(false),
		/** Criteria the grader scores against; without them the grader gives marks directly. */
		rubric: rubricSchema.optional(),
		/** What graders read beside each answer: a model answer, the points to look for. */
		guidance: feedbackText.default(""),
	}),
]);
export type AnswerKey = z.output<typeof answerKeySchema>;
export type AnswerKeyInput = z.input<typeof answerKeySchema>;

/** Types graded by a person after the exam: their answers wait in the grading queue. */
export const HAND_GRADED_TYPES = ["essay"] as const;
export const isHandGraded = (type: string) => (HAND_GRADED_TYPES as readonly string[]).includes(type);

/**
 * Types a learning quiz cannot hold: it scores on the spot, so neither a program (judged in a
 * sandbox) nor an essay (graded by hand) fits.
 */
export const NOT_FOR_QUIZZES = ["coding", ...HAND_GRADED_TYPES] as const;
export const fitsQuiz = (type: string) => !(NOT_FOR_QUIZZES as readonly string[]).includes(type);

/**
 * Words in an essay as a reader counts them: runs of letters or digits, so the formatting marks of
 * the editor (`**`, `- `, `1. `) and punctuation count for nothing, and "don't" or "2.5" is one word.
 */
export function countWords(text: string): number {
	// A numbered list's "1." marks a line, not a word.
	return (
		text.replace(/^[ \t]*\d+[.)][ \t]+/gm, "").match(/[\p{L}\p{M}\p{N}]+(?:['’.-][\p{L}\p{M}\p{N}]+)*/gu)
			?.length ?? 0
	);
}

/**
 * The score a rubric gives: the question's marks times the chosen levels' points over the best
 * levels' points. Null when a criterion has no level chosen or a chosen level is not its own.
 */
export function rubricScore(
	rubric: readonly RubricCriterion[],
	chosen: Readonly<Record<string, string>>,
	marks: number,
): number | null {
	let earned = 0;
	let best = 0;
	for (const criterion of rubric) {
		const level = criterion.levels.find((l) => l.id === chosen[criterion.id]);
		if (!level) return null;
		earned += level.points;
		best += Math.max(...criterion.levels.map((l) => l.points));
	}
	if (best <= 0) return 0;
	return Math.round((marks * earned * 100) / best) / 100;
}

/** The question types whose answer is a list (matching pairs, an order) whatever `multiAnswer` says. */
export function answerIsList(type: string, multiAnswer: boolean): boolean {
	return multiAnswer || type === "matching" || type === "ordering";
}

/** A matching answer's entries are `prompt=choice`. */
export const matchEntry = (promptId: string, choiceId: string) => `${promptId}=${choiceId}`;
export function readMatchEntry(entry: string): [string, string] | null {
	const at = entry.indexOf("=");
	return at > 0 && at < entry.length - 1 ? [entry.slice(0, at), entry.slice(at + 1)] : null;
}

/** The two options a true/false question always has. */
export const TRUE_FALSE_OPTIONS = [
	{ id: "true", text: "True" },
	{ id: "false", text: "False" },
] as const;

/**
 * Gives a matching or ordering question's options fresh ids (and maps its key to them), so an id
 * never tells a student which choice belongs where or which item comes first. Other types are
 * returned as they are.
 */
export function withOpaqueOptionIds<
	Q extends { type: string; options: { id: string; text: string }[]; answerKey: AnswerKey },
>(question: Q, makeId: () => string): Q {
	const key = question.answerKey;
	if (key.type !== "matching" && key.type !== "ordering") return question;
	const ids = new Map(question.options.map((o) => [o.id, makeId()]));
	const mapped = (id: string) => ids.get(id) ?? id;
	const answerKey: AnswerKey =
		key.type === "matching"
			? { ...key, prompts: key.prompts.map((p) => ({ ...p, choice: mapped(p.choice) })) }
			: { ...key, order: key.order.map(mapped) };
	return { ...question, options: question.options.map((o) => ({ ...o, id: mapped(o.id) })), answerKey };
}
