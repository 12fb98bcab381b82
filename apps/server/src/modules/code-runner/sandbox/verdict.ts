import type { Verdict } from "@unnati/contracts";
import type { ProcessLimits } from "./limits";
import type { ProcessOutcome } from "./process";

/** What runtimes print when an allocation fails under the address-space or heap limit. */
const OUT_OF_MEMORY =
	/MemoryError|std::bad_alloc|java\.lang\.OutOfMemoryError|JavaScript heap out of memory|Cannot allocate memory|Allocation failed/;

/**
 * The verdict of a run before its output is compared. The order matters: a program killed for
 * running too long or printing too much also ends with a signal, and that signal is not its fault.
 */
export function classify(outcome: ProcessOutcome, limits: ProcessLimits): Verdict | null {
	if (outcome.internalError) return "Internal Error";
	if (outcome.outputExceeded) return "Output Limit Exceeded";
	if (outcome.timedOut || outcome.signal === "SIGXCPU" || outcome.cpuMs > limits.cpuMs)
		return "Time Limit Exceeded";
	const failed = outcome.signal !== null || outcome.exitCode !== 0;
	if (outcome.oomKilled) return "Memory Limit Exceeded";
	if (failed && (OUT_OF_MEMORY.test(outcome.stderr) || outcome.memoryKb * 1024 >= limits.memoryBytes * 0.9))
		return "Memory Limit Exceeded";
	// RLIMIT_FSIZE: the program tried to write a file larger than it may.
	if (outcome.signal === "SIGXFSZ") return "Output Limit Exceeded";
	if (failed) return "Runtime Error";
	return null;
}
