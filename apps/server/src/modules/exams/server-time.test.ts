import { examResultSchema, startAttemptSchema, studentExamListSchema } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	singleChoice,
	studentSession,
	type TestCollege,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { submitOverdueAttempts } from "./submission-service";

const START = Date.parse("2026-03-02T04:30:00Z");
const clock = testClock(START);
const ctx = useTestApp({ clock });
const MINUTE = 60_000;

let admin: string;
let college: TestCollege;
let questionIds: string[];

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
	({ questionIds } = await makeBank(ctx.app, admin, [singleChoice("Q1"), singleChoice("Q2")]));
});

/** A student of the college signed in at the test clock's now, so a clock moved by another test never expires them. */
const newStudent = async () => (await makeSignedInStudent(ctx.app, ctx.database.db, college)).token;

const fixed = () => [{ title: "S", source: { mode: "fixed" as const, questionIds } }];
const sectionOf = async (token: string, examId: string) => {
	const paper = (await studentSession(ctx.app, token, examId).questions()).json();
	return paper.exam.sections[0] as { section_id: string; questions: { question_id: string }[] };
};

describe("the server owns the exam's time", () => {
	it("sets the deadline to the earlier of start + duration and the window's close", async () => {
		const now = clock().getTime();
		const exam = await makeExam(
			ctx.app,
			admin,
			examBody(fixed(), { durationMinutes: 60, closesAt: new Date(now + 20 * MINUTE).toISOString() }, now),
		);
		const started = startAttemptSchema.parse(
			(await studentSession(ctx.app, await newStudent(), exam.id).start()).json(),
		);
		expect(Date.parse(started.attempt.deadline)).toBe(now + 20 * MINUTE);
		expect(started.attempt.time_remaining_seconds).toBe(20 * 60);
	});

	it("accepts saves up to 30 s past the deadline, refuses later ones with 409, and the sweep submits", async () => {
		const token = await newStudent();
		const exam = await makeExam(
			ctx.app,
			admin,
			examBody(fixed(), { durationMinutes: 10 }, clock().getTime()),
		);
		const session = studentSession(ctx.app, token, exam.id);
		expect((await session.start()).statusCode).toBe(200);
		const section = await sectionOf(token, exam.id);
		const save = (option: string, seq: number) =>
			session.save([
				{
					section_id: section.section_id,
					question_id: section.questions[0]?.question_id,
					student_answer: option,
					time_spent: 9,
					client_seq: seq,
				},
			]);

		clock.advance(10 * MINUTE + 20_000);
		const inGrace = await save("b", 1);
		expect(inGrace.statusCode, inGrace.body).toBe(200);
		expect(inGrace.json().time_remaining_seconds).toBe(0);

		clock.advance(15_000);
		const late = await save("c", 2);
		expect(late.statusCode).toBe(409);
		expect(late.json()).toMatchObject({
			code: "CONFLICT",
			message: "Time is up for this exam; later answers are not accepted.",
		});

		expect(await submitOverdueAttempts({ db: ctx.database.db, clock })).toBeGreaterThanOrEqual(1);
		const list = studentExamListSchema.parse(
			(await ctx.app.inject({ method: "GET", url: "/students/exams", headers: bearer(token) })).json(),
		);
		const item = list.exams.find((e) => e.exam_id === exam.id);
		expect(item).toMatchObject({ status: "completed", attempt_status: "submitted" });
		const result = examResultSchema.parse(
			(
				await ctx.app.inject({
					method: "GET",
					url: `/api/exam-results/${item?.attempt_id}`,
					headers: bearer(token),
				})
			).json(),
		);
		expect(result).toMatchObject({ auto_submitted: true, submission_reason: "time_up", score: 1 });
		// Submitting again, by a second sweep or the student, changes nothing.
		expect(await submitOverdueAttempts({ db: ctx.database.db, clock })).toBe(0);
		expect((await session.submit()).statusCode).toBe(409);
	});

	it("derives the remaining time from the server's clock, whatever the device says", async () => {
		const token = await newStudent();
		const exam = await makeExam(
			ctx.app,
			admin,
			examBody(fixed(), { durationMinutes: 30 }, clock().getTime()),
		);
		const session = studentSession(ctx.app, token, exam.id);
		await session.start();
		clock.advance(7 * MINUTE);
		const paper = (await session.questions()).json();
		expect(paper.attempt.time_remaining_seconds).toBe(23 * 60);
		const submitted = await session.submit({ autoSubmitted: false, submittedAt: "1999-01-01T00:00:00Z" });
		expect(examResultSchema.parse(submitted.json()).time_taken_seconds).toBe(7 * 60);
	});

	it("calls exams upcoming, live or missed by the window, and refuses a start outside it", async () => {
		const now = clock().getTime();
		const upcoming = await makeExam(
			ctx.app,
			admin,
			examBody(fixed(), {
				title: "Later",
				opensAt: new Date(now + 60 * MINUTE).toISOString(),
				closesAt: new Date(now + 120 * MINUTE).toISOString(),
			}),
		);
		const missed = await makeExam(
			ctx.app,
			admin,
			examBody(fixed(), {
				title: "Gone",
				opensAt: new Date(now - 120 * MINUTE).toISOString(),
				closesAt: new Date(now - 60 * MINUTE).toISOString(),
			}),
		);
		const token = await newStudent();
		const list = studentExamListSchema.parse(
			(await ctx.app.inject({ method: "GET", url: "/students/exams", headers: bearer(token) })).json(),
		);
		expect(list.server_time).toBe(new Date(now).toISOString());
		expect(list.exams.find((e) => e.exam_id === upcoming.id)?.status).toBe("upcoming");
		expect(list.exams.find((e) => e.exam_id === missed.id)?.status).toBe("missed");
		const early = await studentSession(ctx.app, token, upcoming.id).start();
		expect(early.statusCode).toBe(409);
		expect(early.json().message).toBe("This exam has not opened yet.");
		expect((await studentSession(ctx.app, token, missed.id).start()).json().message).toBe(
			"This exam has closed.",
		);
	});
});
