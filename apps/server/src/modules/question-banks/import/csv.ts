import { DIFFICULTIES, type Difficulty, ORDERING_GRADING, type OrderingGrading } from "@unnati/contracts";
import { accept, emptyResult, optionId, type ParseResult, readNumber } from "./draft";
import { essayQuestion, readCriterion } from "./essay-rules";
import { matchingQuestion, orderingQuestion } from "./moodle-rules";

/**
 * CSV import (RFC 4180: fields may be quoted; inside quotes, commas and line breaks are text and
 * `""` is one quote). The first row names the columns, in any order and any case:
 *
 * | column | meaning |
 * |---|---|
 * | `type` | `mcq`, `numeric`, `truefalse`, `short`, `matching`, `ordering` or `essay`; when blank: `mcq` if any option is filled, else `numeric` |
 * | `text` | the question (required) |
 * | `option_a` … `option_j` | filled from `option_a` with no gaps: mcq: the choices; short: the accepted answers (`/…/` is a regular expression); matching: pairs `item -> choice` (`-> choice` alone is a distractor); ordering: the items in the right order; essay: the rubric's criteria, one a cell, `title | level = points | level = points` (`\|` for a bar in a text) |
 * | `correct` | mcq: the right letters, e.g. `b` or `a;c` (more than one, or a trailing `;` as in `a;`, makes it multi-answer); numeric: the number; truefalse: `true` or `false`; blank for short, matching, ordering and essay |
 * | `tolerance` | numeric only: answers within correct ± tolerance are right (default 0) |
 * | `credits` | percent of the marks: mcq, per choice (`b=50;d=-100`); short, per answer (default 100); numeric, ranges that earn part (`1820:2=50`, value:tolerance=percent) |
 * | `feedback` | one `label: text` a line: an option's letter (mcq, short), `true`/`false` (truefalse), or for numeric `a` (the correct value) and `b`, `c`… (the `credits` ranges in order) |
 * | `grading` | ordering only: `position` (default) or `run` |
 * | `case_sensitive`, `ignore_spaces` | short only: `yes` or `no` (default) |
 * | `word_limit` | essay only: the most words an answer may have (default 300) |
 * | `allow_upload` | essay only: `yes` lets the student attach a photo or PDF, `no` (default) |
 * | `guidance` | essay only: what graders read beside each answer (a model answer, the points to look for) |
 * | `marks` | default 1 |
 * | `negative_marks` | taken away for a wrong answer (default 0) |
 * | `tags` | separated by `;`, e.g. `aptitude;percentages` |
 * | `difficulty` | `easy`, `medium` (default) or `hard` |
 * | `explanation` | shown with the answers after the exam |
 *
 * Only `text` and `correct` are required (files written before the new types stay valid). A row with
 * a bad value is skipped and its problem names the line and the column. Blank rows are ignored.
 * Coding questions are not read from CSV. See IMPORT-FORMATS.md for examples.
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
	"option_g",
	"option_h",
	"option_i",
	"option_j",
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
] as const;
type Column = (typeof CSV_COLUMNS)[number];
export const OPTION_COLUMNS = CSV_COLUMNS.filter((c) => c.startsWith("option_"));
/** The question types a CSV row can hold. */
export const CSV_TYPES = ["mcq", "numeric", "truefalse", "short", "matching", "ordering", "essay"] as const;

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

const FLAG_YES = new Set(["yes", "true", "1", "y"]);
const FLAG_NO = new Set(["no", "false", "0", "n", ""]);

function flagIn(row: Map<Column, string>, column: Column): boolean {
	const raw = (row.get(column) ?? "").trim().toLowerCase();
	if (FLAG_YES.has(raw)) return true;
	if (FLAG_NO.has(raw)) return false;
	throw new RowError(column, `"${raw}" is not yes or no.`);
}

/** `label: text` lines; a line without a label continues the one before. */
function feedbackIn(raw: string, labels: string[]): Map<string, string> {
	const entries = new Map<string, string>();
	let last: string | null = null;
	for (const line of raw.split(/\r\n|\r|\n/)) {
		const labelled = /^\s*([a-j]|true|false)\s*:\s?(.*)$/i.exec(line);
		if (labelled) {
			last = (labelled[1] ?? "").toLowerCase();
			if (!labels.includes(last))
				throw new RowError(
					"feedback",
					`"${last}" names no answer here (use ${labels.join(", ") || "none"}).`,
				);
			entries.set(last, (labelled[2] ?? "").trim());
		} else if (last) entries.set(last, `${entries.get(last) ?? ""}\n${line}`.trim());
		else if (line.trim() !== "")
			throw new RowError(
				"feedback",
				'write each feedback on its own line as "label: text", e.g. "b: Close, but…".',
			);
	}
	return entries;
}

/** `key=percent` entries separated by `;`. */
function creditsIn(raw: string): [string, number][] {
	return raw
		.split(";")
		.map((entry) => entry.trim())
		.filter(Boolean)
		.map((entry) => {
			const at = entry.lastIndexOf("=");
			const credit = at > 0 ? readNumber(entry.slice(at + 1).replace(/%$/, "")) : null;
			if (credit === null) throw new RowError("credits", `"${entry}" is not like b=50.`);
			return [entry.slice(0, at).trim().toLowerCase(), credit];
		});
}

const letterLabels = (count: number) => Array.from({ length: count }, (_, i) => optionId(i));

function questionFrom(row: Map<Column, string>): Record<string, unknown> {
	const get = (column: Column) => row.get(column)?.trim() ?? "";
	const cells: string[] = [];
	let gapAt: Column | null = null;
	for (const column of OPTION_COLUMNS) {
		const text = get(column);
		if (text === "") gapAt ??= column;
		else if (gapAt)
			throw new RowError(
				column,
				`${column} is filled but ${gapAt} is empty; fill options from option_a without gaps.`,
			);
		else cells.push(text);
	}
	const typeText = get("type").toLowerCase();
	const type = typeText === "" ? (cells.length > 0 ? "mcq" : "numeric") : typeText;
	if (!(CSV_TYPES as readonly string[]).includes(type))
		throw new RowError("type", `"${get("type")}" is not one of ${CSV_TYPES.join(", ")}.`);
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
	const onlyFor = (column: Column, types: string[], what: string) => {
		if (get(column) !== "" && !types.includes(type))
			throw new RowError(column, `${column} applies to ${what} only.`);
	};
	onlyFor("tolerance", ["numeric"], "numeric questions");
	onlyFor("grading", ["ordering"], "ordering questions");
	onlyFor("case_sensitive", ["short"], "short-answer questions");
	onlyFor("ignore_spaces", ["short"], "short-answer questions");
	onlyFor("word_limit", ["essay"], "essay questions");
	onlyFor("allow_upload", ["essay"], "essay questions");
	onlyFor("guidance", ["essay"], "essay questions");
	onlyFor("credits", ["mcq", "short", "numeric"], "multiple-choice, short-answer and numeric questions");
	onlyFor(
		"feedback",
		["mcq", "short", "numeric", "truefalse"],
		"multiple-choice, short-answer, numeric and true/false questions",
	);
	const correct = get("correct");
	if (correct === "" && (type === "mcq" || type === "numeric" || type === "truefalse"))
		throw new RowError("correct", "the correct answer is missing.");
	if (correct !== "" && type === "essay")
		throw new RowError("correct", "leave correct empty for an essay: it is marked by hand.");
	if (correct !== "" && (type === "short" || type === "matching" || type === "ordering"))
		throw new RowError(
			"correct",
			`leave correct empty for a ${type} question: its answers are in option_a, option_b…`,
		);
	const noOptions = (what: string) => {
		if (cells.length > 0) throw new RowError("option_a", `${what} has no options.`);
	};
	const base = { ...common, type, multiAnswer: false };

	if (type === "numeric") {
		noOptions("a numeric question");
		const value = readNumber(correct);
		if (value === null) throw new RowError("correct", `"${correct}" is not a number.`);
		const alternatives = creditsIn(get("credits")).map(([range, credit]) => {
			const [v, t = "0"] = range.split(":");
			const altValue = readNumber(v ?? "");
			const altTolerance = readNumber(t);
			if (altValue === null || altTolerance === null || altTolerance < 0)
				throw new RowError("credits", `"${range}" is not a range like 1820:2 (value:tolerance).`);
			return { value: altValue, tolerance: altTolerance, credit, feedback: "" };
		});
		const feedback = feedbackIn(get("feedback"), letterLabels(alternatives.length + 1));
		alternatives.forEach((a, i) => {
			a.feedback = feedback.get(optionId(i + 1)) ?? "";
		});
		const main = feedback.get("a");
		return {
			...base,
			options: [],
			answerKey: {
				type,
				value,
				tolerance: numberIn(row, "tolerance", 0),
				...(main ? { feedback: main } : {}),
				...(alternatives.length > 0 ? { alternatives } : {}),
			},
		};
	}
	if (type === "truefalse") {
		noOptions("a true/false question");
		const answer = correct.toLowerCase();
		if (!["true", "false", "t", "f"].includes(answer))
			throw new RowError("correct", `"${correct}" is not true or false.`);
		const feedback = feedbackIn(get("feedback"), ["true", "false"]);
		const feedbackTrue = feedback.get("true");
		const feedbackFalse = feedback.get("false");
		return {
			...base,
			options: [],
			answerKey: {
				type,
				correct: answer.startsWith("t"),
				...(feedbackTrue ? { feedbackTrue } : {}),
				...(feedbackFalse ? { feedbackFalse } : {}),
			},
		};
	}
	if (type === "matching") {
		const pairs = cells.map((cell, i) => {
			const arrow = cell.indexOf("->");
			if (arrow < 0)
				throw new RowError(OPTION_COLUMNS[i] ?? "option_a", `"${cell}" is not a pair like "item -> choice".`);
			return { item: cell.slice(0, arrow).trim(), choice: cell.slice(arrow + 2).trim() };
		});
		const built = matchingQuestion(pairs);
		return built.ok ? { ...common, ...built.question } : base;
	}
	if (type === "essay") {
		const rubric = cells.map((cell, i) => {
			const criterion = readCriterion(cell);
			if (typeof criterion === "string") throw new RowError(OPTION_COLUMNS[i] ?? "option_a", criterion);
			return criterion;
		});
		const limit = numberIn(row, "word_limit", Number.NaN);
		if (!Number.isNaN(limit) && !Number.isInteger(limit))
			throw new RowError("word_limit", `${limit} is not a whole number of words.`);
		const built = essayQuestion({
			wordLimit: Number.isNaN(limit) ? undefined : limit,
			allowUpload: flagIn(row, "allow_upload"),
			guidance: get("guidance"),
			rubric,
		});
		return built.ok ? { ...common, ...built.question } : base;
	}
	if (type === "ordering") {
		const grading = get("grading").toLowerCase() || "position";
		if (!(ORDERING_GRADING as readonly string[]).includes(grading))
			throw new RowError("grading", `"${get("grading")}" is not ${ORDERING_GRADING.join(" or ")}.`);
		const built = orderingQuestion(cells, grading as OrderingGrading);
		return built.ok ? { ...common, ...built.question } : base;
	}
	const letters = letterLabels(cells.length);
	const credits = new Map(creditsIn(get("credits")));
	for (const letter of credits.keys())
		if (!letters.includes(letter))
			throw new RowError(
				"credits",
				`"${letter}" is not one of the filled options (${letters.join(", ") || "none"}).`,
			);
	const feedback = feedbackIn(get("feedback"), letters);
	if (type === "short") {
		if (cells.length === 0)
			throw new RowError("option_a", "give the accepted answers in option_a, option_b….");
		return {
			...base,
			options: [],
			answerKey: {
				type,
				answers: cells.map((cell, i) => {
					const pattern = cell.length > 2 && cell.startsWith("/") && cell.endsWith("/");
					return {
						text: pattern ? cell.slice(1, -1) : cell,
						credit: credits.get(optionId(i)) ?? 100,
						feedback: feedback.get(optionId(i)) ?? "",
						regex: pattern,
					};
				}),
				caseSensitive: flagIn(row, "case_sensitive"),
				ignoreSpaces: flagIn(row, "ignore_spaces"),
			},
		};
	}
	const chosen = correct
		.toLowerCase()
		.split(/[;,\s]+/)
		.filter(Boolean);
	for (const letter of chosen) {
		if (!letters.includes(letter))
			throw new RowError(
				"correct",
				`"${letter}" is not one of the filled options (${letters.join(", ") || "none"}).`,
			);
	}
	const unique = [...new Set(chosen)];
	return {
		...base,
		options: cells.map((text, i) => ({ id: optionId(i), text })),
		multiAnswer: unique.length > 1 || /[;,]\s*$/.test(correct),
		answerKey: {
			type,
			correct: unique,
			...(credits.size > 0 ? { credits: Object.fromEntries(credits) } : {}),
			...([...feedback.values()].some(Boolean)
				? { feedback: Object.fromEntries([...feedback].filter(([, text]) => text !== "")) }
				: {}),
		},
	};
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
