import { startAttemptSchema, studentExamListSchema } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	makeExamCollege,
	makeStudent,
	signedInAs,
	studentSession,
	type TestCollege,
} from "../../test/factories";
import { makeProctoredExam } from "../../test/proctoring-fixtures";
import { useTestApp } from "../../test/test-app";

// The exam engine honours an extra-time accommodation when the student starts (startAttempt).

const clock = testClock();
const ctx = useTestApp({ clock });
const MINUTE = 60_000;

let admin: string;
let college: TestCollege;
beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
});

/** Two new students of the college: one to be granted extra time, one without. */
async function twoStudents() {
	const granted = await makeStudent(ctx.database.db, college);
	const plain = await makeStudent(ctx.database.db, college);
	return { rollNo: granted.rollNo ?? "", people: [granted, plain] as const };
}

const grant = (payload: object) =>
	ctx.app.inject({
		method: "PUT",
		url: "/api/proctoring/accommodations",
		headers: bearer(admin),
		payload,
	});

async function start(token: string, examId: string) {
	const res = await studentSession(ctx.app, token, examId).start();
	expect(res.statusCode, res.body).toBe(200);
	const { attempt } = startAttemptSchema.parse(res.json());
	return Date.parse(attempt.deadline) - Date.parse(attempt.started_at);
}

describe("extra time", () => {
	it("adds the exam's own accommodation to the duration, and the general one to other exams", async () => {
		const students = await twoStudents();
		const exam = await makeProctoredExam(ctx.app, admin, { durationMinutes: 30 }, clock().getTime());
		const other = await makeProctoredExam(ctx.app, admin, { durationMinutes: 30 }, clock().getTime());
		expect(
			(await grant({ rollNo: students.rollNo, examId: exam.id, extraMinutes: 20, faceSignalsOff: false }))
				.statusCode,
		).toBe(201);
		expect(
			(await grant({ rollNo: students.rollNo, examId: null, extraMinutes: 5, faceSignalsOff: false }))
				.statusCode,
		).toBe(201);
		const [granted, plain] = await signedInAs(ctx.app, ...students.people);

		expect(await start(granted, exam.id)).toBe(50 * MINUTE);
		expect(await start(granted, other.id)).toBe(35 * MINUTE);
		expect(await start(plain, exam.id)).toBe(30 * MINUTE);
	});

	it("moves the window's close too, and keeps the attempt live past it", async () => {
		const now = clock().getTime();
		const exam = await makeProctoredExam(ctx.app, admin, {
			durationMinutes: 30,
			opensAt: new Date(now - MINUTE).toISOString(),
			closesAt: new Date(now + 10 * MINUTE).toISOString(),
		});
		const students = await twoStudents();
		await grant({ rollNo: students.rollNo, examId: exam.id, extraMinutes: 15, faceSignalsOff: false });
		const [granted, plain] = await signedInAs(ctx.app, ...students.people);
		expect(await start(granted, exam.id)).toBe(25 * MINUTE);
		expect(await start(plain, exam.id)).toBe(10 * MINUTE);

		clock.advance(12 * MINUTE);
		const status = async (token: string) =>
			studentExamListSchema
				.parse(
					(await ctx.app.inject({ method: "GET", url: "/students/exams", headers: bearer(token) })).json(),
				)
				.exams.find((e) => e.exam_id === exam.id)?.status;
		expect(await status(granted)).toBe("live");
		expect(await status(plain)).toBe("completed");
		// Past the window's close, the student with extra time still has the paper.
		expect((await studentSession(ctx.app, granted, exam.id).questions()).statusCode).toBe(200);
	});
});
