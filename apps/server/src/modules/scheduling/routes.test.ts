import { bookingSchema, publishResultSchema, type Slot, slotListSchema } from "@unnati/contracts/scheduling";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../platform/mail/tables";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	makeCollege,
	makeStaff,
	makeStudent,
	makeStudents,
	signInAs,
	type TestCollege,
} from "../../test/factories";
import { mailTo } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";
import { scheduleBookings, scheduleSlots } from "./tables";

const DAY = 86_400_000;
const clock = testClock();
/** An IST calendar date `days` from the test clock's today. */
const dateIn = (days: number) =>
	new Date(clock().getTime() + 330 * 60_000 + days * DAY).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe("scheduling over HTTP", () => {
	const ctx = useTestApp({ clock });
	let college: TestCollege;
	let mentor: string;
	let pat: string;
	let student: string;
	let studentId: string;
	let studentEmail: string;
	let mentorEmail: string;
	let classmate: string;
	let outsider: string;
	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db);
		const other = await makeCollege(db);
		const host = await makeStaff(db, college, "ROLE_MENTOR");
		mentorEmail = host.email;
		mentor = await signInAs(ctx.app, host);
		pat = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PAT"));
		const me = await makeStudent(db, college);
		studentId = me.id;
		studentEmail = me.email;
		student = await signInAs(ctx.app, me);
		classmate = await signInAs(ctx.app, await makeStudent(db, college));
		outsider = await signInAs(ctx.app, await makeStudent(db, other));
	});

	const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
		ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

	/** One slot on the day `days` ahead at `time` IST, published by `token`. */
	async function publishOne(token: string, days: number, time: string, extra: object = {}): Promise<Slot> {
		const date = dateIn(days);
		const res = await call(token, "POST", "/api/scheduling/slots", {
			interviewType: "behavioral",
			title: "Behavioral mock interview",
			fromDate: date,
			toDate: date,
			weekdays: [weekdayOf(date)],
			startTimes: [time],
			lengthMinutes: 30,
			mode: "room",
			location: "Placement cell, Room 204",
			...extra,
		});
		expect(res.statusCode, res.body).toBe(201);
		const [slot] = publishResultSchema.parse(res.json()).slots;
		return slot as Slot;
	}

	it("publishes a weekly pattern over a date range, in India Standard Time", async () => {
		const fromDate = dateIn(20);
		const toDate = dateIn(33);
		const res = await call(pat, "POST", "/api/scheduling/slots", {
			interviewType: "technical",
			title: "Technical round practice",
			fromDate,
			toDate,
			weekdays: [1, 3],
			startTimes: ["10:00", "11:00"],
			lengthMinutes: 45,
			bufferMinutes: 15,
			capacity: 2,
			mode: "online",
			location: "https://meet.example.org/unnati-tech",
		});
		expect(res.statusCode, res.body).toBe(201);
		const result = publishResultSchema.parse(res.json());
		// Two weeks hold two Mondays and two Wednesdays; two times each.
		expect(result.created).toBe(8);
		for (const slot of result.slots) {
			// 10:00 IST is 04:30 UTC.
			expect(["04:30", "05:30"]).toContain(slot.startsAt.slice(11, 16));
			expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(45 * 60_000);
			expect(slot.seatsLeft).toBe(2);
		}
	});

	it("refuses a publish that overlaps the host's own slot, and publishes nothing", async () => {
		const slot = await publishOne(mentor, 40, "15:00");
		const date = dateIn(40);
		const res = await call(mentor, "POST", "/api/scheduling/slots", {
			title: "Overlapping",
			fromDate: date,
			toDate: date,
			weekdays: [weekdayOf(date)],
			startTimes: ["14:45", "16:00"],
			lengthMinutes: 20,
			mode: "room",
			location: "Seminar hall",
		});
		expect(res.statusCode).toBe(409);
		expect(res.json().message).toMatch(/overlaps/);
		const rows = await ctx.database.db
			.select()
			.from(scheduleSlots)
			.where(eq(scheduleSlots.title, "Overlapping"));
		expect(rows).toHaveLength(0);
		expect(slot.status).toBe("open");
	});

	it("refuses bad input with field messages", async () => {
		const date = dateIn(5);
		const res = await call(mentor, "POST", "/api/scheduling/slots", {
			title: "Bad",
			fromDate: date,
			toDate: date,
			weekdays: [weekdayOf(date)],
			startTimes: ["10:00"],
			lengthMinutes: 30,
			mode: "online",
			location: "zoom room 4",
		});
		expect(res.statusCode).toBe(400);
		expect(JSON.stringify(res.json().errors)).toMatch(/https/);
		expect((await call(student, "POST", "/api/scheduling/slots", {})).statusCode).toBe(403);
	});

	it("lists a college's open slots to its students only", async () => {
		const slot = await publishOne(mentor, 3, "09:00");
		const mine = slotListSchema.parse((await call(student, "GET", "/api/scheduling/slots")).json());
		expect(mine.slots.map((s) => s.id)).toContain(slot.id);
		const theirs = slotListSchema.parse((await call(outsider, "GET", "/api/scheduling/slots")).json());
		expect(theirs.slots.map((s) => s.id)).not.toContain(slot.id);
		const book = await call(outsider, "POST", `/api/scheduling/slots/${slot.id}/bookings`, {});
		expect(book.statusCode).toBe(404);
	});

	it("books a seat, refuses a second booking of it, and shows it under upcoming", async () => {
		const slot = await publishOne(mentor, 3, "10:00", { capacity: 2 });
		const res = await call(student, "POST", `/api/scheduling/slots/${slot.id}/bookings`, {
			note: "STAR answers",
		});
		expect(res.statusCode, res.body).toBe(201);
		const booking = bookingSchema.parse(res.json());
		expect(booking.slot.seatsLeft).toBe(1);
		expect(booking.slot.bookedByMe).toBe(true);
		const again = await call(student, "POST", `/api/scheduling/slots/${slot.id}/bookings`, {});
		expect(again.statusCode).toBe(409);
		expect(again.json().message).toBe("You have already booked this slot.");
		const upcoming = (await call(student, "GET", "/api/scheduling/bookings")).json();
		expect(upcoming.bookings.map((b: { id: string }) => b.id)).toContain(booking.id);
		// Another student cannot read it.
		expect((await call(classmate, "GET", `/api/scheduling/bookings/${booking.id}`)).statusCode).toBe(404);
		// Each side's e-mailed confirmation carries its own calendar entry of the booking.
		const db = ctx.database.db;
		await mailTo(db, studentEmail, "Booked: Behavioral mock interview");
		await mailTo(db, mentorEmail, "Booked: Behavioral mock interview");
		const [toStudent] = await db.select().from(outbox).where(eq(outbox.to, studentEmail));
		expect(toStudent?.attachments).toEqual([
			{
				filename: `unnati-interview-${booking.id.slice(0, 8)}.ics`,
				contentType: "text/calendar; charset=utf-8",
				content: expect.stringContaining("BEGIN:VCALENDAR"),
			},
		]);
		expect(toStudent?.attachments[0]?.content).toContain(`UID:${booking.id}@unnati`);
		expect(toStudent?.attachments[0]?.content).toContain("Your note: STAR answers");
		const [toHost] = await db.select().from(outbox).where(eq(outbox.to, mentorEmail));
		expect(toHost?.attachments).toHaveLength(1);
		const hostEntry = toHost?.attachments[0]?.content ?? "";
		expect(hostEntry).toContain(`UID:${booking.id}-host@unnati`);
		expect(hostEntry).toContain(`with ${booking.studentName}`);
		expect(hostEntry).toContain("The student's note: STAR answers");
	});

	it("answers 409 with the reason for a full, a cancelled and a past slot", async () => {
		const full = await publishOne(mentor, 4, "10:00");
		expect((await call(classmate, "POST", `/api/scheduling/slots/${full.id}/bookings`, {})).statusCode).toBe(
			201,
		);
		const refused = await call(student, "POST", `/api/scheduling/slots/${full.id}/bookings`, {});
		expect(refused.statusCode).toBe(409);
		expect(refused.json().message).toBe("This slot is full. Please choose another time.");

		const cancelled = await publishOne(mentor, 4, "12:00");
		const cancel = await call(mentor, "POST", `/api/scheduling/slots/${cancelled.id}/cancel`, {
			reason: "Called to an exam duty",
		});
		expect(cancel.statusCode, cancel.body).toBe(200);
		const onCancelled = await call(student, "POST", `/api/scheduling/slots/${cancelled.id}/bookings`, {});
		expect(onCancelled.statusCode).toBe(409);
		expect(onCancelled.json().message).toBe(
			"This slot was cancelled by the interviewer: Called to an exam duty",
		);

		// Two hours from now (IST), then the clock moves three hours on: the slot has started.
		const inTwoHours = new Date(clock().getTime() + 2 * 3_600_000 + 330 * 60_000).toISOString();
		const soonDate = inTwoHours.slice(0, 10);
		const soonRes = await call(mentor, "POST", "/api/scheduling/slots", {
			title: "Soon",
			fromDate: soonDate,
			toDate: soonDate,
			weekdays: [weekdayOf(soonDate)],
			startTimes: [inTwoHours.slice(11, 16)],
			lengthMinutes: 30,
			mode: "room",
			location: "Room 12",
		});
		expect(soonRes.statusCode, soonRes.body).toBe(201);
		const soon = publishResultSchema.parse(soonRes.json()).slots[0] as Slot;
		clock.advance(3 * 3_600_000);
		try {
			const late = await call(student, "POST", `/api/scheduling/slots/${soon.id}/bookings`, {});
			expect(late.statusCode).toBe(409);
			expect(late.json().message).toBe("This slot has already started. Please choose a later one.");
		} finally {
			clock.advance(-3 * 3_600_000);
		}
		const [row] = await ctx.database.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, soon.id));
		expect(row?.booked).toBe(0);
	});

	it("gives the last seat to exactly one of 20 simultaneous bookings", async () => {
		const slot = await publishOne(mentor, 6, "10:00", { capacity: 3 });
		const early = await makeStudents(ctx.database.db, college, 2);
		for (const person of early) {
			const token = await signInAs(ctx.app, person);
			expect((await call(token, "POST", `/api/scheduling/slots/${slot.id}/bookings`, {})).statusCode).toBe(
				201,
			);
		}
		const crowd = await makeStudents(ctx.database.db, college, 20);
		const tokens: string[] = [];
		for (const person of crowd) tokens.push(await signInAs(ctx.app, person));
		const answers = await Promise.all(
			tokens.map((token) => call(token, "POST", `/api/scheduling/slots/${slot.id}/bookings`, {})),
		);
		const statuses = answers.map((res) => res.statusCode);
		expect(statuses.filter((status) => status === 201)).toHaveLength(1);
		expect(statuses.filter((status) => status === 409)).toHaveLength(19);
		const [row] = await ctx.database.db.select().from(scheduleSlots).where(eq(scheduleSlots.id, slot.id));
		expect(row?.booked).toBe(3);
		const live = await ctx.database.db
			.select()
			.from(scheduleBookings)
			.where(eq(scheduleBookings.slotId, slot.id));
		expect(live.filter((booking) => booking.status === "booked")).toHaveLength(3);
	}, 180_000);

	it("cancels with a reason (freeing the seat) and reschedules all or nothing", async () => {
		const first = await publishOne(mentor, 8, "10:00");
		const second = await publishOne(mentor, 8, "11:00");
		const taken = await publishOne(mentor, 8, "12:00");
		expect((await call(classmate, "POST", `/api/scheduling/slots/${taken.id}/bookings`, {})).statusCode).toBe(
			201,
		);
		const booking = bookingSchema.parse(
			(await call(student, "POST", `/api/scheduling/slots/${first.id}/bookings`, {})).json(),
		);
		const noReason = await call(student, "POST", `/api/scheduling/bookings/${booking.id}/cancel`, {
			reason: "",
		});
		expect(noReason.statusCode).toBe(400);

		// Moving to a full slot changes nothing.
		const toFull = await call(student, "POST", `/api/scheduling/bookings/${booking.id}/reschedule`, {
			slotId: taken.id,
			reason: "Lab viva moved to 10 am",
		});
		expect(toFull.statusCode).toBe(409);
		expect((await call(student, "GET", `/api/scheduling/bookings/${booking.id}`)).json().status).toBe(
			"booked",
		);

		const moved = await call(student, "POST", `/api/scheduling/bookings/${booking.id}/reschedule`, {
			slotId: second.id,
			reason: "Lab viva moved to 10 am",
		});
		expect(moved.statusCode, moved.body).toBe(201);
		const next = bookingSchema.parse(moved.json());
		expect(next.slot.id).toBe(second.id);
		const old = bookingSchema.parse(
			(await call(student, "GET", `/api/scheduling/bookings/${booking.id}`)).json(),
		);
		expect(old).toMatchObject({
			status: "rescheduled",
			rescheduledToId: next.id,
			cancelReason: "Lab viva moved to 10 am",
		});
		expect(old.slot.seatsLeft).toBe(1);

		const cancelled = await call(student, "POST", `/api/scheduling/bookings/${next.id}/cancel`, {
			reason: "Placed through the campus drive",
		});
		expect(cancelled.statusCode).toBe(200);
		expect(bookingSchema.parse(cancelled.json())).toMatchObject({
			status: "cancelled",
			cancelledBy: "student",
		});
		expect(bookingSchema.parse(cancelled.json()).slot.seatsLeft).toBe(1);
		const twice = await call(student, "POST", `/api/scheduling/bookings/${next.id}/cancel`, {
			reason: "Again, sorry",
		});
		expect(twice.statusCode).toBe(409);

		// The host sees the history of the slot.
		const hosted = (await call(mentor, "GET", "/api/scheduling/hosted")).json();
		const hostedSecond = hosted.slots.find((s: { id: string }) => s.id === second.id);
		expect(hostedSecond.bookings[0]).toMatchObject({ studentId, status: "cancelled" });
	});

	it("downloads a booking as an .ics calendar file", async () => {
		const slot = await publishOne(mentor, 9, "16:30", {
			mode: "online",
			location: "https://meet.example.org/hr-round",
			interviewType: "hr",
			title: "HR round practice",
		});
		const booking = bookingSchema.parse(
			(await call(student, "POST", `/api/scheduling/slots/${slot.id}/bookings`, {})).json(),
		);
		const res = await call(student, "GET", `/api/scheduling/bookings/${booking.id}/calendar.ics`);
		expect(res.statusCode).toBe(200);
		expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
		expect(res.body).toContain("BEGIN:VCALENDAR");
		expect(res.body).toContain("SUMMARY:HR round practice (HR mock interview)");
		// 16:30 IST is 11:00 UTC.
		expect(res.body).toMatch(new RegExp(`DTSTART:${dateIn(9).replaceAll("-", "")}T110000Z`));
		expect(res.body).toContain("https://meet.example.org/hr-round");
		expect(
			(await call(classmate, "GET", `/api/scheduling/bookings/${booking.id}/calendar.ics`)).statusCode,
		).toBe(404);
	});
});
