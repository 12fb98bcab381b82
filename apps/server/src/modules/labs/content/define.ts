import type { CodeLanguage } from "@unnati/contracts/code";

/** One test of a step: the input the program reads and the output it must print. */
export type LabTest = { input: string; output: string };

/** One step as authored: instructions (Markdown), a starter program and the tests that check it. */
export type LabStepDefinition = {
	title: string;
	instructions: string;
	starter: string;
	/** Shown to the student with their program's output when they submit. */
	examples: LabTest[];
	/** Never leave the server; the student only learns how many passed and the first failure's verdict. */
	hidden: LabTest[];
	/** Per test CPU time; kept small so a naive solution is told apart where the step asks for speed. */
	cpuMs: number;
	/** Memory limit per test in MB; 256 when absent (the labs written in git use the default). */
	memoryMb?: number;
	/** Numbers in the output may differ by this much (absolute or relative); absent for exact output. */
	floatTolerance?: number;
	/** A correct program: the content test and the authoring check prove the tests with it. */
	solution: string;
};

export type LabDefinition = {
	slug: string;
	/** The learning course the lab belongs to (learning's course slug). */
	courseSlug: string;
	title: string;
	summary: string;
	minutes: number;
	language: CodeLanguage;
	objectives: string[];
	prerequisites: string[];
	steps: LabStepDefinition[];
};

/** Builds a step's tests from inputs and a reference answer, so no expected output is typed by hand. */
export const testsOf = (solve: (input: string) => string, inputs: readonly string[]): LabTest[] =>
	inputs.map((input) => ({ input, output: solve(input) }));

/** A small deterministic generator (mulberry32), so generated tests are the same on every start. */
export function seeded(seed: number) {
	let state = seed >>> 0;
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
	const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
	const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
	return { next, int, pick };
}

export const lines = (text: string) => text.split("\n").filter((line) => line.trim() !== "");
export const numbers = (line: string | undefined) =>
	(line ?? "").trim().split(/\s+/).filter(Boolean).map(Number);
