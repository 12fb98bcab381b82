import { DIFFICULTIES, type Difficulty } from "@unnati/contracts";
import { accept, emptyResult, optionId, type ParseResult, readNumber } from "./draft";

/**
 * CSV import (RFC 4180: fields may be quoted; inside quotes, commas and line breaks are text and
 * `""` is one quote). The first row names the columns, in any order and any case:
 *
 * | column | meaning |
 * |---|---|
 * | `type` | `mcq` or `numeric`; when blank: `mcq` if any option is filled, else `numeric` |
 * | `text` | the question (required) |
 * | `option_a` … `option_f` | the choices, filled from `option_a` with no gaps |
 * | `correct` | mcq: the right letters, e.g. `b` or `a;c` (more than one makes it multi-answer); numeric: the number |
 * | `tolerance` | numeric only: answers within correct ± tolerance are right (default 0) |
 * | `marks` | default 1 |
 * | `negative_marks` | taken away for a wrong answer (default 0) |
 * | `tags` | separated by `;`, e.g. `aptitude;percentages` |
 * | `difficulty` | `easy`, `medium` (default) or `hard` |
 * | `explanation` | shown with the answers after the exam |
 *
 * Only `text` and `correct` are required. A row with a bad value is skipped and its problem names
 * the line and the column. Blank rows are ignored. See IMPORT-FORMATS.md for an example.
 */
export const CSV_COLUMNS = [
	"type",
	"text",
	"option_a",
	"option_b",
	"option_c",
	"option_d",
	"option_e",
	"option_f",
	"correct",
	"tolerance",
	"marks",
	"negative_marks",
	"tags",
	"difficulty",
	"explanation",
] as const;
type Column = (typeof CSV_COLUMNS)[number];
const OPTION_COLUMNS = CSV_COLUMNS.filter((c) => c.startsWith("option_"));

type CsvRecord = { line: number; fields: string[] };

/** Splits RFC 4180 text into records, each with the line it starts on. */
export function readCsvRecords(text: string): { records: CsvRecord[]; unclosedQuoteLine: number | null } {
	const records: CsvRecord[] = [];
	let fields: string[] = [];
	let field = "";
	let line = 1;
	let recordLine = 1;
	let quoted = false;
	let quoteLine = 0;
	const source = text.replace(/^\uFEFF/, "");
	const endRecord = () => {
		fields.push(field);
		records.push({ line: recordLine, fields });
		fields = [];
		field = "";
	};
	for (let i = 0; i < source.length; i++) {
		const ch = source[i];
		if (quoted) {
			if (ch === '"') {
				if (source[i + 1] === '"') {
					field += '"';
					i++;
				} else quoted = false;
			} else {
				if (ch === "\n" || (ch === "\r" && source[i + 1] !== "\n")) line++;
				field += ch;
			}
		} else if (ch === '"' && field.trim() === "") {
			// A quote opens a quoted field only at its start (spaces before it are dropped).
			quoted = true;
			quoteLine = line;
			field = "";
		} else if (ch === ",") {
			fields.push(field);
			field = "";
		} else if (ch === "\r" || ch === "\n") {
			if (ch === "\r" && source[i + 1] === "\n") i++;
			endRecord();
			line++;
			recordLine = line;
		} else field += ch;
	}
	if (quoted) return { records, unclosedQuoteLine: quoteLine };
	if (field !== "" || fields.length > 0) endRecord();
	return { records, unclosedQuoteLine: null };
}

class RowError extends Error {
	constructor(column: Column | null, message: string) {
		super(column ? `column ${column}: ${message}` : message);
	}
}

function numberIn(row: Map<Column, string>, column: Column, fallback: number): number {
	const raw = row.get(column)?.trim() ?? "";
	if (raw === "") return fallback;
	const value = readNumber(raw);
	if (value === null) throw new RowError(column, `"${raw}" is not a number.`);
	if (value < 0) throw new RowError(column, `${raw} cannot be negative.`);
	return value;
}

function questionFrom(row: Map<Column, string>): Record<string, unknown> {
	const get = (column: Column) => row.get(column)?.trim() ?? "";
	const options: { id: string; text: string }[] = [];
	let gapAt: Column | null = null;
	for (const column of OPTION_COLUMNS) {
		const text = get(column);
		if (text === "") gapAt ??= column;
		else if (gapAt)
			throw new RowError(
				column,
				`${column} is filled but ${gapAt} is empty; fill options from option_a without gaps.`,
			);
		else options.push({ id: optionId(options.length), text });
	}
	const typeText = get("type").toLowerCase();
	const type = typeText === "" ? (options.length > 0 ? "mcq" : "numeric") : typeText;
	if (type !== "mcq" && type !== "numeric")
		throw new RowError("type", `"${get("type")}" is not mcq or numeric.`);
	const correct = get("correct");
	if (correct === "") throw new RowError("correct", "the correct answer is missing.");
	const difficultyText = get("difficulty").toLowerCase() || "medium";
	if (!(DIFFICULTIES as readonly string[]).includes(difficultyText))
		throw new RowError("difficulty", `"${get("difficulty")}" is not easy, medium or hard.`);
	const common = {
		text: get("text"),
		marks: numberIn(row, "marks", 1),
		negativeMarks: numberIn(row, "negative_marks", 0),
		tags: get("tags")
			.split(";")
			.map((t) => t.trim())
			.filter(Boolean),
		difficulty: difficultyText as Difficulty,
		explanation: get("explanation"),
	};
	if (common.text === "") throw new RowError("text", "the question text is missing.");
	if (type === "numeric") {
		if (options.length > 0) throw new RowError("option_a", "a numeric question has no options.");
		const value = readNumber(correct);
		if (value === null) throw new RowError("correct", `"${correct}" is not a number.`);
		return {
			...common,
			type,
			options: [],
			multiAnswer: false,
			answerKey: { type, value, tolerance: numberIn(row, "tolerance", 0) },
		};
	}
	if (get("tolerance") !== "")
		throw new RowError("tolerance", "tolerance applies to numeric questions only.");
	const letters = [
		...new Set(
			correct
				.toLowerCase()
				.split(/[;,\s]+/)
				.filter(Boolean),
		),
	];
	for (const letter of letters) {
		if (!options.some((o) => o.id === letter))
			throw new RowError(
				"correct",
				`"${letter}" is not one of the filled options (${options.map((o) => o.id).join(", ") || "none"}).`,
			);
	}
	return { ...common, type, options, multiAnswer: letters.length > 1, answerKey: { type, correct: letters } };
}

export function parseCsv(text: string, extraTags: string[] = []): ParseResult {
	const result = emptyResult();
	const { records, unclosedQuoteLine } = readCsvRecords(text);
	if (unclosedQuoteLine !== null)
		result.problems.push({
			line: unclosedQuoteLine,
			message: "A quoted field opened here is never closed; everything after it was not read.",
		});
	const [header, ...rows] = records;
	if (!header || header.fields.every((f) => f.trim() === "")) {
		result.problems.push({
			line: 1,
			message: `The first row must name the columns, e.g. ${CSV_COLUMNS.slice(0, 4).join(",")},…`,
		});
		return result;
	}
	const columns: (Column | null)[] = header.fields.map((raw) => {
		const name = raw
			.trim()
			.toLowerCase()
			.replace(/[\s-]+/g, "_");
		if ((CSV_COLUMNS as readonly string[]).includes(name)) return name as Column;
		result.problems.push({
			line: header.line,
			message: `Unknown column "${raw.trim()}"; the columns are ${CSV_COLUMNS.join(", ")}.`,
		});
		return null;
	});
	const missing = (["text", "correct"] as const).filter((c) => !columns.includes(c));
	for (const column of missing)
		result.problems.push({
			line: header.line,
			message: `The header has no "${column}" column; it is required.`,
		});
	const duplicated = columns.filter((c, i) => c && columns.indexOf(c) !== i);
	for (const column of new Set(duplicated))
		result.problems.push({ line: header.line, message: `The column "${column}" appears more than once.` });
	if (missing.length > 0 || duplicated.length > 0) return result;

	for (const record of rows) {
		if (record.fields.every((f) => f.trim() === "")) continue;
		if (
			record.fields.length > columns.length &&
			record.fields.slice(columns.length).some((f) => f.trim() !== "")
		) {
			result.problems.push({
				line: record.line,
				message: `This row has ${record.fields.length} fields but the header has ${columns.length}; quote fields that contain commas.`,
			});
			continue;
		}
		const row = new Map<Column, string>();
		columns.forEach((column, i) => {
			if (column) row.set(column, record.fields[i] ?? "");
		});
		try {
			accept(result, record.line, questionFrom(row), extraTags);
		} catch (error) {
			if (!(error instanceof RowError)) throw error;
			result.problems.push({ line: record.line, message: `${error.message} The row was skipped.` });
		}
	}
	return result;
}
