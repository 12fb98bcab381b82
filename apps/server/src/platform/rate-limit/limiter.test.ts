import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../test/auth-helpers";
import { createTestDatabase } from "../../test/test-database";
import type { Database } from "../db/database";
import { createRateLimiter, type RateLimiter } from "./limiter";

describe("reserving attempts", () => {
	const clock = testClock(Date.parse("2026-03-02T08:00:00Z"));
	let database: Database;
	let limiter: RateLimiter;
	beforeAll(async () => {
		database = await createTestDatabase();
		limiter = createRateLimiter(database.db, 15 * 60, clock);
	});
	afterAll(async () => {
		await database.close();
	});

	it("grants exactly `max` of many concurrent reservations, then refuses until the window ends", async () => {
		const answers = await Promise.all(Array.from({ length: 50 }, () => limiter.reserve("wall", { max: 10 })));
		expect(answers.filter((answer) => answer.granted)).toHaveLength(10);
		expect(await limiter.count("wall")).toBe(10);
		clock.advance(6 * 60 * 1000);
		expect(await limiter.reserve("wall", { max: 10 })).toEqual({ granted: false, retryAfterSeconds: 9 * 60 });
		// One given back (it never ran) frees one place, and only one.
		await limiter.release("wall");
		expect((await limiter.reserve("wall", { max: 10 })).granted).toBe(true);
		expect((await limiter.reserve("wall", { max: 10 })).granted).toBe(false);
		clock.advance(9 * 60 * 1000);
		expect((await limiter.reserve("wall", { max: 10 })).granted).toBe(true);
		expect(await limiter.count("wall")).toBe(1);
	});

	it("lets `free` through, then one attempt per growing, capped wait, even when they arrive together", async () => {
		const rule = { free: 3, firstDelaySeconds: 1, maxDelaySeconds: 5 };
		const first = await Promise.all(Array.from({ length: 10 }, () => limiter.reserve("budget", rule)));
		// The three free ones and the first past them, which sets the wait for the next.
		expect(first.filter((answer) => answer.granted)).toHaveLength(4);
		const waits: number[] = [];
		for (let i = 0; i < 4; i++) {
			const held = await limiter.reserve("budget", rule);
			if (held.granted) throw new Error("held while a wait is running");
			waits.push(held.retryAfterSeconds);
			clock.advance(held.retryAfterSeconds * 1000);
			expect((await limiter.reserve("budget", rule)).granted).toBe(true);
		}
		expect(waits).toEqual([1, 2, 4, 5]);
		// A reservation given back takes its wait with it.
		await limiter.release("budget");
		expect((await limiter.reserve("budget", rule)).granted).toBe(true);
	});
});
