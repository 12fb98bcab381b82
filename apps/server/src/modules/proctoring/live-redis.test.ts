import type { LiveStudent } from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { makeExamCollege, makeSignedInStudent, studentSession } from "../../test/factories";
import { makeProctoredExam, openLiveStream, proctorCalls, report } from "../../test/proctoring-fixtures";
import { testConfig, useTestApp } from "../../test/test-app";
import { redisAnswers, TEST_REDIS_URL } from "./redis-probe";

// Two API processes (two apps on one database) with REDIS_URL: a report made to one reaches the
// live view served by the other, through the machine's Redis.

const hasRedis = await redisAnswers();
if (!hasRedis) console.warn(`No Redis at ${TEST_REDIS_URL}: the cross-process live view test is skipped.`);

const ctx = useTestApp({ env: { REDIS_URL: TEST_REDIS_URL } });
let other: FastifyInstance;
let spy: Redis;
const published: string[] = [];

beforeAll(async () => {
	if (!hasRedis) return;
	other = await buildApp({
		database: ctx.database,
		config: testConfig({ REDIS_URL: TEST_REDIS_URL }),
		webDist: "/nonexistent-web-dist",
	});
	await other.ready();
	spy = new Redis(TEST_REDIS_URL);
	spy.on("pmessage", (_pattern: string, channel: string) => published.push(channel));
	await spy.psubscribe("*exam-live:*");
});
afterAll(async () => {
	await other?.close();
	await spy?.quit();
});

describe.skipIf(!hasRedis)("the live view across processes", () => {
	it("shows a flag reported to another API process, carried by Redis", async () => {
		await ctx.app.listen({ port: 0, host: "127.0.0.1" });
		const address = ctx.app.server.address();
		if (!address || typeof address === "string") throw new Error("the test server has no port");
		const { college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db);
		const { person, token: student } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		const exam = await makeProctoredExam(ctx.app, admin, { title: "Fleet Exam" });
		await studentSession(other, student, exam.id).start();

		const stream = await openLiveStream(`http://127.0.0.1:${address.port}`, exam.id, admin);
		try {
			const roster = (await stream.next((e) => e.event === "roster")).data as { students: LiveStudent[] };
			const id = roster.students.find((s) => s.rollNo === person.rollNo)?.studentId;
			const res = await proctorCalls(other, student, exam.id).violation(report({ type: "paste" }));
			expect(res.statusCode, res.body).toBe(200);
			const update = await stream.next(
				(e) => e.event === "student" && (e.data as LiveStudent).studentId === id,
				4000,
			);
			expect(update.data).toMatchObject({ violationCount: 1 });
			expect(published).toContain(`unnati:exam-live:${exam.id}`);
		} finally {
			await stream.close();
		}
	});
});
