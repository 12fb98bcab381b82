import { ROLES, type Role } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	makeCollege,
	makeStudent,
	type RoleFixtures,
	roleFixtures,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { assignMentees } from "../mentors/service";

type Caller = Role | "anonymous";

const COLLEGE_WIDE: Role[] = [
	"ROLE_COLLEGE",
	"ROLE_PRINCIPAL",
	"ROLE_EXAM_ADMIN",
	"ROLE_PAT",
	"ROLE_CAREER_COUNSELOR",
];
const NO_STUDENT_ACCESS: Role[] = [
	"ROLE_INSTRUCTOR",
	"ROLE_INSTRUCTOR_ADMIN",
	"ROLE_CONNECTIN_ADMIN",
	"ROLE_QUESTION_BANK_ADMIN",
	"ROLE_RECRUITER",
];

/** The students whose records the routes are asked for, each placed to fall in or out of some scope. */
type Target = "self" | "classmate" | "otherDepartment" | "otherYear" | "otherCollege";

/** The expected status of every caller on every protected route. */
function expected(route: "session" | "scope" | "list" | Target, caller: Caller): number {
	if (caller === "anonymous") return route === "session" ? 204 : 401;
	if (route === "session" || route === "scope") return 200;
	if (NO_STUDENT_ACCESS.includes(caller)) return 403;
	if (route === "list") return 200;
	if (route === "self") return 200; // CSE 3A, the mentor's mentee: every remaining role has them in scope
	if (route === "otherCollege") return caller === "ROLE_ADMIN" ? 200 : 404;
	if (route === "classmate") return caller === "ROLE_STUDENT" ? 404 : 200; // also the mentor's mentee
	if (route === "otherDepartment") return ["ROLE_ADMIN", ...COLLEGE_WIDE].includes(caller) ? 200 : 404;
	return caller === "ROLE_MENTOR" || caller === "ROLE_STUDENT" ? 404 : 200; // otherYear
}

describe("who may see which student records", () => {
	const ctx = useTestApp();
	// Read-only for every test below: one college with a person of every role, its students placed
	// in and out of each scope, and one student of a second college.
	let world: RoleFixtures;
	let other: TestCollege;
	const targets = {} as Record<Target, TestPerson>;
	beforeAll(async () => {
		const db = ctx.database.db;
		world = await roleFixtures(ctx.app, db);
		other = await makeCollege(db);
		targets.self = world.people.ROLE_STUDENT;
		targets.classmate = await makeStudent(db, world.college, { year: 3, section: "B" });
		targets.otherDepartment = await makeStudent(db, world.college, { year: 3, department: "ECE" });
		targets.otherYear = await makeStudent(db, world.college, { year: 4 });
		targets.otherCollege = await makeStudent(db, other, { year: 3 });
		await assignMentees(db, world.people.ROLE_MENTOR.id, [targets.classmate.id]);
	});
	const get = (url: string, role: Role) =>
		ctx.app.inject({ method: "GET", url, headers: bearer(world.tokens[role]) });

	it("answers every role and an anonymous caller as the policy says, on every protected route", async () => {
		const routes: [Parameters<typeof expected>[0], string][] = [
			["session", "/api/auth/session"],
			["scope", "/api/me/scope"],
			["list", "/api/students"],
			...(Object.entries(targets) as [Target, TestPerson][]).map(
				([target, student]) => [target, `/api/students/${student.rollNo}`] as [Target, string],
			),
		];
		const mismatches: string[] = [];
		for (const [route, url] of routes) {
			for (const caller of ["anonymous", ...ROLES] as Caller[]) {
				const token = caller === "anonymous" ? undefined : world.tokens[caller];
				const res = await ctx.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
				const want = expected(route, caller);
				if (res.statusCode !== want)
					mismatches.push(`${caller} GET ${route} (${url}): ${res.statusCode}, expected ${want}`);
			}
		}
		expect(mismatches).toEqual([]);
	});

	it("lists only the students in scope", async () => {
		const list = async (role: Role, query = "") =>
			(await get(`/api/students?pageSize=100${query}`, role)).json();
		const rollNos = (page: { items: { rollNo: string }[] }) => page.items.map((s) => s.rollNo).sort();
		const mentor = await list("ROLE_MENTOR");
		expect(mentor.total).toBe(2);
		expect(rollNos(mentor)).toEqual([targets.self.rollNo, targets.classmate.rollNo].sort());
		const hod = await list("ROLE_DEPARTMENT");
		expect(hod.total).toBe(3);
		expect(new Set(hod.items.map((s: { deptName: string }) => s.deptName))).toEqual(new Set(["CSE"]));
		const college = await list("ROLE_COLLEGE");
		expect(college.total).toBe(4);
		expect(rollNos(college)).not.toContain(targets.otherCollege.rollNo);
		const admin = await list("ROLE_ADMIN");
		expect(admin.total).toBe(5);
		expect(rollNos(admin)).toContain(targets.otherCollege.rollNo);
		const self = await list("ROLE_STUDENT");
		expect(rollNos(self)).toEqual([targets.self.rollNo]);
		// Each filter drops one student: the classmate is in section B, the other-year student in
		// year 4, and the ECE student's roll number and e-mail do not contain "22cse".
		const filtered = await list("ROLE_COLLEGE", "&year=3&section=A&q=22cse");
		expect(filtered.total).toBe(1);
		expect(rollNos(filtered)).toEqual([targets.self.rollNo]);
	});

	it("describes each person's reach for their home screen", async () => {
		const scope = async (role: Role) => (await get("/api/me/scope", role)).json();
		expect(await scope("ROLE_MENTOR")).toEqual({
			kind: "mentees",
			description: `Mentor of 2 students · ${world.college.name}`,
			studentCount: 2,
		});
		expect(await scope("ROLE_DEPARTMENT")).toMatchObject({ kind: "department", studentCount: 3 });
		expect(await scope("ROLE_PRINCIPAL")).toMatchObject({ kind: "college", studentCount: 4 });
		expect(await scope("ROLE_RECRUITER")).toEqual({
			kind: "organization",
			description: world.people.ROLE_RECRUITER.organization,
			studentCount: null,
		});
		expect(await scope("ROLE_STUDENT")).toEqual({
			kind: "self",
			description: `${world.college.name} · CSE`,
			studentCount: null,
		});
	});

	it("rejects a bad list query with 400", async () => {
		const res = await get("/api/students?year=9&pageSize=1000", "ROLE_ADMIN");
		expect(res.statusCode).toBe(400);
		expect(
			res
				.json()
				.errors.map((e: { path: string }) => e.path)
				.sort(),
		).toEqual(["pageSize", "year"]);
	});
});
