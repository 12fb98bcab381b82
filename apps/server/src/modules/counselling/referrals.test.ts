import { caseListSchema, myCounsellingSchema, referralSchema } from "@unnati/contracts/counselling";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
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
import { counsellingCases } from "./tables";

describe("referrals to the career counselors", () => {
	const ctx = useTestApp();
	let mentor: string;
	let mentees: TestPerson[];
	let otherMentor: string;
	let counselor: string;
	let secondCounselor: string;
	let outsideCounselor: string;
	let student: string;
	let studentPerson: TestPerson;
	beforeAll(async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const other = await makeCollege(db);
		const mapped = await makeMentorWithMentees(db, college, { mentees: 3 });
		mentees = mapped.mentees;
		mentor = await signInAs(ctx.app, mapped.mentor);
		otherMentor = await signInAs(ctx.app, (await makeMentorWithMentees(db, college, { mentees: 1 })).mentor);
		counselor = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_CAREER_COUNSELOR"));
		secondCounselor = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_CAREER_COUNSELOR"));
		outsideCounselor = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_CAREER_COUNSELOR"));
		studentPerson = await makeStudent(db, college, { name: "Kavya Reddy" });
		student = await signInAs(ctx.app, studentPerson);
	});
	const call = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
		ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
	const casesOf = (studentId: string) =>
		ctx.database.db.select().from(counsellingCases).where(eq(counsellingCases.studentId, studentId));
	const reason = "Confused between GATE for an M.Tech and taking the campus placement offer.";

	it("lets a mentor refer a mentee, tells the college's counselors and no one else", async () => {
		const mentee = mentees[0] as TestPerson;
		const res = await call(mentor, "POST", "/api/counselling/referrals", { studentId: mentee.id, reason });
		expect(res.statusCode, res.body).toBe(201);
		const referral = referralSchema.parse(res.json());
		expect(referral.studentName).toBe(mentee.name);
		const [stored] = await casesOf(mentee.id);
		expect(stored).toMatchObject({ source: "mentor", status: "open", counselorId: null, reason });

		for (const token of [counselor, secondCounselor]) {
			const { items } = await notificationsOf(ctx.app, token);
			const notice = items.find((n) => n.type === "counselling_referral");
			expect(notice?.title).toBe(`New referral: ${mentee.name} (${mentee.rollNo})`);
			expect(notice?.link).toBe(`/career-counselor-dashboard/cases/${referral.caseId}`);
		}
		const outside = await notificationsOf(ctx.app, outsideCounselor);
		expect(outside.items.some((n) => n.type === "counselling_referral")).toBe(false);
		const caseload = caseListSchema.parse((await call(counselor, "GET", "/api/counselling/cases")).json());
		expect(caseload.items.map((c) => c.id)).toContain(referral.caseId);
		const outsideList = caseListSchema.parse(
			(await call(outsideCounselor, "GET", "/api/counselling/cases")).json(),
		);
		expect(outsideList.items).toEqual([]);
	});

	it("refuses a second open case for the same student with 409, and stores nothing", async () => {
		const mentee = mentees[0] as TestPerson;
		const again = await call(mentor, "POST", "/api/counselling/referrals", { studentId: mentee.id, reason });
		expect(again.statusCode).toBe(409);
		expect(again.json().message).toBe(
			`${mentee.name} already has an open case with the career counselors. Add to it instead of opening another.`,
		);
		expect(await casesOf(mentee.id)).toHaveLength(1);
	});

	it("refuses a mentor's referral of someone else's mentee with 403", async () => {
		const mentee = mentees[1] as TestPerson;
		const res = await call(otherMentor, "POST", "/api/counselling/referrals", {
			studentId: mentee.id,
			reason,
		});
		expect(res.statusCode).toBe(403);
		expect(res.json().message).toBe("This student is not one of your mentees.");
		const unknown = await call(mentor, "POST", "/api/counselling/referrals", {
			studentId: "00000000-0000-4000-8000-000000000000",
			reason,
		});
		expect(unknown.statusCode).toBe(403);
		expect(await casesOf(mentee.id)).toEqual([]);
	});

	it("refuses an empty or too short reason with a message that says what to write", async () => {
		const mentee = mentees[1] as TestPerson;
		const empty = await call(mentor, "POST", "/api/counselling/referrals", {
			studentId: mentee.id,
			reason: "  ",
		});
		expect(empty.statusCode).toBe(400);
		expect(empty.json().errors[0]).toMatchObject({
			path: "reason",
			message: "Describe what help is needed.",
		});
		const short = await call(student, "POST", "/api/counselling/mine", { reason: "help" });
		expect(short.statusCode).toBe(400);
		expect(short.json().errors[0].message).toMatch(/at least 10 characters/);
		expect(await casesOf(mentee.id)).toEqual([]);
	});

	it("lets a student refer themself once, and shows them the status without the notes", async () => {
		const before = myCounsellingSchema.parse((await call(student, "GET", "/api/counselling/mine")).json());
		expect(before).toEqual({ current: null, past: [] });

		const own = "I want to move from service companies to product companies and need a plan.";
		const res = await call(student, "POST", "/api/counselling/mine", { reason: own });
		expect(res.statusCode, res.body).toBe(201);
		const mine = myCounsellingSchema.parse(res.json());
		expect(mine.current).toMatchObject({
			status: "open",
			source: "self",
			reason: own,
			counselorName: null,
			recommendations: { journeys: [], careerPaths: [] },
		});
		expect(JSON.stringify(mine)).not.toContain("notes");
		const notice = (await notificationsOf(ctx.app, counselor)).items.find((n) =>
			n.body.startsWith("Kavya Reddy asked to talk"),
		);
		expect(notice?.title).toBe(`New referral: Kavya Reddy (${studentPerson.rollNo})`);

		const again = await call(student, "POST", "/api/counselling/mine", { reason: own });
		expect(again.statusCode).toBe(409);
		expect(again.json().message).toBe(
			"You already have an open request with the career counselors. A counselor will reach you on it.",
		);
		expect(await casesOf(studentPerson.id)).toHaveLength(1);
	});

	it("keeps a mentor's reason for the counselors, away from the student", async () => {
		const mentee = mentees[2] as TestPerson;
		const confidential = "Seems anxious before every aptitude test; the family is pressing for a core job.";
		expect(
			(
				await call(mentor, "POST", "/api/counselling/referrals", {
					studentId: mentee.id,
					reason: confidential,
				})
			).statusCode,
		).toBe(201);
		const token = await signInAs(ctx.app, mentee);
		const mine = myCounsellingSchema.parse((await call(token, "GET", "/api/counselling/mine")).json());
		expect(mine.current).toMatchObject({ source: "mentor", reason: null });
		expect(mine.current?.referredByName).toMatch(/^MENTOR /);
		expect(JSON.stringify(mine)).not.toContain("anxious");
	});

	it("refuses referrals from roles that make none", async () => {
		const mentee = mentees[1] as TestPerson;
		const byCounselor = await call(counselor, "POST", "/api/counselling/referrals", {
			studentId: mentee.id,
			reason,
		});
		expect(byCounselor.statusCode).toBe(403);
		expect(byCounselor.json().code).toBe("ROLE_NOT_ALLOWED");
		expect((await call(mentor, "POST", "/api/counselling/mine", { reason })).statusCode).toBe(403);
	});
});
