import { growthSchema } from "@unnati/contracts/insights";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStaff, signInAs } from "../../test/factories";
import { type HandWorkedCollege, INSIGHTS_NOW, makeHandWorkedCollege } from "../../test/insights-fixtures";
import { useTestApp } from "../../test/test-app";
import { loadFixture } from "../learning/test-fixtures";
import { median } from "./growth";

// Figures worked out by hand from the college in test/insights-fixtures.ts. The term is July–December
// 2026 and all four exams have closed by 24 November:
//   s1  Sep 100 · A 100 · B 100   change 0     steady
//   s2  Sep 100 · A 50  · B 50    change −50   slipped
//   s3  A 0                       one exam: no change yet
//   e1  Sep 0   · Nov 50          change +50   improved more than 20 points
// Medians by exam: Sep Quiz 100 (100, 100, 0), Oct Test A 50 (100, 50, 0), Oct Test B 75 (100, 50), Nov Mock 50.

const clock = testClock(INSIGHTS_NOW.getTime());
const ctx = useTestApp({ clock, beforeBuild: loadFixture });

let world: HandWorkedCollege;
const tokens = {} as Record<
	"principal" | "college" | "hod" | "ecehod" | "mentor" | "student" | "otherCollege",
	string
>;

beforeAll(async () => {
	const db = ctx.database.db;
	world = await makeHandWorkedCollege(ctx.app, db, clock);
	const { college } = world;
	tokens.principal = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_PRINCIPAL"));
	tokens.college = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_COLLEGE"));
	tokens.hod = await signInAs(ctx.app, await makeStaff(db, college, "ROLE_DEPARTMENT"));
	tokens.ecehod = await signInAs(
		ctx.app,
		await makeStaff(db, college, "ROLE_DEPARTMENT", { department: "ECE" }),
	);
	tokens.mentor = await signInAs(ctx.app, world.mentor);
	tokens.student = await signInAs(ctx.app, world.s1);
	tokens.otherCollege = await signInAs(ctx.app, await makeStaff(db, await makeCollege(db), "ROLE_COLLEGE"));
});

const ask = (token: string, query: string) =>
	ctx.app.inject({ method: "GET", url: `/api/insights/growth${query}`, headers: bearer(token) });

/** The answer, checked against its contract. */
const growth = async (token: string, query = "") => {
	const res = await ask(token, query);
	expect(res.statusCode, res.body).toBe(200);
	return growthSchema.parse(res.json());
};

/** A refusal with its status; its message. */
const refusal = async (token: string, query: string, status: number): Promise<string> => {
	const res = await ask(token, query);
	expect(res.statusCode, res.body).toBe(status);
	return res.json().message;
};

const trajectories = (body: {
	students: { id: string; scores: { percentage: number }[]; change: number | null }[];
}) => Object.fromEntries(body.students.map((s) => [s.id, [s.scores.map((x) => x.percentage), s.change]]));

describe("growth across tests", () => {
	it("gives the principal each student's trajectory, the bands, the cohort's medians and who moved most", async () => {
		const body = await growth(tokens.principal);
		const { s1, s2, s3, e1 } = world;
		expect(body.term).toMatchObject({ label: "July–December 2026", which: "current" });
		expect(body.scope).toEqual({ label: world.college.name, departmentId: null, year: null, section: null });
		expect(body.exams.map((e) => [e.title, e.sat, e.medianPercentage, e.averagePercentage])).toEqual([
			["Sep Quiz", 3, 100, 66.7],
			["Oct Test A", 3, 50, 50],
			["Oct Test B", 2, 75, 75],
			["Nov Mock", 1, 50, 50],
		]);
		expect(trajectories(body)).toEqual({
			[s1.id]: [[100, 100, 100], 0],
			[s2.id]: [[100, 50, 50], -50],
			[s3.id]: [[0], null],
			[e1.id]: [[0, 50], 50],
		});
		const meera = body.students.find((s) => s.id === e1.id);
		expect(meera).toMatchObject({
			rollNo: e1.rollNo,
			name: "Meera Iyer",
			deptCode: "ECE",
			year: 2,
			section: "A",
			scores: [
				{ examId: world.exams.sep, percentage: 0 },
				{ examId: world.exams.nov, percentage: 50 },
			],
			first: 0,
			latest: 50,
			band: "leapt",
		});
		expect(body.distribution).toEqual([
			{ band: "slipped", label: "Slipped more than 10 points", students: 1 },
			{ band: "steady", label: "Steady (within 10 points)", students: 1 },
			{ band: "improved", label: "Improved 10–20 points", students: 0 },
			{ band: "leapt", label: "Improved more than 20 points", students: 1 },
		]);
		expect(body.summary).toEqual({ students: 4, tracked: 3, medianChange: 0 });
		expect(body.improvers.map((s) => s.id)).toEqual([e1.id]);
		expect(body.slipped.map((s) => s.id)).toEqual([s2.id]);
		expect(body.departments.map((d) => d.code)).toEqual(["CSE", "ECE", "ME"]);
		expect(body.cohorts).toEqual([
			{ year: 2, section: "A" },
			{ year: 3, section: "A" },
			{ year: 3, section: "B" },
		]);
	});

	it("narrows to a department and to a year and section", async () => {
		const cse = await growth(tokens.college, `?departmentId=${world.college.departments.CSE}`);
		expect(cse.scope.label).toBe("CSE");
		// Nov Mock has no CSE result, so it is not part of CSE's trajectory.
		expect(cse.exams.map((e) => [e.title, e.medianPercentage])).toEqual([
			["Sep Quiz", 100],
			["Oct Test A", 50],
			["Oct Test B", 75],
		]);
		expect(cse.distribution.map((d) => d.students)).toEqual([1, 1, 0, 0]);
		const section = await growth(
			tokens.principal,
			`?departmentId=${world.college.departments.CSE}&year=3&section=B`,
		);
		expect(section.scope).toMatchObject({ label: "CSE, year 3, section B", year: 3, section: "B" });
		expect(section.students.map((s) => s.id)).toEqual([world.s3.id]);
		expect(section.exams.map((e) => e.title)).toEqual(["Oct Test A"]);
		expect(section.summary).toEqual({ students: 1, tracked: 0, medianChange: null });
		const previous = await growth(tokens.principal, "?term=previous");
		expect(previous.term).toMatchObject({ label: "January–June 2026", which: "previous" });
		expect(previous.exams).toEqual([]);
		expect(previous.summary).toEqual({ students: 4, tracked: 0, medianChange: null });
	});

	it("gives a department head their own department and refuses another (403)", async () => {
		const own = await growth(tokens.hod);
		expect(own.scope.label).toBe("CSE");
		expect(own.departments.map((d) => d.code)).toEqual(["CSE"]);
		expect(own.students.map((s) => s.id).sort()).toEqual([world.s1.id, world.s2.id, world.s3.id].sort());
		expect(await refusal(tokens.hod, `?departmentId=${world.college.departments.ECE}`, 403)).toBe(
			"You can see only your own department's figures.",
		);
		const ece = await growth(tokens.ecehod);
		expect(trajectories(ece)).toEqual({ [world.e1.id]: [[0, 50], 50] });
	});

	it("gives a mentor their mentees only", async () => {
		const mine = await growth(tokens.mentor);
		expect(mine.scope.label).toBe("Your mentees");
		expect(mine.students.map((s) => s.id).sort()).toEqual([world.s1.id, world.s2.id].sort());
		expect(mine.departments.map((d) => d.code)).toEqual(["CSE"]);
		await refusal(tokens.mentor, `?departmentId=${world.college.departments.ECE}`, 404);
	});

	it("is refused to students and strangers, and shows another college none of this one", async () => {
		await refusal(tokens.student, "", 403);
		expect((await ctx.app.inject({ method: "GET", url: "/api/insights/growth" })).statusCode).toBe(401);
		const other = await growth(tokens.otherCollege);
		expect(other.students).toEqual([]);
		expect(other.exams).toEqual([]);
		expect(await refusal(tokens.otherCollege, `?departmentId=${world.college.departments.CSE}`, 404)).toBe(
			"No such department in your college.",
		);
		await refusal(tokens.principal, "?term=last", 400);
	});
});

describe("median", () => {
	it("is the middle value, or the mean of the middle two", () => {
		expect(median([])).toBeNull();
		expect(median([50])).toBe(50);
		expect(median([100, 0, 50])).toBe(50);
		expect(median([100, 50])).toBe(75);
		expect(median([-50, 0, 50, 10])).toBe(5);
	});
});
