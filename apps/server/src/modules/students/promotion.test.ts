import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, type TestCollege, type TestPerson } from "../../test/factories";
import { signInAs } from "../../test/factories/people";
import { useTestApp } from "../../test/test-app";
import { findStudentByRollNo } from "../accounts";
import { mentorIdOf } from "../mentors";
import { assignMentees } from "../mentors/service";

describe("promoting a year at the end of the academic year", () => {
	const ctx = useTestApp();
	let college: TestCollege;
	let tokens: Record<"college" | "hod" | "eceHod" | "principal" | "otherCollege", string>;
	let cseA: TestPerson[];
	let cseB: TestPerson;
	let ece: TestPerson;
	let leaving: TestPerson;
	let mentor: TestPerson;

	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db);
		const other = await makeCollege(db);
		cseA = [
			await makeStudent(db, college, { department: "CSE", year: 2, section: "A" }),
			await makeStudent(db, college, { department: "CSE", year: 2, section: "A" }),
		];
		cseB = await makeStudent(db, college, { department: "CSE", year: 2, section: "B" });
		ece = await makeStudent(db, college, { department: "ECE", year: 2, section: "A" });
		leaving = await makeStudent(db, college, { department: "CSE", year: 2, section: "B" });
		await makeStudent(db, other, { department: "CSE", year: 2, section: "A" });
		mentor = await makeStaff(db, college, "ROLE_MENTOR", { department: "CSE" });
		await assignMentees(db, mentor.id, [cseB.id]);
		const as = async (
			c: TestCollege,
			role: "ROLE_COLLEGE" | "ROLE_DEPARTMENT" | "ROLE_PRINCIPAL",
			department?: "CSE" | "ECE",
		) => signInAs(ctx.app, await makeStaff(db, c, role, department ? { department } : {}));
		tokens = {
			college: await as(college, "ROLE_COLLEGE"),
			hod: await as(college, "ROLE_DEPARTMENT", "CSE"),
			eceHod: await as(college, "ROLE_DEPARTMENT", "ECE"),
			principal: await as(college, "ROLE_PRINCIPAL"),
			otherCollege: await as(other, "ROLE_COLLEGE"),
		};
		const off = await ctx.app.inject({
			method: "POST",
			url: `/api/students/${leaving.rollNo}/deactivate`,
			headers: bearer(tokens.college),
		});
		expect(off.statusCode, off.body).toBe(200);
	});
	const post = (url: string, token: string, payload: object) =>
		ctx.app.inject({ method: "POST", url, headers: bearer(token), payload });
	const yearOf = async (person: TestPerson) =>
		(await findStudentByRollNo(ctx.database.db, person.rollNo as string))?.currentYear;

	it("previews who moves, by department and section, and who is left; nothing changes", async () => {
		const res = await post("/api/students/promotions/preview", tokens.college, { fromYear: 2 });
		expect(res.statusCode, res.body).toBe(200);
		const preview = res.json();
		expect(preview).toMatchObject({ fromYear: 2, toYear: 3, departmentId: null });
		expect(preview.moving.map((s: { rollNo: string }) => s.rollNo).sort()).toEqual(
			[...cseA, cseB, ece].map((s) => s.rollNo).sort(),
		);
		expect(preview.deactivated.map((s: { rollNo: string }) => s.rollNo)).toEqual([leaving.rollNo]);
		expect(preview.counts).toEqual([
			{ department: "CSE", section: "A", count: 2 },
			{ department: "CSE", section: "B", count: 1 },
			{ department: "ECE", section: "A", count: 1 },
		]);
		expect(await yearOf(cseB)).toBe(2);
	});

	it("refuses a year outside 1 to 4 with a 400 that says why", async () => {
		const res = await post("/api/students/promotions/preview", tokens.college, { fromYear: 5 });
		expect(res.statusCode).toBe(400);
		expect(res.body).toContain("Choose the year to promote, 1 to 4 (year 4 graduates).");
	});

	it("lets a department head promote their own department only", async () => {
		// Naming no department, a department head's request is for their own.
		const mine = await post("/api/students/promotions/preview", tokens.hod, { fromYear: 2 });
		expect(mine.statusCode, mine.body).toBe(200);
		expect(mine.json()).toMatchObject({ departmentId: college.departments.CSE });
		expect(mine.json().moving).toHaveLength(3);
		const ecePreview = await post("/api/students/promotions/preview", tokens.hod, {
			fromYear: 2,
			departmentId: college.departments.ECE,
		});
		expect(ecePreview.statusCode).toBe(403);
		const principal = await post("/api/students/promotions/preview", tokens.principal, { fromYear: 2 });
		expect(principal.statusCode).toBe(403);
		const own = await post("/api/students/promotions/preview", tokens.hod, {
			fromYear: 2,
			departmentId: college.departments.CSE,
		});
		expect(own.statusCode, own.body).toBe(200);
		expect(own.json().moving).toHaveLength(3);
		// Applying someone else's department is refused the same way, and changes nothing.
		const apply = await post("/api/students/promotions", tokens.eceHod, {
			fromYear: 2,
			departmentId: college.departments.CSE,
			version: own.json().version,
			count: 3,
		});
		expect(apply.statusCode).toBe(403);
		expect(await yearOf(cseB)).toBe(2);
		// Another college's department is not one of this college's.
		const foreign = await post("/api/students/promotions/preview", tokens.otherCollege, {
			fromYear: 2,
			departmentId: college.departments.CSE,
		});
		expect(foreign.statusCode).toBe(400);
	});

	it("applies a department's promotion once: year only, sections and mentors kept, deactivated left; a stale preview is a 409", async () => {
		const preview = (
			await post("/api/students/promotions/preview", tokens.hod, {
				fromYear: 2,
				departmentId: college.departments.CSE,
			})
		).json();
		const body = { fromYear: 2, departmentId: college.departments.CSE, version: preview.version, count: 3 };
		const wrongCount = await post("/api/students/promotions", tokens.hod, { ...body, count: 2 });
		expect(wrongCount.statusCode).toBe(409);
		expect(await yearOf(cseB)).toBe(2);

		const res = await post("/api/students/promotions", tokens.hod, body);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toMatchObject({
			fromYear: 2,
			toYear: 3,
			promoted: 3,
			graduated: 0,
			keptBack: 0,
			leftDeactivated: 1,
		});
		const moved = await findStudentByRollNo(ctx.database.db, cseB.rollNo as string);
		expect(moved).toMatchObject({ currentYear: 3, section: "B", status: "active" });
		expect(await mentorIdOf(ctx.database.db, cseB.id)).toBe(mentor.id);
		expect(await yearOf(leaving)).toBe(2);
		expect(await yearOf(ece)).toBe(2);

		// The same confirm again names students who have moved on: nobody is promoted twice.
		const again = await post("/api/students/promotions", tokens.hod, body);
		expect(again.statusCode).toBe(409);
		expect(await yearOf(cseB)).toBe(3);
	});
});
