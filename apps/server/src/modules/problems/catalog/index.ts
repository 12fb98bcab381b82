import type { CodeLanguage } from "@unnati/contracts";
import { arraysProblems } from "./arrays";
import { binarySearchProblems } from "./binary-search";
import type { ProblemDefinition } from "./define";
import { dynamicProgrammingProblems } from "./dynamic-programming";
import { graphsProblems } from "./graphs";
import { greedyProblems } from "./greedy";
import { hashingProblems } from "./hashing";
import { linkedListsProblems } from "./linked-lists";
import { sortingProblems } from "./sorting";
import { stacksQueuesProblems } from "./stacks-queues";
import { stringsProblems } from "./strings";
import { treesProblems } from "./trees";
import { twoPointersProblems } from "./two-pointers";

export type { ProblemDefinition, ProblemTest } from "./define";
export { hiddenTestsOf } from "./hidden-tests";

/** Every practice problem, in the order of PROBLEM_TOPICS; within a topic, as its index lists them. */
export const CATALOG: readonly ProblemDefinition[] = [
	...arraysProblems,
	...stringsProblems,
	...hashingProblems,
	...twoPointersProblems,
	...sortingProblems,
	...binarySearchProblems,
	...stacksQueuesProblems,
	...linkedListsProblems,
	...treesProblems,
	...graphsProblems,
	...greedyProblems,
	...dynamicProgrammingProblems,
];

const byId = new Map(CATALOG.map((problem) => [problem.id, problem]));

/** The problem with this slug, or undefined for a slug the catalogue does not hold. */
export function findProblem(id: string): ProblemDefinition | undefined {
	return byId.get(id);
}

/**
 * How much longer than C and C++ a language may take on the same test. A problem's limit is set
 * for C/C++; these cover the JVM's start-up and JIT warm-up (Java), V8's start-up (JavaScript) and
 * CPython's interpreter overhead on an O(n log n) solution with fast I/O (Python). They are kept
 * small enough that an O(n²) solution still fails the performance tests in every language.
 */
export const TIME_MULTIPLIERS: Record<CodeLanguage, number> = {
	c: 1,
	cpp: 1,
	java: 2,
	javascript: 1.5,
	python: 3,
};

/** The CPU time a submission in `language` gets per test. */
export function timeLimitFor(problem: ProblemDefinition, language: CodeLanguage): number {
	return Math.round(problem.timeLimitMs * TIME_MULTIPLIERS[language]);
}
