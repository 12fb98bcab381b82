import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, seedDemo } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, type TestCollege, type TestPerson } from "../../test/factories";
import { signInAs } from "../../test/factories/people";
import { uniqueTag } from "../../test/factories/unique";
import { multipart } from "../../test/multipart";
import { useTestApp } from "../../test/test-app";
import { findStudentByRollNo } from "../accounts";
import { allInstitutions, departmentsOf } from "../institutions";
import { assignMentees } from "../mentors/service";
import { departmentSections } from "./tables";

type Section = { id: string; name: string; year: number; active: number; mentors: { name: string }[] };

describe("sections declared per department and year", () => {
	const ctx = useTestApp();
	let college: TestCollege;
	let tokens: Record<"college" | "cseHod" | "eceHod" | "otherCollege", string>;
	let inA: TestPerson[];
	let mentor: TestPerson;

	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db, { departments: ["CSE", "ECE"] });
		const other = await makeCollege(db);
		inA = [
			await makeStudent(db, college, { department: "CSE", year: 2, section: "A" }),
			await makeStudent(db, college, { department: "CSE", year: 2, section: "A" }),
		];
		mentor = await makeStaff(db, college, "ROLE_MENTOR", { department: "CSE", name: "Prof. Meera Iyer" });
		await assignMentees(db, mentor.id, [inA[0]?.id as string]);
		tokens = {
			college: await signInAs(ctx.app, await makeStaff(db, college, "ROLE_COLLEGE")),
			cseHod: await signInAs(ctx.app, await makeStaff(db, college, "ROLE_DEPARTMENT", { department: "CSE" })),
			eceHod: await signInAs(ctx.app, await makeStaff(db, college, "ROLE_DEPARTMENT", { department: "ECE" })),
			otherCollege: await signInAs(ctx.app, await makeStaff(db, other, "ROLE_COLLEGE")),
		};
	});
	const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token: string, payload?: object) =>
		ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
	const sectionsOfCse = async (): Promise<Section[]> => {
		const res = await call("GET", "/api/departments", tokens.college);
		expect(res.statusCode, res.body).toBe(200);
		return res.json().departments.find((d: { code: string }) => d.code === "CSE").sections;
	};
	const cseSections = () => `/api/departments/${college.departments.CSE}/sections`;
	const stored = () =>
		ctx.database.db
			.select({ name: departmentSections.name })
			.from(departmentSections)
			.where(eq(departmentSections.departmentId, college.departments.CSE as string));

	it("starts with no declared sections: students keep free section letters, as before", async () => {
		expect(await sectionsOfCse()).toEqual([]);
		const res = await call("POST", "/api/students", tokens.college, {
			rollNo: `FREE${uniqueTag()}`,
			name: "Kavya Menon",
			email: `kavya.${uniqueTag()}@college.ac.in`,
			department: "CSE",
			year: 2,
			section: "Q",
		});
		expect(res.statusCode, res.body).toBe(201);
		await call("POST", `/api/students/${res.json().rollNo}/deactivate`, tokens.college);
		await call("PATCH", `/api/students/${res.json().rollNo}`, tokens.college, { section: "A" });
	});

	it("declares sections with a capacity, listed with their students and mentors; a repeated name is a 409", async () => {
		const a = await call("POST", cseSections(), tokens.college, { year: 2, name: "a", capacity: 60 });
		expect(a.statusCode, a.body).toBe(201);
		expect(a.json()).toMatchObject({ year: 2, name: "A", capacity: 60, active: 2, deactivated: 1 });
		expect(a.json().mentors).toEqual([{ id: mentor.id, name: "Prof. Meera Iyer" }]);
		const b = await call("POST", cseSections(), tokens.cseHod, { year: 2, name: "B" });
		expect(b.statusCode, b.body).toBe(201);
		expect(b.json()).toMatchObject({ name: "B", capacity: null, active: 0, mentors: [] });

		const again = await call("POST", cseSections(), tokens.college, { year: 2, name: "A" });
		expect(again.statusCode).toBe(409);
		expect(again.json().message).toBe("CSE year 2 already has a section A.");
		const bad = await call("POST", cseSections(), tokens.college, { year: 2, name: "AB", capacity: 0 });
		expect(bad.statusCode).toBe(400);
		expect(
			bad
				.json()
				.errors.map((e: { path: string }) => e.path)
				.sort(),
		).toEqual(["capacity", "name"]);
		expect((await stored()).map((s) => s.name).sort()).toEqual(["A", "B"]);
		expect((await sectionsOfCse()).map((s) => `${s.year}${s.name}:${s.active}`)).toEqual(["2A:2", "2B:0"]);
	});

	it("shows a department head their own department's sections and batches, and nobody else", async () => {
		const res = await call("GET", "/api/departments/own", tokens.cseHod);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toMatchObject({ id: college.departments.CSE, code: "CSE", students: 3, graduated: 0 });
		expect(res.json().sections.map((s: Section) => s.name)).toEqual(["A", "B"]);
		expect(res.json().batches).toHaveLength(1);
		const admin = await call("GET", "/api/departments/own", tokens.college);
		expect(admin.statusCode).toBe(403);
	});

	it("refuses a department head another department's sections (403) and another college's (404)", async () => {
		const add = await call("POST", cseSections(), tokens.eceHod, { year: 3, name: "A" });
		expect(add.statusCode).toBe(403);
		const [b] = (await sectionsOfCse()).filter((s) => s.name === "B");
		const rename = await call("PATCH", `/api/sections/${b?.id}`, tokens.eceHod, { name: "C" });
		expect(rename.statusCode).toBe(403);
		const remove = await call("DELETE", `/api/sections/${b?.id}`, tokens.eceHod);
		expect(remove.statusCode).toBe(403);
		const foreign = await call("POST", cseSections(), tokens.otherCollege, { year: 3, name: "A" });
		expect(foreign.statusCode).toBe(404);
		const foreignDelete = await call("DELETE", `/api/sections/${b?.id}`, tokens.otherCollege);
		expect(foreignDelete.statusCode).toBe(404);
		expect((await stored()).map((s) => s.name).sort()).toEqual(["A", "B"]);
	});

	it("accepts only declared sections when adding or editing a student of that year (400 listing them)", async () => {
		const input = {
			rollNo: `SEC${uniqueTag()}`,
			name: "Rohan Deshpande",
			email: `rohan.${uniqueTag()}@college.ac.in`,
			department: "CSE",
			year: 2,
			section: "C",
		};
		const refused = await call("POST", "/api/students", tokens.college, input);
		expect(refused.statusCode).toBe(400);
		expect(refused.json().errors).toEqual([{ path: "section", message: "CSE year 2 has sections A, B." }]);
		expect(await findStudentByRollNo(ctx.database.db, input.rollNo)).toBeNull();

		const added = await call("POST", "/api/students", tokens.college, { ...input, section: "B" });
		expect(added.statusCode, added.body).toBe(201);
		const edit = await call("PATCH", `/api/students/${input.rollNo}`, tokens.college, { section: "D" });
		expect(edit.statusCode).toBe(400);
		expect((await findStudentByRollNo(ctx.database.db, input.rollNo))?.section).toBe("B");
		// Year 3 declares nothing: any letter, as before.
		const year3 = await call("PATCH", `/api/students/${input.rollNo}`, tokens.college, {
			year: 3,
			section: "D",
		});
		expect(year3.statusCode, year3.body).toBe(200);
	});

	it("lists an import row in an undeclared section as a row error", async () => {
		const roll = `IMP${uniqueTag()}`;
		const file = Buffer.from(
			[
				"Roll number,Name,Email,Department,Year,Section",
				`${roll}1,Sneha Kulkarni,sneha.${roll}@college.ac.in,CSE,2,A`,
				`${roll}2,Arjun Pillai,arjun.${roll}@college.ac.in,CSE,2,E`,
			].join("\r\n"),
		);
		const body = multipart({}, { name: "students.csv", type: "text/csv", bytes: file });
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/students/imports",
			headers: { ...bearer(tokens.college), ...body.headers },
			payload: body.payload,
		});
		expect(res.statusCode, res.body).toBe(201);
		expect(res.json().validCount).toBe(1);
		expect(res.json().errors).toEqual([
			{
				row: 3,
				column: "Section",
				value: "E",
				message: "Section E is not declared: CSE year 2 has sections A, B.",
			},
		]);
	});

	it("renames a section and its students move with it; a name in use is a 409", async () => {
		const [a] = (await sectionsOfCse()).filter((s) => s.name === "A");
		const clash = await call("PATCH", `/api/sections/${a?.id}`, tokens.college, { name: "B" });
		expect(clash.statusCode).toBe(409);
		const res = await call("PATCH", `/api/sections/${a?.id}`, tokens.cseHod, { name: "D", capacity: 66 });
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toMatchObject({ name: "D", capacity: 66, active: 2 });
		for (const student of inA)
			expect((await findStudentByRollNo(ctx.database.db, student.rollNo as string))?.section).toBe("D");
	});

	it("deletes only an empty section: otherwise a 409 with the count, and nothing changes", async () => {
		const sections = await sectionsOfCse();
		const d = sections.find((s) => s.name === "D");
		const full = await call("DELETE", `/api/sections/${d?.id}`, tokens.college);
		expect(full.statusCode).toBe(409);
		expect(full.json().message).toBe(
			"Section D of CSE year 2 has 3 students. Move them to another section before deleting it.",
		);
		// B's only student moved to year 3 above: it is empty now.
		const b = sections.find((s) => s.name === "B");
		const empty = await call("DELETE", `/api/sections/${b?.id}`, tokens.cseHod);
		expect(empty.statusCode, empty.body).toBe(204);
		expect((await stored()).map((s) => s.name)).toEqual(["D"]);
	});
});

describe("the demo college's sections", () => {
	const ctx = useTestApp({ beforeBuild: seedDemo });

	it("seeds the demo college's sections A and B of every year, 60 seats each, with their students", async () => {
		const db = ctx.database.db;
		const dit = (await allInstitutions(db)).find((c) => c.code === "DIT");
		expect(dit).toBeDefined();
		const rows = await db
			.select({
				departmentId: departmentSections.departmentId,
				year: departmentSections.year,
				name: departmentSections.name,
				capacity: departmentSections.capacity,
			})
			.from(departmentSections)
			.where(eq(departmentSections.institutionId, dit?.id as string));
		const departments = await departmentsOf(db, dit?.id as string);
		expect(rows).toHaveLength(departments.length * 4 * 2);
		expect(new Set(rows.map((r) => `${r.name}${r.capacity}`))).toEqual(new Set(["A60", "B60"]));
		// The README's student 22CSE001 is in a declared section of their year, with their batch stored.
		const asha = await findStudentByRollNo(db, "22CSE001");
		expect(
			rows.some(
				(r) =>
					r.departmentId === asha?.departmentId && r.year === asha?.currentYear && r.name === asha?.section,
			),
		).toBe(true);
		expect(asha?.admissionYear).toBe(2022);
	});
});
