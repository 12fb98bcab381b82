import type { QueueTimers } from "../exams/answer-queue";

// The proctor's reports wait in a queue like the answers do (exams/answer-queue.ts): kept on the
// device, sent in order, retried after a failure. Unlike answers, every report matters on its own,
// so they are sent one by one as they happen rather than batched, and none replaces another except
// a later report of the same violation (same client_id), which carries what the first could not know.

export type ViolationQueueSnapshot<T> = {
	pending: T[];
	sending: boolean;
	/** The last failed send's message, cleared by the next success. */
	lastError: string | null;
};

export type ViolationQueueOptions<T extends { client_id: string }> = {
	send: (item: T) => Promise<void>;
	/** A failure the server will repeat whatever happens (refused as invalid): the report is dropped. */
	isPermanent: (error: unknown) => boolean;
	timers?: QueueTimers;
	/** Reports persisted before a reload, sent first. */
	initial?: T[];
	onChange?: (snapshot: ViolationQueueSnapshot<T>) => void;
	onDropped?: (item: T, error: unknown) => void;
	/** Retry delays: doubling from `firstMs` up to `maxMs`. */
	backoff?: { firstMs: number; maxMs: number };
};

export type ViolationQueue<T> = {
	enqueue(item: T): void;
	/** Sends now, without waiting for the retry delay (the device is back online). */
	retryNow(): void;
	/** Resolves once everything queued has been sent; rejects when a send fails and is queued again. */
	flush(): Promise<void>;
	pending(): T[];
	snapshot(): ViolationQueueSnapshot<T>;
	dispose(): void;
};

const globalTimers = globalThis as unknown as QueueTimers;
const defaultTimers: QueueTimers = {
	setTimeout: (fn, ms) => globalTimers.setTimeout(fn, ms),
	clearTimeout: (handle) => globalTimers.clearTimeout(handle),
};

export function createViolationQueue<T extends { client_id: string }>(
	options: ViolationQueueOptions<T>,
): ViolationQueue<T> {
	const timers = options.timers ?? defaultTimers;
	const backoff = options.backoff ?? { firstMs: 1000, maxMs: 30_000 };
	let queue: T[] = [...(options.initial ?? [])];
	let inFlight: Promise<void> | null = null;
	let inFlightItem: T | null = null;
	let retryTimer: unknown = null;
	let delay = backoff.firstMs;
	let lastError: string | null = null;
	let disposed = false;

	const snapshot = (): ViolationQueueSnapshot<T> => ({
		pending: [...queue],
		sending: inFlight !== null,
		lastError,
	});
	const changed = () => options.onChange?.(snapshot());

	function clearRetry() {
		if (retryTimer !== null) timers.clearTimeout(retryTimer);
		retryTimer = null;
	}

	let head: Promise<boolean> | null = null;

	/**
	 * Sends the head of the queue once; resolves true when it left the queue (sent, or dropped as
	 * refused). Whoever asks while a send is in flight gets that same send, never a second one.
	 */
	function sendHead(): Promise<boolean> {
		if (head) return head;
		const item = queue[0];
		if (item === undefined) return Promise.resolve(true);
		inFlightItem = item;
		const attempt = (async () => {
			let left = false;
			try {
				await options.send(item);
				left = true;
			} catch (error) {
				if (!options.isPermanent(error)) {
					lastError = error instanceof Error ? error.message : String(error);
					throw error;
				}
				options.onDropped?.(item, error);
				left = true;
			} finally {
				// A newer report of the same violation may have been queued meanwhile: it stays.
				if (left && queue[0] === item) queue = queue.slice(1);
				inFlight = null;
				inFlightItem = null;
			}
		})();
		inFlight = attempt;
		head = attempt.then(
			() => {
				lastError = null;
				delay = backoff.firstMs;
				return true;
			},
			() => false,
		);
		const current = head;
		void current.then(() => {
			if (head === current) head = null;
			changed();
		});
		changed();
		return current;
	}

	function scheduleRetry() {
		if (disposed || retryTimer !== null) return;
		retryTimer = timers.setTimeout(() => {
			retryTimer = null;
			void pump();
		}, delay);
		delay = Math.min(delay * 2, backoff.maxMs);
	}

	let pumping = false;
	async function pump() {
		if (pumping || disposed) return;
		pumping = true;
		try {
			while (!disposed && queue.length > 0 && retryTimer === null) {
				if (!(await sendHead())) scheduleRetry();
			}
		} finally {
			pumping = false;
		}
	}

	void pump();

	return {
		enqueue(item) {
			if (disposed) return;
			const index = queue.findIndex((q) => q.client_id === item.client_id && q !== inFlightItem);
			if (index >= 0) queue = queue.map((q, i) => (i === index ? item : q));
			else queue = [...queue, item];
			changed();
			void pump();
		},
		retryNow() {
			clearRetry();
			delay = backoff.firstMs;
			void pump();
		},
		async flush() {
			clearRetry();
			while (queue.length > 0 && !disposed) {
				if (!(await sendHead())) {
					scheduleRetry();
					throw new Error(lastError ?? "A proctoring report could not be sent.");
				}
			}
		},
		pending: () => [...queue],
		snapshot,
		dispose() {
			disposed = true;
			clearRetry();
		},
	};
}
