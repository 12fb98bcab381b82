import { writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { CODE_MESSAGES, type CodeLanguage, type RunResult, type Verdict } from "@unnati/contracts";
import { type Cgroups, detectCgroups } from "./cgroups";
import { outputsMatch } from "./compare";
import { RECIPES, withPch } from "./languages";
import { COMPILE_LIMITS, DEFAULT_RUN_LIMITS, DISPLAY_BYTES, MB, type ProcessLimits } from "./limits";
import { type ProcessOutcome, runSandboxed, type SandboxRun } from "./process";
import {
	makeRunDirectory,
	type RunDirectory,
	type SandboxFactory,
	startWaitingSandbox,
	takeSpare,
	type WaitingSandbox,
} from "./standby";
import { builtPch, ensureLauncher, ensurePch } from "./toolchain";
import { classify } from "./verdict";

export type JudgeTest = { stdin: string; expected?: string };

export type JudgeRequest = {
	language: CodeLanguage;
	source: string;
	tests: readonly JudgeTest[];
	limits?: Partial<ProcessLimits>;
	/** Numbers in the output may differ from the expected ones by this much (absolute or relative). */
	floatTolerance?: number;
	/** Stop at the first test that is not Accepted; later tests are not run. */
	stopOnFirstFailure?: boolean;
	/**
	 * A special checker, in Python, for problems with more than one right output: it reads JSON
	 * `{ "input", "expected", "output" }` on stdin and exits 0 to accept, 1 to reject; anything else
	 * is its own failure (Internal Error). It runs in the sandbox like any program.
	 */
	checker?: string;
};

/** A checker's room: it reads a test and an output, and decides. */
const CHECKER_LIMITS: Partial<ProcessLimits> = { cpuMs: 5000, wallMs: 10_000, memoryBytes: 512 * MB };

/** The special checker's word on one output that ran cleanly. */
async function checkerVerdict(
	checker: string,
	test: { stdin: string; expected: string },
	output: string,
	options: JudgeOptions,
): Promise<Verdict> {
	const { onWorkDir: _unused, ...rest } = options;
	const result = await runOnce(
		{
			language: "python",
			source: checker,
			stdin: JSON.stringify({ input: test.stdin, expected: test.expected, output }),
			limits: CHECKER_LIMITS,
		},
		rest,
	);
	if (result.status === "Accepted") return "Accepted";
	return result.exit_code === 1 && result.signal === null ? "Wrong Answer" : "Internal Error";
}

export type TestOutcome = Omit<RunResult, "compile_output">;

export type JudgeResult = {
	/** Null when the source compiled (or needs no compiling); otherwise why the tests did not run. */
	compileFailure: "Compilation Error" | "Internal Error" | null;
	compileOutput: string;
	tests: TestOutcome[];
};

export type JudgeOptions = {
	cgroups?: Cgroups;
	/** Use the compiled launcher when it can be built (the default); false launches through the shell. */
	launcher?: boolean;
	/** Compile C++ that includes bits/stdc++.h against its precompiled header once that is built. */
	precompiledHeaders?: boolean;
	/** Where per-run directories are made; they are removed when the judging ends. */
	tmpRoot?: string;
	/** Called with each run's directory as it is made, so tests can check that it is gone afterwards. */
	onWorkDir?: (dir: string) => void;
};

/** Cuts text to what a person can read in a result panel, marking the cut. */
export function truncate(text: string, maxBytes = DISPLAY_BYTES): string {
	const bytes = Buffer.from(text, "utf8");
	if (bytes.length <= maxBytes) return text;
	return (
		bytes
			.subarray(0, maxBytes)
			.toString("utf8")
			.replace(/\uFFFD$/, "") + CODE_MESSAGES.outputTruncated
	);
}

/** True when the sandbox failed before the program ran: no usage was ever reported. */
const neverRan = (outcome: ProcessOutcome) =>
	outcome.internalError !== null && outcome.cpuMs === 0 && outcome.memoryKb === 0;

/**
 * The sandboxes of one judging, all on its run directory. With the compiled launcher each step's
 * sandbox is started while the step before it runs, so a judging waits for bwrap at most once (not
 * at all when it adopted a spare). Through the shell launcher every step starts its own.
 */
function stepsOn(
	directory: RunDirectory,
	cgroups: Cgroups,
	factory: SandboxFactory | null,
	first: WaitingSandbox | null,
	steps: number,
) {
	let next = first;
	let taken = 0;
	let sequence = 0;
	const start = (made: SandboxFactory) => startWaitingSandbox(made, directory, String(sequence++));
	return {
		/** Runs one step; `build` learns whether its sandbox shows the precompiled header. */
		async run(build: (pch: boolean) => SandboxRun): Promise<ProcessOutcome> {
			taken++;
			if (!factory) {
				const run = build(false);
				return runSandboxed({
					...run,
					workDir: directory.work,
					metaFile: path.join(directory.dir, `meta-${sequence++}`),
					cgroup: cgroups.acquire(run.cgroupMemory, run.limits.processes + 16),
					launcher: null,
				});
			}
			let current = next?.usable ? next : null;
			if (!current) next?.discard();
			current ??= start(factory);
			next = taken < steps ? start(factory) : null;
			const outcome = await current.run(build(current.pch));
			if (!neverRan(outcome)) return outcome;
			// A sandbox that died while it waited is replaced once by one started now.
			const fresh = start(factory);
			return fresh.run(build(fresh.pch));
		},
		discard() {
			next?.discard();
		},
	};
}

/** Compiles once, then runs every test in the same sandboxed directory, which is removed afterwards. */
export async function judge(request: JudgeRequest, options: JudgeOptions = {}): Promise<JudgeResult> {
	const recipe = RECIPES[request.language];
	const limits: ProcessLimits = { ...DEFAULT_RUN_LIMITS, ...request.limits };
	const cgroups = options.cgroups ?? detectCgroups();
	const launcher = options.launcher === false ? null : await ensureLauncher();
	const wantsPch =
		(recipe.wantsPch?.(request.source) ?? false) &&
		(options.precompiledHeaders ?? process.env.UNNATI_SANDBOX_PCH !== "off");
	// The first submission that wants the header starts its build and compiles without it.
	if (wantsPch) void ensurePch();
	const factory = launcher ? { launcher, cgroups, pch: builtPch() } : null;
	// Spares are made with the defaults, so only a judging that asks for nothing else adopts one.
	const spare =
		launcher && options.cgroups === undefined && options.tmpRoot === undefined
			? takeSpare(() => ({ launcher, cgroups: detectCgroups(), pch: builtPch() }))
			: null;
	const directory = spare ?? makeRunDirectory(options.tmpRoot ?? tmpdir());
	options.onWorkDir?.(directory.dir);
	const steps = stepsOn(
		directory,
		cgroups,
		factory,
		spare?.sandbox ?? null,
		(recipe.compile ? 1 : 0) + request.tests.length,
	);

	try {
		writeFileSync(path.join(directory.work, recipe.fileName), request.source, { mode: 0o644 });
		let compileOutput = "";
		if (recipe.compile) {
			const compile = recipe.compile;
			const compiled = await steps.run((pch) => ({
				argv: wantsPch && pch ? withPch(compile) : compile,
				stdin: "",
				limits: COMPILE_LIMITS,
				addressSpace: request.language === "java" ? null : COMPILE_LIMITS.memoryBytes,
				cgroupMemory: COMPILE_LIMITS.memoryBytes,
			}));
			compileOutput = truncate(`${compiled.stdout}${compiled.stderr}`);
			if (compiled.internalError) return { compileFailure: "Internal Error", compileOutput, tests: [] };
			if (compiled.timedOut || compiled.outputExceeded || compiled.signal || compiled.exitCode !== 0)
				return { compileFailure: "Compilation Error", compileOutput, tests: [] };
		}

		const runLimits = { ...limits, processes: limits.processes + recipe.runtimeThreads };
		const addressSpace = recipe.addressSpace(limits.memoryBytes);
		// The JVM's own code, metaspace and thread stacks sit beside its -Xmx heap.
		const cgroupMemory = limits.memoryBytes + (request.language === "java" ? 256 * MB : 64 * MB);
		const tests: TestOutcome[] = [];
		for (const test of request.tests) {
			const outcome = await steps.run(() => ({
				argv: recipe.run(limits.memoryBytes),
				stdin: test.stdin,
				limits: runLimits,
				addressSpace,
				cgroupMemory,
			}));
			const verdict: Verdict =
				classify(outcome, limits) ??
				(test.expected === undefined
					? "Accepted"
					: request.checker !== undefined
						? await checkerVerdict(
								request.checker,
								{ stdin: test.stdin, expected: test.expected },
								outcome.stdout,
								options,
							)
						: outputsMatch(outcome.stdout, test.expected, request.floatTolerance)
							? "Accepted"
							: "Wrong Answer");
			tests.push({
				status: verdict,
				stdout: truncate(outcome.stdout),
				stderr: truncate(outcome.internalError ?? outcome.stderr),
				time_ms: verdict === "Time Limit Exceeded" && outcome.timedOut ? outcome.wallMs : outcome.cpuMs,
				memory_kb: outcome.memoryKb,
				exit_code: outcome.exitCode,
				signal: outcome.signal,
			});
			if (request.stopOnFirstFailure && verdict !== "Accepted") break;
		}
		return { compileFailure: null, compileOutput, tests };
	} finally {
		steps.discard();
		// Asynchronous: a program may have left thousands of files, and the event loop serves others meanwhile.
		await rm(directory.dir, { recursive: true, force: true });
	}
}

export type RunOnceRequest = {
	language: CodeLanguage;
	source: string;
	stdin: string;
	limits?: Partial<ProcessLimits>;
};

/** A plain run on one input with no expected output: the shape POST /api/code/run answers with. */
export async function runOnce(request: RunOnceRequest, options: JudgeOptions = {}): Promise<RunResult> {
	const { language, source, stdin, limits } = request;
	const result = await judge(
		{ language, source, tests: [{ stdin }], ...(limits ? { limits } : {}) },
		options,
	);
	const empty = { stdout: "", stderr: "", time_ms: 0, memory_kb: 0, exit_code: null, signal: null };
	if (result.compileFailure)
		return { ...empty, status: result.compileFailure, compile_output: result.compileOutput };
	const test = result.tests[0] ?? { ...empty, status: "Internal Error" as const };
	return { ...test, compile_output: result.compileOutput };
}
