import { describe, expect, it } from "vitest";
import { outputsMatch } from "./compare";

describe("output comparison", () => {
	it("ignores trailing spaces on a line, Windows line ends and trailing blank lines", () => {
		expect(outputsMatch("1 2 3  \r\n4\n\n\n", "1 2 3\n4")).toBe(true);
	});

	it("does not ignore leading spaces, missing lines or different words", () => {
		expect(outputsMatch(" 1 2 3", "1 2 3")).toBe(false);
		expect(outputsMatch("1\n", "1\n2\n")).toBe(false);
		expect(outputsMatch("YES", "yes")).toBe(false);
	});

	it("accepts numbers within a declared float tolerance and nothing else", () => {
		expect(outputsMatch("3.1415927 x", "3.14159265 x", 1e-6)).toBe(true);
		expect(outputsMatch("3.1416", "3.14159265", 1e-6)).toBe(false);
		expect(outputsMatch("3.1415927", "3.14159265")).toBe(false);
		expect(outputsMatch("abc 1.0", "abd 1.0", 1e-6)).toBe(false);
	});
});
