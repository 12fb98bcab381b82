import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createAnswerQueue, type QueueSnapshot, type QueueTimers } from "./answer-queue";
import type { QueuedAnswer } from "./schemas";

/** Lets promise callbacks (the queue's and the fake server's) run. */
async function settle() {
	for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** A deterministic clock: timers run only when the test advances time. */
function fakeClock(start = 1_750_000_000_000) {
	let time = start;
	let nextId = 1;
	const scheduled = new Map<number, { at: number; fn: () => void }>();
	const timers: QueueTimers = {
		setTimeout(fn, ms) {
			const id = nextId++;
			scheduled.set(id, { at: time + ms, fn });
			return id;
		},
		clearTimeout(handle) {
			scheduled.delete(handle as number);
		},
	};
	async function advance(ms: number) {
		const end = time + ms;
		for (;;) {
			await settle();
			const due = [...scheduled.entries()]
				.filter(([, t]) => t.at <= end)
				.sort(([idA, a], [idB, b]) => a.at - b.at || idA - idB)[0];
			if (!due) break;
			const [id, timer] = due;
			scheduled.delete(id);
			time = timer.at;
			timer.fn();
		}
		time = end;
		await settle();
	}
	return { timers, now: () => time, advance, timerCount: () => scheduled.size };
}

/** A server that saves by question, keeping the highest client_seq, like the real one. */
function fakeServer() {
	const store = new Map<string, QueuedAnswer>();
	const calls: { batch: QueuedAnswer[]; done: boolean; resolve: () => void; reject: (e: Error) => void }[] =
		[];
	let mode: "ok" | "fail" | "manual" = "ok";
	function save(batch: QueuedAnswer[]) {
		for (const answer of batch) {
			const held = store.get(answer.question_id);
			if (!held || (held.client_seq ?? 0) < (answer.client_seq ?? 0)) store.set(answer.question_id, answer);
		}
	}
	const send = (batch: QueuedAnswer[]) =>
		new Promise<void>((resolve, reject) => {
			const call = { batch: batch.map((a) => ({ ...a })), done: mode !== "manual", resolve, reject };
			calls.push(call);
			if (mode === "ok") {
				save(call.batch);
				resolve();
			} else if (mode === "fail") reject(new Error("Network error"));
		});
	return {
		store,
		calls,
		send,
		setMode: (m: typeof mode) => {
			mode = m;
		},
		waiting: () => calls.findIndex((c) => !c.done),
		/** Settles a waiting call; `saved` lets a failure happen after the server stored it. */
		finish(index: number, ok: boolean, saved = ok) {
			const call = calls[index];
			if (!call || call.done) throw new Error("no such waiting call");
			call.done = true;
			if (saved) save(call.batch);
			if (ok) call.resolve();
			else call.reject(new Error("Network error"));
		},
	};
}

const answer = (questionId: string, value: string | null = "a"): QueuedAnswer => ({
	section_id: "s1",
	question_id: questionId,
	student_answer: value,
	time_spent: 3,
});

function setup(initial?: QueuedAnswer[]) {
	const clock = fakeClock();
	const server = fakeServer();
	const snapshots: QueueSnapshot[] = [];
	const queue = createAnswerQueue({
		send: server.send,
		timers: clock.timers,
		now: clock.now,
		onChange: (s) => snapshots.push(s),
		...(initial ? { initial } : {}),
	});
	return { clock, server, queue, snapshots };
}

describe("createAnswerQueue (SPEC §4 Batch saving)", () => {
	it("sends a batch 100 ms after the queue reaches 5 answers", async () => {
		const { clock, server, queue } = setup();
		for (const q of ["q1", "q2", "q3", "q4", "q5"]) queue.enqueue(answer(q));
		await clock.advance(99);
		expect(server.calls).toHaveLength(0);
		await clock.advance(1);
		expect(server.calls.map((c) => c.batch.map((a) => a.question_id))).toEqual([
			["q1", "q2", "q3", "q4", "q5"],
		]);
		expect(queue.pending()).toEqual([]);
	});

	it("sends 5 s after the last queued answer, each answer restarting the wait", async () => {
		const { clock, server, queue, snapshots } = setup();
		queue.enqueue(answer("q1"));
		await clock.advance(4000);
		queue.enqueue(answer("q2"));
		await clock.advance(4999);
		expect(server.calls).toHaveLength(0);
		await clock.advance(1);
		expect(server.calls).toHaveLength(1);
		expect(snapshots.at(-1)).toEqual({
			pending: [],
			sending: false,
			lastError: null,
			lastSavedAt: clock.now(),
		});
	});

	it("replaces a queued answer for the same question with the newer one", async () => {
		const { clock, server, queue } = setup();
		const first = queue.enqueue(answer("q1", "a"));
		const second = queue.enqueue(answer("q1", "b"));
		expect(second.client_seq).toBeGreaterThan(first.client_seq ?? 0);
		expect(queue.pending()).toEqual([second]);
		await clock.advance(5000);
		expect(server.calls[0]?.batch).toEqual([second]);
	});

	it("sends a question typed into without a pause 5 s after its first unsent change", async () => {
		const { clock, server, queue } = setup();
		let last = queue.enqueue(answer("q1", "p"));
		for (let ms = 500; ms < 5000; ms += 500) {
			await clock.advance(500);
			last = queue.enqueue(answer("q1", `p${ms}`));
		}
		await clock.advance(500);
		expect(server.calls.map((c) => c.batch)).toEqual([[last]]);

		// The next change starts a new wait of its own.
		const next = queue.enqueue(answer("q1", "again"));
		await clock.advance(4999);
		expect(server.calls).toHaveLength(1);
		await clock.advance(1);
		expect(server.calls.at(-1)?.batch).toEqual([next]);
	});

	it("numbers answers above any number from before a reload", () => {
		const { queue } = setup([{ ...answer("q1"), client_seq: Number.MAX_SAFE_INTEGER - 10 }]);
		expect(queue.enqueue(answer("q2")).client_seq).toBe(Number.MAX_SAFE_INTEGER - 9);
		expect(setup().queue.enqueue(answer("q1")).client_seq).toBe(1_750_000_000_000_000);
	});

	it("flushes restored answers on the normal schedule", async () => {
		const { clock, server } = setup([answer("q1"), answer("q2")]);
		await clock.advance(5000);
		expect(server.calls[0]?.batch.map((a) => a.question_id)).toEqual(["q1", "q2"]);
		expect(server.calls[0]?.batch.every((a) => typeof a.client_seq === "number")).toBe(true);
	});

	it("puts answers back after a failed send, reports the error and retries 5 s later", async () => {
		const { clock, server, queue, snapshots } = setup();
		server.setMode("fail");
		queue.enqueue(answer("q1"));
		await clock.advance(5000);
		expect(server.calls).toHaveLength(1);
		expect(queue.pending().map((a) => a.question_id)).toEqual(["q1"]);
		expect(snapshots.at(-1)?.lastError).toBe("Network error");
		server.setMode("ok");
		await clock.advance(5000);
		expect(server.calls).toHaveLength(2);
		expect(server.store.get("q1")?.student_answer).toBe("a");
		expect(queue.snapshot().lastError).toBeNull();
	});

	it("keeps the newer answer when one is queued while a failing send is in flight", async () => {
		const { clock, server, queue } = setup();
		server.setMode("manual");
		queue.enqueue(answer("q1", "old"));
		queue.enqueue(answer("q2", "kept"));
		await clock.advance(5000);
		queue.enqueue(answer("q1", "new"));
		server.finish(0, false, false);
		await settle();
		expect(queue.pending().map((a) => [a.question_id, a.student_answer])).toEqual([
			["q2", "kept"],
			["q1", "new"],
		]);
	});

	it("keeps only one send in flight; answers queued meanwhile wait for the next flush", async () => {
		const { clock, server, queue } = setup();
		server.setMode("manual");
		for (const q of ["q1", "q2", "q3", "q4", "q5"]) queue.enqueue(answer(q));
		await clock.advance(100);
		expect(queue.snapshot().sending).toBe(true);
		for (const q of ["q6", "q7", "q8", "q9", "q10"]) queue.enqueue(answer(q));
		await clock.advance(10_000);
		expect(server.calls).toHaveLength(1);
		server.finish(0, true);
		await clock.advance(100);
		expect(server.calls).toHaveLength(2);
		expect(server.calls[1]?.batch.map((a) => a.question_id)).toEqual(["q6", "q7", "q8", "q9", "q10"]);
	});

	it("flush() waits for the send in flight, sends the rest, and rejects when it fails", async () => {
		const { clock, server, queue } = setup();
		server.setMode("manual");
		queue.enqueue(answer("q1"));
		await clock.advance(5000);
		queue.enqueue(answer("q2"));
		let flushed = false;
		const flushing = queue.flush().then(() => {
			flushed = true;
		});
		await settle();
		expect(server.calls).toHaveLength(1);
		server.finish(0, false, false);
		await settle();
		// The failed q1 came back and goes with q2 in the flush's own send.
		expect(server.calls[1]?.batch.map((a) => a.question_id)).toEqual(["q1", "q2"]);
		expect(flushed).toBe(false);
		server.finish(1, true);
		await flushing;
		expect([...server.store.keys()].sort()).toEqual(["q1", "q2"]);

		server.setMode("fail");
		queue.enqueue(answer("q3"));
		await expect(queue.flush()).rejects.toThrow("Network error");
		expect(queue.pending().map((a) => a.question_id)).toEqual(["q3"]);
	});

	it("flush() splits a long offline backlog into batches the server accepts", async () => {
		const { server, queue } = setup();
		for (let i = 0; i < 450; i++) queue.enqueue(answer(`q${i}`));
		await queue.flush();
		expect(server.calls.map((c) => c.batch.length)).toEqual([200, 200, 50]);
		expect(server.store.size).toBe(450);
	});

	it("flush() with nothing queued resolves without sending", async () => {
		const { server, queue } = setup();
		await queue.flush();
		expect(server.calls).toHaveLength(0);
	});

	it("stops its timers when disposed", async () => {
		const { clock, server, queue } = setup();
		queue.enqueue(answer("q1"));
		queue.dispose();
		expect(clock.timerCount()).toBe(0);
		await clock.advance(60_000);
		expect(server.calls).toHaveLength(0);
	});
});

type Step =
	| { kind: "enqueue"; question: string; value: string }
	| { kind: "advance"; ms: number }
	| { kind: "mode"; mode: "ok" | "fail" | "manual" }
	| { kind: "finish"; ok: boolean; saved: boolean }
	| { kind: "flush" };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
	{
		weight: 5,
		arbitrary: fc.record({
			kind: fc.constant("enqueue" as const),
			question: fc.constantFrom("q1", "q2", "q3", "q4", "q5", "q6", "q7"),
			value: fc.string({ maxLength: 3 }),
		}),
	},
	{
		weight: 3,
		arbitrary: fc.record({
			kind: fc.constant("advance" as const),
			ms: fc.constantFrom(1, 50, 100, 2000, 5000, 7000),
		}),
	},
	{
		weight: 1,
		arbitrary: fc.record({
			kind: fc.constant("mode" as const),
			mode: fc.constantFrom("ok" as const, "fail" as const, "manual" as const),
		}),
	},
	{
		weight: 2,
		arbitrary: fc.record({ kind: fc.constant("finish" as const), ok: fc.boolean(), saved: fc.boolean() }),
	},
	{ weight: 1, arbitrary: fc.constant({ kind: "flush" as const }) },
);

describe("createAnswerQueue, for any interleaving of answers, failures and time", () => {
	it("never loses an answer nor lets an older one overtake a newer one", async () => {
		await fc.assert(
			fc.asyncProperty(fc.array(stepArb, { maxLength: 40 }), async (steps) => {
				const { clock, server, queue } = setup();
				const latest = new Map<string, string>();
				let lastSeq = 0;
				const finishNext = (ok: boolean, saved: boolean) => {
					const index = server.waiting();
					// A success means the server stored the batch; a failure may come before or after it did.
					if (index >= 0) server.finish(index, ok, ok || saved);
				};
				for (const step of steps) {
					if (step.kind === "enqueue") {
						const queued = queue.enqueue(answer(step.question, step.value));
						expect(queued.client_seq).toBeGreaterThan(lastSeq);
						lastSeq = queued.client_seq ?? 0;
						latest.set(step.question, step.value);
					} else if (step.kind === "advance") await clock.advance(step.ms);
					else if (step.kind === "mode") server.setMode(step.mode);
					else if (step.kind === "finish") finishNext(step.ok, step.saved);
					else queue.flush().catch(() => {});
					await settle();
				}
				// Let whatever is still in flight fail without reaching the server, then flush for real.
				while (server.waiting() >= 0) {
					finishNext(false, false);
					await settle();
				}
				server.setMode("ok");
				await queue.flush();
				expect(queue.pending()).toEqual([]);
				for (const [question, value] of latest)
					expect(server.store.get(question)?.student_answer).toBe(value);
				expect(server.store.size).toBe(latest.size);
				queue.dispose();
			}),
			{ numRuns: 300 },
		);
	});
});
