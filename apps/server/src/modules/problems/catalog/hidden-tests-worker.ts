import { parentPort } from "node:worker_threads";
import type { ProblemTest } from "./define";
import { findProblem } from "./index";

// The worker thread of hidden-tests.ts: runs a problem's seeded generator, off the server's event
// loop, and sends the tests back. The same generator, the same seed: the same tests as anywhere.

parentPort?.on("message", ({ id, problemId }: { id: number; problemId: string }) => {
	try {
		const problem = findProblem(problemId);
		if (!problem || Array.isArray(problem.hiddenTests))
			throw new Error(`Problem ${problemId} has no generated hidden tests.`);
		parentPort?.postMessage({ id, tests: (problem.hiddenTests as () => ProblemTest[])() });
	} catch (error) {
		parentPort?.postMessage({ id, error: (error as Error).message });
	}
});
