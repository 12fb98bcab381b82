import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SYSTEM_CHECK } from "./constants";
import { isRecentPass, passValidUntil } from "./recent-pass";

describe("isRecentPass", () => {
	const now = Date.parse("2025-06-14T10:00:00Z");
	const ago = (ms: number) => new Date(now - ms).toISOString();

	it("accepts a pass within the validity and nothing older, nor a failure", () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: 3 * SYSTEM_CHECK.passValidityMs }), (age) => {
				expect(isRecentPass({ passed: true, completedAt: ago(age) }, now)).toBe(
					age <= SYSTEM_CHECK.passValidityMs,
				);
				expect(isRecentPass({ passed: false, completedAt: ago(age) }, now)).toBe(false);
			}),
		);
		expect(isRecentPass(null, now)).toBe(false);
		expect(isRecentPass({ passed: true, completedAt: "not a date" }, now)).toBe(false);
	});

	it("tolerates a minute of clock difference, not more", () => {
		expect(isRecentPass({ passed: true, completedAt: ago(-30_000) }, now)).toBe(true);
		expect(isRecentPass({ passed: true, completedAt: ago(-5 * 60_000) }, now)).toBe(false);
	});

	it("ends validity exactly passValidityMs later", () => {
		const at = new Date(now);
		expect(passValidUntil(at).getTime() - now).toBe(SYSTEM_CHECK.passValidityMs);
		expect(isRecentPass({ passed: true, completedAt: at }, passValidUntil(at))).toBe(true);
	});
});
