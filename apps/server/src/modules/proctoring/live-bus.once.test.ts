import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryBus, createRedisBus, type LiveBus, type LiveEvent } from "./live-bus";
import { redisAnswers, TEST_REDIS_URL } from "./redis-probe";

const quiet = { warn: () => {} };
const hasRedis = await redisAnswers();
if (!hasRedis) console.warn(`No Redis at ${TEST_REDIS_URL}: the Redis bus tests are skipped.`);

/** Resolves with the first event `bus` delivers for `examId` (or null after `ms`). */
async function firstEvent(subscribe: Promise<() => void>, received: LiveEvent[], ms = 3000) {
	const off = await subscribe;
	const deadline = Date.now() + ms;
	while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
	off();
	return received[0] ?? null;
}

const open: LiveBus[] = [];
afterEach(async () => {
	await Promise.all(open.splice(0).map((bus) => bus.close()));
});

describe("the in-process bus", () => {
	it("delivers an exam's events to its subscribers only, until they unsubscribe", async () => {
		const bus = createMemoryBus();
		open.push(bus);
		const mine: LiveEvent[] = [];
		const theirs: LiveEvent[] = [];
		const off = await bus.subscribe("exam-a", (e) => mine.push(e));
		await bus.subscribe("exam-b", (e) => theirs.push(e));
		bus.publish({ examId: "exam-a", studentId: "s1", kind: "violation" });
		off();
		bus.publish({ examId: "exam-a", studentId: "s2", kind: "seen" });
		expect(mine).toEqual([{ examId: "exam-a", studentId: "s1", kind: "violation" }]);
		expect(theirs).toEqual([]);
	});
});

describe.skipIf(!hasRedis)("the Redis bus (the machine's Redis)", () => {
	it("carries an event published by one process to a live view of another", async () => {
		const publisher = createRedisBus(TEST_REDIS_URL, quiet);
		const watcher = createRedisBus(TEST_REDIS_URL, quiet);
		open.push(publisher, watcher);
		const examId = randomUUID();
		const received: LiveEvent[] = [];
		const subscribed = watcher.subscribe(examId, (e) => received.push(e));
		await subscribed;
		publisher.publish({ examId, studentId: "s1", kind: "violation" });
		expect(await firstEvent(subscribed, received)).toEqual({ examId, studentId: "s1", kind: "violation" });
	});

	it("stops delivering once the last live view of the exam unsubscribes", async () => {
		const publisher = createRedisBus(TEST_REDIS_URL, quiet);
		const watcher = createRedisBus(TEST_REDIS_URL, quiet);
		open.push(publisher, watcher);
		const examId = randomUUID();
		const first: LiveEvent[] = [];
		const second: LiveEvent[] = [];
		const offFirst = await watcher.subscribe(examId, (e) => first.push(e));
		const offSecond = await watcher.subscribe(examId, (e) => second.push(e));
		offFirst();
		publisher.publish({ examId, studentId: "s1", kind: "seen" });
		await new Promise((r) => setTimeout(r, 300));
		expect(first).toEqual([]);
		expect(second).toHaveLength(1);
		offSecond();
		publisher.publish({ examId, studentId: "s2", kind: "seen" });
		await new Promise((r) => setTimeout(r, 300));
		expect(second).toHaveLength(1);
	});
});
