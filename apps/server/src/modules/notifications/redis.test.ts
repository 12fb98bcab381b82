import { streamNotificationEventSchema } from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeStudent,
	signInAs,
	singleChoice,
} from "../../test/factories";
import { openEventStream } from "../../test/sse";
import { testConfig, useTestApp } from "../../test/test-app";
import { redisAnswers, TEST_REDIS_URL } from "../proctoring/redis-probe";

// Two API processes (two apps on one database) with REDIS_URL: a notification stored by one reaches
// the person's stream served by the other, through the machine's Redis; a closed stream lets go of
// its channel.

const hasRedis = await redisAnswers();
if (!hasRedis) console.warn(`No Redis at ${TEST_REDIS_URL}: the cross-process notification test is skipped.`);

const PREFIX = `unnati-test-${process.pid}`;
const env = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: PREFIX };
const ctx = useTestApp({ env });
let other: FastifyInstance;
let spy: Redis;
/** Asks Redis who listens (a subscribed connection can ask nothing else). */
let probe: Redis;
const published: string[] = [];

beforeAll(async () => {
	if (!hasRedis) return;
	other = await buildApp({
		database: ctx.database,
		config: testConfig(env),
		webDist: "/nonexistent-web-dist",
	});
	await other.ready();
	spy = new Redis(TEST_REDIS_URL);
	probe = new Redis(TEST_REDIS_URL);
	spy.on("pmessage", (_pattern: string, channel: string) => published.push(channel));
	await spy.psubscribe(`${PREFIX}:notifications:*`);
});
afterAll(async () => {
	await other?.close();
	await spy?.quit();
	await probe?.quit();
});

describe.skipIf(!hasRedis)("notifications across processes", () => {
	it("delivers a notification stored by another API process, carried by Redis, and unsubscribes on disconnect", async () => {
		await ctx.app.listen({ port: 0, host: "127.0.0.1" });
		const address = ctx.app.server.address();
		if (!address || typeof address === "string") throw new Error("the test server has no port");
		const db = ctx.database.db;
		// The exam admin works on the other process; the student's tab is served by this one.
		const { college, admin } = await makeExamCollege(ctx.app, db);
		const adminOnOther = await signInAs(other, admin);
		const student = await makeStudent(db, college, { department: "ECE", year: 4 });
		const token = await signInAs(ctx.app, student);
		const channel = `${PREFIX}:notifications:user:${student.id}`;

		const stream = await openEventStream(`http://127.0.0.1:${address.port}/api/notifications/stream`, {
			cookie: `unnati_session=${token}`,
		});
		try {
			await stream.next((e) => e.event === "ready");
			expect(await probe.pubsub("NUMSUB", channel)).toEqual([channel, 1]);
			const bank = await makeBank(other, adminOnOther, [singleChoice("What does a transformer change?")]);
			await makeExam(
				other,
				adminOnOther,
				examBody([{ title: "Machines", source: { mode: "fixed", questionIds: bank.questionIds } }], {
					title: "Electrical Machines Quiz",
					audience: { kind: "college", departmentIds: [college.departments.ECE], years: [4] },
				}),
			);
			const event = streamNotificationEventSchema.parse(
				(await stream.next((e) => e.event === "notification")).data,
			);
			expect(event).toMatchObject({
				unread: 1,
				notification: { title: "New exam: Electrical Machines Quiz" },
			});
			expect(published).toContain(channel);
		} finally {
			await stream.close();
		}
		// The tab closed: this process lets go of the person's channel.
		const deadline = Date.now() + 10_000;
		while ((await probe.pubsub("NUMSUB", channel))[1] !== 0 && Date.now() < deadline) {
			await new Promise((resolve) => setTimeout(resolve, 50));
		}
		expect(await probe.pubsub("NUMSUB", channel)).toEqual([channel, 0]);
	});
});
