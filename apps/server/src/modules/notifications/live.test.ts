import { type StreamNotificationEvent, streamNotificationEventSchema } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeStudent,
	signInAs,
	singleChoice,
	type TestCollege,
} from "../../test/factories";
import { openEventStream } from "../../test/sse";
import { useTestApp } from "../../test/test-app";

// The live stream over real HTTP, on the session cookie as the browser's EventSource sends it.

const ctx = useTestApp();
let baseUrl: string;
let college: TestCollege;
let admin: string;

beforeAll(async () => {
	await ctx.app.listen({ port: 0, host: "127.0.0.1" });
	const address = ctx.app.server.address();
	if (!address || typeof address === "string") throw new Error("the test server has no port");
	baseUrl = `http://127.0.0.1:${address.port}`;
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
});

const cookie = (token: string) => ({ cookie: `unnati_session=${token}` });

describe("the live notification stream", () => {
	it("authenticates by the session cookie and delivers a new notification to every open tab", async () => {
		const student = await makeStudent(ctx.database.db, college, { department: "ME", year: 4 });
		const token = await signInAs(ctx.app, student);
		const tabs = await Promise.all(
			[1, 2].map(() => openEventStream(`${baseUrl}/api/notifications/stream`, cookie(token))),
		);
		try {
			for (const tab of tabs) {
				expect(tab.response.status).toBe(200);
				expect(tab.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
				expect((await tab.next((e) => e.event === "ready")).data).toEqual({ unread: 0 });
			}
			const bank = await makeBank(ctx.app, admin, [singleChoice("What is the unit of torque?")]);
			const exam = await makeExam(
				ctx.app,
				admin,
				examBody([{ title: "Mechanics", source: { mode: "fixed", questionIds: bank.questionIds } }], {
					title: "Engineering Mechanics Quiz",
					audience: { kind: "college", departmentIds: [college.departments.ME], years: [4] },
				}),
			);
			let id = "";
			for (const tab of tabs) {
				const event: StreamNotificationEvent = streamNotificationEventSchema.parse(
					(await tab.next((e) => e.event === "notification")).data,
				);
				expect(event.unread).toBe(1);
				expect(event.notification).toMatchObject({
					title: "New exam: Engineering Mechanics Quiz",
					link: `/exam-instructions/${exam.id}`,
				});
				id = event.notification.id;
			}
			// Read in one tab: the other tabs' bells hear the new count.
			const read = await ctx.app.inject({
				method: "POST",
				url: `/api/notifications/${id}/read`,
				headers: bearer(token),
			});
			expect(read.statusCode).toBe(200);
			for (const tab of tabs)
				expect((await tab.next((e) => e.event === "unread")).data).toEqual({ unread: 0 });
		} finally {
			await Promise.all(tabs.map((tab) => tab.close()));
		}
	});

	it("tells nobody else's stream", async () => {
		const me = await makeStudent(ctx.database.db, college, { department: "CSE", year: 1 });
		const other = await makeStudent(ctx.database.db, college, { department: "CSE", year: 2 });
		const stream = await openEventStream(
			`${baseUrl}/api/notifications/stream`,
			cookie(await signInAs(ctx.app, me)),
		);
		try {
			await stream.next((e) => e.event === "ready");
			const bank = await makeBank(ctx.app, admin, [singleChoice("What is a pointer?")]);
			const publishFor = (year: number, title: string) =>
				makeExam(
					ctx.app,
					admin,
					examBody([{ title: "C", source: { mode: "fixed", questionIds: bank.questionIds } }], {
						title,
						audience: { kind: "college", departmentIds: [college.departments.CSE], years: [year] },
					}),
				);
			await publishFor(2, "Programming in C, Second Years");
			const theirs = await ctx.app.inject({
				method: "GET",
				url: "/api/notifications",
				headers: bearer(await signInAs(ctx.app, other)),
			});
			expect(theirs.json().total).toBe(1);
			// Pushed in order on one process: had theirs reached my stream, it would come before mine.
			await publishFor(1, "Programming in C, First Years");
			const first = streamNotificationEventSchema.parse(
				(await stream.next((e) => e.event === "notification")).data,
			);
			expect(first.notification.title).toBe("New exam: Programming in C, First Years");
		} finally {
			await stream.close();
		}
	});

	it("refuses a request without a session, or with a session that ended", async () => {
		const anonymous = await fetch(`${baseUrl}/api/notifications/stream`);
		expect(anonymous.status).toBe(401);
		const student = await makeStudent(ctx.database.db, college);
		const token = await signInAs(ctx.app, student);
		// Asked for anything but an event stream, it answers at once rather than never ending.
		const plain = await fetch(`${baseUrl}/api/notifications/stream`, { headers: cookie(token) });
		expect(plain.status).toBe(400);
		expect((await plain.json()).message).toMatch(/EventSource/);
		await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
		const ended = await fetch(`${baseUrl}/api/notifications/stream`, {
			headers: { ...cookie(token), accept: "text/event-stream" },
		});
		expect(ended.status).toBe(401);
	});
});
