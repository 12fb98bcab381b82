/** One line of an expected-versus-actual comparison; `same` compares with trailing spaces ignored. */
export interface DiffLine {
	number: number;
	expected: string | null;
	actual: string | null;
	same: boolean;
}

function lines(text: string): string[] {
	const all = text
		.replace(/\r\n/g, "\n")
		.split("\n")
		.map((line) => line.trimEnd());
	while (all.length > 0 && all[all.length - 1] === "") all.pop();
	return all;
}

/**
 * Line by line, as judges compare output: trailing spaces and trailing blank lines do not count.
 * A missing line on either side is null, so "your output stopped early" reads as such.
 */
export function diffLines(expected: string, actual: string): DiffLine[] {
	const want = lines(expected);
	const got = lines(actual);
	return Array.from({ length: Math.max(want.length, got.length) }, (_, index) => {
		const expectedLine = want[index] ?? null;
		const actualLine = got[index] ?? null;
		return {
			number: index + 1,
			expected: expectedLine,
			actual: actualLine,
			same: expectedLine === actualLine,
		};
	});
}
