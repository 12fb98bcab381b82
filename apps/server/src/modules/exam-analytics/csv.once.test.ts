import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCsv } from "../../test/read-csv";
import { csvCell, fileNameOf, toCsv } from "./csv";

describe("CSV cells", () => {
	it("quotes commas, quotes and line breaks, and doubles inner quotes", () => {
		expect(csvCell("plain")).toBe("plain");
		expect(csvCell("a, b")).toBe('"a, b"');
		expect(csvCell('say "hi"')).toBe('"say ""hi"""');
		expect(csvCell("two\nlines")).toBe('"two\nlines"');
	});

	it("defuses text a spreadsheet would run as a formula", () => {
		expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
		expect(csvCell("+91 98")).toBe("'+91 98");
		expect(csvCell("-2+3")).toBe("'-2+3");
		expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
		expect(csvCell("\tcmd")).toBe("'\tcmd");
		expect(csvCell("\r=1")).toBe('"\'\r=1"');
	});

	it("writes numbers as numbers (negative marks stay numeric), and nothing for missing values", () => {
		expect(csvCell(-1.5)).toBe("-1.5");
		expect(csvCell(42)).toBe("42");
		expect(csvCell(Number.NaN)).toBe("");
		expect(csvCell(null)).toBe("");
		expect(csvCell(undefined)).toBe("");
		expect(csvCell(true)).toBe("yes");
	});

	it("reads back cell for cell, and never starts a text cell with a formula character", () => {
		fc.assert(
			fc.property(
				fc.array(fc.array(fc.string({ unit: "grapheme-ascii" }), { minLength: 1, maxLength: 5 }), {
					minLength: 1,
					maxLength: 5,
				}),
				(rows) => {
					const width = rows[0]?.length ?? 1;
					const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ""));
					const text = toCsv(table[0] ?? [], table.slice(1));
					expect(text.startsWith("\uFEFF")).toBe(true);
					const parsed = readCsv(text);
					expect(parsed).toHaveLength(table.length);
					for (const [r, row] of parsed.entries()) {
						for (const [c, cell] of row.entries()) {
							const original = table[r]?.[c] ?? "";
							const dangerous = /^[=+\-@\t\r]/.test(original);
							expect(cell).toBe(dangerous ? `'${original}` : original);
							expect(/^[=+\-@\t\r]/.test(cell)).toBe(false);
						}
					}
				},
			),
		);
	});
});

describe("file names", () => {
	it("turns a title into a safe slug", () => {
		expect(fileNameOf("Aptitude Practice Test 1", "items")).toBe("aptitude-practice-test-1-items.csv");
		expect(fileNameOf('"; rm -rf /', "attempts")).toBe("rm-rf-attempts.csv");
		expect(fileNameOf("परीक्षा", "items")).toBe("exam-items.csv");
	});
});
