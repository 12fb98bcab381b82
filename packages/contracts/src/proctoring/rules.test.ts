import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { violationSummarySchema } from "../exams/schemas";
import { FACE_SIGNALS, REVIEW_STATES, type ReviewState, VIOLATION_TYPES } from "./constants";
import {
	buildViolationSummary,
	CREDIBILITY_LEVELS,
	CREDIBILITY_RULE_TEXT,
	countsTowardMax,
	credibilityOf,
	maxReached,
	type SummarizedViolation,
	summarizeProctoring,
} from "./rules";

const violationArb: fc.Arbitrary<SummarizedViolation> = fc.record({
	type: fc.constantFrom(...VIOLATION_TYPES),
	awayMs: fc.option(fc.integer({ min: 0, max: 3_600_000 }), { nil: undefined }),
	counted: fc.boolean(),
});
const reviewsArb = fc.array(fc.constantFrom(...REVIEW_STATES), { maxLength: 40 });
const rank = (level: string) => CREDIBILITY_LEVELS.indexOf(level as (typeof CREDIBILITY_LEVELS)[number]);

describe("what counts toward the maximum", () => {
	it("counts every browser violation, and face signals only when the exam says so", () => {
		for (const type of VIOLATION_TYPES) {
			const face = (FACE_SIGNALS as readonly string[]).includes(type);
			expect(countsTowardMax(type, { faceSignalsCount: false })).toBe(!face);
			expect(countsTowardMax(type, { faceSignalsCount: true })).toBe(true);
		}
	});

	it("never ends an exam whose maximum is 0", () => {
		fc.assert(fc.property(fc.nat(1000), (count) => !maxReached(count, 0)));
		expect(maxReached(2, 3)).toBe(false);
		expect(maxReached(3, 3)).toBe(true);
	});
});

describe("the proctoring summary (SPEC §3)", () => {
	it("adds up a known attempt", () => {
		expect(
			summarizeProctoring([
				{ type: "tab_switch", awayMs: 4000, counted: true },
				{ type: "window_blur", awayMs: 1500, counted: true },
				{ type: "fullscreen_exit", counted: true },
				{ type: "copy", counted: true },
				{ type: "looking_away", awayMs: 9000, counted: false },
			]),
		).toEqual({
			totalViolations: 5,
			focusViolations: 2,
			fullscreenViolations: 1,
			totalAwayTime: 5500,
			longestAwayDuration: 4000,
		});
	});

	it("keeps its counts consistent for any attempt, in any order", () => {
		fc.assert(
			fc.property(fc.array(violationArb, { maxLength: 60 }), (violations) => {
				const s = summarizeProctoring(violations);
				expect(s.totalViolations).toBe(violations.length);
				expect(s.focusViolations + s.fullscreenViolations).toBeLessThanOrEqual(s.totalViolations);
				expect(s.longestAwayDuration).toBeLessThanOrEqual(s.totalAwayTime);
				if (s.focusViolations === 0) expect(s.totalAwayTime).toBe(0);
				expect(summarizeProctoring([...violations].reverse())).toEqual(s);
			}),
		);
	});

	it("builds a submit payload the exam engine accepts, flagging the maximum when reached", () => {
		fc.assert(
			fc.property(
				fc.array(violationArb, { maxLength: 40 }),
				fc.integer({ min: 0, max: 10 }),
				(violations, max) => {
					const summary = buildViolationSummary(violations, {
						maxViolations: max,
						submissionReason: "max_violations",
					});
					expect(violationSummarySchema.safeParse(summary).success).toBe(true);
					const counted = violations.filter((v) => v.counted).length;
					expect(summary.violationCount).toBe(counted);
					expect(summary.maxViolationsReached).toBe(max > 0 && counted >= max);
					expect(summary.violations).toHaveLength(violations.length);
				},
			),
		);
	});

	it("writes each violation as its text with its away duration", () => {
		const summary = buildViolationSummary(
			[{ type: "tab_switch", awayMs: 3200, at: "2025-06-14T10:00:00.000Z", counted: true }],
			{ maxViolations: 1, submissionReason: "max_violations" },
		);
		expect(summary).toMatchObject({
			violations: [
				{
					violation: "Switched to another tab or window",
					awayDuration: 3200,
					at: "2025-06-14T10:00:00.000Z",
				},
			],
			violationCount: 1,
			maxViolationsReached: true,
			submissionReason: "max_violations",
		});
	});
});

describe("the credibility index", () => {
	it("is High with no flags, and when every flag is dismissed", () => {
		expect(credibilityOf([]).level).toBe("High");
		fc.assert(
			fc.property(fc.nat(50), (n) => credibilityOf(Array<ReviewState>(n).fill("dismissed")).level === "High"),
		);
	});

	it("follows the written rule at its edges", () => {
		expect(credibilityOf(["confirmed"]).level).toBe("High");
		expect(credibilityOf(["confirmed", "unreviewed"]).level).toBe("Medium");
		expect(credibilityOf(["unreviewed", "unreviewed", "unreviewed", "unreviewed", "unreviewed"]).level).toBe(
			"Medium",
		);
		expect(credibilityOf(["confirmed", "confirmed", "confirmed"]).level).toBe("Low");
		expect(CREDIBILITY_RULE_TEXT.join(" ")).toContain("High: 2 points or fewer");
	});

	it("never falls when a flag is dismissed, and never rises when one is confirmed", () => {
		fc.assert(
			fc.property(reviewsArb, fc.nat(), (reviews, pick) => {
				fc.pre(reviews.length > 0);
				const i = pick % reviews.length;
				const before = credibilityOf(reviews);
				const dismissed = credibilityOf(reviews.map((r, j) => (j === i ? "dismissed" : r)));
				const confirmed = credibilityOf(reviews.map((r, j) => (j === i ? "confirmed" : r)));
				expect(rank(dismissed.level)).toBeLessThanOrEqual(rank(before.level));
				expect(rank(confirmed.level)).toBeGreaterThanOrEqual(rank(before.level));
				expect(before.confirmed + before.unreviewed + before.dismissed).toBe(reviews.length);
			}),
		);
	});
});
