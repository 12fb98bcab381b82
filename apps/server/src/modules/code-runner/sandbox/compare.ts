/** Lines with trailing whitespace removed and trailing blank lines dropped: what judges compare. */
function normalizedLines(text: string): string[] {
	const lines = text
		.replace(/\r\n?/g, "\n")
		.split("\n")
		.map((line) => line.trimEnd());
	while (lines.length > 0 && lines.at(-1) === "") lines.pop();
	return lines;
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function tokensMatch(actual: string, expected: string, tolerance: number): boolean {
	if (actual === expected) return true;
	if (!NUMBER.test(actual) || !NUMBER.test(expected)) return false;
	const a = Number(actual);
	const e = Number(expected);
	// Absolute or relative, whichever is kinder: 1e-6 means six correct decimals or six significant digits.
	return Math.abs(a - e) <= tolerance || Math.abs(a - e) <= tolerance * Math.abs(e);
}

/**
 * True when `actual` is an accepted answer for `expected`. Without a tolerance the lines must be
 * equal; with one, numbers in the same places may differ by it and other tokens must be equal.
 */
export function outputsMatch(actual: string, expected: string, floatTolerance?: number): boolean {
	const got = normalizedLines(actual);
	const want = normalizedLines(expected);
	if (got.length !== want.length) return false;
	return got.every((line, index) => {
		const wanted = want[index] ?? "";
		if (line === wanted) return true;
		if (floatTolerance === undefined) return false;
		const a = line.trim().split(/\s+/);
		const e = wanted.trim().split(/\s+/);
		return a.length === e.length && a.every((token, i) => tokensMatch(token, e[i] ?? "", floatTolerance));
	});
}
