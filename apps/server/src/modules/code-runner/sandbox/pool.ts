import { availableParallelism } from "node:os";

/** Thrown by `submit` when every worker is busy and the waiting line is full. */
export class QueueFullError extends Error {
	override name = "QueueFullError";
}

export type PoolOptions = {
	/** Runs at once; one per core by default, since a run is CPU-bound. */
	workers?: number;
	/** Runs allowed to wait for a worker; beyond this `submit` refuses at once. */
	queueLimit?: number;
};

export type WorkerPool = {
	/** Runs `task` when a worker is free; rejects with QueueFullError when the line is full. */
	submit<T>(task: () => Promise<T>): Promise<T>;
	readonly running: number;
	readonly waiting: number;
};

/** A bounded pool with a bounded line: overload is answered quickly instead of piling up. */
export function createWorkerPool(options: PoolOptions = {}): WorkerPool {
	const workers = Math.max(1, options.workers ?? availableParallelism());
	const queueLimit = Math.max(0, options.queueLimit ?? workers * 8);
	const line: (() => void)[] = [];
	let running = 0;

	const release = () => {
		running--;
		const next = line.shift();
		if (next) {
			running++;
			next();
		}
	};

	return {
		get running() {
			return running;
		},
		get waiting() {
			return line.length;
		},
		submit<T>(task: () => Promise<T>): Promise<T> {
			const start = () => task().finally(release);
			if (running < workers) {
				running++;
				return start();
			}
			if (line.length >= queueLimit) return Promise.reject(new QueueFullError("the run queue is full"));
			return new Promise<T>((resolve, reject) => {
				line.push(() => {
					start().then(resolve, reject);
				});
			});
		},
	};
}
