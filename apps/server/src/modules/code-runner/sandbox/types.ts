import type { RunCgroup } from "./cgroups";
import type { ProcessLimits } from "./limits";

// The sandbox's shapes, apart from process.ts and launch.ts so that both read them without importing each other.

/** What a sandbox is, fixed when it starts. */
export type SandboxSetup = {
	/** Host directory bound read-write as /work, the program's only writable place besides a small /tmp. */
	workDir: string;
	/** Host file the program's usage is reported into, outside workDir; the program never sees it. */
	metaFile: string;
	/** The run's cgroups, joined before root is dropped; the sandbox releases them when it ends. */
	cgroup: RunCgroup | null;
	/** The compiled launcher (launcher.c), or null to launch through sh, setpriv, time and prlimit. */
	launcher: string | null;
	/** Host directories or files shown read-only inside the sandbox, by their path there. */
	readOnly?: readonly { host: string; inside: string }[];
};

/** What it runs, which a sandbox started ahead of time learns only when the run begins. */
export type SandboxRun = {
	argv: readonly string[];
	stdin: string;
	limits: ProcessLimits;
	/** RLIMIT_AS, or null to leave address space unbounded (see languages.ts). */
	addressSpace: number | null;
	/** The cgroup's memory limit for this run; its pid limit follows `limits.processes`. */
	cgroupMemory: number;
};

export type SandboxCommand = SandboxSetup & SandboxRun;

/** A sandbox started before its run: bwrap is up and the launcher waits for the program. */
export type StandbySandbox = {
	/** False once its processes have ended early: it can no longer run anything. */
	readonly usable: boolean;
	/** Runs the program; a sandbox runs once. */
	run(run: SandboxRun): Promise<ProcessOutcome>;
	/** Ends it unused. */
	discard(): void;
};

export type ProcessOutcome = {
	exitCode: number | null;
	signal: string | null;
	stdout: string;
	stderr: string;
	cpuMs: number;
	wallMs: number;
	memoryKb: number;
	timedOut: boolean;
	outputExceeded: boolean;
	oomKilled: boolean;
	/** Set when the sandbox itself failed to start; the program never ran. */
	internalError: string | null;
};
