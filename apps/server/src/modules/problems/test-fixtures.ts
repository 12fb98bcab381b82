import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { findProblem, hiddenTestsOf } from "./catalog";

// Shared by the problem tests: one quick problem and Python answers to it, right and wrong.

/** Two samples and ten small-to-large hidden tests, each a few milliseconds in Python. */
export const QUICK_PROBLEM = "same-section-ends";

export const SOLUTIONS = {
	correct: `import sys
from collections import Counter

data = sys.stdin.read().split()
print(sum(c * (c + 1) // 2 for c in Counter(data[1]).values()))
`,
	/** Counts only single students: wrong on both samples. */
	wrongOnSamples: `import sys

data = sys.stdin.read().split()
print(len(data[1]))
`,
	/** Right on the samples, wrong on the first hidden test (a line of one student). */
	wrongOnHidden: `import sys
from collections import Counter

data = sys.stdin.read().split()
line = data[1]
print(0 if len(line) == 1 else sum(c * (c + 1) // 2 for c in Counter(line).values()))
`,
	compileError: `#include <stdio.h>
int main(void) { printf("%d\\n", 1) return 0; }
`,
} as const;

export const problemUrl = (id: string, rest = "") => `/api/problems/${id}${rest}`;

/**
 * Fails when `body` holds any hidden test's input or expected output of `problemId`, as it would
 * appear inside a JSON string. Tests whose text also appears in the public statement or samples
 * (a one-letter input, say) could not leak anything and are skipped.
 */
export async function expectNoHiddenData(body: string, problemId: string): Promise<void> {
	const problem = findProblem(problemId);
	if (!problem) throw new Error(`no problem ${problemId}`);
	const inJson = (text: string) => JSON.stringify(text).slice(1, -1);
	const publicText = JSON.stringify(problem.examples) + JSON.stringify(problem.statement);
	for (const [index, test] of (await hiddenTestsOf(problem)).entries()) {
		for (const text of [test.input, test.output]) {
			const encoded = inJson(text);
			if (encoded.length < 6 || publicText.includes(encoded)) continue;
			expect(body.includes(encoded), `hidden test ${index + 1} of ${problemId} leaked`).toBe(false);
		}
	}
}

export function postAs(app: FastifyInstance, token: string | undefined, url: string, payload: unknown) {
	return app.inject({
		method: "POST",
		url,
		payload: payload as object,
		...(token ? { headers: bearer(token) } : {}),
	});
}

export function getAs(app: FastifyInstance, token: string | undefined, url: string) {
	return app.inject({ method: "GET", url, ...(token ? { headers: bearer(token) } : {}) });
}
