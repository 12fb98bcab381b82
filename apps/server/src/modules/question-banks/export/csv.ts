import { optionId } from "../import/draft";
import { writeCriterion } from "../import/essay-rules";
import {
	choiceText,
	distractors,
	type ExportQuestion,
	letters,
	number,
	type Of,
	splitExportable,
	weight,
} from "./common";

/** RFC 4180: a field with a comma, quote, line break or edge space is quoted, quotes doubled. */
const field = (value: string) =>
	/[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

type Row = {
	cells: string[];
	correct?: string;
	tolerance?: string;
	credits?: string;
	feedback?: string;
	grading?: string;
	caseSensitive?: string;
	ignoreSpaces?: string;
	wordLimit?: string;
	allowUpload?: string;
	guidance?: string;
};

const feedbackLines = (entries: [string, string | undefined][]) =>
	entries
		.filter(([, text]) => text)
		.map(([label, text]) => `${label}: ${text}`)
		.join("\n");

function rowOf(question: ExportQuestion): Row {
	const key = question.answerKey;
	switch (key.type) {
		case "mcq": {
			const letter = letters(question);
			const correct = key.correct.map((id) => letter.get(id) ?? id);
			return {
				cells: question.options.map((o) => o.text),
				// A trailing `;` keeps a multi-answer question with one right choice multi-answer.
				correct: correct.join(";") + (question.multiAnswer && correct.length === 1 ? ";" : ""),
				credits: Object.entries(key.credits ?? {})
					.filter(([, credit]) => credit !== 0)
					.map(([id, credit]) => `${letter.get(id) ?? id}=${weight(credit)}`)
					.join(";"),
				feedback: feedbackLines(
					question.options.map((o) => [letter.get(o.id) ?? o.id, key.feedback?.[o.id]]),
				),
			};
		}
		case "numeric":
			return {
				cells: [],
				correct: number(key.value),
				tolerance: key.tolerance === 0 ? "" : number(key.tolerance),
				credits: (key.alternatives ?? [])
					.map((a) => `${number(a.value)}:${number(a.tolerance)}=${weight(a.credit)}`)
					.join(";"),
				feedback: feedbackLines([
					["a", key.feedback],
					...(key.alternatives ?? []).map((a, i): [string, string] => [optionId(i + 1), a.feedback]),
				]),
			};
		case "truefalse":
			return {
				cells: [],
				correct: String(key.correct),
				feedback: feedbackLines([
					["true", key.feedbackTrue],
					["false", key.feedbackFalse],
				]),
			};
		case "short":
			return {
				cells: key.answers.map((a) => (a.regex ? `/${a.text}/` : a.text)),
				credits: key.answers
					.flatMap((a, i) => (a.credit === 100 ? [] : [`${optionId(i)}=${weight(a.credit)}`]))
					.join(";"),
				feedback: feedbackLines(key.answers.map((a, i) => [optionId(i), a.feedback])),
				caseSensitive: key.caseSensitive ? "yes" : "",
				ignoreSpaces: key.ignoreSpaces ? "yes" : "",
			};
		case "matching":
			return {
				cells: [
					...key.prompts.map((p) => `${p.text} -> ${choiceText(question, p.choice)}`),
					...distractors(question as Of<"matching">).map((d) => `-> ${d}`),
				],
			};
		case "ordering":
			return {
				cells: key.order.map((id) => choiceText(question, id)),
				grading: key.grading === "position" ? "" : key.grading,
			};
		case "essay":
			return {
				cells: (key.rubric ?? []).map(writeCriterion),
				wordLimit: String(key.wordLimit),
				allowUpload: key.allowUpload ? "yes" : "",
				guidance: key.guidance,
			};
		case "coding":
			return { cells: [] };
	}
}

/**
 * A bank as CSV in the columns the CSV importer reads (csv.ts in import/), with as many option
 * columns as the widest question needs, and a byte-order mark so spreadsheet programs read it as
 * UTF-8. Coding questions are left out: a row cannot name their problem's tests.
 */
export function toCsv(questions: ExportQuestion[]): string {
	const { kept } = splitExportable(questions);
	const rows = kept.map((question) => ({ question, row: rowOf(question) }));
	const width = Math.max(0, ...rows.map(({ row }) => row.cells.length));
	const optionColumns = Array.from({ length: width }, (_, i) => `option_${optionId(i)}`);
	const header = [
		"type",
		"text",
		...optionColumns,
		"correct",
		"tolerance",
		"credits",
		"feedback",
		"grading",
		"case_sensitive",
		"ignore_spaces",
		"word_limit",
		"allow_upload",
		"guidance",
		"marks",
		"negative_marks",
		"tags",
		"difficulty",
		"explanation",
	];
	const lines = rows.map(({ question, row }) =>
		[
			question.type,
			question.text,
			...optionColumns.map((_, i) => row.cells[i] ?? ""),
			row.correct ?? "",
			row.tolerance ?? "",
			row.credits ?? "",
			row.feedback ?? "",
			row.grading ?? "",
			row.caseSensitive ?? "",
			row.ignoreSpaces ?? "",
			row.wordLimit ?? "",
			row.allowUpload ?? "",
			row.guidance ?? "",
			number(question.marks),
			number(question.negativeMarks),
			question.tags.join(";"),
			question.difficulty,
			question.explanation,
		]
			.map(field)
			.join(","),
	);
	return `\uFEFF${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
