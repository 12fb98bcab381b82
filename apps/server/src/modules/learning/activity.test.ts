import { describe, expect, it } from "vitest";
import { indianDay, streakFrom, weekStart } from "./activity";

describe("learning days are counted in India time", () => {
	it("moves to the next day at midnight IST, not UTC", () => {
		expect(indianDay(new Date("2026-11-24T18:29:00Z"))).toBe("2026-11-24");
		expect(indianDay(new Date("2026-11-24T18:31:00Z"))).toBe("2026-11-25");
	});

	it("starts the week on Monday", () => {
		expect(weekStart(new Date("2026-11-24T06:00:00Z"))).toBe("2026-11-23"); // a Tuesday
		expect(weekStart(new Date("2026-11-29T06:00:00Z"))).toBe("2026-11-23"); // the Sunday after
	});
});

describe("streaks", () => {
	const now = new Date("2026-11-24T06:00:00Z");
	it("counts consecutive days ending today", () => {
		expect(streakFrom(["2026-11-24", "2026-11-23", "2026-11-22", "2026-11-20"], now)).toEqual({
			current: 3,
			activeToday: true,
		});
	});
	it("keeps yesterday's streak alive until today ends", () => {
		expect(streakFrom(["2026-11-23", "2026-11-22"], now)).toEqual({ current: 2, activeToday: false });
	});
	it("is zero after a whole day without learning", () => {
		expect(streakFrom(["2026-11-22"], now)).toEqual({ current: 0, activeToday: false });
	});
});
