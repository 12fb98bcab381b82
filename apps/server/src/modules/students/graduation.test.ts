import { admissionYearFor, batchLabel } from "@unnati/contracts/students";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeCollege,
	makeExam,
	makeStaff,
	makeStudent,
	singleChoice,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { signInAs } from "../../test/factories/people";
import { useTestApp } from "../../test/test-app";
import { findStudentByRollNo, studentsByIds } from "../accounts";
import { inAudience } from "../exams";
import { mentorIdOf } from "../mentors";
import { assignMentees } from "../mentors/service";
import { mentorAssignmentChanges } from "../mentors/tables";
import { studentAcademicRecords } from "../placements/tables";

describe("graduating the final year", () => {
	const ctx = useTestApp();
	let college: TestCollege;
	let tokens: Record<"college" | "cseHod" | "eceHod", string>;
	let graduates: TestPerson[];
	let backlog: TestPerson;
	let deactivated: TestPerson;
	let ece: TestPerson;
	let mentor: TestPerson;
	const rollNos = (list: { rollNo: string }[]) => list.map((s) => s.rollNo).sort();

	beforeAll(async () => {
		const db = ctx.database.db;
		college = await makeCollege(db, { departments: ["CSE", "ECE"] });
		graduates = [
			await makeStudent(db, college, { department: "CSE", year: 4, section: "A" }),
			await makeStudent(db, college, { department: "CSE", year: 4, section: "B" }),
		];
		backlog = await makeStudent(db, college, { department: "CSE", year: 4, section: "A" });
		deactivated = await makeStudent(db, college, { department: "CSE", year: 4, section: "B" });
		ece = await makeStudent(db, college, { department: "ECE", year: 4, section: "A" });
		await makeStudent(db, college, { department: "CSE", year: 3, section: "A" });
		// The placement office's record: two subjects not cleared, and one cleared long ago.
		const record = {
			institutionId: college.id,
			batch: 2026,
			cgpa: 7.1,
			tenthPercent: 82,
			twelfthPercent: 76,
		};
		await db.insert(studentAcademicRecords).values([
			{ studentId: backlog.id, ...record, activeBacklogs: 2, pastBacklogs: 3 },
			{ studentId: graduates[0]?.id as string, ...record, activeBacklogs: 0, pastBacklogs: 1 },
		]);
		mentor = await makeStaff(db, college, "ROLE_MENTOR", { department: "CSE" });
		await assignMentees(db, mentor.id, [graduates[0]?.id as string, backlog.id]);
		tokens = {
			college: await signInAs(ctx.app, await makeStaff(db, college, "ROLE_COLLEGE")),
			cseHod: await signInAs(ctx.app, await makeStaff(db, college, "ROLE_DEPARTMENT", { department: "CSE" })),
			eceHod: await signInAs(ctx.app, await makeStaff(db, college, "ROLE_DEPARTMENT", { department: "ECE" })),
		};
		const off = await ctx.app.inject({
			method: "POST",
			url: `/api/students/${deactivated.rollNo}/deactivate`,
			headers: bearer(tokens.college),
		});
		expect(off.statusCode, off.body).toBe(200);
	});
	const post = (url: string, token: string, payload: object) =>
		ctx.app.inject({ method: "POST", url, headers: bearer(token), payload });
	const get = (url: string, token: string) => ctx.app.inject({ method: "GET", url, headers: bearer(token) });
	const cse = () => ({ fromYear: 4, departmentId: college.departments.CSE });
	const graduatedAt = async (person: TestPerson) =>
		(await findStudentByRollNo(ctx.database.db, person.rollNo as string))?.graduatedAt ?? null;

	it("previews the final year: graduates, students kept back by backlogs, deactivated; nothing changes", async () => {
		const res = await post("/api/students/promotions/preview", tokens.cseHod, cse());
		expect(res.statusCode, res.body).toBe(200);
		const preview = res.json();
		expect(preview).toMatchObject({ fromYear: 4, toYear: null, graduates: true });
		expect(rollNos(preview.moving)).toEqual(rollNos(graduates as { rollNo: string }[]));
		expect(preview.notGraduated).toEqual([
			expect.objectContaining({ rollNo: backlog.rollNo, backlogs: 2, reason: "Not graduated: 2 backlogs" }),
		]);
		expect(rollNos(preview.deactivated)).toEqual([deactivated.rollNo]);
		expect(preview.counts).toEqual([
			{ department: "CSE", section: "A", count: 1 },
			{ department: "CSE", section: "B", count: 1 },
		]);
		expect(await graduatedAt(graduates[0] as TestPerson)).toBeNull();
		// A year that is not the final one graduates nobody.
		const third = await post("/api/students/promotions/preview", tokens.cseHod, { ...cse(), fromYear: 3 });
		expect(third.json()).toMatchObject({ toYear: 4, graduates: false, notGraduated: [] });
	});

	it("refuses a department head another department's graduation (403) and changes nothing", async () => {
		const preview = (await post("/api/students/promotions/preview", tokens.college, cse())).json();
		const res = await post("/api/students/promotions", tokens.eceHod, {
			...cse(),
			version: preview.version,
			count: preview.moving.length,
		});
		expect(res.statusCode).toBe(403);
		expect(await graduatedAt(graduates[0] as TestPerson)).toBeNull();
		const bad = await post("/api/students/promotions/preview", tokens.college, { fromYear: 5 });
		expect(bad.statusCode).toBe(400);
	});

	it("graduates once: records and sign-in kept, mentors released with history, backlogs stay in year 4", async () => {
		const before = (await get("/api/insights/college", tokens.college)).json();
		const preview = (await post("/api/students/promotions/preview", tokens.cseHod, cse())).json();
		const body = { ...cse(), version: preview.version, count: 2 };
		const res = await post("/api/students/promotions", tokens.cseHod, body);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json()).toMatchObject({
			fromYear: 4,
			toYear: null,
			promoted: 0,
			graduated: 2,
			keptBack: 1,
			leftDeactivated: 1,
		});
		for (const person of graduates) {
			const account = await findStudentByRollNo(ctx.database.db, person.rollNo as string);
			expect(account).toMatchObject({ currentYear: 4, status: "active" });
			expect(account?.graduatedAt).not.toBeNull();
			expect(account?.admissionYear).toBe(admissionYearFor(4, new Date()));
		}
		expect(await graduatedAt(backlog)).toBeNull();
		expect(await graduatedAt(ece)).toBeNull();
		expect(await mentorIdOf(ctx.database.db, graduates[0]?.id as string)).toBeNull();
		expect(await mentorIdOf(ctx.database.db, backlog.id)).toBe(mentor.id);
		const history = await ctx.database.db
			.select()
			.from(mentorAssignmentChanges)
			.where(eq(mentorAssignmentChanges.studentId, graduates[0]?.id as string));
		expect(history).toEqual([
			expect.objectContaining({
				fromMentorId: mentor.id,
				toMentorId: null,
				ruleSummary: "Graduated (final-year promotion)",
			}),
		]);

		// The same confirm again: nobody graduates twice.
		const again = await post("/api/students/promotions", tokens.cseHod, body);
		expect(again.statusCode).toBe(409);
		const next = (await post("/api/students/promotions/preview", tokens.cseHod, cse())).json();
		expect(next.moving).toEqual([]);
		expect(rollNos(next.notGraduated)).toEqual([backlog.rollNo]);

		// The college's dashboard counts current students only.
		const after = (await get("/api/insights/college", tokens.college)).json();
		expect(after.totals.students).toBe(before.totals.students - 2);
		const flagged = after.atRisk.map((s: { rollNo: string }) => s.rollNo);
		for (const person of graduates) expect(flagged).not.toContain(person.rollNo);
	});

	it("lets a graduate sign in, and lists them apart from current students", async () => {
		const graduate = graduates[0] as TestPerson;
		const token = await signInAs(ctx.app, graduate);
		expect(token).toBeTruthy();

		const current = (await get("/api/students?pageSize=100", tokens.college)).json();
		expect(current.items.map((s: { rollNo: string }) => s.rollNo)).not.toContain(graduate.rollNo);
		const scope = (await get("/api/me/scope", tokens.college)).json();
		expect(scope.studentCount).toBe(current.total);
		const past = (await get("/api/students?standing=graduated", tokens.college)).json();
		expect(rollNos(past.items)).toEqual(rollNos(graduates as { rollNo: string }[]));
		expect(past.items[0]).toMatchObject({
			graduated: true,
			batch: batchLabel(admissionYearFor(4, new Date())),
		});

		const structure = (await get("/api/departments", tokens.college)).json();
		const cseDept = structure.departments.find((d: { code: string }) => d.code === "CSE");
		expect(cseDept).toMatchObject({ students: 3, graduated: 2 });
		expect(cseDept.years.find((y: { year: number }) => y.year === 4)).toMatchObject({
			active: 1,
			deactivated: 1,
		});
		const finalBatch = admissionYearFor(4, new Date());
		expect(cseDept.batches).toEqual([
			{ admissionYear: finalBatch + 1, label: batchLabel(finalBatch + 1), current: 1, graduated: 0 },
			{ admissionYear: finalBatch, label: batchLabel(finalBatch), current: 2, graduated: 2 },
		]);
	});

	it("leaves graduates out of exam audiences and the mentor mapping", async () => {
		const [graduate] = await studentsByIds(ctx.database.db, [graduates[0]?.id as string]);
		expect(graduate?.graduated).toBe(true);
		const exam = {
			institutionId: college.id,
			audience: { kind: "college" as const, departmentIds: [], years: [], sections: [] },
		};
		expect(inAudience(exam, graduate as NonNullable<typeof graduate>)).toBe(false);
		expect(inAudience(exam, { ...(graduate as NonNullable<typeof graduate>), graduated: false })).toBe(true);
		const mapping = (await get("/api/mentors/mapping", tokens.cseHod)).json();
		const mapped = mapping.students.map((s: { rollNo: string }) => s.rollNo);
		expect(mapped).toContain(backlog.rollNo);
		for (const person of graduates) expect(mapped).not.toContain(person.rollNo);
	});

	it("no longer offers a graduate the college's exams when they sign in", async () => {
		const admin = await signInAs(ctx.app, await makeStaff(ctx.database.db, college, "ROLE_EXAM_ADMIN"));
		const { questionIds } = await makeBank(ctx.app, admin, [
			singleChoice("Which data structure gives O(1) lookup by key?"),
		]);
		const exam = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "Aptitude", source: { mode: "fixed", questionIds } }], {
				title: "Campus Aptitude Test",
			}),
		);
		const examsOf = async (person: TestPerson) => {
			const res = await get("/students/exams", await signInAs(ctx.app, person));
			expect(res.statusCode, res.body).toBe(200);
			return res.json().exams.map((e: { exam_id: string }) => e.exam_id);
		};
		expect(await examsOf(backlog)).toContain(exam.id);
		expect(await examsOf(graduates[0] as TestPerson)).not.toContain(exam.id);
	});
});
