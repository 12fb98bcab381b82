import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	indianMonth,
	indianMonthRange,
	lastCompleteMonth,
	monthLabel,
	monthsUpTo,
	reportMonthProblem,
	shiftMonth,
} from "./months";

describe("months in India", () => {
	it("puts 01:30 IST on 1 November in November, though it is 31 October in UTC", () => {
		expect(indianMonth(new Date("2026-10-31T20:00:00Z"))).toBe("2026-11");
		expect(indianMonth(new Date("2026-10-31T18:29:59Z"))).toBe("2026-10");
		expect(indianMonthRange("2026-10")).toEqual({
			from: new Date("2026-09-30T18:30:00Z"),
			to: new Date("2026-10-31T18:30:00Z"),
		});
	});

	it("steps across years and names the month", () => {
		expect(shiftMonth("2026-01", -1)).toBe("2025-12");
		expect(shiftMonth("2026-12", 1)).toBe("2027-01");
		expect(lastCompleteMonth(new Date("2026-11-24T06:00:00Z"))).toBe("2026-10");
		expect(monthLabel("2026-10")).toBe("October 2026");
		expect(monthsUpTo("2026-02", 3)).toEqual(["2026-02", "2026-01", "2025-12"]);
	});

	it("refuses a malformed month and one that has not begun, with words that say why", () => {
		const now = new Date("2026-11-24T06:00:00Z");
		expect(reportMonthProblem("2026-10", now)).toBeNull();
		expect(reportMonthProblem("2026-11", now)).toBeNull();
		expect(reportMonthProblem("2026-12", now)).toBe(
			"December 2026 has not begun yet: choose November 2026 or an earlier month.",
		);
		expect(reportMonthProblem("2026-13", now)).toBe(
			'"2026-13" is not a month: give it as YYYY-MM, for example 2026-10.',
		);
		expect(reportMonthProblem("Oct 2026", now)).not.toBeNull();
	});

	it("gives every instant of a month back that month, and months tile time without gaps", () => {
		fc.assert(
			fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
				const at = new Date(ms);
				const month = indianMonth(at);
				const { from, to } = indianMonthRange(month);
				expect(from.getTime()).toBeLessThanOrEqual(ms);
				expect(to.getTime()).toBeGreaterThan(ms);
				expect(indianMonthRange(shiftMonth(month, 1)).from).toEqual(to);
			}),
		);
	});
});
