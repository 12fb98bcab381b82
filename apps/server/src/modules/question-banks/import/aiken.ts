import { accept, emptyResult, optionId, type ParseResult, splitLines } from "./draft";

/**
 * Moodle's Aiken format: single-answer multiple choice only.
 *
 *     Which SQL clause filters groups after aggregation?
 *     A) WHERE
 *     B) HAVING
 *     C) ORDER BY
 *     ANSWER: B
 *
 * The question may span several lines; options are "A) text" or "A. text", lettered from A in
 * order; "ANSWER: X" ends the question. Blank lines between questions are ignored.
 */
const OPTION = /^([A-Za-z])\s*[.)]\s+(.*)$/;
const ANSWER = /^ANSWER\s*:\s*(.*)$/i;

type Pending = { line: number; text: string[]; options: { letter: string; text: string; line: number }[] };

export function parseAiken(text: string, extraTags: string[] = []): ParseResult {
	const result = emptyResult();
	let pending: Pending | null = null;
	// After a problem, lines are skipped until the next ANSWER line or blank line, so one broken
	// question does not turn its options into a cascade of problems.
	let skipping = false;

	const abandon = (line: number, message: string) => {
		result.problems.push({ line, message });
		pending = null;
		skipping = true;
	};

	const finish = (current: Pending, answerLine: number, answer: string) => {
		const letters = answer.split(/[\s,;]+/).filter(Boolean);
		if (letters.length === 0)
			return abandon(answerLine, 'The ANSWER line names no letter; write e.g. "ANSWER: B".');
		if (letters.length > 1)
			return abandon(
				answerLine,
				"Aiken questions have exactly one answer; use GIFT or CSV for questions with several correct options.",
			);
		if (current.options.length < 2)
			return abandon(current.line, "A multiple-choice question needs at least two options (A) and B)).");
		const letter = (letters[0] ?? "").toUpperCase();
		const index = current.options.findIndex((o) => o.letter === letter);
		if (index < 0)
			return abandon(
				answerLine,
				`The answer "${letters[0]}" is not one of the options (${current.options.map((o) => o.letter).join(", ")}).`,
			);
		accept(
			result,
			current.line,
			{
				type: "mcq",
				text: current.text.join("\n"),
				options: current.options.map((o, i) => ({ id: optionId(i), text: o.text })),
				multiAnswer: false,
				answerKey: { type: "mcq", correct: [optionId(index)] },
			},
			extraTags,
		);
		pending = null;
	};

	for (const [index, raw] of splitLines(text).entries()) {
		const lineNo = index + 1;
		const line = raw.trim();
		const answer = ANSWER.exec(line);
		if (line === "") {
			skipping = false;
			continue;
		}
		if (skipping) {
			if (answer) skipping = false;
			continue;
		}
		const current = pending as Pending | null;
		if (answer) {
			if (!current) {
				abandon(lineNo, "An ANSWER line with no question before it.");
				continue;
			}
			finish(current, lineNo, answer[1] ?? "");
			continue;
		}
		const option = OPTION.exec(line);
		if (option && current && current.text.length > 0) {
			const letter = (option[1] ?? "").toUpperCase();
			const expected = String.fromCharCode("A".charCodeAt(0) + current.options.length);
			if (letter !== expected) {
				abandon(
					lineNo,
					`Option ${letter} is out of order; options run A, B, C… and the next one here is ${expected}.`,
				);
				continue;
			}
			current.options.push({ letter, text: (option[2] ?? "").trim(), line: lineNo });
			continue;
		}
		if (current && current.options.length > 0) {
			// Text after the options: the previous question never got its ANSWER line.
			result.problems.push({
				line: current.line,
				message: 'This question has no "ANSWER: X" line after its options.',
			});
			pending = { line: lineNo, text: [line], options: [] };
			continue;
		}
		if (current) current.text.push(line);
		else pending = { line: lineNo, text: [line], options: [] };
	}
	const last = pending as Pending | null;
	if (last) {
		const message =
			last.options.length > 0
				? 'This question has no "ANSWER: X" line after its options.'
				: "This question has no options and no ANSWER line.";
		result.problems.push({ line: last.line, message });
	}
	return result;
}
