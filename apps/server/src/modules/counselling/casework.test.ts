import {
	caseDetailSchema,
	caseListSchema,
	counsellingNoteSchema,
	counsellingOverviewSchema,
	followUpListSchema,
	myCounsellingSchema,
} from "@unnati/contracts/counselling";
import { IPIP_ITEMS } from "@unnati/contracts/psychometric";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	makeCollege,
	makeMentorWithMentees,
	makeStaff,
	makeStudent,
	signInAs,
	type TestPerson,
} from "../../test/factories";
import { notificationsOf } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";
import { loadFixture } from "../learning/test-fixtures";
import { counsellingNotes } from "./tables";

// 09:30 IST on Tuesday 10 March 2026.
const clock = testClock(Date.parse("2026-03-10T04:00:00Z"));
/** 05:30 IST the next morning: a new day in India, while the day-long sessions are still live. */
const NEXT_MORNING_MS = 20 * 3_600_000;

describe("a counselor's casework", () => {
	const ctx = useTestApp({ clock, beforeBuild: loadFixture });
	let counselor: string;
	let counselorName: string;
	let secondCounselor: string;
	let outsideCounselor: string;
	let mentor: string;
	let mentees: TestPerson[];
	let ece: TestPerson;
	let studentToken: string;
	let caseId: string;
	beforeAll(async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const other = await makeCollege(db);
		const mapped = await makeMentorWithMentees(db, college, { mentees: 2 });
		mentees = mapped.mentees;
		mentor = await signInAs(ctx.app, mapped.mentor);
		const me = await makeStaff(db, college, "ROLE_CAREER_COUNSELOR", { name: "Shalini Bose" });
		counselorName = me.name;
		counselor = await signInAs(ctx.app, me);
		secondCounselor = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_CAREER_COUNSELOR"));
		outsideCounselor = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_CAREER_COUNSELOR"));
		const first = mentees[0] as TestPerson;
		studentToken = await signInAs(ctx.app, first);
		const referred = await call(mentor, "POST", "/api/counselling/referrals", {
			studentId: first.id,
			reason: "Wants to switch from mechanical to software through the Full Stack journey.",
		});
		expect(referred.statusCode, referred.body).toBe(201);
		caseId = referred.json().caseId;
		ece = await makeStudent(db, college, { department: "ECE", name: "Arjun Nair" });
		const own = await call(await signInAs(ctx.app, ece), "POST", "/api/counselling/mine", {
			reason: "Anxious about the aptitude round; I freeze on the timed section.",
		});
		expect(own.statusCode, own.body).toBe(201);
	});
	const call = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
		ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
	const caseUrl = () => `/api/counselling/cases/${caseId}`;

	it("shows the case to the college's counselors only: 403 for another college's, 404 for none", async () => {
		const res = await call(counselor, "GET", caseUrl());
		expect(res.statusCode, res.body).toBe(200);
		const detail = caseDetailSchema.parse(res.json());
		expect(detail.student).toMatchObject({
			id: mentees[0]?.id,
			rollNo: mentees[0]?.rollNo,
			deptCode: "CSE",
			deptName: "CSE department",
			year: 3,
		});
		expect(detail.student.mentor?.name).toMatch(/^MENTOR /);
		expect(detail.referredBy?.name).toBe(detail.student.mentor?.name);

		const outside = await call(outsideCounselor, "GET", caseUrl());
		expect(outside.statusCode).toBe(403);
		expect(outside.json().message).toBe("This case belongs to a student of another college.");
		for (const write of ["take", "close"])
			expect((await call(outsideCounselor, "POST", `${caseUrl()}/${write}`)).statusCode).toBe(403);
		const none = await call(counselor, "GET", "/api/counselling/cases/00000000-0000-4000-8000-000000000000");
		expect(none.statusCode).toBe(404);
	});

	it("lists unassigned cases first and filters by source, department, name and roll number", async () => {
		const list = async (query: string) =>
			caseListSchema.parse((await call(counselor, "GET", `/api/counselling/cases${query}`)).json());
		const all = await list("");
		expect(all.total).toBe(2);
		expect(all.departments).toEqual(["CSE", "ECE", "ME"]);
		expect((await list("?source=self")).items.map((c) => c.student.name)).toEqual(["Arjun Nair"]);
		expect((await list("?department=ece")).items.map((c) => c.student.name)).toEqual(["Arjun Nair"]);
		expect((await list("?q=arjun")).items).toHaveLength(1);
		expect((await list(`?q=${mentees[0]?.rollNo?.toLowerCase()}`)).items.map((c) => c.id)).toEqual([caseId]);
		expect((await list("?assigned=mine")).items).toEqual([]);
		expect((await call(counselor, "GET", "/api/counselling/cases?status=pending")).statusCode).toBe(400);
	});

	it("lets a counselor take a case, tells the student, and refuses a second counselor with 409", async () => {
		const res = await call(counselor, "POST", `${caseUrl()}/take`);
		expect(res.statusCode, res.body).toBe(200);
		expect(caseDetailSchema.parse(res.json()).counselor?.name).toBe(counselorName);
		const told = (await notificationsOf(ctx.app, studentToken)).items.find(
			(n) => n.type === "counselling_case_taken",
		);
		expect(told?.title).toBe(`${counselorName} is your career counselor`);
		expect(told?.link).toBe("/dashboard/career-counselling");

		const second = await call(secondCounselor, "POST", `${caseUrl()}/take`);
		expect(second.statusCode).toBe(409);
		expect(second.json().message).toBe(`${counselorName} has already taken this case.`);
		// Taking it again is no second notification.
		expect((await call(counselor, "POST", `${caseUrl()}/take`)).statusCode).toBe(200);
		const notices = (await notificationsOf(ctx.app, studentToken)).items;
		expect(notices.filter((n) => n.type === "counselling_case_taken")).toHaveLength(1);

		const list = caseListSchema.parse((await call(counselor, "GET", "/api/counselling/cases")).json());
		expect(list.items.map((c) => c.student.name)[0]).toBe("Arjun Nair");
	});

	it("refuses a note that is empty, too long, or follows up on a past day, and stores none", async () => {
		const notes = `${caseUrl()}/notes`;
		const empty = await call(counselor, "POST", notes, { body: "   " });
		expect(empty.statusCode).toBe(400);
		expect(empty.json().errors[0].message).toBe("Write the note first.");
		const long = await call(counselor, "POST", notes, { body: "x".repeat(4001) });
		expect(long.statusCode).toBe(400);
		expect(long.json().errors[0].message).toBe("A note can be at most 4,000 characters.");
		const past = await call(counselor, "POST", notes, { body: "Met today.", followUpOn: "2026-03-09" });
		expect(past.statusCode).toBe(400);
		expect(past.json()).toMatchObject({
			message: "The follow-up day is in the past: choose today or a later day.",
			errors: [{ path: "followUpOn" }],
		});
		const notADate = await call(counselor, "POST", notes, { body: "Met today.", followUpOn: "2026-02-30" });
		expect(notADate.statusCode).toBe(400);
		expect(await ctx.database.db.select().from(counsellingNotes)).toEqual([]);
	});

	it("keeps notes with follow-ups, lists those due today and overdue, and marks them done", async () => {
		const notes = `${caseUrl()}/notes`;
		const today = await call(counselor, "POST", notes, {
			body: "Recommended the Full Stack journey; one deployed project by the end of the semester.",
			followUpOn: "2026-03-10",
		});
		expect(today.statusCode, today.body).toBe(201);
		const later = counsellingNoteSchema.parse(
			(
				await call(counselor, "POST", notes, { body: "Check the mock interview.", followUpOn: "2026-03-11" })
			).json(),
		);
		expect(later.authorName).toBe(counselorName);
		expect((await call(counselor, "POST", notes, { body: "No follow-up needed." })).statusCode).toBe(201);

		const due = followUpListSchema.parse(
			(await call(counselor, "GET", "/api/counselling/follow-ups")).json(),
		);
		expect(due.today).toBe("2026-03-10");
		expect(due.items.map((f) => [f.followUpOn, f.overdue])).toEqual([["2026-03-10", false]]);

		// The next morning, 10 March's is overdue and 11 March's is due today.
		clock.advance(NEXT_MORNING_MS);
		try {
			const overview = counsellingOverviewSchema.parse(
				(await call(counselor, "GET", "/api/counselling/overview")).json(),
			);
			expect(overview.counts).toMatchObject({ open: 2, unassigned: 1, mine: 1, followUpsDue: 2, overdue: 1 });
			expect(overview.followUpsDue.map((f) => [f.followUpOn, f.overdue])).toEqual([
				["2026-03-10", true],
				["2026-03-11", false],
			]);
			expect(overview.unassigned.map((c) => c.student.name)).toEqual(["Arjun Nair"]);

			const done = await call(counselor, "POST", `${notes}/${later.id}/follow-up-done`);
			expect(done.statusCode, done.body).toBe(200);
			expect(counsellingNoteSchema.parse(done.json()).followUpDone).not.toBeNull();
			const left = followUpListSchema.parse(
				(await call(counselor, "GET", "/api/counselling/follow-ups")).json(),
			);
			expect(left.items.map((f) => f.followUpOn)).toEqual(["2026-03-10"]);
			const plain = caseDetailSchema
				.parse((await call(counselor, "GET", caseUrl())).json())
				.notes.find((n) => n.followUpOn === null);
			expect((await call(counselor, "POST", `${notes}/${plain?.id}/follow-up-done`)).statusCode).toBe(409);
			expect((await call(outsideCounselor, "POST", `${notes}/${later.id}/follow-up-done`)).statusCode).toBe(
				403,
			);
		} finally {
			clock.advance(-NEXT_MORNING_MS);
		}
	});

	it("never shows the notes to the student, nor to their mentor", async () => {
		const student = await call(studentToken, "GET", caseUrl());
		expect(student.statusCode).toBe(403);
		expect(student.json().code).toBe("ROLE_NOT_ALLOWED");
		expect((await call(mentor, "GET", caseUrl())).statusCode).toBe(403);
		expect((await call(studentToken, "POST", `${caseUrl()}/notes`, { body: "hi" })).statusCode).toBe(403);
		const mine = await call(studentToken, "GET", "/api/counselling/mine");
		expect(mine.body).not.toContain("Full Stack journey; one deployed project");
		expect(myCounsellingSchema.parse(mine.json()).current?.counselorName).toBe(counselorName);
	});

	it("recommends published journeys and career paths, which the student then sees", async () => {
		const url = `${caseUrl()}/recommendations`;
		const unknown = await call(counselor, "PUT", url, { journeys: ["no-such-path"], careerPaths: [] });
		expect(unknown.statusCode).toBe(400);
		expect(unknown.json().message).toBe('There is no journey "no-such-path" in the learning catalogue.');
		const twice = await call(counselor, "PUT", url, { journeys: [], careerPaths: ["SDE", "sde"] });
		expect(twice.json().errors[0].message).toBe("A career path is listed twice.");

		const options = (await call(counselor, "GET", "/api/counselling/journeys")).json();
		expect(options.journeys.map((j: { id: string }) => j.id)).toContain("test-dsa");
		const res = await call(counselor, "PUT", url, {
			journeys: ["test-dsa"],
			careerPaths: ["Full stack developer via off-campus drives"],
		});
		expect(res.statusCode, res.body).toBe(200);
		const expected = {
			journeys: [{ id: "test-dsa", title: "Searching, tested", available: true }],
			careerPaths: ["Full stack developer via off-campus drives"],
		};
		expect(caseDetailSchema.parse(res.json()).recommendations).toEqual(expected);
		const mine = myCounsellingSchema.parse((await call(studentToken, "GET", "/api/counselling/mine")).json());
		expect(mine.current?.recommendations).toEqual(expected);
	});

	it("shows psychometric results only once the student shares them with counselors", async () => {
		const answers = IPIP_ITEMS.map((item) => (item.trait === "extraversion" ? (item.key === 1 ? 5 : 1) : 3));
		const taken = await call(studentToken, "POST", "/api/psychometric/assessments/ipip-big-five-50/results", {
			answers,
		});
		expect(taken.statusCode, taken.body).toBe(201);
		const report = taken.json();
		const psychometric = async () =>
			caseDetailSchema.parse((await call(counselor, "GET", caseUrl())).json()).psychometric;
		expect(await psychometric()).toEqual([]);

		const sharing = `/api/psychometric/results/${report.id}/sharing`;
		await call(studentToken, "PUT", sharing, { shareWithMentor: true, shareWithCounselor: false });
		expect(await psychometric()).toEqual([]);
		await call(studentToken, "PUT", sharing, { shareWithMentor: false, shareWithCounselor: true });
		const shared = await psychometric();
		expect(shared.map((r) => r.id)).toEqual([report.id]);
		expect(shared[0]?.traits.map((t) => [t.trait, t.score])).toEqual([
			["extraversion", 50],
			["agreeableness", 30],
			["conscientiousness", 30],
			["emotional-stability", 30],
			["intellect", 30],
		]);
	});

	it("closes a case, refuses changes until it is reopened, and refuses a reopen beside another open case", async () => {
		const closed = await call(counselor, "POST", `${caseUrl()}/close`);
		expect(closed.statusCode, closed.body).toBe(200);
		expect(caseDetailSchema.parse(closed.json())).toMatchObject({ status: "closed" });
		const note = await call(counselor, "POST", `${caseUrl()}/notes`, { body: "After closing." });
		expect(note.statusCode).toBe(409);
		expect(note.json().message).toBe("This case is closed. Reopen it to change it.");
		const mine = myCounsellingSchema.parse((await call(studentToken, "GET", "/api/counselling/mine")).json());
		expect(mine.current).toBeNull();
		expect(mine.past.map((c) => c.status)).toEqual(["closed"]);
		// The follow-up of a closed case is no longer due.
		const due = followUpListSchema.parse(
			(await call(counselor, "GET", "/api/counselling/follow-ups")).json(),
		);
		expect(due.items.filter((f) => f.caseId === caseId)).toEqual([]);

		// The student asks again meanwhile: the old case cannot be reopened beside the new one.
		const own = await call(studentToken, "POST", "/api/counselling/mine", {
			reason: "Need help preparing for product company interviews now.",
		});
		expect(own.statusCode, own.body).toBe(201);
		const refused = await call(counselor, "POST", `${caseUrl()}/reopen`);
		expect(refused.statusCode).toBe(409);
		expect(refused.json().message).toMatch(/already has an open case/);
		const current = myCounsellingSchema.parse(own.json()).current;
		await call(counselor, "POST", `/api/counselling/cases/${current?.id}/close`);
		const reopened = await call(counselor, "POST", `${caseUrl()}/reopen`);
		expect(reopened.statusCode, reopened.body).toBe(200);
		expect(caseDetailSchema.parse(reopened.json())).toMatchObject({ status: "open", closedAt: null });
		const notes = await ctx.database.db
			.select()
			.from(counsellingNotes)
			.where(eq(counsellingNotes.caseId, caseId));
		expect(notes).toHaveLength(3);
	});
});
