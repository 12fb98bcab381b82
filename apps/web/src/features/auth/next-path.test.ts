import { describe, expect, it } from "vitest";
import { safeNextPath } from "./next-path";

describe("safeNextPath", () => {
	it.each([
		["/dashboard", "/dashboard"],
		["/collegedashboard?tab=students", "/collegedashboard?tab=students"],
		["/exam/42#question-3", "/exam/42#question-3"],
	])("follows the same-site path %s", (next, expected) => {
		expect(safeNextPath(next)).toBe(expected);
	});

	it.each([
		["missing", null],
		["empty", ""],
		["protocol-relative", "//evil.example/steal"],
		["backslash host", "/\\evil.example"],
		["absolute URL", "https://evil.example/"],
		["javascript URL", "javascript:alert(1)"],
		["relative path", "dashboard"],
		["tab inside", "/\t/evil.example"],
		["newline inside", "/dash\nboard"],
	])("rejects a %s next", (_case, next) => {
		expect(safeNextPath(next)).toBeNull();
	});
});
