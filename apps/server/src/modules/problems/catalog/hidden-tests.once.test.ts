import { performance } from "node:perf_hooks";
import { describe, expect, it, vi } from "vitest";
import { createHiddenTests } from "./hidden-tests";
import { findProblem, hiddenTestsOf, type ProblemDefinition, type ProblemTest } from "./index";

const generated = (id: string): ProblemDefinition => {
	const problem = findProblem(id);
	if (!problem || Array.isArray(problem.hiddenTests)) throw new Error(`${id} has no generated hidden tests`);
	return problem;
};
const generateHere = (problem: ProblemDefinition) => (problem.hiddenTests as () => ProblemTest[])();

describe("generated hidden tests", () => {
	it("are made off the event loop: the server goes on answering while a problem's tests are built", {
		timeout: 300_000,
	}, async () => {
		// Generated on the event loop, this second or so of work would keep it busy the whole time
		// (utilization near 1, and every request waits); off it, the loop is mostly idle, waiting.
		// A share of the loop's time, not a duration, so a slow or busy machine does not change it.
		// A cache of its own: the process's may already hold these tests from another file (the files
		// of a worker share a process), and awaiting a kept result measures nothing.
		const problem = generated("rank-disagreement");
		const generate = vi.spyOn(problem as { hiddenTests: () => ProblemTest[] }, "hiddenTests");
		const before = performance.eventLoopUtilization();
		const tests = await createHiddenTests()(problem);
		const { utilization } = performance.eventLoopUtilization(before);
		expect(tests.length).toBeGreaterThanOrEqual(10);
		expect(utilization).toBeLessThan(0.5);
		expect(generate).not.toHaveBeenCalled();
		generate.mockRestore();
	});

	it("are exactly what the problem's generator makes, so every judging sees the same data", {
		timeout: 300_000,
	}, async () => {
		for (const id of ["rank-disagreement", "library-staircase-ways", "capstone-project-allocation"]) {
			const problem = generated(id);
			expect(await hiddenTestsOf(problem), id).toEqual(generateHere(problem));
		}
	});

	it("are generated once per process and kept", { timeout: 300_000 }, async () => {
		const problem = generated("hostel-water-tanks");
		const [first, second] = await Promise.all([hiddenTestsOf(problem), hiddenTestsOf(problem)]);
		expect(second).toBe(first);
		expect(await hiddenTestsOf(problem)).toBe(first);
	});

	it("are the written tests themselves for a problem that lists them", async () => {
		const written = (await import("./index")).CATALOG.find((problem) => Array.isArray(problem.hiddenTests));
		if (written) expect(await hiddenTestsOf(written)).toBe(written.hiddenTests);
	});
});
