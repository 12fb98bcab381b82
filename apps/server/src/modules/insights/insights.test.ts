import { type ExamInputRaw, examInputSchema } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	makeBank,
	makeCollege,
	makeStaff,
	makeStudent,
	signInAs,
	singleChoice,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { createExam, type FrozenQuestion, publishExam, recordPastAttempts } from "../exams";
import { assignMentees } from "../mentors";

describe("the dashboards of a hand-worked college", () => {
	// A small college worked out by hand. The clock stands at 24 November 2026, so the term is
	// July–December 2026 and the previous one January–June 2026. Every exam has two one-mark
	// questions (Q1, Q2), so a sitting scores 0, 50 or 100 %, and a pass needs 60 %.
	//
	//   Mid-term Aptitude   (10 Sep, whole college)  a1 100 · a2 50 (fail) · b1 0 (fail) · e1 missed
	//   DSA Unit Test       (15 Oct, CSE only)       a1 100 · a2 0 (fail)  · b1 missed
	//   Spring Quiz         (5 Mar, previous term)   a1 50 (fail) · e1 100
	//   Winter Mock         (1 Dec, not yet open)    left out
	//
	// a1, a2: CSE 3A, mentored; b1: CSE 3B; e1: ECE 2A.
	const NOW = new Date("2026-11-24T06:00:00Z");
	const clock = testClock(NOW.getTime());
	const ctx = useTestApp({ clock });

	let college: TestCollege;
	let a1: TestPerson;
	let a2: TestPerson;
	let b1: TestPerson;
	let e1: TestPerson;
	let mentor: TestPerson;
	const tokens = {} as Record<
		"college" | "principal" | "hod" | "ecehod" | "mentor" | "student" | "otherCollege",
		string
	>;

	const answersFor = (score: 0 | 50 | 100) => (question: FrozenQuestion) => {
		const right = score === 100 || (score === 50 && question.text === "Q1");
		return { value: right ? "b" : "a", timeSpent: 30 };
	};

	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db, { departments: ["CSE", "ECE", "ME"] });
		a1 = await makeStudent(db, college, { year: 3, section: "A", name: "Aarav Kulkarni" });
		a2 = await makeStudent(db, college, { year: 3, section: "A", name: "Diya Menon" });
		b1 = await makeStudent(db, college, { year: 3, section: "B", name: "Kabir Rao" });
		e1 = await makeStudent(db, college, { year: 2, section: "A", department: "ECE", name: "Meera Iyer" });
		mentor = await makeStaff(db, college, "ROLE_MENTOR", { name: "Prof. Sunita Deshpande" });
		await assignMentees(db, mentor.id, [a1.id, a2.id]);
		const examAdmin = await makeStaff(db, college, "ROLE_EXAM_ADMIN");
		const bank = await makeBank(ctx.app, await signInAs(ctx.app, examAdmin), [
			singleChoice("Q1"),
			singleChoice("Q2"),
		]);
		const author = { userId: examAdmin.id, institutionId: college.id };
		const exam = async (title: string, opens: string, audience: ExamInputRaw["audience"]) => {
			const opensAt = new Date(opens);
			const body: ExamInputRaw = {
				title,
				opensAt: opensAt.toISOString(),
				closesAt: new Date(opensAt.getTime() + 24 * 3_600_000).toISOString(),
				durationMinutes: 30,
				passingScorePercentage: 60,
				audience,
				sections: [{ title: "Only", source: { mode: "fixed", questionIds: bank.questionIds } }],
			};
			const draft = await createExam(db, author, examInputSchema.parse(body), NOW);
			return publishExam(db, author, draft.id, NOW);
		};
		const sat = async (examId: string, opens: string, results: [TestPerson, 0 | 50 | 100][]) => {
			const at = new Date(new Date(opens).getTime() + 3_600_000);
			await recordPastAttempts(
				{ db, clock } as Parameters<typeof recordPastAttempts>[0],
				examId,
				results.map(([person, score]) => ({
					studentId: person.id,
					startedAt: at,
					submittedAt: new Date(at.getTime() + 600_000),
					answer: answersFor(score),
				})),
			);
		};
		const everyone = { kind: "college" } as const;
		const mid = await exam("Mid-term Aptitude", "2026-09-10T04:00:00Z", everyone);
		await sat(mid.id, "2026-09-10T04:00:00Z", [
			[a1, 100],
			[a2, 50],
			[b1, 0],
		]);
		const dsa = await exam("DSA Unit Test", "2026-10-15T04:00:00Z", {
			kind: "college",
			departmentIds: [college.departments.CSE],
		});
		await sat(dsa.id, "2026-10-15T04:00:00Z", [
			[a1, 100],
			[a2, 0],
		]);
		const spring = await exam("Spring Quiz", "2026-03-05T04:00:00Z", everyone);
		await sat(spring.id, "2026-03-05T04:00:00Z", [
			[a1, 50],
			[e1, 100],
		]);
		await exam("Winter Mock", "2026-12-01T04:00:00Z", everyone);

		const other = await makeCollege(db);
		tokens.college = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_COLLEGE"));
		tokens.principal = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PRINCIPAL"));
		tokens.hod = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_DEPARTMENT"));
		tokens.ecehod = await signInAs(
			ctx.app,
			await makeStaff(db, college, "ROLE_DEPARTMENT", { department: "ECE" }),
		);
		tokens.mentor = await signInAs(ctx.app, mentor);
		tokens.student = await signInAs(ctx.app, a1);
		tokens.otherCollege = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_COLLEGE"));
	});

	const get = (token: string, url: string) => ctx.app.inject({ method: "GET", url, headers: bearer(token) });

	describe("the college's figures", () => {
		it("compares departments, lists the term's exams and flags at-risk students with reasons", async () => {
			const res = await get(tokens.college, "/api/insights/college");
			expect(res.statusCode, res.body).toBe(200);
			const body = res.json();
			expect(body.collegeName).toBe(college.name);
			expect(body.term).toEqual({
				label: "July–December 2026",
				from: "2026-07-01T00:00:00.000Z",
				to: "2027-01-01T00:00:00.000Z",
			});
			expect(body.totals).toEqual({
				students: 4,
				scoredAttempts: 5,
				averagePercentage: 50,
				passRate: 40,
				atRisk: 3,
			});
			const dept = (code: string) => body.departments.find((d: { code: string }) => d.code === code);
			expect(dept("CSE")).toMatchObject({
				students: 3,
				scoredAttempts: 5,
				averagePercentage: 50,
				passRate: 40,
				atRisk: 2,
			});
			expect(dept("ECE")).toMatchObject({
				students: 1,
				scoredAttempts: 0,
				averagePercentage: null,
				passRate: null,
				atRisk: 1,
			});
			expect(dept("ME")).toMatchObject({ students: 0, scoredAttempts: 0, atRisk: 0 });
			expect(
				body.exams.map(
					(e: {
						title: string;
						expected: number;
						scoredAttempts: number;
						averagePercentage: number;
						passRate: number;
					}) => [e.title, e.expected, e.scoredAttempts, e.averagePercentage, e.passRate],
				),
			).toEqual([
				["DSA Unit Test", 3, 2, 50, 50],
				["Mid-term Aptitude", 4, 3, 50, 33.3],
			]);
			expect(body.atRisk).toEqual([
				{
					id: a2.id,
					rollNo: a2.rollNo,
					name: "Diya Menon",
					deptCode: "CSE",
					year: 3,
					section: "A",
					reasons: [
						"Failed DSA Unit Test (0%)",
						"Failed Mid-term Aptitude (50%)",
						"Average 25% across 2 exams (below 40%)",
					],
				},
				{
					id: b1.id,
					rollNo: b1.rollNo,
					name: "Kabir Rao",
					deptCode: "CSE",
					year: 3,
					section: "B",
					reasons: ["Failed Mid-term Aptitude (0%)", "Missed DSA Unit Test"],
				},
				{
					id: e1.id,
					rollNo: e1.rollNo,
					name: "Meera Iyer",
					deptCode: "ECE",
					year: 2,
					section: "A",
					reasons: ["Missed Mid-term Aptitude"],
				},
			]);
		});

		it("gives the trends month by month and term over term", async () => {
			const body = (await get(tokens.principal, "/api/insights/college")).json();
			expect(body.months).toEqual([
				{ month: "2026-06", scoredAttempts: 0, averagePercentage: null, passRate: null },
				{ month: "2026-07", scoredAttempts: 0, averagePercentage: null, passRate: null },
				{ month: "2026-08", scoredAttempts: 0, averagePercentage: null, passRate: null },
				{ month: "2026-09", scoredAttempts: 3, averagePercentage: 50, passRate: 33.3 },
				{ month: "2026-10", scoredAttempts: 2, averagePercentage: 50, passRate: 50 },
				{ month: "2026-11", scoredAttempts: 0, averagePercentage: null, passRate: null },
			]);
			expect(
				body.terms.map(
					(t: { label: string; scoredAttempts: number; averagePercentage: number; passRate: number }) => [
						t.label,
						t.scoredAttempts,
						t.averagePercentage,
						t.passRate,
					],
				),
			).toEqual([
				["January–June 2026", 2, 75, 50],
				["July–December 2026", 5, 50, 40],
			]);
		});

		it("is for the college's administrator and principal only", async () => {
			for (const token of [tokens.hod, tokens.mentor, tokens.student])
				expect((await get(token, "/api/insights/college")).statusCode).toBe(403);
			expect((await ctx.app.inject({ method: "GET", url: "/api/insights/college" })).statusCode).toBe(401);
			const other = (await get(tokens.otherCollege, "/api/insights/college")).json();
			expect(other.totals.students).toBe(0);
			expect(other.atRisk).toEqual([]);
		});
	});

	describe("a department's figures", () => {
		it("compares sections, gives each student's standing and the mentors' coverage", async () => {
			const res = await get(tokens.hod, "/api/insights/department");
			expect(res.statusCode, res.body).toBe(200);
			const body = res.json();
			expect(body.department).toMatchObject({ id: college.departments.CSE, code: "CSE" });
			expect(body.totals).toEqual({
				students: 3,
				scoredAttempts: 5,
				averagePercentage: 50,
				passRate: 40,
				atRisk: 2,
			});
			expect(body.cohorts).toEqual([
				{
					year: 3,
					section: "A",
					students: 2,
					scoredAttempts: 4,
					averagePercentage: 62.5,
					passRate: 50,
					atRisk: 1,
				},
				{
					year: 3,
					section: "B",
					students: 1,
					scoredAttempts: 1,
					averagePercentage: 0,
					passRate: 0,
					atRisk: 1,
				},
			]);
			const standing = (id: string) => body.students.find((s: { id: string }) => s.id === id);
			expect(standing(a1.id)).toMatchObject({
				scoredAttempts: 2,
				averagePercentage: 100,
				mentorName: "Prof. Sunita Deshpande",
				reasons: [],
				lastExamActivityAt: "2026-10-15T05:10:00.000Z",
			});
			expect(standing(a2.id)).toMatchObject({ scoredAttempts: 2, averagePercentage: 25 });
			expect(standing(b1.id)).toMatchObject({ scoredAttempts: 1, averagePercentage: 0, mentorName: null });
			expect(body.students).toHaveLength(3);
			expect(body.mentors).toEqual([
				{ id: mentor.id, name: "Prof. Sunita Deshpande", mentees: 2, atRiskMentees: 1 },
			]);
			expect(body.unmapped).toBe(1);
		});

		it("lets college staff choose a department, and refuses a department head another department (403)", async () => {
			const ece = await get(
				tokens.college,
				`/api/insights/department?departmentId=${college.departments.ECE}`,
			);
			expect(ece.statusCode, ece.body).toBe(200);
			expect(ece.json().totals).toMatchObject({ students: 1, atRisk: 1 });
			const own = await get(tokens.ecehod, "/api/insights/department");
			expect(own.json().department.code).toBe("ECE");
			const refused = await get(
				tokens.hod,
				`/api/insights/department?departmentId=${college.departments.ECE}`,
			);
			expect(refused.statusCode).toBe(403);
			expect(refused.json().message).toBe("You can see only your own department's figures.");
			const foreign = await get(
				tokens.otherCollege,
				`/api/insights/department?departmentId=${college.departments.CSE}`,
			);
			expect(foreign.statusCode).toBe(404);
			expect((await get(tokens.mentor, "/api/insights/department")).statusCode).toBe(403);
		});
	});

	describe("the mentor's mentees", () => {
		const post = (token: string, url: string, payload: object) =>
			ctx.app.inject({ method: "POST", url, headers: bearer(token), payload });

		it("lists each mentee at a glance, those with the most alerts first", async () => {
			const res = await get(tokens.mentor, "/api/mentor/mentees");
			expect(res.statusCode, res.body).toBe(200);
			const body = res.json();
			expect(body.term).toBe("July–December 2026");
			expect(body.mentees.map((m: { id: string }) => m.id)).toEqual([a2.id, a1.id]);
			expect(body.mentees[0]).toMatchObject({
				rollNo: a2.rollNo,
				deptCode: "CSE",
				scoredAttempts: 2,
				averagePercentage: 25,
				lastMeetingAt: null,
				// Readiness: only exams count here, an average of 25% at a weight of 20 in 100.
				readiness: { score: 5, band: "attention" },
				alerts: [
					"Failed DSA Unit Test (0%)",
					"Failed Mid-term Aptitude (50%)",
					"Average 25% across 2 exams (below 40%)",
					"Inactive for 40 days (last exam activity 15 Oct)",
				],
			});
			expect(body.mentees[1].alerts).toEqual(["Inactive for 40 days (last exam activity 15 Oct)"]);
			expect((await get(tokens.hod, "/api/mentor/mentees")).statusCode).toBe(403);
		});

		it("refuses a student who is not the mentor's mentee (403), and stores nothing", async () => {
			const detail = await get(tokens.mentor, `/api/mentor/mentees/${b1.id}`);
			expect(detail.statusCode).toBe(403);
			expect(detail.json().message).toBe("This student is not one of your mentees.");
			const note = await post(tokens.mentor, `/api/mentor/mentees/${b1.id}/notes`, { body: "Call home." });
			expect(note.statusCode).toBe(403);
			expect((await get(tokens.mentor, "/api/mentor/meetings")).json().items).toEqual([]);
			expect((await get(tokens.mentor, "/api/mentor/mentees/not-an-id")).statusCode).toBe(403);
		});

		it("keeps private notes and a meeting log per mentee", async () => {
			const url = `/api/mentor/mentees/${a2.id}`;
			expect((await post(tokens.mentor, `${url}/notes`, { body: "   " })).statusCode).toBe(400);
			const note = await post(tokens.mentor, `${url}/notes`, {
				body: "Struggles with recursion; suggested the DSA practice set on trees.",
			});
			expect(note.statusCode, note.body).toBe(201);
			const future = await post(tokens.mentor, `${url}/meetings`, {
				heldAt: "2026-11-30T10:00:00+05:30",
				durationMinutes: 30,
				mode: "in_person",
				summary: "Planned revision.",
			});
			expect(future.statusCode).toBe(400);
			expect(future.json().message).toBe("Log a meeting after it has happened, not before.");
			const meeting = await post(tokens.mentor, `${url}/meetings`, {
				heldAt: "2026-11-20T10:00:00+05:30",
				durationMinutes: 30,
				mode: "in_person",
				summary: "Went through the DSA Unit Test paper question by question.",
				nextSteps: "Two tree problems a day until the Winter Mock.",
			});
			expect(meeting.statusCode, meeting.body).toBe(201);
			expect(meeting.json()).toMatchObject({
				studentName: "Diya Menon",
				rollNo: a2.rollNo,
				durationMinutes: 30,
			});

			const detail = (await get(tokens.mentor, url)).json();
			expect(detail.exams).toEqual([
				{ title: "DSA Unit Test", submittedAt: "2026-10-15T05:10:00.000Z", percentage: 0, passed: false },
				{
					title: "Mid-term Aptitude",
					submittedAt: "2026-09-10T05:10:00.000Z",
					percentage: 50,
					passed: false,
				},
			]);
			expect(detail.notes.map((n: { body: string }) => n.body)).toEqual([
				"Struggles with recursion; suggested the DSA practice set on trees.",
			]);
			expect(detail.meetings).toHaveLength(1);
			expect(detail.mentee.lastMeetingAt).toBe("2026-11-20T04:30:00.000Z");
			const log = (await get(tokens.mentor, "/api/mentor/meetings")).json();
			expect(log.items.map((m: { nextSteps: string }) => m.nextSteps)).toEqual([
				"Two tree problems a day until the Winter Mock.",
			]);
			// Another mentor of the college sees none of it.
			const other = await signInAs(ctx.app, await makeStaff(ctx.database.db, college, "ROLE_MENTOR"));
			expect((await get(other, url)).statusCode).toBe(403);
			expect((await get(other, "/api/mentor/meetings")).json().items).toEqual([]);
		});
	});
});
