// The essay toolbar's edits on the answer's text: each takes the text and the selection and gives
// the new text and what to select in it. The marks are the light Markdown the result screen and the
// graders' queue render (components/light-markdown.tsx).

export type TextEdit = { text: string; start: number; end: number };

/**
 * Puts `mark` on both sides of the selection (`**` bold, `*` italic, `` ` `` code), leaving spaces
 * selected at its edges outside ("**word **" would not be bold); with nothing selected, the caret
 * lands between the two marks, ready for the word.
 */
export function wrapSelection(text: string, start: number, end: number, mark: string): TextEdit {
	const selected = text.slice(start, end);
	const from = start + (selected.length - selected.trimStart().length);
	const to = Math.max(from, end - (selected.length - selected.trimEnd().length));
	return {
		text: `${text.slice(0, from)}${mark}${text.slice(from, to)}${mark}${text.slice(to)}`,
		start: from + mark.length,
		end: to + mark.length,
	};
}

const LIST_MARK = /^\s*(?:-|\d{1,9}\.)\s+/;

/**
 * Makes every line the selection touches an item of a bulleted ("- ") or numbered ("1. ", "2. ")
 * list, replacing any list mark it had; blank lines between items are left blank. A single empty
 * line gets the mark, so a list can be started before it is typed.
 */
export function listLines(text: string, start: number, end: number, kind: "bullets" | "numbered"): TextEdit {
	const from = text.lastIndexOf("\n", start - 1) + 1;
	// A selection ending just after a line break does not take in the next line.
	const last = end > start && text[end - 1] === "\n" ? end - 1 : end;
	const lineEnd = text.indexOf("\n", last);
	const to = lineEnd < 0 ? text.length : lineEnd;
	const lines = text.slice(from, to).split("\n");
	let n = 0;
	const block = lines
		.map((line) => {
			if (line.trim() === "" && lines.length > 1) return line;
			n += 1;
			return `${kind === "bullets" ? "- " : `${n}. `}${line.replace(LIST_MARK, "")}`;
		})
		.join("\n");
	const after = from + block.length;
	return {
		text: `${text.slice(0, from)}${block}${text.slice(to)}`,
		start: start === end ? after : from,
		end: after,
	};
}
