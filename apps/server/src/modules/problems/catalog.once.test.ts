import { LANGUAGES, PROBLEM_DIFFICULTIES, PROBLEM_TOPICS, problemIdSchema } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { judge } from "../code-runner/sandbox/judge";
import { CATALOG, findProblem, hiddenTestsOf, TIME_MULTIPLIERS, timeLimitFor } from "./catalog";
import { hiddenJudgeTestsOf, limitsFor, sampleTestsOf } from "./judging";

const MB = 1024 * 1024;
/** Two problems judged at once: the machine has two cores and each run is CPU-bound. */
const PARALLEL = 2;

function semaphore(slots: number) {
	let free = slots;
	const waiting: (() => void)[] = [];
	return async <T>(task: () => Promise<T>): Promise<T> => {
		if (free > 0) free--;
		else await new Promise<void>((resolve) => waiting.push(resolve));
		try {
			return await task();
		} finally {
			const next = waiting.shift();
			if (next) next();
			else free++;
		}
	};
}

describe("the problem catalogue", () => {
	// The first look at the hidden tests generates them all: a few seconds on a quiet machine.
	it("holds problems with unique slug ids, valid topics and difficulties, samples and at least ten hidden tests", {
		timeout: 300_000,
	}, async () => {
		expect(CATALOG.length).toBeGreaterThan(0);
		const ids = CATALOG.map((problem) => problem.id);
		expect(new Set(ids).size, "duplicate ids").toBe(ids.length);
		for (const problem of CATALOG) {
			const where = `problem ${problem.id}`;
			expect(problemIdSchema.safeParse(problem.id).success, where).toBe(true);
			expect(findProblem(problem.id), where).toBe(problem);
			expect(PROBLEM_TOPICS, where).toContain(problem.topic);
			expect(PROBLEM_DIFFICULTIES, where).toContain(problem.difficulty);
			expect(LANGUAGES, where).toContain(problem.reference.language);
			for (const text of [problem.title, problem.statement, problem.inputFormat, problem.outputFormat])
				expect(text.trim().length, where).toBeGreaterThan(0);
			expect(problem.constraints.length, where).toBeGreaterThan(0);
			expect(problem.examples.length, where).toBeGreaterThanOrEqual(1);
			expect((await hiddenTestsOf(problem)).length, where).toBeGreaterThanOrEqual(10);
			expect(problem.timeLimitMs, where).toBeGreaterThan(0);
			expect(problem.memoryLimitMb, where).toBeGreaterThan(0);
		}
	});

	it("keeps every test under a megabyte of input and of expected output, and generates each once", async () => {
		for (const problem of CATALOG) {
			const tests = await hiddenTestsOf(problem);
			expect(await hiddenTestsOf(problem), problem.id).toBe(tests);
			tests.forEach((test, index) => {
				const where = `${problem.id}, hidden test ${index + 1}`;
				expect(Buffer.byteLength(test.input), where).toBeLessThan(MB);
				expect(Buffer.byteLength(test.output), where).toBeLessThan(MB);
				expect(test.output.trim().length, `${where} expects no output`).toBeGreaterThan(0);
			});
		}
	});

	it("gives slower languages more time, in proportion to the problem's limit", () => {
		for (const problem of CATALOG) {
			expect(timeLimitFor(problem, "cpp")).toBe(problem.timeLimitMs);
			expect(timeLimitFor(problem, "python")).toBe(Math.round(problem.timeLimitMs * TIME_MULTIPLIERS.python));
		}
	});
});

describe("every reference solution is Accepted by the real judge on every example and hidden test", () => {
	const slot = semaphore(PARALLEL);
	it.concurrent.each(CATALOG.map((problem) => [problem.id, problem] as const))(
		"%s",
		async (_id, problem) => {
			const samples = sampleTestsOf(problem);
			const tests = [...samples, ...(await hiddenJudgeTestsOf(problem))];
			const { language, source } = problem.reference;
			const result = await slot(() =>
				judge({
					language,
					source,
					tests,
					// CPU time decides the verdict; the wall clock only guards against a sleeping program, and
					// a machine shared with other test runs stretches it, so it gets room here.
					limits: { ...limitsFor(problem, language), wallMs: 60_000 },
					...(problem.floatTolerance === undefined ? {} : { floatTolerance: problem.floatTolerance }),
					...(problem.checker === undefined ? {} : { checker: problem.checker }),
				}),
			);
			expect(result.compileFailure, `${problem.id}: ${result.compileOutput}`).toBeNull();
			const failures = result.tests.flatMap((outcome, index) => {
				if (outcome.status === "Accepted") return [];
				const name =
					index < samples.length ? `example ${index + 1}` : `hidden test ${index - samples.length + 1}`;
				return [
					`${problem.id}, ${name}: ${outcome.status} (${outcome.time_ms} ms) ${outcome.stderr.slice(0, 300)}`,
				];
			});
			expect(failures).toEqual([]);
			expect(result.tests).toHaveLength(tests.length);
		},
		600_000,
	);
});
