import { LOGIN_TYPES, ROLE_BY_LOGIN_TYPE, ROLES, type Role } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_LOGINS } from "../../seed/demo-accounts";
import { bearer, seedDemo, tokenFor } from "../../test/auth-helpers";
import { useTestApp } from "../../test/test-app";

type Caller = Role | "anonymous";

/** One signed-in demo account per role (DIT's, where the role belongs to a college). */
const CREDENTIALS: Record<
	Role,
	{ loginType: (typeof LOGIN_TYPES)[number] | "mentor"; username: string; password: string }
> = {
	...(Object.fromEntries(
		DEMO_LOGINS.filter(
			(l) => l.home !== "KCE" && !["hod.ece@dit.example.org", "hod.me@dit.example.org"].includes(l.email),
		).map((l) => [
			l.role,
			{
				loginType: LOGIN_TYPES.find((t) => ROLE_BY_LOGIN_TYPE[t] === l.role) ?? "student",
				username: l.email,
				password: l.password,
			},
		]),
	) as Record<Role, never>),
	ROLE_STUDENT: { loginType: "student", username: "22CSE001", password: "Student@123" },
	ROLE_MENTOR: { loginType: "mentor", username: "FAC1001", password: "Mentor@123" },
};

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

/** The expected status of every caller on every protected route. */
function expected(route: string, caller: Caller): number {
	if (caller === "anonymous") return 401;
	if (route === "/api/auth/session" || route === "/api/me/scope") return 200;
	if (NO_STUDENT_ACCESS.includes(caller)) return 403;
	if (route === "/api/students") return 200;
	if (route === "/api/students/22CSE001") return 200; // DIT CSE 3A: every remaining role has them in scope
	if (route === "/api/students/KCE22CSE001") return caller === "ROLE_ADMIN" ? 200 : 404;
	if (route === "/api/students/22CSE002") return caller === "ROLE_STUDENT" ? 404 : 200;
	if (route === "/api/students/22ECE001") return ["ROLE_ADMIN", ...COLLEGE_WIDE].includes(caller) ? 200 : 404;
	if (route === "/api/students/21CSE001")
		return caller === "ROLE_MENTOR" || caller === "ROLE_STUDENT" ? 404 : 200;
	throw new Error(`no expectation for ${route}`);
}

const ROUTES = [
	"/api/auth/session",
	"/api/me/scope",
	"/api/students",
	"/api/students/22CSE001",
	"/api/students/22CSE002",
	"/api/students/22ECE001",
	"/api/students/21CSE001",
	"/api/students/KCE22CSE001",
];

describe("who may see which student records", () => {
	const ctx = useTestApp({ beforeBuild: seedDemo });
	const tokens = new Map<Role, string>();
	beforeAll(async () => {
		for (const role of ROLES) tokens.set(role, await tokenFor(ctx.app, CREDENTIALS[role]));
	});

	it("answers every role and an anonymous caller as the policy says, on every protected route", async () => {
		const mismatches: string[] = [];
		for (const route of ROUTES) {
			for (const caller of ["anonymous", ...ROLES] as Caller[]) {
				const token = caller === "anonymous" ? undefined : tokens.get(caller);
				const res = await ctx.app.inject({ method: "GET", url: route, headers: token ? bearer(token) : {} });
				const want = expected(route, caller);
				if (res.statusCode !== want)
					mismatches.push(`${caller} GET ${route}: ${res.statusCode}, expected ${want}`);
			}
		}
		expect(mismatches).toEqual([]);
	});

	it("lists only the students in scope", async () => {
		const list = async (role: Role, query = "") =>
			(
				await ctx.app.inject({
					method: "GET",
					url: `/api/students?pageSize=100${query}`,
					headers: bearer(tokens.get(role) ?? ""),
				})
			).json();
		const mentor = await list("ROLE_MENTOR");
		expect(mentor.total).toBe(12);
		expect(mentor.items.every((s: { rollNo: string }) => s.rollNo.startsWith("22CSE"))).toBe(true);
		const hod = await list("ROLE_DEPARTMENT");
		expect(hod.total).toBe(48);
		expect(new Set(hod.items.map((s: { deptName: string }) => s.deptName))).toEqual(new Set(["CSE"]));
		expect((await list("ROLE_COLLEGE")).total).toBe(144);
		expect((await list("ROLE_ADMIN")).total).toBe(204);
		const self = await list("ROLE_STUDENT");
		expect(self.items.map((s: { rollNo: string }) => s.rollNo)).toEqual(["22CSE001"]);
		const filtered = await list("ROLE_COLLEGE", "&year=3&section=A&q=22cse");
		expect(filtered.total).toBe(6);
	});

	it("describes each person's reach for their home screen", async () => {
		const scope = async (role: Role) =>
			(
				await ctx.app.inject({ method: "GET", url: "/api/me/scope", headers: bearer(tokens.get(role) ?? "") })
			).json();
		expect(await scope("ROLE_MENTOR")).toEqual({
			kind: "mentees",
			description: "Mentor of 12 students · Demo Institute of Technology",
			studentCount: 12,
		});
		expect(await scope("ROLE_DEPARTMENT")).toMatchObject({ kind: "department", studentCount: 48 });
		expect(await scope("ROLE_PRINCIPAL")).toMatchObject({ kind: "college", studentCount: 144 });
		expect(await scope("ROLE_RECRUITER")).toEqual({
			kind: "organization",
			description: "TalentBridge Technologies",
			studentCount: null,
		});
		expect(await scope("ROLE_STUDENT")).toEqual({
			kind: "self",
			description: "Demo Institute of Technology · CSE",
			studentCount: null,
		});
	});

	it("rejects a bad list query with 400", async () => {
		const res = await ctx.app.inject({
			method: "GET",
			url: "/api/students?year=9&pageSize=1000",
			headers: bearer(tokens.get("ROLE_ADMIN") ?? ""),
		});
		expect(res.statusCode).toBe(400);
		expect(
			res
				.json()
				.errors.map((e: { path: string }) => e.path)
				.sort(),
		).toEqual(["pageSize", "year"]);
	});
});
