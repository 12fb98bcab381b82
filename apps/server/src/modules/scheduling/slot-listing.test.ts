import { publishResultSchema, type Slot, slotListSchema } from "@unnati/contracts/scheduling";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs } from "../../test/factories";
import { testConfig, useTestApp } from "../../test/test-app";

const DAY = 86_400_000;
const clock = testClock();
const dateIn = (days: number) =>
	new Date(clock().getTime() + 330 * 60_000 + days * DAY).toISOString().slice(0, 10);

describe("the slot listing held in memory", () => {
	const ctx = useTestApp({ clock });
	/** A second API process on the same database: its own memory, nothing shared but the tables. */
	let other: FastifyInstance;
	let mentor: string;
	let student: string;
	let classmate: string;
	beforeAll(async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		mentor = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_MENTOR"));
		student = await signInAs(ctx.app, await makeStudent(db, college));
		classmate = await signInAs(ctx.app, await makeStudent(db, college));
		// Object.create gives the second app its own Db object, the key its copies are held under.
		other = await buildApp({
			database: { ...ctx.database, db: Object.create(db) },
			config: testConfig(),
			webDist: "/nonexistent-web-dist",
			clock,
		});
		await other.ready();
	});
	afterAll(async () => {
		await other?.close();
	});

	const call = (app: FastifyInstance, token: string, method: "GET" | "POST", url: string, payload?: object) =>
		app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
	const list = async (app: FastifyInstance, token: string, query = "") => {
		const res = await call(app, token, "GET", `/api/scheduling/slots${query}`);
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toMatch(/^application\/json/);
		return slotListSchema.parse(res.json()).slots;
	};
	const publish = async (days: number, times: string[], capacity = 2): Promise<Slot[]> => {
		const res = await call(ctx.app, mentor, "POST", "/api/scheduling/slots", {
			interviewType: "technical",
			title: "DSA mock interview",
			fromDate: dateIn(days),
			toDate: dateIn(days),
			weekdays: [0, 1, 2, 3, 4, 5, 6],
			startTimes: times,
			lengthMinutes: 30,
			bufferMinutes: 0,
			capacity,
			mode: "room",
			location: "Placement cell, Room 104",
		});
		expect(res.statusCode).toBe(201);
		return publishResultSchema.parse(res.json()).slots;
	};
	const seatsOf = (slots: Slot[], id: string) => slots.find((slot) => slot.id === id);

	it("follows publishing, booking and cancelling made in another process", async () => {
		const [first, second] = await publish(3, ["10:00", "11:00"]);
		if (!first || !second) throw new Error("two slots were published");
		// Both processes now hold the college's listing.
		expect((await list(ctx.app, student)).map((slot) => slot.id)).toEqual([first.id, second.id]);
		expect((await list(other, student)).map((slot) => slot.id)).toEqual([first.id, second.id]);

		// A booking through this process is seen by the other one's next listing.
		const booked = await call(ctx.app, classmate, "POST", `/api/scheduling/slots/${first.id}/bookings`, {
			note: "",
		});
		expect(booked.statusCode).toBe(201);
		expect(seatsOf(await list(other, student), first.id)).toMatchObject({ booked: 1, seatsLeft: 1 });
		// Only the student who holds the seat sees it as theirs.
		expect(seatsOf(await list(other, classmate), first.id)).toMatchObject({ bookedByMe: true });
		expect(seatsOf(await list(other, student), first.id)).toMatchObject({ bookedByMe: false });

		// A booking through the other process is seen here.
		const mine = await call(other, student, "POST", `/api/scheduling/slots/${first.id}/bookings`, {
			note: "",
		});
		expect(mine.statusCode).toBe(201);
		expect(seatsOf(await list(ctx.app, classmate), first.id)).toMatchObject({ booked: 2, seatsLeft: 0 });

		// A cancelled slot leaves both listings; a newly published one joins them.
		const cancelled = await call(ctx.app, mentor, "POST", `/api/scheduling/slots/${second.id}/cancel`, {
			reason: "The placement drive moved to this afternoon.",
		});
		expect(cancelled.statusCode).toBe(200);
		const [later] = await publish(4, ["15:00"]);
		const ids = (await list(other, student)).map((slot) => slot.id);
		expect(ids).toContain(first.id);
		expect(ids).not.toContain(second.id);
		expect(ids).toContain(later?.id);
	});

	it("filters by type and host, and answers a period past the held month from the tables", async () => {
		const [far] = await publish(50, ["09:30"]);
		// The default listing is a month: the slot 50 days ahead is not in it.
		expect((await list(ctx.app, student)).map((slot) => slot.id)).not.toContain(far?.id);
		// A period ending 80 days ahead reaches past the 63 days a copy holds.
		const from = new Date(clock().getTime() + 40 * DAY).toISOString();
		const to = new Date(clock().getTime() + 80 * DAY).toISOString();
		const query = `?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
		expect((await list(ctx.app, student, query)).map((slot) => slot.id)).toEqual([far?.id]);
		expect(await list(ctx.app, student, "?interviewType=hr")).toEqual([]);
		expect((await list(other, student, "?interviewType=technical")).length).toBeGreaterThan(0);
		expect(await list(other, student, "?hostId=00000000-0000-4000-8000-000000000000")).toEqual([]);
	});
});
