import { describe, expect, it } from "vitest";
import { createCodeRunner, MB } from "../code-runner";
import { LAB_CONTENT } from "./content";

// Every lab written for Unnati, judged for real: each step's reference program passes all of its
// tests, and its starter passes none of the hidden ones, so the tests check the task.
describe("the labs' content", () => {
	const runner = createCodeRunner();

	it("has at least two labs in each of the DSA, full stack and AI courses, each of 3 to 5 steps", () => {
		for (const course of ["dsa-foundations", "full-stack-web-foundations", "ai-machine-learning-foundations"])
			expect(LAB_CONTENT.filter((lab) => lab.courseSlug === course).length).toBeGreaterThanOrEqual(2);
		for (const lab of LAB_CONTENT) {
			expect(lab.steps.length).toBeGreaterThanOrEqual(3);
			expect(lab.steps.length).toBeLessThanOrEqual(5);
		}
		expect(new Set(LAB_CONTENT.map((lab) => lab.slug)).size).toBe(LAB_CONTENT.length);
	});

	for (const lab of LAB_CONTENT)
		for (const [index, step] of lab.steps.entries())
			it(`${lab.slug} step ${index + 1}: the reference passes every test and the starter does not`, async () => {
				const tests = [...step.examples, ...step.hidden].map((test) => ({
					stdin: test.input,
					expected: test.output,
				}));
				const base = {
					language: lab.language,
					limits: { cpuMs: step.cpuMs, wallMs: step.cpuMs * 2 + 3000, memoryBytes: 256 * MB },
					...(step.floatTolerance === undefined ? {} : { floatTolerance: step.floatTolerance }),
				};
				const reference = await runner.judge({ ...base, source: step.solution, tests });
				expect(reference.compileFailure).toBeNull();
				expect(reference.tests.map((test) => test.status)).toEqual(tests.map(() => "Accepted"));
				const starter = await runner.judge({
					...base,
					source: step.starter,
					tests: tests.slice(step.examples.length),
				});
				expect(starter.tests.every((test) => test.status !== "Accepted")).toBe(true);
			});
});
