import type { RunRequest, RunResult } from "@unnati/contracts";
import { CODE_MESSAGES } from "@unnati/contracts";
import { AppError } from "../../platform/errors";
import { type CodeJob, createQueueClient, type QueueConnection } from "./queue";
import { checkSandbox, type SandboxCheck } from "./sandbox/availability";
import {
	type JudgeOptions,
	type JudgeRequest,
	type JudgeResult,
	judge,
	type RunOnceRequest,
	runOnce,
} from "./sandbox/judge";
import type { ProcessLimits } from "./sandbox/limits";
import {
	createWorkerPool,
	type PoolOptions,
	QueueFullError,
	type RunContext,
	type WorkerPool,
} from "./sandbox/pool";
import { discardSpares } from "./sandbox/standby";

/**
 * The one way the rest of the server runs untrusted code: a free-form run, or a judging of one
 * source against many tests (compiled once). Both wait for a sandbox worker; a full line is a 429.
 */
export type CodeRunner = {
	/** `by` says who runs and whether it is an exam run: the pool is shared fairly between people. */
	run(request: RunRequest, by?: RunContext): Promise<RunResult>;
	judge(request: JudgeRequest, by?: RunContext): Promise<JudgeResult>;
	/** "local": sandboxed in this process. "queue": through Redis to `npm run worker` processes. */
	mode: "local" | "queue";
	/**
	 * Why this process cannot run code (local mode without bubblewrap), or null. When set, every run
	 * and judging is refused with a 503 CODE_RUNNING_OFF carrying this message.
	 */
	off: string | null;
	/** Local mode: the sandbox pool. Queue mode: this process's runs awaiting a worker's answer. */
	pool: WorkerPool;
	/** Stops using Redis (queue mode), or ends the spare sandboxes (local mode). */
	close(): Promise<void>;
};

export type CodeRunnerOptions = PoolOptions & {
	limits?: Partial<ProcessLimits>;
	judge?: JudgeOptions;
	/**
	 * Set (from REDIS_URL): runs go through the BullMQ queue to worker processes, and `queueLimit`
	 * bounds the jobs waiting there (default 64) instead of this process's line.
	 */
	redis?: QueueConnection;
	/** How long a queued job may wait for a worker before the run is answered with a 503. */
	queueWaitMs?: number;
	onError?: (error: Error) => void;
	/** Local mode: whether this machine can start sandboxes (default: bubblewrap is installed). */
	sandboxCheck?: SandboxCheck;
};

/** One process awaits at most this many queued runs at once; each is a request held open. */
const QUEUE_MODE_IN_FLIGHT = 512;
/**
 * Queue mode: the jobs one person may have in Redis at once, counted per API process (the
 * in-process check; with several API processes a person may have this many in each).
 */
const QUEUE_MODE_PER_OWNER = 3;

/**
 * A run refused because it cannot wait (a 429): the caller's route sends `Retry-After` (the
 * module's onError hook, index.ts). A person's own runs free a place within one run's wall time.
 */
export class RunnerBusyError extends AppError {
	override name = "RunnerBusyError";
	constructor(
		message: string,
		readonly retryAfterSeconds: number,
	) {
		super("RATE_LIMITED", message);
	}
}

const refuseWhenFull = async <T>(pool: WorkerPool, task: () => Promise<T>, by?: RunContext): Promise<T> => {
	try {
		return await pool.submit(task, by);
	} catch (error) {
		if (error instanceof QueueFullError)
			throw error.reason === "owner"
				? new RunnerBusyError(CODE_MESSAGES.ownRunsBusy, 5)
				: new RunnerBusyError(CODE_MESSAGES.queueFull, 3);
		throw error;
	}
};

/** Runs code in the in-process sandbox pool, or through the queue when Redis is configured. */
export function createCodeRunner(options: CodeRunnerOptions = {}): CodeRunner {
	const withLimits = <T extends { limits?: Partial<ProcessLimits> }>(request: T): T =>
		options.limits || request.limits
			? { ...request, limits: { ...options.limits, ...request.limits } }
			: request;

	if (options.redis) {
		const client = createQueueClient({
			connection: options.redis,
			backlogLimit: options.queueLimit ?? 64,
			...(options.queueWaitMs ? { queueWaitMs: options.queueWaitMs } : {}),
			...(options.onError ? { onError: options.onError } : {}),
		});
		// Fairness between people inside Redis is BullMQ's priority only (exam runs first); the
		// per-person bound is this process's pool: nobody has more than a few jobs queued from it.
		const pool = createWorkerPool({
			workers: QUEUE_MODE_IN_FLIGHT,
			queueLimit: 0,
			examReserve: 0,
			perOwnerRunning: QUEUE_MODE_PER_OWNER,
			perOwnerWaiting: 0,
		});
		const submit = (job: CodeJob, by?: RunContext) =>
			refuseWhenFull(pool, () => client.submit(job, { exam: by?.exam === true }), by);
		return {
			mode: "queue",
			// The workers run the code; each checks its own machine when it starts (worker.ts).
			off: null,
			pool,
			run: async (request, by) =>
				(await submit({ kind: "run", request: withLimits<RunOnceRequest>(request) }, by)) as RunResult,
			judge: async (request, by) =>
				(await submit({ kind: "judge", request: withLimits(request) }, by)) as JudgeResult,
			close: () => client.close(),
		};
	}

	const pool = createWorkerPool(options);
	const off = (options.sandboxCheck ?? checkSandbox)();
	if (off !== null) {
		const refuse = async (): Promise<never> => {
			throw new AppError("CODE_RUNNING_OFF", off);
		};
		return { mode: "local", off, pool, run: refuse, judge: refuse, close: async () => {} };
	}
	return {
		mode: "local",
		off: null,
		pool,
		run: (request, by) =>
			refuseWhenFull(pool, () => runOnce(withLimits<RunOnceRequest>(request), options.judge), by),
		judge: (request, by) => refuseWhenFull(pool, () => judge(withLimits(request), options.judge), by),
		// Spare sandboxes are per process; they are made again at the next run.
		close: async () => discardSpares(),
	};
}
