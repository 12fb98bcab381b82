import type {
	ProblemDetail,
	ProblemList,
	ProblemRunResult,
	ProblemSummary,
	Submission,
	TestResult,
} from "@unnati/contracts";

// Small factories for the DSA practice screens' tests: realistic shapes, any field overridden.

export function makeSummary(overrides: Partial<ProblemSummary> = {}): ProblemSummary {
	return {
		id: "pair-sum-count",
		title: "Pair Sum Count",
		topic: "hashing",
		difficulty: "easy",
		solved: false,
		attempted: false,
		acceptance_rate: null,
		...overrides,
	};
}

export const catalogue: ProblemSummary[] = [
	makeSummary({ solved: true, attempted: true, acceptance_rate: 62.5 }),
	makeSummary({
		id: "balanced-brackets",
		title: "Balanced Brackets",
		topic: "stacks-queues",
		difficulty: "easy",
	}),
	makeSummary({
		id: "longest-increasing-subsequence",
		title: "Longest Increasing Subsequence",
		topic: "dynamic-programming",
		difficulty: "medium",
		attempted: true,
		acceptance_rate: 20,
	}),
	makeSummary({
		id: "shortest-path-grid",
		title: "Shortest Path in a Grid",
		topic: "graphs",
		difficulty: "hard",
	}),
];

export function makeList(problems: ProblemSummary[] = catalogue): ProblemList {
	const tally = (difficulty: ProblemSummary["difficulty"]) => {
		const own = problems.filter((problem) => problem.difficulty === difficulty);
		return { solved: own.filter((problem) => problem.solved).length, total: own.length };
	};
	return {
		problems,
		progress: {
			solved: problems.filter((problem) => problem.solved).length,
			total: problems.length,
			by_difficulty: { easy: tally("easy"), medium: tally("medium"), hard: tally("hard") },
		},
	};
}

export function makeDetail(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
	return {
		id: "pair-sum-count",
		title: "Pair Sum Count",
		topic: "hashing",
		difficulty: "easy",
		statement: "Given n integers and a target k, count the pairs i < j with a[i] + a[j] = k.",
		input_format: "The first line holds n and k. The second line holds n integers.",
		output_format: "Print the number of pairs.",
		constraints: ["1 ≤ n ≤ 200000", "-10^9 ≤ a[i], k ≤ 10^9"],
		examples: [
			{ input: "4 5\n1 4 2 3\n", output: "2\n", explanation: "1 + 4 and 2 + 3." },
			{ input: "3 2\n1 1 1\n", output: "3\n" },
		],
		time_limit_ms: 1000,
		memory_limit_mb: 256,
		starters: {
			c: "#include <stdio.h>\n\nint main(void) {\n    return 0;\n}\n",
			cpp: "#include <bits/stdc++.h>\nusing namespace std;\n\nint main() {\n}\n",
			java: "import java.util.*;\n\npublic class Main {\n    public static void main(String[] args) {\n    }\n}\n",
			python: "import sys\n\ndata = sys.stdin.read().split()\n",
			javascript: 'const data = require("fs").readFileSync(0, "utf8").split(/\\s+/);\n',
		},
		solved: false,
		...overrides,
	};
}

export function makeTest(overrides: Partial<TestResult> = {}): TestResult {
	return {
		index: 0,
		status: "Accepted",
		time_ms: 8,
		memory_kb: 9200,
		input: "4 5\n1 4 2 3\n",
		expected: "2\n",
		stdout: "2\n",
		stderr: "",
		...overrides,
	};
}

export function makeRunResult(overrides: Partial<ProblemRunResult> = {}): ProblemRunResult {
	return {
		mode: "samples",
		compile_output: "",
		compile_failure: null,
		results: [
			makeTest(),
			makeTest({ index: 1, status: "Wrong Answer", input: "3 2\n1 1 1\n", expected: "3\n", stdout: "1\n" }),
		],
		...overrides,
	};
}

export function makeSubmission(overrides: Partial<Submission> = {}): Submission {
	return {
		submission_id: "sub-1",
		problem_id: "pair-sum-count",
		language: "python",
		verdict: "Accepted",
		passed: 12,
		total: 12,
		time_ms: 48,
		memory_kb: 10240,
		created_at: "2026-11-23T09:30:00.000Z",
		compile_output: "",
		sample_results: [
			makeTest(),
			makeTest({ index: 1, input: "3 2\n1 1 1\n", expected: "3\n", stdout: "3\n" }),
		],
		first_failure: null,
		source: "print(2)\n",
		...overrides,
	};
}
