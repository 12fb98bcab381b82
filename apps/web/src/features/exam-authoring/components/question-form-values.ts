import {
	type AnswerKey,
	type AnswerKeyInput,
	type CodeLanguage,
	type Difficulty,
	ESSAY_WORD_LIMIT,
	LANGUAGES,
	type OrderingGrading,
	type Question,
	type QuestionDraftInput,
	type QuestionOption,
	type QuestionType,
	questionDraftSchema,
} from "@unnati/contracts";
import { type ErrorMap, errorMap } from "./form-errors";
import { type NumberField, readNumber } from "./number-field";
import { nextRowId } from "./row-ids";
import type { RubricRow } from "./rubric-rows";

const MAX_OPTIONS = 10;
const LETTERS = "abcdefghij";
/** The contracts' limits on a question's rows. */
export const MAX_SHORT_ANSWERS = 20;
export const MAX_MATCHING_ITEMS = 10;

/** An accepted answer of a short-answer question, as the form holds it (`id` only keys the row). */
export interface ShortAnswerRow {
	id: string;
	text: string;
	credit: NumberField;
	feedback: string;
	regex: boolean;
}
/** A matching item (`id` is the prompt's id) and the text of the choice it matches. */
export interface MatchingRow {
	id: string;
	text: string;
	choice: string;
}
type NumericKey = Extract<AnswerKey, { type: "numeric" }>;

/** What the question form holds while the admin types; numbers stay "" until entered. */
export interface QuestionFormValues {
	type: QuestionType;
	text: string;
	multiAnswer: boolean;
	options: QuestionOption[];
	/** Ids of the correct options (mcq). */
	correct: string[];
	/** Mcq: per-option credit and feedback are shown (and sent). */
	advanced: boolean;
	/** Mcq, advanced: each option's share of the marks in percent, by option id ("" for none). */
	credits: Record<string, NumberField>;
	/** Mcq, advanced: what a student who chose the option reads with the answers, by option id. */
	optionFeedback: Record<string, string>;
	value: NumberField;
	tolerance: NumberField;
	/** Numeric: feedback and part-credit ranges an import may have set; the form keeps them as they are. */
	numericExtras: Pick<NumericKey, "feedback" | "alternatives">;
	/** Coding: the practice problem whose tests judge the program ("" until chosen). */
	problemId: string;
	languages: CodeLanguage[];
	marksPerTest: NumberField;
	/** True/false: the right answer ("" until chosen) and what each side reads. */
	truth: "" | "true" | "false";
	feedbackTrue: string;
	feedbackFalse: string;
	/** Short answer. */
	shortAnswers: ShortAnswerRow[];
	caseSensitive: boolean;
	ignoreSpaces: boolean;
	/** Matching: the items with their choices, and choices that match no item. */
	pairs: MatchingRow[];
	distractors: QuestionOption[];
	/** Ordering: the items in the right order. */
	orderItems: QuestionOption[];
	grading: OrderingGrading;
	/**
	 * Essay: the most words an answer may have, whether a photo or PDF may be attached, what graders
	 * read beside each answer, and the rubric (none: empty).
	 */
	wordLimit: NumberField;
	allowUpload: boolean;
	guidance: string;
	rubric: RubricRow[];
	marks: NumberField;
	negativeMarks: NumberField;
	tags: string[];
	difficulty: Difficulty;
	explanation: string;
}

export const emptyShortAnswer = (rows: readonly ShortAnswerRow[]): ShortAnswerRow => ({
	id: nextRowId("s", rows),
	text: "",
	credit: 100,
	feedback: "",
	regex: false,
});

export const emptyQuestion = (): QuestionFormValues => ({
	type: "mcq",
	text: "",
	multiAnswer: false,
	options: [
		{ id: "a", text: "" },
		{ id: "b", text: "" },
		{ id: "c", text: "" },
		{ id: "d", text: "" },
	],
	correct: [],
	advanced: false,
	credits: {},
	optionFeedback: {},
	value: "",
	tolerance: 0,
	numericExtras: {},
	problemId: "",
	languages: [...LANGUAGES],
	marksPerTest: 1,
	truth: "",
	feedbackTrue: "",
	feedbackFalse: "",
	shortAnswers: [emptyShortAnswer([])],
	caseSensitive: false,
	ignoreSpaces: false,
	pairs: [
		{ id: "p1", text: "", choice: "" },
		{ id: "p2", text: "", choice: "" },
		{ id: "p3", text: "", choice: "" },
	],
	distractors: [],
	orderItems: [
		{ id: "a", text: "" },
		{ id: "b", text: "" },
		{ id: "c", text: "" },
	],
	grading: "position",
	wordLimit: ESSAY_WORD_LIMIT.default,
	allowUpload: false,
	guidance: "",
	rubric: [],
	marks: 1,
	negativeMarks: 0,
	tags: [],
	difficulty: "medium",
	explanation: "",
});

/** The form's fields of one answer key; the other types keep the empty form's. */
function keyValues(question: Question): Partial<QuestionFormValues> {
	const key = question.answerKey;
	const textOf = (id: string) => question.options.find((option) => option.id === id)?.text ?? "";
	switch (key.type) {
		case "mcq":
			return {
				options: question.options,
				correct: key.correct,
				advanced: key.credits !== undefined || key.feedback !== undefined,
				credits: { ...key.credits },
				optionFeedback: { ...key.feedback },
			};
		case "numeric":
			return {
				value: key.value,
				tolerance: key.tolerance,
				numericExtras: {
					...(key.feedback ? { feedback: key.feedback } : {}),
					...(key.alternatives?.length ? { alternatives: key.alternatives } : {}),
				},
			};
		case "coding":
			return { problemId: key.problemId, languages: key.languages, marksPerTest: key.marksPerTest };
		case "truefalse":
			return {
				truth: key.correct ? "true" : "false",
				feedbackTrue: key.feedbackTrue ?? "",
				feedbackFalse: key.feedbackFalse ?? "",
			};
		case "short":
			return {
				shortAnswers: key.answers.map((answer, index) => ({ id: `s${index + 1}`, ...answer })),
				caseSensitive: key.caseSensitive,
				ignoreSpaces: key.ignoreSpaces,
			};
		case "matching": {
			const matched = new Set(key.prompts.map((prompt) => prompt.choice));
			return {
				pairs: key.prompts.map((prompt) => ({
					id: prompt.id,
					text: prompt.text,
					choice: textOf(prompt.choice),
				})),
				distractors: question.options.filter((option) => !matched.has(option.id)),
			};
		}
		case "ordering":
			return {
				orderItems: key.order.map((id) => ({ id, text: textOf(id) })),
				grading: key.grading,
			};
		case "essay":
			return {
				wordLimit: key.wordLimit,
				allowUpload: key.allowUpload,
				guidance: key.guidance,
				rubric: (key.rubric ?? []).map((criterion) => ({
					...criterion,
					levels: criterion.levels.map((level) => ({ ...level })),
				})),
			};
	}
}

export function questionToValues(question: Question): QuestionFormValues {
	return {
		...emptyQuestion(),
		...keyValues(question),
		type: question.type,
		text: question.text,
		multiAnswer: question.multiAnswer,
		marks: question.marks,
		negativeMarks: question.negativeMarks,
		tags: question.tags,
		difficulty: question.difficulty,
		explanation: question.explanation,
	};
}

/** The next free letter, so an option keeps its id (and the answer key stays right) when others are removed. */
export function nextOptionId(options: readonly QuestionOption[]): string | null {
	if (options.length >= MAX_OPTIONS) return null;
	const used = new Set(options.map((option) => option.id));
	return [...LETTERS].find((letter) => !used.has(letter)) ?? null;
}

/** "A" for the first option on screen, whatever its id: what the admin sees is the position. */
export const optionLabel = (index: number) => String.fromCharCode(65 + index);

/**
 * A matching question's options: each distinct choice text once (two items may share a choice), the
 * items' choices first, then the distractors. `sources` names the form field each option came from.
 */
export function matchingOptions(values: Pick<QuestionFormValues, "pairs" | "distractors">) {
	const options: QuestionOption[] = [];
	const sources: string[] = [];
	const byText = new Map<string, string>();
	const idFor = (text: string, source: string) => {
		const known = byText.get(text.trim());
		if (known) return known;
		// Letters are enough: the server gives matching choices opaque ids when it saves.
		const id = LETTERS[options.length] ?? `o${options.length + 1}`;
		options.push({ id, text });
		sources.push(source);
		byText.set(text.trim(), id);
		return id;
	};
	const prompts = values.pairs.map((pair, index) => ({
		id: pair.id,
		text: pair.text,
		choice: idFor(pair.choice, `pairs.${index}.choice`),
	}));
	values.distractors.forEach((distractor, index) => {
		idFor(distractor.text, `distractors.${index}`);
	});
	return { options, prompts, sources };
}

const optionalText = (text: string) => (text.trim() === "" ? undefined : text);

/** Only the entries that say something, or nothing at all (the key's field is optional). */
function filledRecord<T>(ids: string[], read: (id: string) => T | undefined): Record<string, T> | undefined {
	const entries = ids.flatMap((id) => {
		const value = read(id);
		return value === undefined ? [] : [[id, value] as const];
	});
	return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function mcqKey(values: QuestionFormValues): AnswerKeyInput {
	const ids = values.options.map((option) => option.id);
	// Keep the key in the options' order, and drop marks left on options since removed.
	const correct = ids.filter((id) => values.correct.includes(id));
	if (!values.advanced) return { type: "mcq", correct };
	const credits = filledRecord(ids, (id) => readNumber(values.credits[id] ?? "") ?? undefined);
	const feedback = filledRecord(ids, (id) => optionalText(values.optionFeedback[id] ?? ""));
	return { type: "mcq", correct, ...(credits ? { credits } : {}), ...(feedback ? { feedback } : {}) };
}

function answerKey(values: QuestionFormValues): { options: QuestionOption[]; answerKey: AnswerKeyInput } {
	switch (values.type) {
		case "mcq":
			return { options: values.options, answerKey: mcqKey(values) };
		case "numeric":
			return {
				options: [],
				answerKey: {
					type: "numeric",
					value: readNumber(values.value) ?? Number.NaN,
					tolerance: readNumber(values.tolerance) ?? 0,
					...values.numericExtras,
				},
			};
		case "coding":
			return {
				options: [],
				answerKey: {
					type: "coding",
					problemId: values.problemId,
					languages: LANGUAGES.filter((language) => values.languages.includes(language)),
					marksPerTest: readNumber(values.marksPerTest) ?? Number.NaN,
				},
			};
		case "truefalse": {
			const feedbackTrue = optionalText(values.feedbackTrue);
			const feedbackFalse = optionalText(values.feedbackFalse);
			return {
				options: [],
				answerKey: {
					type: "truefalse",
					correct: values.truth === "true",
					...(feedbackTrue ? { feedbackTrue } : {}),
					...(feedbackFalse ? { feedbackFalse } : {}),
				},
			};
		}
		case "short":
			return {
				options: [],
				answerKey: {
					type: "short",
					answers: values.shortAnswers.map(({ text, credit, feedback, regex }) => ({
						text,
						credit: readNumber(credit) ?? Number.NaN,
						feedback,
						regex,
					})),
					caseSensitive: values.caseSensitive,
					ignoreSpaces: values.ignoreSpaces,
				},
			};
		case "matching": {
			const { options, prompts } = matchingOptions(values);
			return { options, answerKey: { type: "matching", prompts } };
		}
		case "ordering":
			return {
				options: values.orderItems,
				answerKey: {
					type: "ordering",
					order: values.orderItems.map((item) => item.id),
					grading: values.grading,
				},
			};
		case "essay": {
			const rubric = values.rubric.map((criterion) => ({
				id: criterion.id,
				title: criterion.title,
				levels: criterion.levels.map((level) => ({
					id: level.id,
					label: level.label,
					points: readNumber(level.points) ?? Number.NaN,
				})),
			}));
			return {
				options: [],
				answerKey: {
					type: "essay",
					wordLimit: readNumber(values.wordLimit) ?? Number.NaN,
					allowUpload: values.allowUpload,
					guidance: values.guidance,
					...(rubric.length > 0 ? { rubric } : {}),
				},
			};
		}
	}
}

function toDraft(values: QuestionFormValues): QuestionDraftInput {
	const described = {
		type: values.type,
		text: values.text,
		tags: values.tags,
		difficulty: values.difficulty,
		explanation: values.explanation,
	};
	const { options, answerKey: key } = answerKey(values);
	// No marks of its own: the server works a coding question's out from the marks per test and its tests.
	if (values.type === "coding") return { ...described, options, multiAnswer: false, answerKey: key };
	return {
		...described,
		marks: readNumber(values.marks) ?? Number.NaN,
		// An essay takes no negative marks: its field is hidden, whatever another type left in it.
		negativeMarks: values.type === "essay" ? 0 : (readNumber(values.negativeMarks) ?? 0),
		options,
		multiAnswer: values.type === "mcq" && values.multiAnswer,
		answerKey: key,
	};
}

/**
 * The draft's error paths as the form's fields: a matching question's options and items are its rows
 * of items and choices, an ordering question's options its items in order. Other paths stay as they are.
 */
export function formErrors(values: QuestionFormValues, errors: ErrorMap): ErrorMap {
	if (values.type !== "matching" && values.type !== "ordering") return errors;
	const sources =
		values.type === "matching"
			? matchingOptions(values).sources
			: values.orderItems.map((_, index) => `orderItems.${index}`);
	const mapped: ErrorMap = {};
	for (const [path, message] of Object.entries(errors)) {
		const option = /^options\.(\d+)(\.text)?$/.exec(path);
		const prompt = /^answerKey\.prompts\.(\d+)\.text$/.exec(path);
		const field = option
			? (sources[Number(option[1])] ?? "options")
			: prompt
				? `pairs.${prompt[1]}.text`
				: path;
		mapped[field] ??= message;
	}
	return mapped;
}

/** The best share of the marks any answer can earn with these credits, in percent. */
function bestCredit(values: QuestionFormValues): number {
	const credits = values.options.map((option) => readNumber(values.credits[option.id] ?? "") ?? 0);
	return values.multiAnswer
		? credits.filter((credit) => credit > 0).reduce((sum, credit) => sum + credit, 0)
		: Math.max(0, ...credits);
}

/** Messages the schema would give in its own words (or not at all), in a teacher's. */
function plainErrors(values: QuestionFormValues): ErrorMap {
	const errors: ErrorMap = {};
	const isNumber = (value: NumberField) => Number.isFinite(readNumber(value) ?? Number.NaN);
	if (values.type !== "coding" && !isNumber(values.marks))
		errors.marks = "Enter the marks for a right answer.";
	switch (values.type) {
		case "coding":
			if (!isNumber(values.marksPerTest))
				errors["answerKey.marksPerTest"] = "Enter the marks for each test passed.";
			break;
		case "numeric":
			if (!isNumber(values.value)) errors["answerKey.value"] = "Enter the correct number.";
			break;
		case "mcq": {
			if (values.correct.length === 0) errors["answerKey.correct"] = "Mark the correct option.";
			const credits = values.options.map((option) => readNumber(values.credits[option.id] ?? ""));
			values.options.forEach((option, index) => {
				const credit = credits[index];
				if (values.advanced && credit !== null && credit !== undefined && !(credit >= -100 && credit <= 100))
					errors[`answerKey.credits.${option.id}`] = "Give a credit from -100 to 100 %.";
			});
			const anyCredit = credits.some((credit) => credit !== null);
			if (values.advanced && anyCredit && bestCredit(values) < 100)
				errors["answerKey.credits"] =
					"With these credits no answer earns full marks: the right options' credits should add up to 100 %.";
			break;
		}
		case "truefalse":
			if (values.truth === "") errors["answerKey.correct"] = "Choose whether the statement is true or false.";
			break;
		case "short":
			values.shortAnswers.forEach((answer, index) => {
				const credit = readNumber(answer.credit) ?? Number.NaN;
				if (!Number.isFinite(credit) || credit <= 0 || credit > 100)
					errors[`answerKey.answers.${index}.credit`] = "Give a credit from 1 to 100 %.";
			});
			break;
		case "essay":
			if (!isNumber(values.wordLimit))
				errors["answerKey.wordLimit"] = "Enter the most words an answer may have.";
			values.rubric.forEach((criterion, c) => {
				criterion.levels.forEach((level, l) => {
					if (!isNumber(level.points))
						errors[`answerKey.rubric.${c}.levels.${l}.points`] = "Give the points for this level.";
				});
			});
			break;
		case "matching":
			values.pairs.forEach((pair, index) => {
				if (pair.choice.trim() === "") errors[`pairs.${index}.choice`] = "Give the choice this item matches.";
			});
			values.distractors.forEach((distractor, index) => {
				if (distractor.text.trim() === "")
					errors[`distractors.${index}`] = "Fill in this choice or remove it.";
			});
			break;
	}
	return errors;
}

/** The draft to send, or the messages to show: the same schema the server checks with. */
export function buildDraft(
	values: QuestionFormValues,
): { ok: true; draft: ReturnType<typeof questionDraftSchema.parse> } | { ok: false; errors: ErrorMap } {
	const errors = plainErrors(values);
	const parsed = questionDraftSchema.safeParse(toDraft(values));
	if (parsed.success && Object.keys(errors).length === 0) return { ok: true, draft: parsed.data };
	const schemaErrors = parsed.success ? {} : formErrors(values, errorMap(parsed.error.issues));
	return { ok: false, errors: { ...schemaErrors, ...errors } };
}
