import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	BAND_RULES,
	bandOf,
	COMPONENT_RULES,
	type ComponentScores,
	certificatesScore,
	dsaScore,
	examsScore,
	interviewsScore,
	learningScore,
	READINESS_COMPONENTS,
	readinessScore,
	readyFor,
	resumeScore,
} from "./rules";

const component = fc.integer({ min: 0, max: 100 });
const components = fc.record(
	Object.fromEntries(READINESS_COMPONENTS.map((key) => [key, component])) as Record<
		keyof ComponentScores,
		typeof component
	>,
);

describe("the readiness score", () => {
	it("weighs the six components with weights that add up to 100", () => {
		expect(READINESS_COMPONENTS.reduce((sum, key) => sum + COMPONENT_RULES[key].weight, 0)).toBe(100);
	});

	it("is the weighted sum, rounded: a hand-worked case", () => {
		// 15×40 + 20×72 + 20×35 + 15×60 + 20×55 + 10×25 = 600 + 1440 + 700 + 900 + 1100 + 250 = 4990
		expect(
			readinessScore({ learning: 40, exams: 72, dsa: 35, interviews: 60, resume: 55, certificates: 25 }),
		).toBe(50);
	});

	it("stays within 0–100 and never falls when a component rises", () => {
		fc.assert(
			fc.property(components, fc.constantFrom(...READINESS_COMPONENTS), component, (scores, key, raise) => {
				const score = readinessScore(scores);
				expect(score).toBeGreaterThanOrEqual(0);
				expect(score).toBeLessThanOrEqual(100);
				const higher = { ...scores, [key]: Math.max(scores[key], raise) };
				expect(readinessScore(higher)).toBeGreaterThanOrEqual(score);
			}),
		);
	});

	it("puts every score in exactly the band its minimum says", () => {
		fc.assert(
			fc.property(component, (score) => {
				const band = bandOf(score);
				expect(score).toBeGreaterThanOrEqual(BAND_RULES[band].min);
			}),
		);
		expect([bandOf(70), bandOf(69), bandOf(50), bandOf(49)]).toEqual([
			"ready",
			"nearly",
			"nearly",
			"attention",
		]);
	});
});

describe("the components", () => {
	it("count lessons and courses up to their caps", () => {
		expect(learningScore({ lessons: 0, courses: 0 })).toBe(0);
		expect(learningScore({ lessons: 12, courses: 1 })).toBe(44);
		expect(learningScore({ lessons: 200, courses: 9 })).toBe(100);
	});

	it("average only the latest five exams", () => {
		expect(examsScore([])).toBe(0);
		expect(examsScore([80, 60, 70, 90, 50, 0, 0])).toBe(70);
	});

	it("give DSA points by difficulty, capped at 100", () => {
		expect(dsaScore({ easy: 5, medium: 2, hard: 1 })).toBe(37);
		expect(dsaScore({ easy: 40, medium: 0, hard: 0 })).toBe(100);
	});

	it("count missing mock interviews as zeros until there are three", () => {
		expect(interviewsScore([90])).toBe(30);
		expect(interviewsScore([90, 60, 30, 100])).toBe(60);
	});

	it("use the JD matches once the student has applied, completeness before", () => {
		expect(resumeScore({ matches: [], completeness: null })).toBe(0);
		expect(resumeScore({ matches: [], completeness: 75 })).toBe(75);
		expect(resumeScore({ matches: [40, 61], completeness: 100 })).toBe(51);
	});

	it("give 25 points per certificate", () => {
		expect([0, 1, 3, 4, 7].map(certificatesScore)).toEqual([0, 25, 75, 100, 100]);
	});

	it("keep every component within 0–100 for any figures", () => {
		fc.assert(
			fc.property(
				fc.nat(500),
				fc.nat(50),
				fc.array(fc.float({ min: 0, max: 100, noNaN: true })),
				(a, b, list) => {
					for (const value of [
						learningScore({ lessons: a, courses: b }),
						examsScore(list),
						dsaScore({ easy: a, medium: b, hard: a }),
						interviewsScore(list),
						resumeScore({ matches: list, completeness: 50 }),
						certificatesScore(b),
					]) {
						expect(Number.isInteger(value)).toBe(true);
						expect(value).toBeGreaterThanOrEqual(0);
						expect(value).toBeLessThanOrEqual(100);
					}
				},
			),
		);
	});
});

describe("the kinds of drive a student is ready for", () => {
	it("needs every bar of a kind", () => {
		const base = { learning: 0, exams: 0, dsa: 0, interviews: 0, resume: 0, certificates: 0 };
		expect(readyFor(base)).toEqual([]);
		expect(readyFor({ ...base, dsa: 60, interviews: 50, resume: 60 })).toEqual(["product"]);
		expect(readyFor({ ...base, exams: 70, learning: 40, interviews: 50, resume: 60, dsa: 60 })).toEqual([
			"product",
			"service",
			"core",
		]);
		expect(readyFor({ ...base, exams: 69, learning: 100, interviews: 100, resume: 49 })).toEqual([]);
	});
});
