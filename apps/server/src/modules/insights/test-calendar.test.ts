import type { ExamInputRaw } from "@unnati/contracts";
import { type TestCalendar, testCalendarSchema } from "@unnati/contracts/insights";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeCollege,
	makeExam,
	makeStaff,
	makeStudent,
	signInAs,
	singleChoice,
	type TestCollege,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { cohortOverlap } from "./test-calendar";

// A hand-built December in one college (India is UTC+5:30). On 7 December, India time:
//   A  CSE year 3            10:00–12:00  published
//   C  ECE year 2            10:30–11:30  published
//   B  whole college         11:00–13:00  published
//   D  CSE year 3 section B  15:00–16:00  draft
//   E  CSE year 3            8 December 00:30–01:30 (still 7 December in UTC)
// A and B overlap in time and share CSE year 3; C and B overlap and share ECE year 2; D opens the
// same day as A and B and shares CSE year 3 section B with both. A and C overlap in time but no
// student is in both; E is another India day. Another college's exam the same morning is never seen.

const NOW = new Date("2026-11-24T06:00:00Z");
const clock = testClock(NOW.getTime());
const ctx = useTestApp({ clock });

let college: TestCollege;
const ids = {} as Record<"A" | "B" | "C" | "D" | "E", string>;
const tokens = {} as Record<
	"principal" | "college" | "hod" | "ecehod" | "student" | "examAdmin" | "otherCollege",
	string
>;

const at = (utc: string, minutes: number) => {
	const opensAt = new Date(utc);
	return {
		opensAt: opensAt.toISOString(),
		closesAt: new Date(opensAt.getTime() + minutes * 60_000).toISOString(),
	};
};

beforeAll(async () => {
	const db = ctx.database.db;
	college = await makeCollege(db, { departments: ["CSE", "ECE", "ME"] });
	const examAdmin = await makeStaff(db, college, "ROLE_EXAM_ADMIN");
	tokens.examAdmin = await signInAs(ctx.app, examAdmin);
	const bank = await makeBank(ctx.app, tokens.examAdmin, [singleChoice("Q1")]);
	const sections = [{ title: "Only", source: { mode: "fixed" as const, questionIds: bank.questionIds } }];
	const cse = college.departments.CSE;
	const ece = college.departments.ECE;
	const exam = async (
		title: string,
		window: ReturnType<typeof at>,
		audience: ExamInputRaw["audience"],
		publish = true,
	) =>
		(
			await makeExam(
				ctx.app,
				tokens.examAdmin,
				examBody(sections, { title, ...window, audience }, NOW.getTime()),
				{ publish },
			)
		).id;
	ids.A = await exam("A CSE Y3 Midterm", at("2026-12-07T04:30:00Z", 120), {
		kind: "college",
		departmentIds: [cse],
		years: [3],
	});
	ids.C = await exam("C ECE Y2 Quiz", at("2026-12-07T05:00:00Z", 60), {
		kind: "college",
		departmentIds: [ece],
		years: [2],
	});
	ids.B = await exam("B College Aptitude", at("2026-12-07T05:30:00Z", 120), { kind: "college" });
	ids.D = await exam(
		"D CSE Y3-B Lab",
		at("2026-12-07T09:30:00Z", 60),
		{ kind: "college", departmentIds: [cse], years: [3], sections: ["B"] },
		false,
	);
	ids.E = await exam("E CSE Y3 Late", at("2026-12-07T19:00:00Z", 60), {
		kind: "college",
		departmentIds: [cse],
		years: [3],
	});

	const other = await makeCollege(db, { departments: ["CSE"] });
	const otherAdmin = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_EXAM_ADMIN"));
	const otherBank = await makeBank(ctx.app, otherAdmin, [singleChoice("Q1")]);
	await makeExam(
		ctx.app,
		otherAdmin,
		examBody(
			[{ title: "Only", source: { mode: "fixed", questionIds: otherBank.questionIds } }],
			{ title: "Other college test", ...at("2026-12-07T04:30:00Z", 120) },
			NOW.getTime(),
		),
	);

	tokens.principal = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PRINCIPAL"));
	tokens.college = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_COLLEGE"));
	tokens.hod = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_DEPARTMENT"));
	tokens.ecehod = await signInAs(
		ctx.app,
		await makeStaff(db, college, "ROLE_DEPARTMENT", { department: "ECE" }),
	);
	tokens.student = await signInAs(ctx.app, await makeStudent(db, college, { year: 3, section: "B" }));
	tokens.otherCollege = await signInAs(ctx.app, await makeStaff(db, other, "ROLE_COLLEGE"));
});

const DECEMBER = "?from=2026-12-01&to=2026-12-31";

const ask = (token: string, query: string) =>
	ctx.app.inject({ method: "GET", url: `/api/insights/test-calendar${query}`, headers: bearer(token) });

const calendar = async (token: string, query = DECEMBER): Promise<TestCalendar> => {
	const res = await ask(token, query);
	expect(res.statusCode, res.body).toBe(200);
	return testCalendarSchema.parse(res.json());
};

const refusal = async (token: string, query: string, status: number): Promise<string> => {
	const res = await ask(token, query);
	expect(res.statusCode, res.body).toBe(status);
	return res.json().message;
};

const titleOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];
const clashList = (body: TestCalendar) =>
	body.clashes.map((c) => [titleOf(c.first.id), titleOf(c.second.id), c.cohort.label, c.reason]);

describe("the test calendar", () => {
	it("lists the college's exams, drafts included, each on its India day with its cohorts", async () => {
		const body = await calendar(tokens.principal);
		expect(body.exams.map((e) => [titleOf(e.id), e.status, e.day])).toEqual([
			["A", "published", "2026-12-07"],
			["C", "published", "2026-12-07"],
			["B", "published", "2026-12-07"],
			["D", "draft", "2026-12-07"],
			["E", "published", "2026-12-08"],
		]);
		const byId = new Map(body.exams.map((e) => [e.id, e]));
		expect(byId.get(ids.B)?.audienceLabel).toBe("Whole college");
		expect(byId.get(ids.B)?.cohorts).toEqual([
			{ deptCode: null, year: null, section: null, label: "Whole college" },
		]);
		expect(byId.get(ids.D)?.cohorts).toEqual([
			{ deptCode: "CSE", year: 3, section: "B", label: "CSE · year 3 · section B" },
		]);
		expect(body.scope).toEqual({ label: college.name, departmentId: null });
	});

	it("flags exams a student could be in both of that overlap in time or open the same India day", async () => {
		const body = await calendar(tokens.college);
		expect(clashList(body)).toEqual([
			["A", "B", "CSE · year 3", "overlapping-times"],
			["A", "D", "CSE · year 3 · section B", "same-day"],
			["C", "B", "ECE · year 2", "overlapping-times"],
			["B", "D", "CSE · year 3 · section B", "same-day"],
		]);
	});

	it("counts days in India: an exam opening at 00:30 IST is on the next day's calendar", async () => {
		const body = await calendar(tokens.principal, "?from=2026-12-08&to=2026-12-08");
		expect(body.exams.map((e) => titleOf(e.id))).toEqual(["E"]);
		expect(body.clashes).toEqual([]);
	});

	it("gives a department head the exams for their department and those clashes only", async () => {
		const cse = await calendar(tokens.hod);
		expect(cse.exams.map((e) => titleOf(e.id))).toEqual(["A", "B", "D", "E"]);
		expect(clashList(cse).map(([a, b]) => `${a}${b}`)).toEqual(["AB", "AD", "BD"]);
		expect(cse.departments.map((d) => d.code)).toEqual(["CSE"]);
		const ece = await calendar(tokens.ecehod);
		expect(ece.exams.map((e) => titleOf(e.id))).toEqual(["C", "B"]);
		expect(clashList(ece)).toEqual([["C", "B", "ECE · year 2", "overlapping-times"]]);
	});

	it("lets the principal narrow to one department", async () => {
		const body = await calendar(tokens.principal, `${DECEMBER}&departmentId=${college.departments.ECE}`);
		expect(body.scope).toEqual({ label: "ECE", departmentId: college.departments.ECE });
		expect(body.exams.map((e) => titleOf(e.id))).toEqual(["C", "B"]);
	});

	it("refuses another department to a department head, and students and other colleges see nothing of it", async () => {
		expect(await refusal(tokens.hod, `${DECEMBER}&departmentId=${college.departments.ECE}`, 403)).toMatch(
			/your own department/,
		);
		await refusal(tokens.student, DECEMBER, 403);
		await refusal(tokens.examAdmin, DECEMBER, 403);
		const other = await calendar(tokens.otherCollege);
		expect(other.exams.map((e) => e.title)).toEqual(["Other college test"]);
		await refusal(tokens.otherCollege, `${DECEMBER}&departmentId=${college.departments.CSE}`, 404);
	});

	it("places a list of named students in their groups: it clashes with a test for one of them", async () => {
		const db = ctx.database.db;
		const named = await makeStudent(db, college, { year: 2, section: "C", department: "ME" });
		const bank = await makeBank(ctx.app, tokens.examAdmin, [singleChoice("Q1")]);
		const body = (title: string, window: ReturnType<typeof at>, audience: ExamInputRaw["audience"]) =>
			examBody(
				[{ title: "Only", source: { mode: "fixed", questionIds: bank.questionIds } }],
				{ title, ...window, audience },
				NOW.getTime(),
			);
		const retest = await makeExam(
			ctx.app,
			tokens.examAdmin,
			body("Named retest", at("2027-01-11T04:30:00Z", 60), {
				kind: "students",
				rollNos: [named.rollNo ?? ""],
			}),
		);
		const quiz = await makeExam(
			ctx.app,
			tokens.examAdmin,
			body("ME 2C quiz", at("2027-01-11T10:30:00Z", 60), {
				kind: "college",
				departmentIds: [college.departments.ME],
				years: [2],
				sections: ["C"],
			}),
		);
		const january = await calendar(tokens.principal, "?from=2027-01-01&to=2027-01-31");
		expect(january.exams.find((e) => e.id === retest.id)?.audienceLabel).toBe("1 named student");
		expect(january.clashes).toEqual([
			{
				first: { id: retest.id, title: "Named retest" },
				second: { id: quiz.id, title: "ME 2C quiz" },
				cohort: { deptCode: "ME", year: 2, section: "C", label: "ME · year 2 · section C" },
				reason: "same-day",
				day: "2027-01-11",
			},
		]);
	});

	it("refuses a span longer than 120 days or a date that is not one, saying why", async () => {
		expect(await refusal(tokens.principal, "?from=2026-12-01&to=2027-04-30", 400)).toMatch(
			/at most 120 days/,
		);
		expect(await refusal(tokens.principal, "?from=2026-12-10&to=2026-12-01", 400)).toMatch(/before/);
		expect(await refusal(tokens.principal, "?from=2026-02-30&to=2026-03-01", 400)).toMatch(/not a date/);
		await refusal(tokens.principal, "?from=2026-12-01", 400);
		await calendar(tokens.principal, "?from=2026-12-01&to=2027-03-30");
	});
});

describe("cohort overlap", () => {
	it("meets where every field agrees or one side allows any", () => {
		const all = { departmentId: null, year: null, section: null };
		expect(cohortOverlap(all, { departmentId: "d", year: 3, section: null })).toEqual({
			departmentId: "d",
			year: 3,
			section: null,
		});
		expect(cohortOverlap({ ...all, year: 2 }, { ...all, year: 3 })).toBeNull();
		expect(cohortOverlap({ ...all, section: "A" }, { ...all, departmentId: "d", section: "A" })).toEqual({
			departmentId: "d",
			year: null,
			section: "A",
		});
	});
});
