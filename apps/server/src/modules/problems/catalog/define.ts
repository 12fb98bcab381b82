import type { CodeLanguage, ProblemDifficulty, ProblemExample, ProblemTopic } from "@unnati/contracts";

/** One test: what the program reads and the output it must print. */
export type ProblemTest = { input: string; output: string };

/**
 * A problem of the DSA practice area, written for Unnati. Problems live in code (one file per
 * problem under catalog/<topic>/), so a change to a problem is reviewed like code, and the
 * catalogue test runs every reference solution through the real judge against every test.
 */
export type ProblemDefinition = {
	/** The slug in /question/{id}; unique across the catalogue. */
	id: string;
	title: string;
	topic: ProblemTopic;
	difficulty: ProblemDifficulty;
	/** Plain text; paragraphs separated by blank lines. */
	statement: string;
	inputFormat: string;
	outputFormat: string;
	constraints: string[];
	/** Shown to the student and used as the sample tests of a Run. */
	examples: ProblemExample[];
	/**
	 * Never sent to a browser. At least 10, covering edge cases (smallest inputs, duplicates,
	 * negatives, empty results) and performance cases at the constraints' upper bounds, which a
	 * naive solution fails on time. A function is called once and its result cached; large inputs
	 * are generated with `seededRandom` so every run sees the same tests.
	 */
	hiddenTests: ProblemTest[] | (() => ProblemTest[]);
	/** Per test, for the fastest languages; Java and Python get the multipliers in judging. */
	timeLimitMs: number;
	memoryLimitMb: number;
	/** Numbers in the output may differ by this much (absolute or relative); absent for exact output. */
	floatTolerance?: number;
	/**
	 * A special checker in Python, for a problem with more than one right output (see JudgeRequest in
	 * code-runner/sandbox/judge.ts): given the test's input, its expected output and the program's,
	 * it exits 0 to accept and 1 to reject. Absent: outputs are compared.
	 */
	checker?: string;
	/** The reference solution, which must be Accepted on every example and hidden test. */
	reference: { language: CodeLanguage; source: string };
};

export function defineProblem(problem: ProblemDefinition): ProblemDefinition {
	return problem;
}

/** A small deterministic generator (mulberry32) for test data: the same seed, the same tests. */
export function seededRandom(seed: number) {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	return {
		next,
		/** An integer in [min, max]. */
		int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
		pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
	};
}
