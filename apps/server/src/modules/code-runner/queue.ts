import type { EventEmitter } from "node:events";
import type { RunResult } from "@unnati/contracts";
import { CODE_MESSAGES } from "@unnati/contracts";
import { type Job, Queue, QueueEvents } from "bullmq";
import { Redis } from "ioredis";
import { AppError } from "../../platform/errors";
import {
	type JudgeOptions,
	type JudgeRequest,
	type JudgeResult,
	judge,
	type RunOnceRequest,
	runOnce,
} from "./sandbox/judge";
import { RECIPES } from "./sandbox/languages";
import { COMPILE_LIMITS, DEFAULT_RUN_LIMITS } from "./sandbox/limits";

/** The one queue code runs go through; its keys live under the connection's prefix. */
export const CODE_QUEUE_NAME = "code-runs";

export type QueueConnection = {
	/** redis:// or rediss:// */
	url: string;
	/** Prefix of the queue's keys (REDIS_PREFIX), so deployments and test runs can share one Redis. */
	prefix: string;
};

/** A job's data: exactly what the in-process runner would have been asked. */
export type CodeJob = { kind: "run"; request: RunOnceRequest } | { kind: "judge"; request: JudgeRequest };
export type CodeJobResult = RunResult | JudgeResult;

/** What a worker does with a job: the same sandboxed judge the API runs in-process without Redis. */
export function runCodeJob(job: CodeJob, options?: JudgeOptions): Promise<CodeJobResult> {
	return job.kind === "run" ? runOnce(job.request, options) : judge(job.request, options);
}

/** A connection for blocking commands (workers, queue events): BullMQ requires endless retries there. */
export const blockingConnection = (url: string) => new Redis(url, { maxRetriesPerRequest: null });

export type QueueClientOptions = {
	connection: QueueConnection;
	/** Jobs allowed to wait for a worker across all API processes; beyond it a run is refused with 429. */
	backlogLimit: number;
	/** How long a job may wait for a free worker before the API stops waiting for it. */
	queueWaitMs?: number;
	onError?: (error: Error) => void;
};

/** BullMQ serves a lower number first; every job has one, since jobs without a priority would go first. */
export const EXAM_PRIORITY = 1;
export const PRACTICE_PRIORITY = 10;

type Bull = { queue: Queue<CodeJob, CodeJobResult>; events: QueueEvents; listener: Redis };

export type QueueClient = {
	/** `exam`: the job goes ahead of every practice job waiting for a worker. */
	submit(job: CodeJob, options?: { exam?: boolean }): Promise<CodeJobResult>;
	close(): Promise<void>;
};

/**
 * The longest a job can honestly take once a worker has it: its compile, then every test up to
 * its wall limit, with a second each for starting the sandbox.
 */
function workMs(job: CodeJob): number {
	const wallMs = job.request.limits?.wallMs ?? DEFAULT_RUN_LIMITS.wallMs;
	const tests = job.kind === "run" ? 1 : job.request.tests.length;
	return (RECIPES[job.request.language].compile ? COMPILE_LIMITS.wallMs : 0) + tests * (wallMs + 1000);
}

/** Passes each distinct error on once until Redis is back, so an outage is a few log lines, not one a second. */
function reportChanges(report: (error: Error) => void) {
	const seen = new Set<string>();
	const onError = (error: Error) => {
		if (seen.has(error.message)) return;
		seen.add(error.message);
		report(error);
	};
	onError.reset = () => seen.clear();
	return onError;
}

/**
 * The API side of the queue: adds a job, refusing with 429 when the backlog is full, and waits for
 * its result. Redis unreachable, or no worker finishing the job in time, is a 503 with a clear message.
 */
export function createQueueClient(options: QueueClientOptions): QueueClient {
	const { url, prefix } = options.connection;
	const onError = reportChanges(options.onError ?? (() => {}));
	// A command gives up after one reconnection attempt, so a request is answered instead of hanging.
	const producer = new Redis(url, { maxRetriesPerRequest: 1 });
	producer.on("error", onError);
	// While Redis is known to be away a run fails at once; a connection still being made is waited for.
	let broken = false;
	producer.on("error", () => {
		broken = true;
	});
	// The first connection attempt, however it ends.
	const attempted = new Promise<void>((resolve) => {
		producer.once("ready", resolve);
		producer.once("error", resolve);
	});
	const isReady = () => producer.status === "ready";
	const connected = async (): Promise<boolean> => {
		if (isReady()) return true;
		if (broken) return false;
		await Promise.race([attempted, delay(2000)]);
		return isReady();
	};

	// BullMQ's queue and event listener are made once Redis has first answered, never before. A BullMQ
	// connection closed while it still waits for Redis rejects later, after BullMQ stopped listening
	// for its errors (bullmq 5.81): an unhandled rejection that fails whatever process it lands in.
	const unavailable = () => new AppError("UNAVAILABLE", CODE_MESSAGES.runnerUnavailable);
	let bull: Promise<Bull> | null = null;
	let closed = false;
	// Closing answers every run still waiting for its result (a 503) instead of leaving it to time out.
	const closing = new AbortController();
	const build = async (): Promise<Bull> => {
		// Results are read from Redis's clock now on, so none is missed however long the listener takes
		// to start reading (a stream read from "$" misses what came before its first read).
		const [seconds, micros] = await producer.time();
		if (closed) throw unavailable();
		const lastEventId = `${Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - 1}-0`;
		const queue = new Queue<CodeJob, CodeJobResult>(CODE_QUEUE_NAME, {
			connection: producer,
			prefix,
			// Results ride on the events stream; a short stream keeps Redis small.
			streams: { events: { maxLen: 1000 } },
			defaultJobOptions: {
				attempts: 1,
				// Kept a minute so a result that lands just before its listener is still read back.
				removeOnComplete: { age: 60, count: 1000 },
				removeOnFail: { age: 24 * 3600, count: 1000 },
			},
		});
		// QueueEvents blocks on its own copy of this connection; this one only carries the options.
		const listener = blockingConnection(url);
		listener.on("error", onError);
		const events = new QueueEvents(CODE_QUEUE_NAME, { connection: listener, prefix, lastEventId });
		queue.on("error", onError);
		events.on("error", onError);
		// Every run awaiting its result listens for the queue closing; the runner's pool bounds how many.
		queue.setMaxListeners(0);
		return { queue, events, listener };
	};
	producer.on("ready", () => {
		broken = false;
		onError.reset();
		if (bull || closed) return;
		const made = build();
		bull = made;
		made.catch((error: Error) => {
			if (!closed) onError(error);
			if (bull === made) bull = null;
		});
	});
	const queueWaitMs = options.queueWaitMs ?? 60_000;

	return {
		async submit(job, submitOptions = {}) {
			let added: Job<CodeJob, CodeJobResult>;
			if (!(await connected()) || !bull) throw unavailable();
			const { queue, events } = await bull.catch(() => {
				throw unavailable();
			});
			try {
				// Approximate under a burst from many API processes at once, which is what a bound needs.
				// Exam jobs may use a second backlog's worth: a practice rush must not refuse an exam run.
				if ((await queue.count()) >= options.backlogLimit * (submitOptions.exam ? 2 : 1))
					throw new AppError("RATE_LIMITED", CODE_MESSAGES.queueFull);
				added = await queue.add(job.kind, job, {
					priority: submitOptions.exam ? EXAM_PRIORITY : PRACTICE_PRIORITY,
				});
			} catch (error) {
				if (error instanceof AppError) throw error;
				if (!closed) onError(error as Error);
				throw unavailable();
			}
			try {
				return await waitForResult(
					queue,
					events,
					added.id as string,
					queueWaitMs + workMs(job),
					closing.signal,
				);
			} catch (error) {
				if (error instanceof NotTaken) {
					// Nobody took it: take it back, so a worker that comes later does not run it for no one.
					await added.remove().catch(() => {});
					throw new AppError("UNAVAILABLE", CODE_MESSAGES.runnerTimeout);
				}
				if (!closed) onError(error as Error);
				throw unavailable();
			}
		},
		async close() {
			closed = true;
			closing.abort();
			const made = bull && (await Promise.race([bull.catch(() => null), delay(2000).then(() => null)]));
			if (made) {
				const { queue, events, listener } = made;
				// Let BullMQ finish connecting before it is closed (see above), then close it; both bounded,
				// since BullMQ waits for a connection that may never come while Redis is away.
				const settled = Promise.allSettled([queue.waitUntilReady(), events.waitUntilReady()]);
				await Promise.race([settled, delay(2000)]);
				await Promise.race([Promise.allSettled([events.close(), queue.close()]), delay(2000)]);
				listener.disconnect();
			}
			producer.disconnect();
		},
	};
}

/** No worker finished the job within its time. */
class NotTaken extends Error {}

/**
 * A job's result, from the events stream or, when it finished before anyone listened, from the job
 * itself. BullMQ's own `Job.waitUntilFinished` is not used: it makes its first check inside an async
 * Promise executor, so a check that fails (the runner closing, Redis going away) is a rejection
 * nobody handles, and an unhandled rejection ends the process it lands in (bullmq 5.81).
 */
function waitForResult(
	queue: Queue<CodeJob, CodeJobResult>,
	events: QueueEvents,
	id: string,
	timeoutMs: number,
	closing: AbortSignal,
): Promise<CodeJobResult> {
	// A job's own events (`completed:<id>`) are emitted by QueueEvents but not in its typed event list.
	const jobEvents = events as unknown as EventEmitter;
	return new Promise((resolve, reject) => {
		const completed = `completed:${id}`;
		const failed = `failed:${id}`;
		const finish = (settle: () => void) => {
			clearTimeout(timer);
			jobEvents.off(completed, onCompleted);
			jobEvents.off(failed, onFailed);
			closing.removeEventListener("abort", onClosing);
			settle();
		};
		const onCompleted = (args: { returnvalue: unknown }) =>
			finish(() => resolve(args.returnvalue as CodeJobResult));
		const onFailed = (args: { failedReason: string }) => finish(() => reject(new Error(args.failedReason)));
		const onClosing = () => finish(() => reject(new Error("The code runner has closed.")));
		const timer = setTimeout(() => finish(() => reject(new NotTaken())), timeoutMs);
		jobEvents.on(completed, onCompleted);
		jobEvents.on(failed, onFailed);
		if (closing.aborted) return onClosing();
		closing.addEventListener("abort", onClosing);
		// The job may have finished before these listeners existed: look once.
		queue.getJob(id).then(
			(job) => {
				if (!job?.finishedOn) return;
				if (job.failedReason) onFailed({ failedReason: job.failedReason });
				else onCompleted({ returnvalue: job.returnvalue });
			},
			(error: Error) => finish(() => reject(error)),
		);
	});
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
