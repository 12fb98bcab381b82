import { accept, type Built, emptyResult, type ParseResult, readNumber, splitLines } from "./draft";
import { essayQuestion } from "./essay-rules";
import { htmlToText } from "./html-text";
import {
	categoryTags,
	choiceQuestion,
	type Extras,
	extraFields,
	matchingQuestion,
	type NumericAnswer,
	numericQuestion,
	orderingGradingOf,
	orderingQuestion,
	setExtra,
	shortQuestion,
	trueFalseQuestion,
	unsupported,
	type Weighted,
} from "./moodle-rules";

/**
 * Moodle's GIFT format, every type Unnati can mark, read by Moodle's own rules
 * (question/format/gift/format.php). IMPORT-FORMATS.md has the full list with examples.
 *
 * - Questions are separated by blank lines; `//` lines are comments. `$CATEGORY: a/b` tags the
 *   questions after it (`a`, `b`; see categoryTags). Moodle's `// [tag:name]` comments tag the
 *   question they belong to, as do Unnati's own `// [marks:2] [negative-marks:0.5] [difficulty:hard]`
 *   (Moodle ignores those).
 * - `::title::` is dropped; `[html]` text is turned into plain text, `[markdown]`, `[moodle]` and
 *   `[plain]` are kept as they are. Text after the `{…}` block is kept, with `_____` for the block.
 * - The block's type follows Moodle's order: `{}` essay, `{>…}` ordering (Moodle 4.4's
 *   syntax), `{#…}` numeric, any `~` multiple choice, `=item -> choice` matching, `{T}`/`{FALSE}`
 *   true/false, anything else short answer. `####text` is the general feedback (the explanation),
 *   `#text` after an answer its feedback.
 * - `\~ \= \# \{ \} \: \\` are the characters themselves and `\n` a line break.
 * - An essay's word limit, attachment, guidance and rubric, which GIFT has no place for, are Unnati's
 *   comments `// [word-limit:500] [allow-upload] [guidance:…] [criterion:Clarity | Clear = 4 | Muddled = 0]`,
 *   in which `\]` is a bracket, `\n` a line break and `\\` a backslash.
 */

const ESCAPABLE = new Set(["\\", ":", "#", "=", "{", "}", "~", "n"]);

/** The first `target` not hidden by a backslash, from `from`. */
function indexOfUnescaped(text: string, target: string, from = 0): number {
	for (let i = from; i < text.length; i++) {
		if (text[i] === "\\" && ESCAPABLE.has(text[i + 1] ?? "")) i++;
		else if (text.startsWith(target, i)) return i;
	}
	return -1;
}

function lastIndexOfUnescaped(text: string, target: string): number {
	let last = -1;
	for (
		let at = indexOfUnescaped(text, target);
		at >= 0;
		at = indexOfUnescaped(text, target, at + target.length)
	)
		last = at;
	return last;
}

/** Splits at each unescaped marker character; text before the first marker has marker "". */
function splitAnswers(body: string, markers: string): { marker: string; chunk: string }[] {
	const pieces: { marker: string; chunk: string }[] = [{ marker: "", chunk: "" }];
	for (let i = 0; i < body.length; i++) {
		const ch = body[i] as string;
		const current = pieces[pieces.length - 1] as { marker: string; chunk: string };
		if (ch === "\\" && ESCAPABLE.has(body[i + 1] ?? "")) {
			current.chunk += ch + body[i + 1];
			i++;
		} else if (markers.includes(ch)) pieces.push({ marker: ch, chunk: "" });
		else current.chunk += ch;
	}
	return pieces.filter((p, i) => i > 0 || p.chunk.trim() !== "");
}

/** Splits off `#feedback` at the first unescaped `#`. */
function splitFeedback(chunk: string): [string, string] {
	const hash = indexOfUnescaped(chunk, "#");
	return hash < 0 ? [chunk, ""] : [chunk.slice(0, hash), chunk.slice(hash + 1)];
}

const unescapeGift = (text: string) =>
	text.replace(/\\([\\:#={}~n])/g, (_m, ch: string) => (ch === "n" ? "\n" : ch));

const FORMAT_MARKER = /^\[(html|moodle|plain|markdown)\]/i;

/** A text as written in GIFT: its format marker applied (HTML to plain text), escapes undone. */
function readText(raw: string): string {
	// A line break in the file only wraps the text: the next line's indentation is not text.
	let text = raw.trim().replace(/\n[ \t]+/g, "\n");
	const marker = FORMAT_MARKER.exec(text);
	if (marker) text = text.slice(marker[0].length);
	text = unescapeGift(text).trim();
	return marker?.[1]?.toLowerCase() === "html" ? htmlToText(text) : text;
}

const WEIGHT = /^\s*%(-?\d+(?:\.\d+)?)%/;
function readWeight(chunk: string): { credit: number | null; rest: string } {
	const weight = WEIGHT.exec(chunk);
	return weight
		? { credit: Number(weight[1]), rest: chunk.slice(weight[0].length) }
		: { credit: null, rest: chunk };
}

function choiceBlock(body: string, extras: Extras): Built {
	const pieces = splitAnswers(body, "~=");
	const explicit = pieces.some((p) => WEIGHT.test(p.chunk));
	const equals = pieces.filter((p) => p.marker === "=").length;
	const answers: Weighted[] = pieces.map((p) => {
		const { credit, rest } = readWeight(p.chunk);
		const [text, feedback] = splitFeedback(rest);
		return {
			text: readText(text),
			credit: credit ?? (p.marker === "=" ? 100 : 0),
			feedback: readText(feedback),
		};
	});
	// Several = and no weights: Unnati's long-standing reading, a multi-answer question marked by the
	// exam's rule (Moodle would take it as one answer with two right choices).
	if (equals >= 2 && !explicit) return choiceQuestion(answers, false, true);
	const single = equals > 0;
	return choiceQuestion(answers, single, !single && extras.examMarking === true);
}

function readRange(spec: string): { value: number; tolerance: number } | string {
	const dots = spec.indexOf("..");
	if (dots > 0) {
		const low = readNumber(spec.slice(0, dots));
		const high = readNumber(spec.slice(dots + 2));
		if (low === null || high === null || low > high) return `"${spec}" is not a range like 1..5 (low..high).`;
		// Rounded, so 2.718..2.719 reads as 2.7185 ± 0.0005 rather than binary noise.
		const round = (n: number) => Number(n.toFixed(10));
		return { value: round((low + high) / 2), tolerance: round((high - low) / 2) };
	}
	const colon = spec.indexOf(":");
	const value = readNumber(colon > 0 ? spec.slice(0, colon) : spec);
	if (value === null) return `"${spec}" is not a number like 3.14 or 3.14:0.01.`;
	const tolerance = colon > 0 ? readNumber(spec.slice(colon + 1)) : 0;
	if (tolerance === null || tolerance < 0) return `The tolerance in "${spec}" must be a number of 0 or more.`;
	return { value, tolerance };
}

function numericBlock(body: string): Built {
	// `~#feedback` is Moodle's feedback for any other number: Unnati has no place for it.
	const tilde = indexOfUnescaped(body, "~");
	const kept = tilde < 0 ? body : body.slice(0, tilde);
	const pieces = kept.trim().startsWith("=") ? splitAnswers(kept, "=") : [{ marker: "=", chunk: kept }];
	const answers: NumericAnswer[] = [];
	for (const piece of pieces) {
		const { credit, rest } = readWeight(piece.chunk);
		const [spec, feedback] = splitFeedback(rest);
		const range = readRange(unescapeGift(spec).trim());
		if (typeof range === "string") return { ok: false, message: range };
		answers.push({ ...range, credit: credit ?? 100, feedback: readText(feedback) });
	}
	return numericQuestion(answers);
}

function matchingBlock(body: string): Built {
	const pairs: { item: string; choice: string }[] = [];
	for (const piece of splitAnswers(body, "=")) {
		const arrow = piece.chunk.indexOf("->");
		if (arrow < 0)
			return {
				ok: false,
				message: `"${unescapeGift(piece.chunk).trim().slice(0, 40)}" is not a pair: write each as =item -> choice (= -> choice adds a distractor).`,
			};
		pairs.push({
			item: readText(piece.chunk.slice(0, arrow)),
			choice: readText(piece.chunk.slice(arrow + 2)),
		});
	}
	return matchingQuestion(pairs);
}

function trueFalseBlock(body: string): Built {
	const [answer, feedback] = splitFeedback(body);
	const [first, second] = splitFeedback(feedback);
	const isTrue = answer.trim().toUpperCase().startsWith("T");
	// Moodle: the first #feedback is for a wrong answer, the second for a right one.
	const wrong = readText(first);
	const right = readText(second);
	return isTrue ? trueFalseQuestion(true, right, wrong) : trueFalseQuestion(false, wrong, right);
}

function shortBlock(body: string, extras: Extras): Built {
	const answers = splitAnswers(body, "=").map((p, i) => {
		const { credit, rest } = readWeight(p.chunk);
		const [text, feedback] = splitFeedback(rest);
		return {
			text: readText(text),
			credit: credit ?? 100,
			feedback: readText(feedback),
			pattern: extras.patterns?.has(i + 1) === true,
		};
	});
	return shortQuestion(answers, extras.caseSensitive ?? false, extras.ignoreSpaces ?? false);
}

const ORDERING_OPTIONS = [
	["ALL", "EXACT", "RANDOM", "REL", "CONTIGUOUS", "CONTIG"],
	["HORIZONTAL", "HORI", "H", "1", "VERTICAL", "VERT", "V", "0"],
	[
		"ALL_OR_NOTHING",
		"ABSOLUTE_POSITION",
		"ABSOLUTE",
		"ABS",
		"RELATIVE_NEXT_EXCLUDE_LAST",
		"RELATIVE_NEXT_INCLUDE_LAST",
		"RELATIVE_ONE_PREVIOUS_AND_NEXT",
		"RELATIVE_ALL_PREVIOUS_AND_NEXT",
		"RELATIVE_TO_CORRECT",
		"RELATIVE",
		"REL",
		"LONGEST_ORDERED_SUBSET",
		"LONGEST_CONTIGUOUS_SUBSET",
	],
	["SHOW", "TRUE", "YES", "1", "HIDE", "FALSE", "NO", "0"],
	["none", "123", "abc", "ABCD", "iii", "IIII"],
];
const GRADING_STAGE = 2;

/**
 * Moodle 4.4's ordering syntax: `{>count [select] [layout] [grading] [show] [numbering]` on the first
 * line, then the items in the right order, one a line. Every item is shown (count and select are
 * Moodle's way of showing a subset).
 */
function orderingBlock(body: string): Built {
	const newline = body.indexOf("\n");
	const header = (newline < 0 ? body : body.slice(0, newline)).replace(/^>\s*\d+/, "");
	const tokens = header.trim().split(/\s+/).filter(Boolean);
	let stage = 0;
	let grading = "";
	let used = 0;
	for (const token of tokens) {
		const found = ORDERING_OPTIONS.findIndex(
			(words, index) => index >= stage && words.some((w) => w.toUpperCase() === token.toUpperCase()),
		);
		if (found < 0) break;
		if (found === GRADING_STAGE) grading = token;
		stage = found + 1;
		used++;
	}
	const rest = [tokens.slice(used).join(" "), newline < 0 ? "" : body.slice(newline + 1)].join("\n");
	const items = rest
		.split("\n")
		.map((line) => readText(line))
		.filter((line) => line !== "");
	return orderingQuestion(items, orderingGradingOf(grading));
}

/** What kind of answer block this is, by Moodle's own rules of precedence. */
function readBlock(answers: string, extras: Extras): Built {
	if (answers === "")
		return essayQuestion({
			wordLimit: extras.wordLimit,
			allowUpload: extras.allowUpload ?? false,
			guidance: extras.guidance ?? "",
			rubric: extras.criteria ?? [],
		});
	if (/^>\s*\d/.test(answers)) return orderingBlock(answers);
	if (answers.startsWith("#")) return numericBlock(answers.slice(1));
	if (indexOfUnescaped(answers, "~") >= 0) return choiceBlock(answers, extras);
	if (indexOfUnescaped(answers, "=") >= 0 && answers.includes("->")) return matchingBlock(answers);
	const [beforeHash] = splitFeedback(answers);
	if (/^(T|TRUE|F|FALSE)$/i.test(beforeHash.trim())) return trueFalseBlock(answers);
	return shortBlock(answers, extras);
}

type Line = { no: number; text: string };
type Chunk = { lines: Line[]; comments: string[]; categoryTags: string[] };

/** Moodle's `[name:value]` tokens in comments (`\]` is a bracket), and Unnati's flags like `[case-sensitive]`. */
const TOKEN = /\[([a-z-]+)(?::((?:\\.|[^\]\\])*))?\]/gi;
/** Tokens holding free text (an essay's guidance, a rubric's criterion): `\n` is a line break and `\\` a backslash too. */
const TEXT_TOKENS = new Set(["guidance", "criterion"]);
const unescapeToken = (raw: string) =>
	raw.replace(/\\([\\\]n])/g, (_m, ch: string) => (ch === "n" ? "\n" : ch));

function readComments(chunk: Chunk): { extras: Extras; problem: string | null } {
	const extras: Extras = { tags: [...chunk.categoryTags] };
	for (const comment of chunk.comments)
		for (const [, name = "", raw = ""] of comment.matchAll(TOKEN)) {
			const value = TEXT_TOKENS.has(name.toLowerCase())
				? unescapeToken(raw)
				: raw.replaceAll("\\]", "]").trim();
			if (name.toLowerCase() === "tag") {
				if (value) extras.tags.push(value);
				continue;
			}
			const problem = setExtra(extras, name, value);
			if (problem) return { extras, problem };
		}
	return { extras, problem: null };
}

function readChunk(result: ParseResult, chunk: Chunk, extraTags: string[]) {
	const source = chunk.lines.map((l) => l.text).join("\n");
	const firstLine = chunk.lines[0]?.no ?? 1;
	const lineAt = (offset: number) =>
		chunk.lines[source.slice(0, offset).split("\n").length - 1]?.no ?? firstLine;
	const problem = (line: number, message: string) => result.problems.push({ line, message });

	const { extras, problem: tokenProblem } = readComments(chunk);
	if (tokenProblem) return problem(firstLine, tokenProblem);

	let bodyStart = source.length - source.trimStart().length;
	if (source.startsWith("::", bodyStart)) {
		const close = indexOfUnescaped(source, "::", bodyStart + 2);
		if (close < 0) return problem(firstLine, "The title opened with :: is never closed with ::.");
		bodyStart = close + 2;
	}
	const open = indexOfUnescaped(source, "{", bodyStart);
	if (open < 0) {
		const stray = indexOfUnescaped(source, "}", bodyStart);
		if (stray >= 0)
			return problem(lineAt(stray), "A } with no { before it; write \\} for a brace in the text.");
		return problem(firstLine, unsupported("description"));
	}
	const close = indexOfUnescaped(source, "}", open + 1);
	if (close < 0)
		return problem(
			lineAt(open),
			"The answer block opened with { is never closed with } (a blank line ends a question).",
		);
	const another = indexOfUnescaped(source, "{", close + 1);
	if (another >= 0)
		return problem(
			lineAt(another),
			"A question can have only one {…} answer block; separate questions with a blank line.",
		);

	const before = source.slice(bodyStart, open);
	const after = source.slice(close + 1);
	// Moodle: a block at the very end is removed; one inside the text becomes a blank to fill.
	const text = readText(after.trim() === "" ? before : `${before}_____${after}`);
	const inside = source.slice(open + 1, close);
	const general = lastIndexOfUnescaped(inside, "####");
	const explanation = general < 0 ? "" : readText(inside.slice(general + 4));
	const built = readBlock((general < 0 ? inside : inside.slice(0, general)).trim(), extras);
	if (!built.ok) return problem(lineAt(open), built.message);
	accept(result, firstLine, { ...built.question, text, explanation, ...extraFields(extras) }, extraTags);
}

export function parseGift(text: string, extraTags: string[] = []): ParseResult {
	const result = emptyResult();
	let category: string[] = [];
	let current: Chunk | null = null;
	const finish = () => {
		if (current && current.lines.length > 0) readChunk(result, current, extraTags);
		current = null;
	};
	for (const [index, raw] of splitLines(text).entries()) {
		const line = raw.trim();
		if (line === "") {
			finish();
			continue;
		}
		if (/^\$CATEGORY:/i.test(line)) {
			finish();
			category = categoryTags(line.slice("$CATEGORY:".length));
			continue;
		}
		current ??= { lines: [], comments: [], categoryTags: category };
		if (line.startsWith("//")) current.comments.push(line);
		else current.lines.push({ no: index + 1, text: raw });
	}
	finish();
	return result;
}
