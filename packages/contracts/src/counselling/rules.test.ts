import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysFrom, FOLLOW_UP_MAX_DAYS_AHEAD, followUpDayProblem, isFollowUpDue, istDay } from "./rules";

const day = (offset: number, from = "2026-03-10") =>
	new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

describe("counselling follow-up days", () => {
	it("reads the day in India, not in UTC", () => {
		// 19:00 UTC on 9 March is 00:30 IST on 10 March.
		expect(istDay(new Date("2026-03-09T19:00:00Z"))).toBe("2026-03-10");
		expect(istDay(new Date("2026-03-09T18:29:00Z"))).toBe("2026-03-09");
	});

	it("refuses a past day, takes today and any day up to a year ahead", () => {
		fc.assert(
			fc.property(fc.integer({ min: -800, max: 800 }), (offset) => {
				const problem = followUpDayProblem(day(offset), "2026-03-10");
				if (offset < 0) expect(problem).toMatch(/in the past/);
				else if (offset > FOLLOW_UP_MAX_DAYS_AHEAD) expect(problem).toMatch(/within the next year/);
				else expect(problem).toBeNull();
			}),
		);
	});

	it("counts a follow-up due today or before, never after", () => {
		fc.assert(
			fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
				expect(daysFrom("2026-03-10", day(offset))).toBe(offset);
				expect(isFollowUpDue(day(offset), "2026-03-10")).toBe(offset <= 0);
			}),
		);
	});
});
