import type { CodeLanguage, TestResult, Verdict } from "@unnati/contracts";
import { AppError } from "../../platform/errors";
import {
	type CodeRunner,
	type JudgeResult,
	type JudgeTest,
	MB,
	type ProcessLimits,
	type RunContext,
	type TestOutcome,
} from "../code-runner";
import { findProblem, hiddenTestsOf, type ProblemDefinition, timeLimitFor } from "./catalog";

/** All judging needs of the runner; a queue-backed runner fits as well as the in-process pool. */
export type ProblemJudge = Pick<CodeRunner, "judge">;

export const PROBLEM_NOT_FOUND = "Problem not found.";

export function problemOrThrow(problemId: string): ProblemDefinition {
	const problem = findProblem(problemId);
	if (!problem) throw new AppError("NOT_FOUND", PROBLEM_NOT_FOUND);
	return problem;
}

/**
 * The sandbox limits of one test of `problem` in `language`. Wall time is generous because a
 * busy machine slows the wall clock, not the CPU time the verdict is based on; it only stops a
 * program that sleeps or waits for input that never comes.
 */
export function limitsFor(problem: ProblemDefinition, language: CodeLanguage): Partial<ProcessLimits> {
	const cpuMs = timeLimitFor(problem, language);
	return { cpuMs, wallMs: cpuMs * 2 + 3000, memoryBytes: problem.memoryLimitMb * MB };
}

export const sampleTestsOf = (problem: ProblemDefinition): JudgeTest[] =>
	problem.examples.map((example) => ({ stdin: example.input, expected: example.output }));

/** The hidden tests as the judge takes them; generated ones are made off the event loop (catalog/hidden-tests.ts). */
export const hiddenJudgeTestsOf = async (problem: ProblemDefinition): Promise<JudgeTest[]> =>
	(await hiddenTestsOf(problem)).map((test) => ({ stdin: test.input, expected: test.output }));

/** One test's result for the wire; `data` is only ever given for samples and custom input. */
export function testResultOf(
	outcome: TestOutcome,
	index: number,
	data?: { input: string; expected?: string },
): TestResult {
	const base = { index, status: outcome.status, time_ms: outcome.time_ms, memory_kb: outcome.memory_kb };
	if (!data) return base;
	return {
		...base,
		input: data.input,
		...(data.expected === undefined ? {} : { expected: data.expected }),
		stdout: outcome.stdout,
		stderr: outcome.stderr,
	};
}

export const firstFailureOf = (tests: readonly TestOutcome[]) => {
	const index = tests.findIndex((test) => test.status !== "Accepted");
	return index < 0 ? null : { index, status: tests[index]?.status as Verdict };
};

export type JudgeRun = {
	problem: ProblemDefinition;
	language: CodeLanguage;
	source: string;
	tests: JudgeTest[];
	stopOnFirstFailure?: boolean;
	/** Who runs it and whether in an exam: the runner shares its pool between people, exams first. */
	by?: RunContext;
};

export function judgeAgainst(runner: ProblemJudge, run: JudgeRun): Promise<JudgeResult> {
	const { problem, language, source, tests, stopOnFirstFailure, by } = run;
	return runner.judge(
		{
			language,
			source,
			tests,
			limits: limitsFor(problem, language),
			...(problem.floatTolerance === undefined ? {} : { floatTolerance: problem.floatTolerance }),
			...(problem.checker === undefined ? {} : { checker: problem.checker }),
			...(stopOnFirstFailure ? { stopOnFirstFailure } : {}),
		},
		by,
	);
}

export type JudgeSummary = { passed: number; total: number; verdict: Verdict };

/**
 * Judges a coding answer against a problem's samples and hidden tests, for the exam engine: how
 * many tests passed and the overall verdict (Accepted, or the first failing test's). Every test
 * runs unless `stopOnFirstFailure`, so an exam may give marks for the share of tests passed.
 * Nothing of the hidden tests leaves this function.
 */
export async function judgeSubmission(
	runner: ProblemJudge,
	problemId: string,
	language: CodeLanguage,
	source: string,
	options: { stopOnFirstFailure?: boolean; by?: RunContext } = {},
): Promise<JudgeSummary> {
	const problem = problemOrThrow(problemId);
	const tests = [...sampleTestsOf(problem), ...(await hiddenJudgeTestsOf(problem))];
	const result = await judgeAgainst(runner, { problem, language, source, tests, ...options });
	if (result.compileFailure) return { passed: 0, total: tests.length, verdict: result.compileFailure };
	const passed = result.tests.filter((test) => test.status === "Accepted").length;
	const failure = firstFailureOf(result.tests);
	if (failure) return { passed, total: tests.length, verdict: failure.status };
	// Fewer results than tests without a failure would be the judge's fault, never an Accepted.
	return { passed, total: tests.length, verdict: passed === tests.length ? "Accepted" : "Internal Error" };
}
