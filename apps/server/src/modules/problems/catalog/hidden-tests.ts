import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ProblemDefinition, ProblemTest } from "./define";

// Generating a problem's large hidden tests takes a CPU-second or more. Done on the event loop, it
// would stall every request of the process (exam saves included) on a problem's first judging, so
// it runs in a worker thread (hidden-tests-worker.ts), and the judging that needs the tests awaits them.

type Reply = { id: number; tests: ProblemTest[] } | { id: number; error: string };
type Pending = { resolve: (tests: ProblemTest[]) => void; reject: (error: Error) => void };

/**
 * The worker's entry: the bundled dist/hidden-tests-worker.js beside dist/main.js in a build
 * (build.mjs), or from the TypeScript source through tsx (tests, `npm run dev`).
 */
function workerEntry(): string {
	const here = fileURLToPath(import.meta.url);
	return here.endsWith(".ts")
		? path.join(path.dirname(here), "hidden-tests-worker.source.mjs")
		: path.join(path.dirname(here), "hidden-tests-worker.js");
}

/** One worker for the process, started at the first generation; it does not keep the process alive while idle. */
function createGenerator() {
	let worker: Worker | null = null;
	let nextId = 0;
	const pending = new Map<number, Pending>();

	const failAll = (error: Error) => {
		for (const waiting of pending.values()) waiting.reject(error);
		pending.clear();
		worker = null;
	};
	const start = () => {
		const started = new Worker(workerEntry());
		started.on("message", (reply: Reply) => {
			const waiting = pending.get(reply.id);
			if (!waiting) return;
			pending.delete(reply.id);
			if ("error" in reply) waiting.reject(new Error(reply.error));
			else waiting.resolve(reply.tests);
			if (pending.size === 0) started.unref();
		});
		started.on("error", (error) => {
			if (worker === started) failAll(error);
		});
		started.on("exit", (code) => {
			if (worker === started) failAll(new Error(`the hidden-test generator stopped (exit code ${code})`));
		});
		return started;
	};

	return (problemId: string): Promise<ProblemTest[]> => {
		worker ??= start();
		// Kept alive while a generation is awaited, so a script that awaits one does not exit first.
		worker.ref();
		const id = nextId++;
		const result = new Promise<ProblemTest[]>((resolve, reject) => pending.set(id, { resolve, reject }));
		worker.postMessage({ id, problemId });
		return result;
	};
}

/**
 * A cache of hidden tests with its own generator: the process keeps one (`hiddenTestsOf`); a test
 * makes its own to see a first generation whatever ran before it in the process.
 */
export function createHiddenTests(): (problem: ProblemDefinition) => Promise<readonly ProblemTest[]> {
	let generate: ReturnType<typeof createGenerator> | undefined;
	const generated = new Map<string, Promise<readonly ProblemTest[]>>();
	return (problem) => {
		if (Array.isArray(problem.hiddenTests)) return Promise.resolve(problem.hiddenTests);
		let tests = generated.get(problem.id);
		if (!tests) {
			generate ??= createGenerator();
			tests = generate(problem.id);
			// A failed generation (the worker died) is tried again by the next judging, not kept.
			tests.catch(() => generated.delete(problem.id));
			generated.set(problem.id, tests);
		}
		return tests;
	};
}

/**
 * A problem's hidden tests. A generator runs once per process, in the worker thread, and its tests
 * are kept, so every submission is judged on exactly the same data (the generators are seeded).
 */
export const hiddenTestsOf = createHiddenTests();
