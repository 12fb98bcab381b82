import { describe, expect, it } from "vitest";
import { analyzeMatch } from "./analyze";
import { CORPUS } from "./corpus";
import { extractJob } from "./extract-job";

const NOW = new Date("2026-11-24T06:00:00Z");
const sorted = (values: readonly (string | number)[]) => [...values].map(String).sort();

describe("the match corpus: 20 campus job descriptions and resumes", () => {
	it("has at least 20 cases across software, data, core engineering and sales", () => {
		expect(CORPUS.length).toBeGreaterThanOrEqual(20);
		expect(new Set(CORPUS.map((c) => c.id)).size).toBe(CORPUS.length);
	});

	for (const item of CORPUS) {
		describe(item.id, () => {
			const job = extractJob(item.jd);

			it("extracts the title and the skills a person reads in the description, no more, no fewer", () => {
				expect({
					title: job.title,
					hard: sorted(job.hardSkills),
					tools: sorted(job.tools),
					soft: sorted(job.softSkills),
				}).toEqual({
					title: item.expected.title,
					hard: sorted(item.expected.hard),
					tools: sorted(item.expected.tools),
					soft: sorted(item.expected.soft),
				});
			});

			it("extracts the education and experience requirements", () => {
				expect({
					degrees: sorted(job.education.degrees),
					branches: sorted(job.education.branches),
					minCgpa: job.education.minCgpa,
					minPercentage: job.education.minPercentage,
					batches: sorted(job.education.batches),
					fresher: job.experience.fresher,
					minYears: job.experience.minYears,
				}).toEqual({
					degrees: sorted(item.expected.degrees),
					branches: sorted(item.expected.branches),
					minCgpa: item.expected.minCgpa,
					minPercentage: item.expected.minPercentage,
					batches: sorted(item.expected.batches),
					fresher: item.expected.fresher,
					minYears: item.expected.minYears,
				});
			});

			it("scores the resume by the rule", () => {
				const result = analyzeMatch({ jobDescription: item.jd, text: item.resume, now: NOW });
				expect(result.score).toBe(item.score);
				// The parts add up to the score, and only applicable parts carry points.
				const points = result.parts.reduce((sum, part) => sum + part.points, 0);
				expect(Math.abs(points - result.score)).toBeLessThanOrEqual(0.5);
				for (const part of result.parts) if (!part.applicable) expect(part.points).toBe(0);
			});
		});
	}
});
