import { ESSAY_WORD_LIMIT, type QuestionDraft, typedNumber } from "@unnati/contracts";
import { optionId } from "../import/draft";
import { writeCriterion } from "../import/essay-rules";

// What the three exporters share: which questions a file can hold, and the answers' letters and
// weights as the importers read them back.

/** A stored question or a draft: exports read only what both have. */
export type ExportQuestion = QuestionDraft;
export type Of<T extends ExportQuestion["answerKey"]["type"]> = ExportQuestion & {
	answerKey: Extract<ExportQuestion["answerKey"], { type: T }>;
};

/** Coding questions name a problem of Unnati's catalogue: no exchange format can hold one. */
export function splitExportable(questions: ExportQuestion[]): { kept: ExportQuestion[]; coding: number } {
	const kept = questions.filter((q) => q.answerKey.type !== "coding");
	return { kept, coding: questions.length - kept.length };
}

export const number = (value: number) => typedNumber(value);
/** A weight as Moodle writes one: at most 5 decimals (33.33333). */
export const weight = (value: number) => typedNumber(Number(value.toFixed(5)));

/** An option's letter by its place, whatever its stored id: the importers give ids by place. */
export function letters(question: ExportQuestion): Map<string, string> {
	return new Map(question.options.map((o, i) => [o.id, optionId(i)]));
}

/** Each option's weight, in percent, as the file should say it. */
export function choiceWeights(question: Of<"mcq">): number[] {
	const key = question.answerKey;
	if (key.credits) return question.options.map((o) => key.credits?.[o.id] ?? 0);
	if (!question.multiAnswer) return question.options.map((o) => (key.correct.includes(o.id) ? 100 : 0));
	// Multi-answer marked by the exam's rule: Moodle gets equal shares of the right choices, and
	// `[marking:exam]` tells Unnati's importer to keep the exam's rule.
	const share = 100 / key.correct.length;
	return question.options.map((o) => (key.correct.includes(o.id) ? share : 0));
}

/** A multi-answer question without weights of its own. */
export const examMarking = (question: ExportQuestion) =>
	question.answerKey.type === "mcq" && question.multiAnswer && !question.answerKey.credits;

/** Matching choices no item uses. */
export function distractors(question: Of<"matching">): string[] {
	const used = new Set(question.answerKey.prompts.map((p) => p.choice));
	return question.options.filter((o) => !used.has(o.id)).map((o) => o.text);
}

export const choiceText = (question: ExportQuestion, id: string) =>
	question.options.find((o) => o.id === id)?.text ?? "";

/**
 * Unnati's fields Moodle has none for, as `name`/`value` pairs (only those not at their default).
 * GIFT also lacks marks and case sensitivity, which Moodle XML has (`<defaultgrade>`, `<usecase>`),
 * and an essay's word limit, attachment, guidance and rubric (Moodle XML: `<maxwordlimit>`,
 * `<attachments>`, `<graderinfo>` and Unnati's `<criterion>` elements).
 */
export function extrasOf(question: ExportQuestion, gift: boolean): [string, string][] {
	const key = question.answerKey;
	const extras: [string, string][] = [];
	if (gift && question.marks !== 1) extras.push(["marks", number(question.marks)]);
	if (question.negativeMarks !== 0) extras.push(["negative-marks", number(question.negativeMarks)]);
	if (question.difficulty !== "medium") extras.push(["difficulty", question.difficulty]);
	if (examMarking(question)) extras.push(["marking", "exam"]);
	if (key.type === "short") {
		if (gift && key.caseSensitive) extras.push(["case-sensitive", "yes"]);
		if (key.ignoreSpaces) extras.push(["ignore-spaces", "yes"]);
		const patterns = key.answers.flatMap((a, i) => (a.regex ? [String(i + 1)] : []));
		if (patterns.length > 0) extras.push(["patterns", patterns.join(",")]);
	}
	if (gift && key.type === "essay") {
		if (key.wordLimit !== ESSAY_WORD_LIMIT.default) extras.push(["word-limit", String(key.wordLimit)]);
		if (key.allowUpload) extras.push(["allow-upload", "yes"]);
		if (key.guidance) extras.push(["guidance", key.guidance]);
		for (const criterion of key.rubric ?? []) extras.push(["criterion", writeCriterion(criterion)]);
	}
	return extras;
}

/** A file name from a bank's name: `DBMS – Unit 3` → `dbms-unit-3`. */
export function slug(name: string): string {
	const plain = name
		.normalize("NFKD")
		.replace(/[\u0300-\u036f]/g, "")
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "")
		.slice(0, 60)
		.replace(/-+$/, "");
	return plain || "question-bank";
}
