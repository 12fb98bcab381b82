import {
	EXAM_MESSAGES,
	examQuestionsSchema,
	examResultSchema,
	startAttemptSchema,
	studentExamListSchema,
} from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	multiChoice,
	numericQuestion,
	singleChoice,
	studentSession,
	type TestCollege,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";

const ctx = useTestApp();

// Read-only for the tests: one published exam for a college. Each test has students of its own.
let admin: string;
let college: TestCollege;
let examId: string;

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
	const bank = await makeBank(ctx.app, admin, [
		singleChoice("Single, 2 marks, 0.5 negative", "b", {
			marks: 2,
			negativeMarks: 0.5,
			explanation: "B is right.",
		}),
		multiChoice("Multi a+c", ["a", "c"], { marks: 2 }),
		numericQuestion("Numeric 3.14 ± 0.01", 3.14, 0.01),
		singleChoice("Left unanswered", "a"),
	]);
	const exam = await makeExam(
		ctx.app,
		admin,
		examBody([{ title: "Only section", source: { mode: "fixed", questionIds: bank.questionIds } }], {
			title: "Flow Test",
			passingScorePercentage: 50,
		}),
	);
	examId = exam.id;
});

const newStudent = async () => (await makeSignedInStudent(ctx.app, ctx.database.db, college)).token;

/** A new student who has started the exam, with their paper's section and question ids. */
async function startedAttempt() {
	const token = await newStudent();
	const session = studentSession(ctx.app, token, examId);
	const start = await session.start();
	expect(start.statusCode, start.body).toBe(200);
	const paper = examQuestionsSchema.parse((await session.questions()).json());
	const sectionId = paper.exam.sections[0]?.section_id ?? "";
	const questionIds = paper.exam.sections[0]?.questions.map((q) => q.question_id) ?? [];
	return { token, session, sectionId, questionIds };
}

/** Saves a wrong single answer, half of the multi answer and a numeric answer within tolerance. */
async function saveThreeAnswers(attempt: Awaited<ReturnType<typeof startedAttempt>>) {
	const { session, sectionId } = attempt;
	const [single, multi, num] = attempt.questionIds as [string, string, string];
	const saved = await session.save([
		{ section_id: sectionId, question_id: single, student_answer: "a", time_spent: 12, client_seq: 1 },
		{ section_id: sectionId, question_id: multi, student_answer: ["a"], time_spent: 20, client_seq: 2 },
		{ section_id: sectionId, question_id: num, student_answer: "3.145", time_spent: 31, client_seq: 3 },
	]);
	expect(saved.statusCode, saved.body).toBe(200);
	return saved;
}

/** A new student who started, saved three answers and submitted. */
async function submittedAttempt() {
	const attempt = await startedAttempt();
	await saveThreeAnswers(attempt);
	const submitted = await attempt.session.submit();
	expect(submitted.statusCode, submitted.body).toBe(200);
	return { ...attempt, submitted };
}

describe("taking an exam", () => {
	it("lists the live exam with its attempt for the student who started it", async () => {
		const { token: asha } = await startedAttempt();
		const res = await ctx.app.inject({ method: "GET", url: "/students/exams", headers: bearer(asha) });
		expect(res.statusCode).toBe(200);
		const list = studentExamListSchema.parse(res.json());
		const mine = list.exams.find((e) => e.exam_id === examId);
		expect(mine).toMatchObject({
			status: "live",
			attempt_status: "in_progress",
			question_count: 4,
			duration_minutes: 30,
		});
	});

	it("says 'No exam attempt found' before a start, then starts once and resumes after", async () => {
		const session = studentSession(ctx.app, await newStudent(), examId);
		const before = await session.questions();
		expect(before.statusCode).toBe(404);
		expect(before.json()).toMatchObject({ code: "EXAM_NOT_STARTED" });
		expect(before.json().message).toContain("No exam attempt found");

		const first = startAttemptSchema.parse((await session.start()).json());
		expect(first.is_resume).toBe(false);
		expect(first.attempt.time_remaining_seconds).toBeGreaterThan(29 * 60);
		const again = startAttemptSchema.parse((await session.start()).json());
		expect(again).toMatchObject({ is_resume: true, attempt: { attempt_id: first.attempt.attempt_id } });
	});

	it("never sends answer keys, correct options or explanations to the player", async () => {
		const { session } = await startedAttempt();
		const res = await session.questions();
		expect(res.statusCode).toBe(200);
		expect(res.body).not.toMatch(/answerKey|answer_key|correct|explanation|B is right/i);
		const paper = examQuestionsSchema.parse(res.json());
		expect(paper.exam.instructions.length).toBeGreaterThan(0);
		expect(paper.exam.sections[0]?.questions.map((q) => q.multi_answer)).toEqual([false, true, false, false]);
	});

	it("stores saved answers and returns them with the attempt", async () => {
		const attempt = await startedAttempt();
		const { session } = attempt;
		const num = attempt.questionIds[2] as string;
		const saved = await saveThreeAnswers(attempt);
		expect(saved.json().saved).toBe(3);
		const paper = examQuestionsSchema.parse((await session.questions()).json());
		expect(paper.attempt.answers[num]).toEqual({ student_answer: "3.145", time_spent: 31 });
	});

	it("scores on submit: negative marks, partial multi-answer, numeric tolerance, unanswered", async () => {
		const attempt = await startedAttempt();
		await saveThreeAnswers(attempt);
		const res = await attempt.session.submit();
		expect(res.statusCode, res.body).toBe(200);
		const result = examResultSchema.parse(res.json());
		const outcomes = result.sections[0]?.questions.map((q) => [q.outcome, q.score]);
		expect(outcomes).toEqual([
			["wrong", -0.5],
			["partial", 1],
			["correct", 1],
			["unanswered", 0],
		]);
		expect(result).toMatchObject({
			score: 1.5,
			max_score: 6,
			percentage: 25,
			passed: false,
			auto_submitted: false,
		});
		expect(result.submission_reason).toBe("student");
		expect(result.answers_visible).toBe(true);
		expect(result.sections[0]?.questions[0]).toMatchObject({
			correct_answer: "b",
			explanation: "B is right.",
		});
	});

	it("refuses saves and a second submit once submitted (409), changing nothing", async () => {
		const { session, sectionId, questionIds } = await submittedAttempt();
		const late = await session.save([
			{ section_id: sectionId, question_id: questionIds[0], student_answer: "b", time_spent: 1 },
		]);
		// The player tells a submitted attempt from any other refusal by this code (SPEC §8).
		const submitted = { code: "EXAM_ALREADY_SUBMITTED", message: EXAM_MESSAGES.alreadySubmitted };
		expect(late.statusCode).toBe(409);
		expect(late.json()).toMatchObject(submitted);
		for (const again of [await session.submit(), await session.questions(), await session.start()]) {
			expect(again.statusCode).toBe(409);
			expect(again.json()).toMatchObject(submitted);
		}
	});

	it("shows the result to its student and the college's exam admin, and to no other student", async () => {
		const { token: asha } = await submittedAttempt();
		const { token: ravi } = await startedAttempt();
		const list = studentExamListSchema.parse(
			(await ctx.app.inject({ method: "GET", url: "/students/exams", headers: bearer(asha) })).json(),
		);
		const attemptId = list.exams.find((e) => e.exam_id === examId)?.attempt_id;
		expect(list.exams.find((e) => e.exam_id === examId)).toMatchObject({
			status: "completed",
			percentage: 25,
			passed: false,
		});
		const read = (token: string) =>
			ctx.app.inject({ method: "GET", url: `/api/exam-results/${attemptId}`, headers: bearer(token) });
		expect((await read(asha)).statusCode).toBe(200);
		expect((await read(admin)).statusCode).toBe(200);
		expect((await read(ravi)).statusCode).toBe(404);
		expect((await read(ravi)).json()).toMatchObject({
			code: "NOT_FOUND",
			message: EXAM_MESSAGES.resultNotFound,
		});
		const bad = await ctx.app.inject({
			method: "GET",
			url: "/api/exam-results/not-an-id",
			headers: bearer(asha),
		});
		expect(bad.statusCode).toBe(404);
	});
});
