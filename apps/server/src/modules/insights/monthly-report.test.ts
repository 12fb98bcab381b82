import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, signInAs } from "../../test/factories";
import { type HandWorkedCollege, INSIGHTS_NOW, makeHandWorkedCollege } from "../../test/insights-fixtures";
import { testPrincipal } from "../../test/principal";
import { useTestApp } from "../../test/test-app";
import { loadFixture } from "../learning/test-fixtures";
import { monthlyReport } from "./monthly-report";

// The figures below are worked out by hand from the college in test/insights-fixtures.ts.

const clock = testClock(INSIGHTS_NOW.getTime());
const ctx = useTestApp({ clock, beforeBuild: loadFixture });
const pdftotext = existsSync("/usr/bin/pdftotext");

let world: HandWorkedCollege;
const tokens = {} as Record<"principal" | "college" | "hod" | "mentor" | "student" | "otherCollege", string>;

beforeAll(async () => {
	const db = ctx.database.db;
	world = await makeHandWorkedCollege(ctx.app, db, clock);
	tokens.principal = await signInAs(ctx.app, await makeStaff(db, world.college, "ROLE_PRINCIPAL"));
	tokens.college = await signInAs(ctx.app, await makeStaff(db, world.college, "ROLE_COLLEGE"));
	tokens.hod = await signInAs(ctx.app, await makeStaff(db, world.college, "ROLE_DEPARTMENT"));
	tokens.mentor = await signInAs(ctx.app, world.mentor);
	tokens.student = await signInAs(ctx.app, world.s1);
	tokens.otherCollege = await signInAs(ctx.app, await makeStaff(db, await makeCollege(db), "ROLE_PRINCIPAL"));
});

const URL = "/api/insights/college/monthly-report.pdf";
const get = (token: string, url = URL) => ctx.app.inject({ method: "GET", url, headers: bearer(token) });

function pdfText(bytes: Buffer): string {
	const dir = mkdtempSync(path.join(tmpdir(), "monthly-report-"));
	const file = path.join(dir, "report.pdf");
	writeFileSync(file, bytes);
	return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
}

describe("the college's monthly report", () => {
	it("counts one calendar month in India against the month before, from that month's records", async () => {
		const principal = testPrincipal("ROLE_PRINCIPAL", { institutionId: world.college.id });
		const report = await monthlyReport(ctx.database.db, principal, undefined, INSIGHTS_NOW);
		expect(report.month).toBe("2026-10");
		expect(report.previousMonth).toBe("2026-09");
		expect(report.upTo).toBeNull();
		// October (IST): Oct Test A (1 Oct 01:30 IST) and B; 100, 50, 0 and 100, 50. Active: s1, s2, s3
		// (e1's Nov Mock and s3's lesson at 00:30 IST on 1 Nov belong to November). Lessons: s1 2, s2 3.
		// DSA: s3 solves P1 and P2 for the first time; s1's P1 was solved in September.
		expect(report.current).toEqual({
			month: "2026-10",
			students: 4,
			activeStudents: 3,
			lessonsCompleted: 5,
			coursesCompleted: 1,
			examsHeld: 2,
			examAttempts: 5,
			averagePercentage: 60,
			passRate: 40,
			problemsSolved: 2,
			solvers: 1,
			// s1 and s3; s2's application was withdrawn.
			placementApplications: 2,
			applicants: 2,
		});
		// September: Sep Quiz 100, 100, 0; active s1 (exam, DSA), s2, e1 (exam, lesson); e1's lesson.
		expect(report.previous).toEqual({
			month: "2026-09",
			students: 4,
			activeStudents: 3,
			lessonsCompleted: 1,
			coursesCompleted: 0,
			examsHeld: 1,
			examAttempts: 3,
			averagePercentage: 66.7,
			passRate: 66.7,
			problemsSolved: 1,
			solvers: 1,
			placementApplications: 1,
			applicants: 1,
		});
		expect(report.exams).toEqual([
			{ title: "Oct Test A", attempts: 3, averagePercentage: 50 },
			{ title: "Oct Test B", attempts: 2, averagePercentage: 75 },
		]);
		// At the end of October: s2 failed A and B, s3 failed A and missed Sep Quiz and B, e1 failed
		// Sep Quiz and missed A; s1 passed all three. ME has no students and is left out.
		expect(
			report.departments.map((d) => [
				d.code,
				d.figures.students,
				d.figures.activeStudents,
				d.figures.averagePercentage,
				d.figures.lessonsCompleted,
				d.figures.problemsSolved,
				d.atRisk,
			]),
		).toEqual([
			["CSE", 3, 3, 60, 5, 2, 2],
			["ECE", 1, 0, null, 0, 0, 1],
		]);
		expect(report.atRisk).toEqual({
			total: 3,
			byDepartment: [
				{ code: "CSE", atRisk: 2, students: 3 },
				{ code: "ECE", atRisk: 1, students: 1 },
			],
		});
		expect(report.actions).toEqual([
			"The average exam score fell 6.7 points, from 66.7 % in September to 60 %: go through the weakest paper, Oct Test A (50 %), with its teachers.",
			"Only 40 % of October's exam attempts passed: plan remedial classes before the next test.",
			"Only 0 of 1 ECE student used Unnati in October: ask their mentors to reach the others.",
			"3 students are at risk at the end of October, 2 of them in CSE: see that each meets their mentor this month.",
		]);
	});

	it("prints the month as text a reader (pdftotext) reads back", async () => {
		const res = await get(tokens.principal);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.headers["content-type"]).toBe("application/pdf");
		expect(res.headers["content-disposition"]).toBe(
			`attachment; filename="${world.college.code.toLowerCase()}-monthly-report-2026-10.pdf"`,
		);
		expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
		if (!pdftotext) return; // poppler-utils is not installed here: the bytes were checked above.
		const text = pdfText(res.rawPayload);
		for (const line of [
			world.college.name,
			"October 2026: 1 to 31 October 2026, India time. Compared with September 2026.",
			"Figure October 2026 September 2026 Change",
			"Active students 3 of 4 3 of 4 0",
			"Lessons completed 5 1 +4",
			"Courses completed 1 0 +1",
			"Exams held 2 1 +1",
			"Exam attempts 5 3 +2",
			"Average exam score 60 % 66.7 % −6.7 points",
			"Pass rate 40 % 66.7 % −26.7 points",
			"DSA problems solved 2 1 +1",
			"Placement applications 2 1 +1",
			"1 CSE · CSE department 3 3 60 % 5 5 2 2",
			"2 ECE · ECE department 1 0 — 0 0 0 1",
			"Whole college 3 4",
			"2. Only 40 % of October's exam attempts passed",
			"3 students are at risk at the end of October, 2 of them in CSE",
		])
			expect(text).toContain(line);
	});

	it("reports a month asked for, up to now when it is not over", async () => {
		const september = await get(tokens.college, `${URL}?month=2026-09`);
		expect(september.statusCode, september.body).toBe(200);
		const current = await monthlyReport(
			ctx.database.db,
			testPrincipal("ROLE_COLLEGE", { institutionId: world.college.id }),
			"2026-11",
			INSIGHTS_NOW,
		);
		expect(current.upTo).toEqual(INSIGHTS_NOW);
		expect(current.current).toMatchObject({
			examsHeld: 1,
			examAttempts: 1,
			activeStudents: 2,
			lessonsCompleted: 1,
		});
		if (!pdftotext) return;
		expect(pdfText(september.rawPayload)).toContain("Active students 3 of 4 0 of 4 +3");
	});

	it("refuses a malformed month and one that has not begun, saying why (400)", async () => {
		const malformed = await get(tokens.principal, `${URL}?month=2026-13`);
		expect(malformed.statusCode).toBe(400);
		expect(malformed.json().message).toBe(
			'"2026-13" is not a month: give it as YYYY-MM, for example 2026-10.',
		);
		const future = await get(tokens.principal, `${URL}?month=2026-12`);
		expect(future.statusCode).toBe(400);
		expect(future.json().message).toBe(
			"December 2026 has not begun yet: choose November 2026 or an earlier month.",
		);
	});

	it("is for the college's principal and administrator only", async () => {
		for (const token of [tokens.hod, tokens.mentor, tokens.student])
			expect((await get(token)).statusCode).toBe(403);
		expect((await ctx.app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
		// Another college's principal gets their own (empty) college, never this one.
		const other = await monthlyReport(
			ctx.database.db,
			testPrincipal("ROLE_PRINCIPAL", { institutionId: (await makeCollege(ctx.database.db)).id }),
			"2026-10",
			INSIGHTS_NOW,
		);
		expect(other.current).toMatchObject({ students: 0, activeStudents: 0, examsHeld: 0 });
		expect((await get(tokens.otherCollege)).statusCode).toBe(200);
	});
});
