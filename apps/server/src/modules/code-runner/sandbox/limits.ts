/** The limits of one sandboxed process. Sizes in bytes, times in milliseconds. */
export type ProcessLimits = {
	/** CPU time (RLIMIT_CPU, rounded up to whole seconds by the kernel) and the verdict's threshold. */
	cpuMs: number;
	/** Wall time: the whole process group is killed after this, whatever it is doing. */
	wallMs: number;
	/** The memory a program may use; how it is enforced depends on the language (see languages.ts). */
	memoryBytes: number;
	/** RLIMIT_NPROC: processes and threads of the sandbox's user inside its own user namespace. */
	processes: number;
	/** Bytes read from stdout and stderr together before the run is stopped (Output Limit Exceeded). */
	outputBytes: number;
	/** RLIMIT_FSIZE: the largest file the program may write. */
	fileBytes: number;
};

export const MB = 1024 * 1024;

/** A run of a student's program; tests shrink these to keep the suite fast. */
export const DEFAULT_RUN_LIMITS: ProcessLimits = {
	cpuMs: 2000,
	wallMs: 5000,
	memoryBytes: 256 * MB,
	processes: 64,
	outputBytes: 1 * MB,
	fileBytes: 16 * MB,
};

/**
 * Compilers get more room than programs: cc1plus on `bits/stdc++.h` needs a few hundred MB and javac
 * is a JVM of its own. The compile is still boxed, because a template or macro bomb is hostile input too.
 */
export const COMPILE_LIMITS: ProcessLimits = {
	cpuMs: 20_000,
	wallMs: 20_000,
	memoryBytes: 2048 * MB,
	processes: 256,
	outputBytes: 64 * 1024,
	fileBytes: 64 * MB,
};

/** What a result shows of stdout, stderr and compiler output; the rest is cut with a marker. */
export const DISPLAY_BYTES = 64 * 1024;
