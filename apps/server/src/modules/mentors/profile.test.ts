import { MENTOR_PROFILE_MESSAGES, mentorProfileSchema, myMentorSchema } from "@unnati/contracts/mentors";
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeMentorWithMentees, makeStaff, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";

const ctx = useTestApp();

const call = (method: "GET" | "PUT", url: string, token?: string, payload?: unknown) =>
	ctx.app.inject({
		method,
		url,
		...(token ? { headers: bearer(token) } : {}),
		...(payload === undefined ? {} : { payload: payload as object }),
	});

const PROFILE = {
	bio: "I teach operating systems and DBMS in the CSE department. Walk in during office hours with your doubts.",
	expertise: ["Operating systems", "DBMS and SQL", "GATE CSE preparation"],
	// Given out of order: the profile reads Monday first, then by time.
	officeHours: [
		{ day: "Thu", start: "16:00", end: "17:00", place: "Faculty room 2, CSE block" },
		{ day: "Mon", start: "14:00", end: "15:00", place: "https://meet.jit.si/unnati-os-doubts" },
		{ day: "Mon", start: "11:00", end: "12:00", place: "Faculty room 2, CSE block" },
	],
};

describe("the mentor's profile", () => {
	it("is saved by the mentor, read by anyone without the e-mail or fact id, and by their mentee as 'my mentor'", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const { mentor, mentees } = await makeMentorWithMentees(db, college, { mentees: 2 });
		const token = await signInAs(ctx.app, mentor);

		// Before saving, the profile is empty but real: name, department, college, mentees.
		const empty = mentorProfileSchema.parse((await call("GET", "/api/mentor/profile", token)).json());
		expect(empty).toMatchObject({
			id: mentor.id,
			name: mentor.name,
			deptName: "CSE",
			collegeName: college.name,
			bio: "",
			expertise: [],
			officeHours: [],
			menteeCount: 2,
			updatedAt: null,
		});

		const saved = await call("PUT", "/api/mentor/profile", token, PROFILE);
		expect(saved.statusCode, saved.body).toBe(200);
		const profile = mentorProfileSchema.parse(saved.json());
		expect(profile.officeHours.map((h) => `${h.day} ${h.start}`)).toEqual([
			"Mon 11:00",
			"Mon 14:00",
			"Thu 16:00",
		]);
		expect(profile.updatedAt).not.toBeNull();

		const shown = await call("GET", `/api/mentors/${mentor.id}/profile`);
		expect(shown.statusCode, shown.body).toBe(200);
		expect(shown.headers["cache-control"]).toBe("no-store");
		expect(mentorProfileSchema.parse(shown.json())).toEqual(profile);
		expect(shown.body).not.toContain(mentor.email);
		expect(shown.body).not.toContain(mentor.factId);

		const mine = await call("GET", "/api/mentors/mine", await signInAs(ctx.app, mentees[0] as never));
		expect(mine.statusCode, mine.body).toBe(200);
		expect(myMentorSchema.parse(mine.json()).mentor).toEqual(profile);
		// A student nobody mentors yet is told so, not refused.
		const loner = await makeStudent(db, college);
		expect((await call("GET", "/api/mentors/mine", await signInAs(ctx.app, loner))).json()).toEqual({
			mentor: null,
		});
	});

	it("answers 404 with a clear message for an id that is not a mentor's, and never says whose it is", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const student = await makeStudent(db, college);
		const hod = await makeStaff(db, college, "ROLE_DEPARTMENT");
		for (const id of [student.id, hod.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
			const res = await call("GET", `/api/mentors/${id}/profile`);
			expect(res.statusCode, id).toBe(404);
			expect(res.json().message).toBe(MENTOR_PROFILE_MESSAGES.notFound);
			expect(res.body).not.toContain(student.name);
		}
	});

	it("refuses bad input with the field's reason and keeps what was saved", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const mentor = await makeStaff(db, college, "ROLE_MENTOR");
		const token = await signInAs(ctx.app, mentor);
		expect((await call("PUT", "/api/mentor/profile", token, PROFILE)).statusCode).toBe(200);

		const hour = PROFILE.officeHours[0] as (typeof PROFILE.officeHours)[number];
		const cases: [unknown, string][] = [
			[{ ...PROFILE, officeHours: [{ ...hour, end: "15:00" }] }, "Office hours end after they start."],
			[
				{ ...PROFILE, officeHours: [{ ...hour, start: "4 pm" }] },
				"Give times as HH:MM on a 24-hour clock, e.g. 14:30.",
			],
			[{ ...PROFILE, officeHours: [{ ...hour, day: "Sun" }] }, "Choose a day from Monday to Saturday."],
			[
				{ ...PROFILE, officeHours: [hour, { ...hour, start: "16:30", end: "17:30" }] },
				"Overlaps your Thursday hours from 16:00.",
			],
			[{ ...PROFILE, expertise: ["DBMS", "dbms"] }, '"dbms" is listed twice.'],
			[{ ...PROFILE, bio: "x".repeat(1501) }, "Keep the introduction under 1,500 characters."],
		];
		for (const [payload, message] of cases) {
			const res = await call("PUT", "/api/mentor/profile", token, payload);
			expect(res.statusCode, message).toBe(400);
			expect(res.json().errors.map((error: { message: string }) => error.message)).toContain(message);
		}
		const kept = mentorProfileSchema.parse((await call("GET", `/api/mentors/${mentor.id}/profile`)).json());
		expect(kept.expertise).toEqual(PROFILE.expertise);
		expect(kept.officeHours).toHaveLength(3);
	});

	it("lets only a mentor edit a profile and only a student ask for their mentor", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const student = await signInAs(ctx.app, await makeStudent(db, college));
		const hod = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_DEPARTMENT"));
		expect((await call("PUT", "/api/mentor/profile", student, PROFILE)).statusCode).toBe(403);
		expect((await call("GET", "/api/mentor/profile", hod)).statusCode).toBe(403);
		expect((await call("GET", "/api/mentors/mine", hod)).statusCode).toBe(403);
		expect((await call("PUT", "/api/mentor/profile", undefined, PROFILE)).statusCode).toBe(401);
	});
});
