import { bookingSchema, publishResultSchema, type Slot } from "@unnati/contracts/scheduling";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs, type TestPerson } from "../../test/factories";
import { mailTo, notificationsOf, testNotifier } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";
import { REMINDER_LEADS, sendDueReminders } from "./service";

const HOUR = 3_600_000;
const IST = 330 * 60_000;
const clock = testClock();

describe("booking notices and reminders through the notification service", () => {
	const ctx = useTestApp({ clock });
	let mentor: string;
	let mentorPerson: TestPerson;
	let student: string;
	let studentPerson: TestPerson;
	/** The sweep runs on a clock of its own, moved ahead, so the app's sessions stay valid. */
	const sweepFrom = (start: number) => {
		const at = testClock(start);
		return { at, deps: { db: ctx.database.db, clock: at, notify: testNotifier(ctx.database.db, at).notify } };
	};
	beforeAll(async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		mentorPerson = await makeStaff(db, college, "ROLE_MENTOR");
		mentor = await signInAs(ctx.app, mentorPerson);
		studentPerson = await makeStudent(db, college);
		student = await signInAs(ctx.app, studentPerson);
	});

	const call = (token: string, url: string, payload: object = {}) =>
		ctx.app.inject({ method: "POST", url, headers: bearer(token), payload });

	/** A slot starting about `hours` from the test clock (on a quarter hour, IST). */
	async function slotIn(hours: number, title: string): Promise<Slot> {
		const quarter = 15 * 60_000;
		const at = new Date(
			Math.ceil((clock().getTime() + hours * HOUR) / quarter) * quarter + IST,
		).toISOString();
		const date = at.slice(0, 10);
		const res = await call(mentor, "/api/scheduling/slots", {
			interviewType: "hr",
			title,
			fromDate: date,
			toDate: date,
			weekdays: [new Date(`${date}T00:00:00Z`).getUTCDay()],
			startTimes: [at.slice(11, 16)],
			lengthMinutes: 30,
			mode: "online",
			location: "https://meet.example.in/hr-round",
		});
		expect(res.statusCode, res.body).toBe(201);
		return publishResultSchema.parse(res.json()).slots[0] as Slot;
	}

	const reminders = async (token: string) =>
		(await notificationsOf(ctx.app, token, { type: "interview_reminder" })).items;

	it("tells both sides of a booking in the app and by e-mail, and the host of a cancellation", async () => {
		const slot = await slotIn(50, "HR round practice");
		const booked = await call(student, `/api/scheduling/slots/${slot.id}/bookings`, { note: "" });
		expect(booked.statusCode, booked.body).toBe(201);
		const mine = await notificationsOf(ctx.app, student, { type: "interview_booking" });
		expect(mine.items[0]?.title).toContain("Booked: HR round practice");
		expect(mine.items[0]?.link).toBe("/dashboard/next-interviews");
		const theirs = await notificationsOf(ctx.app, mentor, { type: "interview_booking" });
		expect(theirs.items[0]?.body).toContain(`${studentPerson.name} booked "HR round practice"`);
		expect(theirs.items[0]?.link).toBe("/mentordashboard/interview-slots");
		const mail = await mailTo(ctx.database.db, studentPerson.email, "Booked: HR round practice");
		expect(mail.text).toContain("/dashboard/next-interviews");

		const booking = bookingSchema.parse(booked.json());
		clock.advance(60_000);
		const cancel = await call(student, `/api/scheduling/bookings/${booking.id}/cancel`, {
			reason: "Clashes with a lab internal",
		});
		expect(cancel.statusCode, cancel.body).toBe(200);
		const after = await notificationsOf(ctx.app, mentor, { type: "interview_booking" });
		expect(after.items[0]?.title).toContain("Cancelled: HR round practice");
		expect(after.items[0]?.body).toContain("Reason: Clashes with a lab internal");
	});

	it("reminds both sides a day and an hour before, once each, and never for a cancelled booking", async () => {
		const live = await slotIn(30, "Behavioral round with the mentor");
		const dropped = await slotIn(30.5, "Dropped round");
		const liveBooking = await call(student, `/api/scheduling/slots/${live.id}/bookings`, {});
		expect(liveBooking.statusCode, liveBooking.body).toBe(201);
		const droppedBooking = bookingSchema.parse(
			(await call(student, `/api/scheduling/slots/${dropped.id}/bookings`, {})).json(),
		);
		const cancel = await call(student, `/api/scheduling/bookings/${droppedBooking.id}/cancel`, {
			reason: "Placement drive that day",
		});
		expect(cancel.statusCode, cancel.body).toBe(200);

		const { at, deps } = sweepFrom(clock().getTime());
		// 30 hours ahead: nothing is due yet.
		expect(await sendDueReminders(deps)).toBe(0);

		// Under a day ahead: the day's reminder, once, to the student and the mentor.
		at.advance(new Date(live.startsAt).getTime() - at().getTime() - REMINDER_LEADS.day + 10 * 60_000);
		expect(await sendDueReminders(deps)).toBe(1);
		expect(await sendDueReminders(deps)).toBe(0);
		const day = await reminders(student);
		expect(day).toHaveLength(1);
		expect(day[0]?.title).toContain("Tomorrow: Behavioral round with the mentor");
		expect(day[0]?.body).toContain("online: https://meet.example.in/hr-round");
		expect(await reminders(mentor)).toHaveLength(1);

		// Under an hour ahead: the hour's reminder, once; two sweeps at the same moment send one.
		at.advance(new Date(live.startsAt).getTime() - at().getTime() - REMINDER_LEADS.hour + 5 * 60_000);
		const [a, b] = await Promise.all([sendDueReminders(deps), sendDueReminders(deps)]);
		expect(a + b).toBe(1);
		expect(await sendDueReminders(deps)).toBe(0);
		const both = await reminders(student);
		expect(both.map((n) => n.title.split(":")[0])).toEqual(["In an hour", "Tomorrow"]);
		expect(both.every((n) => !n.title.includes("Dropped round"))).toBe(true);
		expect(await reminders(mentor)).toHaveLength(2);
		await mailTo(ctx.database.db, mentorPerson.email, "In an hour: Behavioral round with the mentor");

		// After the start nothing more is sent.
		at.advance(2 * HOUR);
		expect(await sendDueReminders(deps)).toBe(0);
	});

	it("sends only the hour's reminder for a booking made less than an hour ahead", async () => {
		const soon = await slotIn(0.75, "Last-minute HR round");
		expect((await call(student, `/api/scheduling/slots/${soon.id}/bookings`, {})).statusCode).toBe(201);
		const { deps } = sweepFrom(clock().getTime());
		expect(await sendDueReminders(deps)).toBe(1);
		expect(await sendDueReminders(deps)).toBe(0);
		const titles = (await reminders(student)).map((n) => n.title);
		expect(titles.filter((t) => t.includes("Last-minute HR round"))).toEqual([
			expect.stringMatching(/^In an hour: /),
		]);
	});
});
