import { EXAM_LIMITS, EXAM_TIMING } from "./constants";
import type { QueuedAnswer } from "./schemas";

// SPEC §4 "Batch saving": answers wait in a queue and go to the server in batches. The clock is
// injected so the schedule can be tested without real time.

export type QueueTimers = {
	setTimeout(fn: () => void, ms: number): unknown;
	clearTimeout(handle: unknown): void;
};

export type QueueSnapshot = {
	pending: QueuedAnswer[];
	sending: boolean;
	/** The last send's failure, cleared by the next success: the player shows "offline" meanwhile. */
	lastError: string | null;
	lastSavedAt: number | null;
};

export type AnswerQueueOptions = {
	send: (answers: QueuedAnswer[]) => Promise<void>;
	timers?: QueueTimers;
	now?: () => number;
	/** Answers persisted before a reload; they are flushed on the normal schedule. */
	initial?: QueuedAnswer[];
	onChange?: (snapshot: QueueSnapshot) => void;
};

export type AnswerQueue = {
	/** Queues an answer, replacing any queued one for the same question; returns it with its client_seq. */
	enqueue(answer: QueuedAnswer): QueuedAnswer;
	/** Sends everything pending now; rejects when the send fails (the answers are queued again). */
	flush(): Promise<void>;
	pending(): QueuedAnswer[];
	snapshot(): QueueSnapshot;
	dispose(): void;
};

// The contracts package has no DOM or Node typings; both provide these at run time.
const globalTimers = globalThis as unknown as QueueTimers;
const defaultTimers: QueueTimers = {
	setTimeout: (fn, ms) => globalTimers.setTimeout(fn, ms),
	clearTimeout: (handle) => globalTimers.clearTimeout(handle),
};

function errorMessage(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

export function createAnswerQueue(options: AnswerQueueOptions): AnswerQueue {
	const timers = options.timers ?? defaultTimers;
	const now = options.now ?? Date.now;
	let queue: QueuedAnswer[] = [];
	let lastSeq = 0;
	let inFlight: Promise<void> | null = null;
	let lastError: string | null = null;
	let lastSavedAt: number | null = null;
	let batchTimer: unknown = null;
	let idleTimer: unknown = null;
	let disposed = false;

	// Seeded from the clock (in microseconds) so numbers keep rising across reloads, where the
	// previous page's counter is lost; the server keeps the answer with the highest one.
	function nextSeq(): number {
		lastSeq = Math.max(lastSeq + 1, Math.floor(now() * 1000));
		return lastSeq;
	}

	const snapshot = (): QueueSnapshot => ({
		pending: queue.map((a) => ({ ...a })),
		sending: inFlight !== null,
		lastError,
		lastSavedAt,
	});
	const changed = () => options.onChange?.(snapshot());

	function clearTimers() {
		if (batchTimer !== null) timers.clearTimeout(batchTimer);
		if (idleTimer !== null) timers.clearTimeout(idleTimer);
		batchTimer = null;
		idleTimer = null;
	}

	function onTimer() {
		clearTimers();
		// A send in flight reschedules when it settles; this tick has nothing to add.
		if (inFlight === null && queue.length > 0) sendNow().catch(() => {});
	}

	function startIdleTimer() {
		if (disposed) return;
		if (idleTimer !== null) timers.clearTimeout(idleTimer);
		idleTimer = timers.setTimeout(onTimer, EXAM_TIMING.flushIdleMs);
	}

	function schedule() {
		if (disposed || queue.length === 0) return;
		if (queue.length >= EXAM_TIMING.flushBatchSize) {
			if (batchTimer === null) batchTimer = timers.setTimeout(onTimer, EXAM_TIMING.flushBatchDelayMs);
		} else startIdleTimer();
	}

	function sendNow(): Promise<void> {
		const batch = queue.slice(0, EXAM_LIMITS.maxBatchAnswers);
		queue = queue.slice(batch.length);
		const attempt = (async () => {
			try {
				await options.send(batch);
				lastSavedAt = now();
				lastError = null;
			} catch (error) {
				// Whatever was queued during the send is newer and stays; the rest goes back in front.
				const newer = new Set(queue.map((a) => a.question_id));
				queue = [...batch.filter((a) => !newer.has(a.question_id)), ...queue];
				lastError = errorMessage(error);
				throw error;
			} finally {
				inFlight = null;
				if (lastError === null) {
					if (batchTimer === null && idleTimer === null) schedule();
				} else startIdleTimer();
				changed();
			}
		})();
		inFlight = attempt;
		changed();
		return attempt;
	}

	for (const answer of options.initial ?? []) {
		const seq = answer.client_seq ?? 0;
		const existing = queue.find((a) => a.question_id === answer.question_id);
		if (existing && (existing.client_seq ?? 0) > seq) continue;
		queue = [...queue.filter((a) => a.question_id !== answer.question_id), { ...answer }];
		lastSeq = Math.max(lastSeq, seq);
	}
	// Restored answers persisted without a number still need one the server can order.
	queue = queue.map((a) => (a.client_seq === undefined ? { ...a, client_seq: nextSeq() } : a));
	schedule();

	return {
		enqueue(answer) {
			const queued: QueuedAnswer = { ...answer, client_seq: nextSeq() };
			const replacing = queue.some((a) => a.question_id === answer.question_id);
			queue = [...queue.filter((a) => a.question_id !== answer.question_id), queued];
			// A newer answer to a question already waiting (a program being typed) does not push the
			// send back: the wait runs from its first unsent change, so steady typing still saves every 5 s.
			if (!replacing || idleTimer === null) schedule();
			changed();
			return { ...queued };
		},
		async flush() {
			clearTimers();
			// Read through a function: a timer may start a send while this one awaits.
			const sending = (): Promise<void> | null => inFlight;
			// An in-flight batch that fails comes back into the queue, so look only after it settles.
			for (let s = sending(); s !== null; s = sending()) await s.catch(() => {});
			const due = new Set(queue.map((a) => a.question_id));
			// Loops only when more answers are due than one batch may hold.
			while (queue.some((a) => due.has(a.question_id))) {
				const s = sending();
				if (s !== null) await s.catch(() => {});
				else await sendNow();
			}
		},
		pending: () => queue.map((a) => ({ ...a })),
		snapshot,
		dispose() {
			disposed = true;
			clearTimers();
		},
	};
}
