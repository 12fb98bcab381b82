import type { RunRequest, RunResult } from "@unnati/contracts";
import { CODE_MESSAGES } from "@unnati/contracts";
import { AppError } from "../../platform/errors";
import { type CodeJob, createQueueClient, type QueueConnection } from "./queue";
import {
	type JudgeOptions,
	type JudgeRequest,
	type JudgeResult,
	judge,
	type RunOnceRequest,
	runOnce,
} from "./sandbox/judge";
import type { ProcessLimits } from "./sandbox/limits";
import { createWorkerPool, type PoolOptions, QueueFullError, type WorkerPool } from "./sandbox/pool";
import { discardSpares } from "./sandbox/standby";

/**
 * The one way the rest of the server runs untrusted code: a free-form run, or a judging of one
 * source against many tests (compiled once). Both wait for a sandbox worker; a full line is a 429.
 */
export type CodeRunner = {
	run(request: RunRequest): Promise<RunResult>;
	judge(request: JudgeRequest): Promise<JudgeResult>;
	/** "local": sandboxed in this process. "queue": through Redis to `npm run worker` processes. */
	mode: "local" | "queue";
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
};

/** One process awaits at most this many queued runs at once; each is a request held open. */
const QUEUE_MODE_IN_FLIGHT = 512;

const refuseWhenFull = async <T>(pool: WorkerPool, task: () => Promise<T>): Promise<T> => {
	try {
		return await pool.submit(task);
	} catch (error) {
		if (error instanceof QueueFullError) throw new AppError("RATE_LIMITED", CODE_MESSAGES.queueFull);
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
		const pool = createWorkerPool({ workers: QUEUE_MODE_IN_FLIGHT, queueLimit: 0 });
		const submit = (job: CodeJob) => refuseWhenFull(pool, () => client.submit(job));
		return {
			mode: "queue",
			pool,
			run: async (request) =>
				(await submit({ kind: "run", request: withLimits<RunOnceRequest>(request) })) as RunResult,
			judge: async (request) =>
				(await submit({ kind: "judge", request: withLimits(request) })) as JudgeResult,
			close: () => client.close(),
		};
	}

	const pool = createWorkerPool(options);
	return {
		mode: "local",
		pool,
		run: (request) => refuseWhenFull(pool, () => runOnce(withLimits<RunOnceRequest>(request), options.judge)),
		judge: (request) => refuseWhenFull(pool, () => judge(withLimits(request), options.judge)),
		// Spare sandboxes are per process; they are made again at the next run.
		close: async () => discardSpares(),
	};
}
