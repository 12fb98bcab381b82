import { describe, expect, it } from "vitest";
import { formatCorrelation, formatDuration, formatNumber, formatPercent, plural } from "./format";

describe("analytics formatting", () => {
	it("writes percentages, marks and correlations, with a dash for what does not exist", () => {
		expect(formatPercent(52.456)).toBe("52.5 %");
		expect(formatPercent(40, 0)).toBe("40 %");
		expect(formatPercent(null)).toBe("—");
		expect(formatNumber(2.625)).toBe("2.63");
		expect(formatCorrelation(0.3512)).toBe("+0.35");
		expect(formatCorrelation(-0.2277)).toBe("−0.23");
		expect(formatCorrelation(-0.001)).toBe("0.00");
		expect(formatCorrelation(null)).toBe("—");
	});

	it("writes durations in minutes and seconds", () => {
		expect(formatDuration(750)).toBe("12 min 30 s");
		expect(formatDuration(1200)).toBe("20 min");
		expect(formatDuration(42.4)).toBe("42 s");
		expect(formatDuration(null)).toBe("—");
		expect(plural(1, "attempt")).toBe("1 attempt");
		expect(plural(142, "attempt")).toBe("142 attempts");
	});
});
