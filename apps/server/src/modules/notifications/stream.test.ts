import { describe, expect, it } from "vitest";
import { createMemoryPubSub } from "../../platform/pubsub/pubsub";
import { testClock } from "../../test/auth-helpers";
import { makeCollege, makeStudent } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { createNotificationService } from "./service";
import { runStream, type StreamSink } from "./stream";

// The stream's life on its own (the route over HTTP is in live.test.ts): heartbeats, what it sends,
// and that it lets go of the person's channel when it ends.

const ctx = useTestApp();

function recordingSink() {
	const sent: { event: string; data: unknown }[] = [];
	const comments: string[] = [];
	const sink: StreamSink = {
		send: (event, data) => sent.push({ event, data }),
		comment: (text) => comments.push(text),
	};
	return { sink, sent, comments };
}

const until = async (check: () => boolean, timeoutMs = 10_000) => {
	const deadline = Date.now() + timeoutMs;
	while (!check()) {
		if (Date.now() > deadline) throw new Error("timed out");
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
};

describe("a notification stream", () => {
	it("sends ready, then each notification, and a heartbeat comment while idle; stops cleanly", async () => {
		const db = ctx.database.db;
		const student = await makeStudent(db, await makeCollege(db));
		const pubsub = createMemoryPubSub();
		let listeners = 0;
		const counted = {
			...pubsub,
			async subscribe(channel: string, listener: (message: string) => void) {
				listeners++;
				const off = await pubsub.subscribe(channel, listener);
				return () => {
					listeners--;
					off();
				};
			},
		};
		const service = createNotificationService({
			db,
			clock: testClock(),
			mailer: { send: async () => {}, sendMany: async () => {}, recent: async () => [] },
			pubsub: counted,
			log: { warn: () => {}, error: () => {} },
			publicUrl: "http://unnati.test",
		});
		const { sink, sent, comments } = recordingSink();
		const stop = await runStream(service, db, student.id, sink, 30);
		expect(sent[0]).toEqual({ event: "ready", data: { unread: 0 } });
		expect(listeners).toBe(1);

		await service.notify([student.id], "proctoring_flag_confirmed", {
			examId: "e1",
			examTitle: "Signals and Systems",
			violationType: "phone_detected",
			at: "2026-11-20T05:15:00.000Z",
		});
		await until(() => sent.length === 2);
		expect(sent[1]).toMatchObject({
			event: "notification",
			data: { unread: 1, notification: { type: "proctoring_flag_confirmed" } },
		});
		const arrived = sent[1]?.data as { notification: { body: string } } | undefined;
		expect(arrived?.notification.body).toContain("A phone in view");

		await until(() => comments.length >= 2);
		expect(comments.every((c) => c === "heartbeat")).toBe(true);

		stop();
		stop();
		expect(listeners).toBe(0);
		const heard = comments.length;
		await new Promise((resolve) => setTimeout(resolve, 100));
		expect(comments.length).toBe(heard);
		await service.close();
	});
});
