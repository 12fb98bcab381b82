import { myCertificatesSchema } from "@unnati/contracts/certificates";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { latestMailTo, testClock } from "../../test/auth-helpers";
import { makeCollege } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { loadFixture } from "../learning/test-fixtures";
import { issueCourseCertificate } from "./service";
import { certificates } from "./tables";
import {
	completeLessons,
	enrolledLearner,
	FIXTURE,
	graduate,
	type Learner,
	takeMockTest,
} from "./test-helpers";

const clock = testClock(Date.parse("2026-11-24T06:00:00Z"));
const ctx = useTestApp({ beforeBuild: loadFixture, clock });

async function mine(learner: Learner) {
	const res = await ctx.app.inject({ method: "GET", url: "/api/me/certificates", headers: learner.headers });
	expect(res.statusCode).toBe(200);
	return myCertificatesSchema.parse(res.json()).certificates;
}

async function issuedNotifications(userId: string) {
	const result = await ctx.database.db.execute(
		sql`select count(*)::int as n from notifications where recipient_id = ${userId}::uuid and type = 'certificate_issued'`,
	);
	return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe("earning a course certificate", () => {
	it("issues none to a student who completed every lesson but has not passed the final test", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await enrolledLearner(ctx, college);
		await completeLessons(ctx.app, learner, FIXTURE.lessons);
		expect(await takeMockTest(ctx.app, learner, false)).toBe(false);
		expect(await mine(learner)).toEqual([]);
		// Calling the rule directly changes nothing either: it is the rule, not the caller, that decides.
		const db = ctx.database.db;
		expect(
			await issueCourseCertificate({ db, publicUrl: "" }, learner.id, FIXTURE.course, clock()),
		).toBeNull();
		expect(await mine(learner)).toEqual([]);
	});

	it("issues none to a student who passed the final test with lessons left, then one on the last lesson", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await enrolledLearner(ctx, college);
		await completeLessons(ctx.app, learner, FIXTURE.lessons.slice(0, 2));
		expect(await takeMockTest(ctx.app, learner, true)).toBe(true);
		expect(await mine(learner)).toEqual([]);

		await completeLessons(ctx.app, learner, FIXTURE.lessons.slice(2));
		const held = await mine(learner);
		expect(held.map((c) => [c.kind, c.subject.slug])).toEqual(
			expect.arrayContaining([["course", FIXTURE.course]]),
		);
	});

	it("issues exactly one certificate when passing, snapshotting who, what, where and when, and notifies once", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await graduate(ctx, college);
		const course = (await mine(learner)).find((c) => c.kind === "course");
		expect(course).toMatchObject({
			subject: { slug: FIXTURE.course, title: FIXTURE.title },
			recipientName: learner.name,
			collegeName: college.name,
			hours: FIXTURE.hours,
			issuedAt: clock().toISOString(),
			issuer: { name: "Unnati", college: college.name },
			status: "valid",
			revocation: null,
		});
		expect(course?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
		expect(course?.verifyUrl).toBe(`http://unnati.test/certificates/${course?.id}`);

		// Taking the test again, and ten concurrent calls of the rule, still leave one certificate.
		expect(await takeMockTest(ctx.app, learner, true)).toBe(true);
		const db = ctx.database.db;
		const again = await Promise.all(
			Array.from({ length: 10 }, () =>
				issueCourseCertificate({ db, publicUrl: "" }, learner.id, FIXTURE.course, clock()),
			),
		);
		expect(new Set(again.map((row) => row?.id))).toEqual(new Set([course?.id]));
		const rows = await db
			.select()
			.from(certificates)
			.where(and(eq(certificates.userId, learner.id), eq(certificates.kind, "course")));
		expect(rows).toHaveLength(1);
		// The course and the journey it completes: one notification each, never repeated.
		expect(await issuedNotifications(learner.id)).toBe(2);
		// And by e-mail (on by default for this type), with the link to the student's certificates.
		await expect
			.poll(async () => (await latestMailTo(ctx.app, learner.email).catch(() => null))?.subject ?? "")
			.toMatch(/^Certificate earned: /);
		expect((await latestMailTo(ctx.app, learner.email)).text).toContain(
			"http://unnati.test/dashboard/certificates",
		);
	});

	it("issues the journey certificate when every course of the journey is certified", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await graduate(ctx, college);
		const journey = (await mine(learner)).find((c) => c.kind === "journey");
		expect(journey).toMatchObject({
			subject: { slug: FIXTURE.journey },
			hours: FIXTURE.hours,
			status: "valid",
		});
	});

	it("issues concurrently-raced first certificates once: parallel passing requests give one row", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await enrolledLearner(ctx, college);
		await completeLessons(ctx.app, learner, FIXTURE.lessons.slice(0, 2));
		expect(await takeMockTest(ctx.app, learner, true)).toBe(true);
		// The last lesson, completed from two tabs at once.
		await Promise.all([
			completeLessons(ctx.app, learner, FIXTURE.lessons.slice(2)),
			completeLessons(ctx.app, learner, FIXTURE.lessons.slice(2)),
		]);
		const rows = await ctx.database.db.select().from(certificates).where(eq(certificates.userId, learner.id));
		expect(rows.map((r) => r.kind).sort()).toEqual(["course", "journey"]);
		expect(await issuedNotifications(learner.id)).toBe(2);
	});

	it("issues it when a passing attempt left to run out of time is scored by starting the test again", async () => {
		const college = await makeCollege(ctx.database.db);
		const learner = await enrolledLearner(ctx, college);
		await completeLessons(ctx.app, learner, FIXTURE.lessons);
		const course = (
			await ctx.app.inject({ method: "GET", url: `/api/learning/courses/${FIXTURE.course}` })
		).json() as { mockTest: { id: string } };
		const start = () =>
			ctx.app.inject({
				method: "POST",
				url: `/api/learning/tests/${course.mockTest.id}/start`,
				headers: learner.headers,
			});
		const first = (await start()).json() as { attemptId: string };
		await ctx.app.inject({
			method: "POST",
			url: `/api/learning/test-attempts/${first.attemptId}/answers`,
			headers: learner.headers,
			payload: {
				answers: ["a", "a", "11", "a"].map((answer, i) => ({
					questionId: `q${i + 1}`,
					answer,
					timeSpent: 5,
				})),
			},
		});
		expect(await mine(learner)).toEqual([]);
		clock.advance(11 * 60_000); // past the 10-minute test, never submitted
		expect((await start()).statusCode).toBe(200);
		expect((await mine(learner)).map((c) => c.kind).sort()).toEqual(["course", "journey"]);
	});

	it("offers no endpoint that issues a certificate: the only write is revocation", () => {
		const writes = ctx.app.declaredRoutes.filter(
			(route) => /certificate|badge/.test(route.path) && route.method !== "GET" && route.method !== "HEAD",
		);
		expect(writes.map((route) => `${route.method} ${route.path}`)).toEqual([
			"POST /api/certificates/:id/revoke",
		]);
	});
});
