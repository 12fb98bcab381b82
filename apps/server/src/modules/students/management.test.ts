import type { Role } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, freshIp } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, type TestCollege, type TestPerson } from "../../test/factories";
import { signInAs, TEST_PASSWORD } from "../../test/factories/people";
import { uniqueTag } from "../../test/factories/unique";
import { mailsTo } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";
import { assignMentees } from "../mentors/service";

describe("managing one student, and looking a roll number up", () => {
	const ctx = useTestApp();
	let college: TestCollege;
	let tokens: Record<"college" | "hod" | "eceHod" | "admin" | "principal" | "otherCollege", string>;
	let cse: TestPerson;
	let ece: TestPerson;
	let mentor: TestPerson;

	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db);
		const other = await makeCollege(db);
		cse = await makeStudent(db, college, { department: "CSE" });
		ece = await makeStudent(db, college, { department: "ECE" });
		mentor = await makeStaff(db, college, "ROLE_MENTOR");
		await assignMentees(db, mentor.id, [cse.id]);
		const as = async (
			c: TestCollege | null,
			role: Exclude<Role, "ROLE_STUDENT">,
			department?: "CSE" | "ECE",
		) => signInAs(ctx.app, await makeStaff(db, c, role, department ? { department } : {}));
		tokens = {
			college: await as(college, "ROLE_COLLEGE"),
			hod: await as(college, "ROLE_DEPARTMENT", "CSE"),
			eceHod: await as(college, "ROLE_DEPARTMENT", "ECE"),
			admin: await as(null, "ROLE_ADMIN"),
			principal: await as(college, "ROLE_PRINCIPAL"),
			otherCollege: await as(other, "ROLE_COLLEGE"),
		};
	});
	const call = (method: "GET" | "POST" | "PATCH", url: string, token: string, payload?: object) =>
		ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
	const studentLogin = (person: TestPerson, password = TEST_PASSWORD) =>
		ctx.app.inject({
			method: "POST",
			url: "/api/auth/login",
			remoteAddress: freshIp(),
			payload: { username: person.rollNo, password, loginType: "student" },
		});

	it("adds a student and invites them; a taken roll number or e-mail is a 409 naming the field", async () => {
		const rollNo = `23ECE${uniqueTag()}`;
		const body = {
			rollNo,
			name: "Tanvi Kulkarni",
			email: `tanvi.${rollNo}@dit.test`,
			department: "ECE",
			year: 2,
			section: "b",
		};
		const res = await call("POST", "/api/students", tokens.college, body);
		expect(res.statusCode, res.body).toBe(201);
		expect(res.json()).toMatchObject({ rollNo, deptName: "ECE", section: "B", active: true, invited: true });
		expect(await mailsTo(ctx.database.db, body.email, "Set your Unnati password")).toHaveLength(1);
		const again = await call("POST", "/api/students", tokens.college, { ...body, email: cse.email });
		expect(again.statusCode).toBe(409);
		expect(again.json().errors.map((e: { path: string }) => e.path)).toEqual(["rollNo", "email"]);
		const bad = await call("POST", "/api/students", tokens.college, { ...body, rollNo: "A-1", year: 7 });
		expect(bad.statusCode).toBe(400);
		// A department head adds to their own department only.
		const hod = await call("POST", "/api/students", tokens.hod, { ...body, rollNo: `${rollNo}X` });
		expect(hod.statusCode).toBe(403);
	});

	it("edits a student within scope: a department head another department's is a 403, another college's a 404", async () => {
		const edit = await call("PATCH", `/api/students/${cse.rollNo}`, tokens.hod, {
			name: "Arjun Menon",
			section: "c",
		});
		expect(edit.statusCode, edit.body).toBe(200);
		expect(edit.json()).toMatchObject({ name: "Arjun Menon", section: "C" });
		expect((await call("PATCH", `/api/students/${ece.rollNo}`, tokens.hod, { name: "X Y" })).statusCode).toBe(
			403,
		);
		expect(
			(await call("PATCH", `/api/students/${cse.rollNo}`, tokens.hod, { department: "ECE" })).statusCode,
		).toBe(403);
		expect(
			(await call("PATCH", `/api/students/${cse.rollNo}`, tokens.otherCollege, { name: "X Y" })).statusCode,
		).toBe(404);
		expect(
			(await call("PATCH", `/api/students/${cse.rollNo}`, tokens.principal, { name: "X Y" })).statusCode,
		).toBe(403);
		const taken = await call("PATCH", `/api/students/${cse.rollNo}`, tokens.college, { email: ece.email });
		expect(taken.statusCode).toBe(409);
	});

	it("deactivates a student: they cannot sign in, their session ends, and the login says why; reactivating restores it", async () => {
		const session = (await studentLogin(ece)).json().token as string;
		const off = await call("POST", `/api/students/${ece.rollNo}/deactivate`, tokens.eceHod);
		expect(off.statusCode, off.body).toBe(200);
		expect(off.json()).toMatchObject({ active: false });
		const refused = await studentLogin(ece);
		expect(refused.statusCode).toBe(403);
		expect(refused.json()).toMatchObject({
			code: "ACCOUNT_SUSPENDED",
			message: expect.stringContaining("contact your college"),
		});
		expect((await call("GET", "/api/auth/session", session)).statusCode).toBe(401);
		expect((await call("POST", `/api/students/${ece.rollNo}/reactivate`, tokens.hod)).statusCode).toBe(403);
		const on = await call("POST", `/api/students/${ece.rollNo}/reactivate`, tokens.college);
		expect(on.json()).toMatchObject({ active: true });
		expect((await studentLogin(ece)).statusCode).toBe(200);
	});

	it("/debug-rollnumber shows the account, placement, mentor and sign-ins, in scope, without secrets", async () => {
		await studentLogin(cse);
		const res = await call("GET", `/api/debug-rollnumber/${cse.rollNo?.toLowerCase()}`, tokens.college);
		expect(res.statusCode, res.body).toBe(200);
		const body = res.json();
		expect(body.student).toMatchObject({
			rollNo: cse.rollNo,
			collegeName: college.name,
			deptName: "CSE",
			currentYear: 3,
			section: "C",
			status: "active",
		});
		expect(body.mentor).toMatchObject({ name: mentor.name, factId: mentor.login.username });
		expect(body.recentSignIns.length).toBeGreaterThan(0);
		expect(body.recentSignIns[0]).toMatchObject({ live: true, ip: expect.any(String) });
		expect(res.body).not.toMatch(/argon2|passwordHash|token|\$/i);

		const status = async (token: string, rollNo = cse.rollNo) =>
			(await call("GET", `/api/debug-rollnumber/${rollNo}`, token)).statusCode;
		expect(await status(tokens.admin)).toBe(200);
		expect(await status(tokens.hod)).toBe(200);
		expect(await status(tokens.eceHod)).toBe(403);
		expect(await status(tokens.otherCollege)).toBe(404);
		expect(await status(tokens.principal)).toBe(403);
		expect(await status(tokens.college, "NOSUCH999")).toBe(404);
	});
});
