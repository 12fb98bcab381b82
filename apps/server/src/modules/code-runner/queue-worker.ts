import { availableParallelism, hostname } from "node:os";
import { Worker } from "bullmq";
import {
	blockingConnection,
	CODE_QUEUE_NAME,
	type CodeJob,
	type CodeJobResult,
	type QueueConnection,
	runCodeJob,
} from "./queue";
import type { JudgeOptions } from "./sandbox/judge";

export type CodeWorkerOptions = {
	connection: QueueConnection;
	/** Jobs at once; one per core by default, since a run is CPU-bound. */
	concurrency?: number;
	/** Stored on every job it processes (BullMQ's processedBy), so an operator can tell workers apart. */
	name?: string;
	judge?: JudgeOptions;
	onError?: (error: Error) => void;
};

export type CodeWorker = {
	name: string;
	concurrency: number;
	/** Resolves once the worker is connected and taking jobs. */
	ready(): Promise<void>;
	/** Takes no new jobs, lets the running ones finish, then disconnects. */
	close(): Promise<void>;
};

/** Consumes the code-run queue with the in-process sandbox, `concurrency` jobs at a time. */
export function startCodeWorker(options: CodeWorkerOptions): CodeWorker {
	const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
	const name = options.name ?? `${hostname()}:${process.pid}`;
	const connection = blockingConnection(options.connection.url);
	const worker = new Worker<CodeJob, CodeJobResult>(
		CODE_QUEUE_NAME,
		(job) => runCodeJob(job.data, options.judge),
		{
			connection,
			prefix: options.connection.prefix,
			concurrency,
			name,
			// A job's lock is renewed while it runs; a worker that dies mid-run hands the job back once.
			maxStalledCount: 1,
		},
	);
	worker.on("error", options.onError ?? (() => {}));
	return {
		name,
		concurrency,
		ready: async () => {
			await worker.waitUntilReady();
		},
		close: async () => {
			await worker.close();
			connection.disconnect();
		},
	};
}
