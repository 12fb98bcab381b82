import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, type TestCollege, type TestPerson } from "../../test/factories";
import { signInAs } from "../../test/factories/people";
import { useTestApp } from "../../test/test-app";
import { findStudentByRollNo } from "../accounts";
import { departmentsOf } from "../institutions";

describe("the college's departments and where its students are", () => {
	const ctx = useTestApp();
	let college: TestCollege;
	let tokens: Record<"college" | "hod" | "otherCollege", string>;
	let student: TestPerson;

	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db, { departments: ["CSE", "ECE"] });
		const other = await makeCollege(db);
		student = await makeStudent(db, college, { department: "CSE", year: 1, section: "A" });
		await makeStudent(db, college, { department: "CSE", year: 1, section: "B" });
		const off = await makeStudent(db, college, { department: "CSE", year: 3, section: "A" });
		tokens = {
			college: await signInAs(ctx.app, await makeStaff(db, college, "ROLE_COLLEGE")),
			hod: await signInAs(ctx.app, await makeStaff(db, college, "ROLE_DEPARTMENT", { department: "ECE" })),
			otherCollege: await signInAs(ctx.app, await makeStaff(db, other, "ROLE_COLLEGE")),
		};
		await ctx.app.inject({
			method: "POST",
			url: `/api/students/${off.rollNo}/deactivate`,
			headers: bearer(tokens.college),
		});
	});
	const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
		ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

	it("lists departments with their years and sections, counted from the students", async () => {
		const res = await call("GET", "/api/departments", tokens.college);
		expect(res.statusCode, res.body).toBe(200);
		const cse = res.json().departments.find((d: { code: string }) => d.code === "CSE");
		expect(cse).toMatchObject({ id: college.departments.CSE, students: 3 });
		expect(cse.years).toEqual([
			{
				year: 1,
				active: 2,
				deactivated: 0,
				sections: [
					{ section: "A", active: 1, deactivated: 0 },
					{ section: "B", active: 1, deactivated: 0 },
				],
			},
			{ year: 3, active: 0, deactivated: 1, sections: [{ section: "A", active: 0, deactivated: 1 }] },
		]);
		expect((await call("GET", "/api/departments", tokens.hod)).statusCode).toBe(403);
	});

	it("adds a department; a code in use is a 409 and a bad code or name a 400", async () => {
		const code = "MECH";
		const res = await call("POST", "/api/departments", tokens.college, {
			code: code.toLowerCase(),
			name: "Mechatronics",
		});
		expect(res.statusCode, res.body).toBe(201);
		expect(res.json()).toMatchObject({ code, name: "Mechatronics", students: 0, years: [] });
		const taken = await call("POST", "/api/departments", tokens.college, {
			code: "CSE",
			name: "Computers again",
		});
		expect(taken.statusCode).toBe(409);
		for (const bad of [
			{ code: "C", name: "Civil" },
			{ code: "CIVIL123", name: "Civil" },
			{ code: "CIV", name: "Cv" },
		])
			expect((await call("POST", "/api/departments", tokens.college, bad)).statusCode).toBe(400);
		expect(
			(await call("POST", "/api/departments", tokens.hod, { code: "CIV", name: "Civil" })).statusCode,
		).toBe(403);
		// The code is the other college's to use too.
		const elsewhere = await call("POST", "/api/departments", tokens.otherCollege, {
			code,
			name: "Mechatronics",
		});
		expect(elsewhere.statusCode, elsewhere.body).toBe(201);
	});

	it("renames a department and its students stay in it; another college's is a 404", async () => {
		const id = college.departments.CSE;
		const res = await call("PATCH", `/api/departments/${id}`, tokens.college, {
			code: "CS",
			name: "Computer Science",
		});
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toMatchObject({ id, code: "CS", name: "Computer Science", students: 3 });
		expect((await findStudentByRollNo(ctx.database.db, student.rollNo as string))?.departmentId).toBe(id);
		const clash = await call("PATCH", `/api/departments/${id}`, tokens.college, { code: "ECE" });
		expect(clash.statusCode).toBe(409);
		const foreign = await call("PATCH", `/api/departments/${id}`, tokens.otherCollege, { name: "Stolen" });
		expect(foreign.statusCode).toBe(404);
	});

	it("deletes an empty department only: one with students is a 409 with the count", async () => {
		const busy = await call("DELETE", `/api/departments/${college.departments.CSE}`, tokens.college);
		expect(busy.statusCode).toBe(409);
		expect(busy.json().message).toContain("3 students");
		const created = await call("POST", "/api/departments", tokens.college, {
			code: "AERO",
			name: "Aeronautics",
		});
		const gone = await call("DELETE", `/api/departments/${created.json().id}`, tokens.college);
		expect(gone.statusCode).toBe(204);
		const left = await departmentsOf(ctx.database.db, college.id);
		expect(left.map((d) => d.code)).not.toContain("AERO");
		expect(left.map((d) => d.id)).toContain(college.departments.CSE);
	});
});
