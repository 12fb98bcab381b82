import { accept, emptyResult, optionId, type ParseResult, readNumber, splitLines } from "./draft";

/**
 * Moodle's GIFT format, the parts an exam can mark: multiple choice, multiple answers and numeric.
 *
 *     // DBMS: normal forms
 *     ::Q1:: Which normal form removes partial dependencies? {
 *       =2NF #A non-key attribute depends on the whole key.
 *       ~1NF ~3NF ~BCNF
 *       #### 2NF requires full functional dependency on every candidate key.
 *     }
 *
 * - Questions are separated by blank lines; `//` lines are comments; `$CATEGORY:` lines are ignored.
 * - `::title::` is dropped; `[html]`, `[moodle]`, `[plain]` and `[markdown]` markers are stripped.
 * - `{=right ~wrong}`: single answer. Several `=` answers make it multi-answer.
 * - `{~%50%a ~%50%b ~%-100%c}`: options with a positive weight are correct, and it is multi-answer.
 *   Partial weights on a single-answer question (`~%50%close`) count as wrong: we mark whole options.
 * - `{#3.14:0.01}`, `{#3.14}`, `{#1..5}` (3 ± 2), `{#=3.14:0.01 =%50%3:1}` (the full-credit one).
 * - `####text` (general feedback) becomes the explanation. Without it, the feedback (`#text`) of the
 *   correct options becomes the explanation; feedback on wrong options is dropped.
 * - Text after the `{…}` block is kept, with the block shown as a blank (`_____`).
 * - `\=`, `\~`, `\#`, `\{`, `\}`, `\:` are literal characters; `\n` is a line break.
 * - True/false, short answer, matching, essay and description questions are reported, not imported.
 */
const FORMAT_MARKER = /^\s*\[(html|moodle|plain|markdown)\]\s*/i;

/** Positions of unescaped characters; `\x` hides x. */
function unescapedIndexOf(text: string, target: string, from = 0): number {
	for (let i = from; i < text.length; i++) {
		if (text[i] === "\\") i++;
		else if (text.startsWith(target, i)) return i;
	}
	return -1;
}

function unescapeGift(text: string): string {
	return text.replace(/\\(.)/gs, (_m, ch: string) => (ch === "n" ? "\n" : ch)).trim();
}

const stripMarker = (text: string) => text.replace(FORMAT_MARKER, "");

type Answer = { correctMark: boolean; weight: number | null; text: string; feedback: string };

/** `=a #fb ~%50%b` → answers; markers are unescaped `=` and `~`. */
function readAnswers(body: string): Answer[] {
	const answers: Answer[] = [];
	let start = -1;
	const push = (end: number) => {
		if (start < 0) return;
		let chunk = body.slice(start + 1, end);
		let weight: number | null = null;
		const weighted = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(chunk);
		if (weighted) {
			weight = Number(weighted[1]);
			chunk = chunk.slice(weighted[0].length);
		}
		const hash = unescapedIndexOf(chunk, "#");
		answers.push({
			correctMark: body[start] === "=",
			weight,
			text: unescapeGift(stripMarker(hash < 0 ? chunk : chunk.slice(0, hash))),
			feedback: hash < 0 ? "" : unescapeGift(chunk.slice(hash + 1)),
		});
	};
	for (let i = 0; i < body.length; i++) {
		if (body[i] === "\\") i++;
		else if (body[i] === "=" || body[i] === "~") {
			push(i);
			start = i;
		}
	}
	push(body.length);
	return answers;
}

type Built = { ok: true; question: Record<string, unknown> } | { ok: false; message: string };

function numericQuestion(body: string): Built {
	let spec = body.slice(1).trim();
	let feedback = "";
	if (spec.startsWith("=")) {
		// Several graded answers: keep the full-credit one; partial credit is not marked here.
		const full = readAnswers(spec).find((a) => a.correctMark && (a.weight === null || a.weight === 100));
		if (!full) return { ok: false, message: "This numeric question has no full-credit answer (=value)." };
		spec = full.text;
		feedback = full.feedback;
	} else {
		const hash = unescapedIndexOf(spec, "#");
		if (hash >= 0) {
			feedback = unescapeGift(spec.slice(hash + 1));
			spec = spec.slice(0, hash);
		}
	}
	spec = unescapeGift(spec);
	const range = /^(.+?)\.\.(.+)$/.exec(spec);
	let value: number | null;
	let tolerance: number | null = 0;
	if (range) {
		const low = readNumber(range[1] ?? "");
		const high = readNumber(range[2] ?? "");
		if (low === null || high === null || low > high)
			return { ok: false, message: `"${spec}" is not a range like 1..5 (low..high).` };
		value = (low + high) / 2;
		tolerance = (high - low) / 2;
	} else {
		const [v, t] = spec.split(":");
		value = readNumber(v ?? "");
		if (t !== undefined) tolerance = readNumber(t);
		if (value === null) return { ok: false, message: `"${spec}" is not a number like 3.14 or 3.14:0.01.` };
		if (tolerance === null || tolerance < 0)
			return { ok: false, message: `The tolerance in "${spec}" must be a number of 0 or more.` };
	}
	return {
		ok: true,
		question: {
			type: "numeric",
			options: [],
			multiAnswer: false,
			answerKey: { type: "numeric", value, tolerance },
			explanation: feedback,
		},
	};
}

function choiceQuestion(body: string): Built {
	const answers = readAnswers(body);
	const hasEquals = answers.some((a) => a.correctMark);
	const correct = answers.flatMap((a, i) =>
		hasEquals ? (a.correctMark ? [i] : []) : a.weight !== null && a.weight > 0 ? [i] : [],
	);
	if (correct.length === 0)
		return {
			ok: false,
			message: "No option is marked correct: mark it with = or give it a positive %weight%.",
		};
	return {
		ok: true,
		question: {
			type: "mcq",
			options: answers.map((a, i) => ({ id: optionId(i), text: a.text })),
			multiAnswer: !hasEquals || correct.length > 1,
			answerKey: { type: "mcq", correct: correct.map(optionId) },
			explanation: correct
				.map((i) => answers[i]?.feedback ?? "")
				.filter(Boolean)
				.join("\n"),
		},
	};
}

/** What kind of answer block this is, by Moodle's own rules of precedence. */
function buildAnswer(body: string): Built {
	const trimmed = body.trim();
	const unsupported = (kind: string): Built => ({
		ok: false,
		message: `Unsupported question type (${kind}); only multiple choice, multiple answers and numeric questions can be imported.`,
	});
	if (trimmed === "") return unsupported("essay");
	if (trimmed.startsWith("#")) return numericQuestion(trimmed);
	if (/^(T|F|TRUE|FALSE)\s*(#|$)/i.test(trimmed)) return unsupported("true/false");
	if (unescapedIndexOf(trimmed, "->") >= 0) return unsupported("matching");
	if (unescapedIndexOf(trimmed, "~") >= 0) return choiceQuestion(trimmed);
	if (unescapedIndexOf(trimmed, "=") >= 0) return unsupported("short answer");
	return {
		ok: false,
		message: `Cannot read the answers "${trimmed.slice(0, 40)}"; start each with = or ~, or write #number.`,
	};
}

export function parseGift(text: string, extraTags: string[] = []): ParseResult {
	const result = emptyResult();
	const chunks: { line: number; lines: string[] }[] = [];
	let current: { line: number; lines: string[] } | null = null;
	splitLines(text).forEach((raw, index) => {
		const line = raw.trim();
		if (line.startsWith("//") || /^\$CATEGORY:/i.test(line)) return;
		if (line === "") {
			current = null;
			return;
		}
		if (!current) {
			current = { line: index + 1, lines: [] };
			chunks.push(current);
		}
		current.lines.push(raw);
	});

	for (const chunk of chunks) {
		const source = chunk.lines.join("\n");
		const lineAt = (offset: number) => chunk.line + (source.slice(0, offset).match(/\n/g)?.length ?? 0);
		let body = source;
		let bodyStart = 0;
		if (body.trimStart().startsWith("::")) {
			const open = body.indexOf("::");
			const close = unescapedIndexOf(body, "::", open + 2);
			if (close < 0) {
				result.problems.push({
					line: chunk.line,
					message: "The title opened with :: is never closed with ::.",
				});
				continue;
			}
			bodyStart = close + 2;
			body = body.slice(bodyStart);
		}
		const open = unescapedIndexOf(body, "{");
		if (open < 0) {
			result.problems.push({
				line: chunk.line,
				message: "Unsupported question type (description): there is no {…} answer block.",
			});
			continue;
		}
		const close = unescapedIndexOf(body, "}", open + 1);
		if (close < 0) {
			result.problems.push({
				line: lineAt(bodyStart + open),
				message: "The answer block opened with { is never closed with } (a blank line ends a question).",
			});
			continue;
		}
		const rest = body.slice(close + 1);
		if (unescapedIndexOf(rest, "{") >= 0) {
			result.problems.push({
				line: lineAt(bodyStart + close + 1 + unescapedIndexOf(rest, "{")),
				message: "A question can have only one {…} answer block; separate questions with a blank line.",
			});
			continue;
		}
		const [inside, general] = splitGeneralFeedback(body.slice(open + 1, close));
		const built = buildAnswer(inside);
		if (!built.ok) {
			result.problems.push({ line: lineAt(bodyStart + open), message: built.message });
			continue;
		}
		const before = stripMarker(body.slice(0, open));
		const after = rest.trim();
		const questionText = unescapeGift(after ? `${before.trimEnd()} _____ ${after}` : before);
		const explanation = general || String(built.question.explanation ?? "");
		accept(result, chunk.line, { ...built.question, text: questionText, explanation }, extraTags);
	}
	return result;
}

function splitGeneralFeedback(body: string): [string, string] {
	const at = unescapedIndexOf(body, "####");
	return at < 0 ? [body, ""] : [body.slice(0, at), unescapeGift(body.slice(at + 4))];
}
