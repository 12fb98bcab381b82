import { describe, expect, it } from "vitest";
import { diffLines } from "./line-diff";

describe("diffLines", () => {
	it("ignores trailing spaces, Windows line ends and trailing blank lines, as the judge does", () => {
		expect(diffLines("1 2\n3\n", "1 2  \r\n3\n\n\n").every((line) => line.same)).toBe(true);
	});

	it("marks the lines that differ and the ones missing on either side", () => {
		expect(diffLines("2\n5\n7\n", "2\n6\n")).toEqual([
			{ number: 1, expected: "2", actual: "2", same: true },
			{ number: 2, expected: "5", actual: "6", same: false },
			{ number: 3, expected: "7", actual: null, same: false },
		]);
		expect(diffLines("", "extra")).toEqual([{ number: 1, expected: null, actual: "extra", same: false }]);
	});
});
