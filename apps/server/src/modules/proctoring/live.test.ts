import { type LiveRoster, type LiveStudent, liveRosterSchema, PROCTORING_TIMING } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	makeExamCollege,
	makeSignedInStudent,
	makeStudents,
	studentSession,
	type TestPerson,
} from "../../test/factories";
import { makeProctoredExam, openLiveStream, proctorCalls, report } from "../../test/proctoring-fixtures";
import { useTestApp } from "../../test/test-app";

const clock = testClock();
const ctx = useTestApp({ clock });

let baseUrl: string;
// Read-only for the tests: a college of three students (one of whom takes the exam), its exam
// admin and proctored exam, and another college with an exam admin and a student of its own.
let admin: string;
let otherAdmin: string;
let me: TestPerson;
let classmates: TestPerson[];
let otherCollegeStudent: TestPerson;
let student: string;
let examId: string;

beforeAll(async () => {
	await ctx.app.listen({ port: 0, host: "127.0.0.1" });
	const address = ctx.app.server.address();
	if (!address || typeof address === "string") throw new Error("the test server has no port");
	baseUrl = `http://127.0.0.1:${address.port}`;
	const db = ctx.database.db;
	const home = await makeExamCollege(ctx.app, db);
	admin = home.adminToken;
	({ person: me, token: student } = await makeSignedInStudent(ctx.app, db, home.college));
	classmates = await makeStudents(db, home.college, 2, { department: "ECE", year: 1 });
	const other = await makeExamCollege(ctx.app, db);
	otherAdmin = other.adminToken;
	[otherCollegeStudent] = (await makeStudents(db, other.college, 1)) as [TestPerson];
	examId = (await makeProctoredExam(ctx.app, admin, { title: "Live Exam" }, clock().getTime())).id;
});

const about = (studentId: string) => (e: { event: string; data: unknown }) =>
	e.event === "student" && (e.data as LiveStudent).studentId === studentId;

describe("the live view", () => {
	it("streams the roster, then each student's start, flags, disconnection and submission", async () => {
		const stream = await openLiveStream(baseUrl, examId, admin);
		try {
			expect(stream.response.status).toBe(200);
			expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
			const roster: LiveRoster = liveRosterSchema.parse(
				(await stream.next((e) => e.event === "roster")).data,
			);
			expect(roster.maxViolations).toBe(3);
			const mine = roster.students.find((s) => s.rollNo === me.rollNo);
			expect(mine).toMatchObject({ state: "not_started", violationCount: 0, attemptId: null });
			// The whole college is the audience, every department and year; another college's students are not.
			expect(roster.students.map((s) => s.rollNo).sort()).toEqual(
				[me, ...classmates].map((s) => s.rollNo).sort(),
			);
			expect(roster.students.some((s) => s.rollNo === otherCollegeStudent.rollNo)).toBe(false);
			const id = mine?.studentId ?? "";

			await studentSession(ctx.app, student, examId).start();
			const calls = proctorCalls(ctx.app, student, examId);
			await calls.heartbeat();
			expect((await stream.next(about(id))).data).toMatchObject({ state: "in_progress", violationCount: 0 });

			await calls.violation(report({ type: "tab_switch" }));
			expect((await stream.next(about(id))).data).toMatchObject({ state: "in_progress", violationCount: 1 });

			// A minute without a save or a heartbeat: disconnected, at the next refresh.
			clock.advance(PROCTORING_TIMING.disconnectedAfterMs + 1000);
			expect((await stream.next(about(id))).data).toMatchObject({ state: "disconnected" });
			await calls.heartbeat();
			expect((await stream.next(about(id))).data).toMatchObject({ state: "in_progress" });

			const submitted = await studentSession(ctx.app, student, examId).submit();
			expect(submitted.statusCode, submitted.body).toBe(200);
			expect((await stream.next(about(id))).data).toMatchObject({ state: "submitted", violationCount: 1 });
		} finally {
			await stream.close();
		}
	});

	it("is only for the examination admins of the exam's college", async () => {
		const other = await ctx.app.inject({
			method: "GET",
			url: `/api/exams/${examId}/live`,
			headers: bearer(otherAdmin),
		});
		expect(other.statusCode).toBe(404);
		const asStudent = await ctx.app.inject({
			method: "GET",
			url: `/api/exams/${examId}/live`,
			headers: bearer(student),
		});
		expect(asStudent.statusCode).toBe(403);
		const anonymous = await ctx.app.inject({ method: "GET", url: `/api/exams/${examId}/live` });
		expect(anonymous.statusCode).toBe(401);
	});
});
