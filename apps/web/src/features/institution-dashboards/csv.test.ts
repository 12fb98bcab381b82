import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("CSV cells", () => {
	it("writes formulas as text and quotes what needs quoting", () => {
		expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
		expect(csvCell("+91 98765")).toBe("'+91 98765");
		expect(csvCell("-1")).toBe("'-1");
		expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
		expect(csvCell("Failed DSA Unit Test (0%), Missed Mid-term")).toBe(
			'"Failed DSA Unit Test (0%), Missed Mid-term"',
		);
		expect(csvCell(-2.5)).toBe("-2.5");
		expect(csvCell(null)).toBe("");
	});

	it("joins rows with CRLF under the header", () => {
		expect(toCsv(["roll", "name"], [["22CSE001", "Aarav"]])).toBe("roll,name\r\n22CSE001,Aarav");
	});
});
