import {
	type CodeLanguage,
	type Difficulty,
	LANGUAGES,
	type Question,
	type QuestionDraftInput,
	type QuestionOption,
	type QuestionType,
	questionDraftSchema,
} from "@unnati/contracts";
import { type ErrorMap, errorMap } from "./form-errors";
import { type NumberField, readNumber } from "./number-field";

const MAX_OPTIONS = 10;
const LETTERS = "abcdefghij";

/** What the question form holds while the admin types; numbers stay "" until entered. */
export interface QuestionFormValues {
	type: QuestionType;
	text: string;
	multiAnswer: boolean;
	options: QuestionOption[];
	/** Ids of the correct options (mcq). */
	correct: string[];
	value: NumberField;
	tolerance: NumberField;
	/** Coding: the practice problem whose tests judge the program ("" until chosen). */
	problemId: string;
	languages: CodeLanguage[];
	marksPerTest: NumberField;
	marks: NumberField;
	negativeMarks: NumberField;
	tags: string[];
	difficulty: Difficulty;
	explanation: string;
}

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
	value: "",
	tolerance: 0,
	problemId: "",
	languages: [...LANGUAGES],
	marksPerTest: 1,
	marks: 1,
	negativeMarks: 0,
	tags: [],
	difficulty: "medium",
	explanation: "",
});

export function questionToValues(question: Question): QuestionFormValues {
	const key = question.answerKey;
	return {
		type: question.type,
		text: question.text,
		multiAnswer: question.multiAnswer,
		options: question.type === "mcq" ? question.options : emptyQuestion().options,
		correct: key.type === "mcq" ? key.correct : [],
		value: key.type === "numeric" ? key.value : "",
		tolerance: key.type === "numeric" ? key.tolerance : 0,
		problemId: key.type === "coding" ? key.problemId : "",
		languages: key.type === "coding" ? key.languages : [...LANGUAGES],
		marksPerTest: key.type === "coding" ? key.marksPerTest : 1,
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

function toDraft(values: QuestionFormValues): QuestionDraftInput {
	const described = {
		type: values.type,
		text: values.text,
		tags: values.tags,
		difficulty: values.difficulty,
		explanation: values.explanation,
	};
	if (values.type === "coding") {
		// No marks of its own: the server works them out from the marks per test and the problem's tests.
		return {
			...described,
			options: [],
			multiAnswer: false,
			answerKey: {
				type: "coding",
				problemId: values.problemId,
				languages: LANGUAGES.filter((language) => values.languages.includes(language)),
				marksPerTest: readNumber(values.marksPerTest) ?? Number.NaN,
			},
		};
	}
	const common = {
		...described,
		marks: readNumber(values.marks) ?? Number.NaN,
		negativeMarks: readNumber(values.negativeMarks) ?? 0,
	};
	if (values.type === "numeric") {
		return {
			...common,
			options: [],
			multiAnswer: false,
			answerKey: {
				type: "numeric",
				value: readNumber(values.value) ?? Number.NaN,
				tolerance: readNumber(values.tolerance) ?? 0,
			},
		};
	}
	const ids = new Set(values.options.map((option) => option.id));
	// Keep the key in the options' order, and drop marks left on options since removed.
	const correct = values.options
		.map((option) => option.id)
		.filter((id) => values.correct.includes(id) && ids.has(id));
	return {
		...common,
		options: values.options,
		multiAnswer: values.multiAnswer,
		answerKey: { type: "mcq", correct },
	};
}

/** The draft to send, or the messages to show: the same schema the server checks with. */
export function buildDraft(
	values: QuestionFormValues,
): { ok: true; draft: ReturnType<typeof questionDraftSchema.parse> } | { ok: false; errors: ErrorMap } {
	const errors: ErrorMap = {};
	// zod's own words for a missing number ("expected number, received NaN") mean nothing to a teacher.
	const isNumber = (value: NumberField) => Number.isFinite(readNumber(value) ?? Number.NaN);
	if (values.type !== "coding" && !isNumber(values.marks))
		errors.marks = "Enter the marks for a right answer.";
	if (values.type === "coding" && !isNumber(values.marksPerTest))
		errors["answerKey.marksPerTest"] = "Enter the marks for each test passed.";
	if (values.type === "numeric" && !isNumber(values.value))
		errors["answerKey.value"] = "Enter the correct number.";
	if (values.type === "mcq" && values.correct.length === 0)
		errors["answerKey.correct"] = "Mark the correct option.";
	const parsed = questionDraftSchema.safeParse(toDraft(values));
	if (parsed.success && Object.keys(errors).length === 0) return { ok: true, draft: parsed.data };
	return { ok: false, errors: { ...(parsed.success ? {} : errorMap(parsed.error.issues)), ...errors } };
}
