import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QueueTimers } from "../exams/answer-queue";
import { createViolationQueue, type ViolationQueueSnapshot } from "./violation-queue";

type Report = { client_id: string; away_ms?: number };

async function settle() {
	for (let i = 0; i < 30; i++) await Promise.resolve();
}

/** Timers that run only when the test advances time. */
function fakeClock() {
	let time = 0;
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
			const due = [...scheduled.entries()].sort(([, a], [, b]) => a.at - b.at)[0];
			if (!due || due[1].at > end) break;
			scheduled.delete(due[0]);
			time = due[1].at;
			due[1].fn();
		}
		time = end;
		await settle();
	}
	return { timers, advance, pendingTimers: () => scheduled.size };
}

class Refused extends Error {}

/** A server that can be offline, refuse, or record; it records each client_id once, like the real one. */
function fakeServer() {
	const received: Report[] = [];
	const recorded = new Map<string, Report>();
	let mode: "ok" | "offline" = "ok";
	const refuse = new Set<string>();
	return {
		received,
		recorded,
		setMode: (m: typeof mode) => {
			mode = m;
		},
		refuse: (id: string) => refuse.add(id),
		send: async (report: Report) => {
			received.push(report);
			if (mode === "offline") throw new Error("offline");
			if (refuse.has(report.client_id)) throw new Refused("400");
			recorded.set(report.client_id, { ...recorded.get(report.client_id), ...report });
		},
	};
}

describe("the violation queue", () => {
	it("sends each report as it is queued, in order", async () => {
		const clock = fakeClock();
		const server = fakeServer();
		const queue = createViolationQueue<Report>({
			send: server.send,
			isPermanent: (e) => e instanceof Refused,
			timers: clock.timers,
		});
		queue.enqueue({ client_id: "a1aaaaaa" });
		queue.enqueue({ client_id: "b2bbbbbb" });
		await clock.advance(0);
		expect(server.received.map((r) => r.client_id)).toEqual(["a1aaaaaa", "b2bbbbbb"]);
		expect(queue.pending()).toEqual([]);
	});

	it("keeps reports while offline and retries with growing delays, then sends them all", async () => {
		const clock = fakeClock();
		const server = fakeServer();
		const snapshots: ViolationQueueSnapshot<Report>[] = [];
		server.setMode("offline");
		const queue = createViolationQueue<Report>({
			send: server.send,
			isPermanent: (e) => e instanceof Refused,
			timers: clock.timers,
			onChange: (s) => snapshots.push(s),
		});
		queue.enqueue({ client_id: "a1aaaaaa" });
		queue.enqueue({ client_id: "b2bbbbbb" });
		await clock.advance(0);
		expect(server.received).toHaveLength(1);
		expect(snapshots.at(-1)?.lastError).toBe("offline");
		await clock.advance(1000);
		expect(server.received).toHaveLength(2);
		await clock.advance(1999);
		expect(server.received).toHaveLength(2);
		await clock.advance(1);
		expect(server.received).toHaveLength(3);
		server.setMode("ok");
		queue.retryNow();
		await clock.advance(0);
		expect([...server.recorded.keys()]).toEqual(["a1aaaaaa", "b2bbbbbb"]);
		expect(queue.pending()).toEqual([]);
		expect(snapshots.at(-1)?.lastError).toBeNull();
	});

	it("drops a report the server refuses and goes on with the next", async () => {
		const clock = fakeClock();
		const server = fakeServer();
		const dropped: string[] = [];
		server.refuse("bad00000");
		const queue = createViolationQueue<Report>({
			send: server.send,
			isPermanent: (e) => e instanceof Refused,
			timers: clock.timers,
			onDropped: (r) => dropped.push(r.client_id),
		});
		queue.enqueue({ client_id: "bad00000" });
		queue.enqueue({ client_id: "good0000" });
		await clock.advance(0);
		expect(dropped).toEqual(["bad00000"]);
		expect([...server.recorded.keys()]).toEqual(["good0000"]);
	});

	it("lets a later report of the same violation replace the one still waiting", async () => {
		const clock = fakeClock();
		const server = fakeServer();
		server.setMode("offline");
		const queue = createViolationQueue<Report>({
			send: server.send,
			isPermanent: () => false,
			timers: clock.timers,
		});
		queue.enqueue({ client_id: "first000" });
		queue.enqueue({ client_id: "tab00000" });
		await clock.advance(0);
		queue.enqueue({ client_id: "tab00000", away_ms: 4200 });
		expect(queue.pending()).toEqual([{ client_id: "first000" }, { client_id: "tab00000", away_ms: 4200 }]);
		server.setMode("ok");
		await queue.flush();
		expect(server.recorded.get("tab00000")).toEqual({ client_id: "tab00000", away_ms: 4200 });
	});

	it("flush resolves once all are sent, and rejects (keeping them) when the network fails", async () => {
		const clock = fakeClock();
		const server = fakeServer();
		server.setMode("offline");
		const queue = createViolationQueue<Report>({
			send: server.send,
			isPermanent: () => false,
			timers: clock.timers,
			initial: [{ client_id: "stored00" }],
		});
		await expect(queue.flush()).rejects.toThrow("offline");
		expect(queue.pending()).toEqual([{ client_id: "stored00" }]);
		server.setMode("ok");
		await queue.flush();
		expect(queue.pending()).toEqual([]);
		expect(clock.pendingTimers()).toBe(0);
	});

	it("never loses or duplicates a report, whatever the network does", async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.array(fc.record({ offline: fc.boolean(), wait: fc.integer({ min: 0, max: 5000 }) }), {
					minLength: 1,
					maxLength: 15,
				}),
				async (steps) => {
					const clock = fakeClock();
					const server = fakeServer();
					const queue = createViolationQueue<Report>({
						send: server.send,
						isPermanent: () => false,
						timers: clock.timers,
					});
					for (const [i, step] of steps.entries()) {
						server.setMode(step.offline ? "offline" : "ok");
						queue.enqueue({ client_id: `report${String(i).padStart(3, "0")}` });
						await clock.advance(step.wait);
					}
					server.setMode("ok");
					await queue.flush();
					expect([...server.recorded.keys()]).toEqual(
						steps.map((_, i) => `report${String(i).padStart(3, "0")}`),
					);
					queue.dispose();
				},
			),
			{ numRuns: 60 },
		);
	});
});
