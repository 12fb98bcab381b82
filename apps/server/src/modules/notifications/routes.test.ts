import { randomUUID } from "node:crypto";
import {
	NOTIFICATION_TYPE_NAMES,
	NOTIFICATION_TYPES,
	type NotificationPreferences,
	notificationListSchema,
} from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStudent, signInAs, type TestPerson } from "../../test/factories";
import { notificationsOf, testNotifier } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";

const clock = testClock(Date.parse("2026-11-24T06:00:00Z"));
const ctx = useTestApp({ clock });

let me: TestPerson;
let token: string;
let otherToken: string;
let otherNotificationId: string;

const published = (title: string) => ({
	examId: randomUUID(),
	examTitle: title,
	opensAt: "2026-12-02T03:30:00.000Z",
	closesAt: "2026-12-02T05:30:00.000Z",
	durationMinutes: 45,
	proctored: false,
});
const result = (title: string) => ({
	examId: randomUUID(),
	attemptId: randomUUID(),
	examTitle: title,
	percentage: 35,
	passed: false,
	autoSubmitted: true,
});

beforeAll(async () => {
	const db = ctx.database.db;
	const college = await makeCollege(db);
	me = await makeStudent(db, college);
	const other = await makeStudent(db, college);
	[token, otherToken] = await Promise.all([signInAs(ctx.app, me), signInAs(ctx.app, other)]);
	// Five of mine, a minute apart (oldest first): three exams published, two results.
	const notifier = testNotifier(db, clock);
	for (const [type, title] of [
		["exam_published", "Engineering Mathematics III"],
		["exam_result_available", "Engineering Mathematics III"],
		["exam_published", "Digital Electronics"],
		["exam_published", "Database Systems"],
		["exam_result_available", "Digital Electronics"],
	] as const) {
		clock.advance(60_000);
		await notifier.notify([me.id], type, type === "exam_published" ? published(title) : result(title));
	}
	await notifier.notify([other.id], "exam_published", published("Theory of Computation"));
	otherNotificationId = (await notificationsOf(ctx.app, otherToken)).items[0]?.id ?? "";
	await notifier.settled();
});

const post = (url: string, who = token, payload?: object) =>
	ctx.app.inject({ method: "POST", url, headers: bearer(who), ...(payload ? { payload } : {}) });

describe("the notification list", () => {
	it("lists one's own, newest first, with the unread count", async () => {
		const list = notificationListSchema.parse(await notificationsOf(ctx.app, token));
		expect(list.total).toBe(5);
		expect(list.unread).toBe(5);
		expect(list.items.map((n) => n.title)).toEqual([
			"Your result for Digital Electronics is ready",
			"New exam: Database Systems",
			"New exam: Digital Electronics",
			"Your result for Engineering Mathematics III is ready",
			"New exam: Engineering Mathematics III",
		]);
		expect(list.items[0]?.body).toContain("submitted automatically");
		expect(list.items[0]?.body).toContain("did not reach the passing score");
		expect(list.items.some((n) => n.title.includes("Theory of Computation"))).toBe(false);
	});

	it("filters by type and pages", async () => {
		const results = await notificationsOf(ctx.app, token, { type: "exam_result_available" });
		expect(results.total).toBe(2);
		expect(results.items.every((n) => n.type === "exam_result_available")).toBe(true);
		const second = await notificationsOf(ctx.app, token, { pageSize: 2, page: 2 });
		expect(second).toMatchObject({ total: 5, page: 2, pageSize: 2 });
		expect(second.items.map((n) => n.title)).toEqual([
			"New exam: Digital Electronics",
			"Your result for Engineering Mathematics III is ready",
		]);
	});

	it("refuses a type that does not exist and a page size over the maximum, with a message", async () => {
		for (const url of [
			"/api/notifications?type=party",
			"/api/notifications?pageSize=500",
			"/api/notifications?page=0",
		]) {
			const res = await ctx.app.inject({ method: "GET", url, headers: bearer(token) });
			expect(res.statusCode, url).toBe(400);
			expect(res.json().message).toBeTruthy();
		}
	});

	it("needs a session", async () => {
		for (const url of [
			"/api/notifications",
			"/api/notifications/unread-count",
			"/api/notifications/preferences",
			"/api/notifications/stream",
		]) {
			expect((await ctx.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
		}
		expect((await ctx.app.inject({ method: "POST", url: "/api/notifications/read-all" })).statusCode).toBe(
			401,
		);
	});
});

describe("marking read", () => {
	it("marks one read (twice changes nothing) and counts it", async () => {
		const [newest] = (await notificationsOf(ctx.app, token)).items;
		const first = await post(`/api/notifications/${newest?.id}/read`);
		expect(first.statusCode, first.body).toBe(200);
		expect(first.json().unread).toBe(4);
		expect(first.json().notification.readAt).toBe(clock().toISOString());
		clock.advance(1000);
		const again = await post(`/api/notifications/${newest?.id}/read`);
		expect(again.json().notification.readAt).toBe(first.json().notification.readAt);
		expect(again.json().unread).toBe(4);
		const count = await ctx.app.inject({
			method: "GET",
			url: "/api/notifications/unread-count",
			headers: bearer(token),
		});
		expect(count.json()).toEqual({ unread: 4 });
		expect((await notificationsOf(ctx.app, token, { status: "unread" })).total).toBe(4);
	});

	it("answers 404 for another person's notification and changes nothing", async () => {
		const res = await post(`/api/notifications/${otherNotificationId}/read`);
		expect(res.statusCode).toBe(404);
		expect((await notificationsOf(ctx.app, otherToken)).unread).toBe(1);
		expect((await post(`/api/notifications/${randomUUID()}/read`)).statusCode).toBe(404);
		expect((await post("/api/notifications/not-a-uuid/read")).statusCode).toBe(404);
	});

	it("marks all of one type read, then all", async () => {
		const byType = await post("/api/notifications/read-all", token, { type: "exam_published" });
		expect(byType.statusCode, byType.body).toBe(200);
		expect(byType.json()).toEqual({ updated: 3, unread: 1 });
		const all = await post("/api/notifications/read-all");
		expect(all.json()).toEqual({ updated: 1, unread: 0 });
		expect((await notificationsOf(ctx.app, otherToken)).unread).toBe(1);
		expect((await post("/api/notifications/read-all", token, { type: "birthday" })).statusCode).toBe(400);
	});
});

describe("preferences", () => {
	const get = async (who: string) => {
		const res = await ctx.app.inject({
			method: "GET",
			url: "/api/notifications/preferences",
			headers: bearer(who),
		});
		expect(res.statusCode, res.body).toBe(200);
		return res.json() as NotificationPreferences;
	};
	const put = (who: string, payload: unknown) =>
		ctx.app.inject({
			method: "PUT",
			url: "/api/notifications/preferences",
			headers: bearer(who),
			payload: payload as object,
		});

	it("starts from each type's defaults", async () => {
		const { preferences } = await get(otherToken);
		// Every type of the registry, in its order, each with its own defaults.
		expect(preferences.map((p) => p.type)).toEqual(NOTIFICATION_TYPE_NAMES);
		for (const p of preferences) {
			expect(p).toMatchObject({ inApp: true, email: NOTIFICATION_TYPES[p.type].emailByDefault });
		}
		expect(preferences.find((p) => p.type === "exam_published")?.email).toBe(true);
		expect(preferences[0]?.label).toBe("Exam published");
	});

	it("changes only the types sent, and only for the person", async () => {
		const res = await put(token, { preferences: [{ type: "exam_published", inApp: true, email: false }] });
		expect(res.statusCode, res.body).toBe(200);
		const mine = (res.json() as NotificationPreferences).preferences;
		expect(mine.find((p) => p.type === "exam_published")).toMatchObject({ inApp: true, email: false });
		expect(mine.find((p) => p.type === "exam_result_available")).toMatchObject({ inApp: true, email: true });
		expect((await get(token)).preferences.find((p) => p.type === "exam_published")?.email).toBe(false);
		expect((await get(otherToken)).preferences.find((p) => p.type === "exam_published")?.email).toBe(true);
	});

	it("refuses an unknown type or an empty change and keeps what was saved", async () => {
		expect(
			(await put(token, { preferences: [{ type: "lunch", inApp: true, email: true }] })).statusCode,
		).toBe(400);
		const empty = await put(token, { preferences: [] });
		expect(empty.statusCode).toBe(400);
		expect(empty.json().message).toBeTruthy();
		expect((await put(token, { preferences: [{ type: "exam_published", inApp: "yes" }] })).statusCode).toBe(
			400,
		);
		expect((await get(token)).preferences.find((p) => p.type === "exam_published")?.email).toBe(false);
	});
});
