import { examAnswerKeysSchema, examResultSchema, regradeResultSchema } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	numericQuestion,
	singleChoice,
	studentSession,
	type TestCollege,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";

// Regrading: a wrong answer key corrected after the exam. Every changed mark is checked.

const ctx = useTestApp();

let admin: string;
let college: TestCollege;

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
});

/**
 * An exam of a 2-mark single-answer question keyed "b" (wrongly: "a" is right), with 0.5 negative
 * marks, and a 1-mark numeric question; pass mark 50 %. Students answer the first question with
 * `choices` (null: unanswered) and the numeric one right, and submit.
 */
async function sittings(choices: (string | null)[]) {
	const bank = await makeBank(ctx.app, admin, [
		singleChoice("Which gate outputs 1 only when both inputs are 1?", "b", { marks: 2, negativeMarks: 0.5 }),
		numericQuestion("How many bits are in a byte?", 8),
	]);
	const exam = await makeExam(
		ctx.app,
		admin,
		examBody([{ title: "Digital logic", source: { mode: "fixed", questionIds: bank.questionIds } }], {
			title: "Digital Logic Quiz",
			passingScorePercentage: 50,
		}),
	);
	const students = [];
	for (const choice of choices) {
		const { token, person } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		const session = studentSession(ctx.app, token, exam.id);
		await session.start();
		const paper = (await session.questions()).json();
		const section = paper.exam.sections[0];
		const [choiceQ, numQ] = section.questions.map((q: { question_id: string }) => q.question_id);
		const answers = [
			{ section_id: section.section_id, question_id: numQ, student_answer: "8", time_spent: 5 },
		];
		if (choice)
			answers.push({
				section_id: section.section_id,
				question_id: choiceQ,
				student_answer: choice,
				time_spent: 5,
			});
		expect((await session.save(answers)).statusCode).toBe(200);
		const submitted = examResultSchema.parse((await session.submit()).json());
		students.push({ token, person, attemptId: submitted.attempt_id, result: submitted });
	}
	const keys = examAnswerKeysSchema.parse(
		(
			await ctx.app.inject({
				method: "GET",
				url: `/api/exams/${exam.id}/answer-keys`,
				headers: bearer(admin),
			})
		).json(),
	);
	const questionId = keys.questions[0]?.question_id ?? "";
	return { exam, students, questionId };
}

const regrade = (examId: string, questionId: string, body: object, token = admin) =>
	ctx.app.inject({
		method: "POST",
		url: `/api/exams/${examId}/questions/${questionId}/regrade`,
		headers: bearer(token),
		payload: body,
	});

const resultOf = async (token: string, attemptId: string) =>
	examResultSchema.parse(
		(
			await ctx.app.inject({ method: "GET", url: `/api/exam-results/${attemptId}`, headers: bearer(token) })
		).json(),
	);

const MCQ_A = { type: "mcq", correct: ["a"] };

describe("regrading a corrected answer key", () => {
	it("shows in a dry run whose marks change and by how much, and changes nothing", async () => {
		const { exam, students, questionId } = await sittings(["a", "b", "c", null]);
		const [chose_a, chose_b] = students;
		const res = await regrade(exam.id, questionId, { answerKey: MCQ_A, apply: false });
		expect(res.statusCode, res.body).toBe(200);
		const dry = regradeResultSchema.parse(res.json());
		expect(dry).toMatchObject({ applied: false, attempts_checked: 4 });
		// "a": -0.5 → 2 (1.5 of 3 → 3 of 3); "b": 2 → -0.5 (3 → 0.5). "c" stays wrong, unanswered stays 0.
		expect(dry.changes).toEqual([
			expect.objectContaining({
				attempt_id: chose_a?.attemptId,
				question_before: -0.5,
				question_after: 2,
				score_before: 0.5,
				score_after: 3,
				percentage_before: 16.67,
				percentage_after: 100,
				passed_before: false,
				passed_after: true,
			}),
			expect.objectContaining({
				attempt_id: chose_b?.attemptId,
				question_before: 2,
				question_after: -0.5,
				score_before: 3,
				score_after: 0.5,
				passed_before: true,
				passed_after: false,
			}),
		]);
		expect(dry.changes[0]?.student_name).toBe(chose_a?.person.name);
		expect((await resultOf(chose_a?.token ?? "", chose_a?.attemptId ?? "")).score).toBe(0.5);
	});

	it("applies it: every changed attempt rescored, the key kept with its history, and the students told", async () => {
		const { exam, students, questionId } = await sittings(["a", "b", "c"]);
		const [chose_a, chose_b, chose_c] = students;
		const res = await regrade(exam.id, questionId, { answerKey: MCQ_A, apply: true });
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().changes).toHaveLength(2);

		const a = await resultOf(chose_a?.token ?? "", chose_a?.attemptId ?? "");
		expect(a).toMatchObject({ score: 3, percentage: 100, passed: true });
		expect(a.sections[0]?.questions[0]).toMatchObject({ score: 2, outcome: "correct", correct_answer: "a" });
		const b = await resultOf(chose_b?.token ?? "", chose_b?.attemptId ?? "");
		expect(b).toMatchObject({ score: 0.5, passed: false });
		expect(b.sections[0]?.questions[0]).toMatchObject({ score: -0.5, outcome: "wrong" });
		expect((await resultOf(chose_c?.token ?? "", chose_c?.attemptId ?? "")).score).toBe(0.5);

		const keys = examAnswerKeysSchema.parse(
			(
				await ctx.app.inject({
					method: "GET",
					url: `/api/exams/${exam.id}/answer-keys`,
					headers: bearer(admin),
				})
			).json(),
		);
		expect(keys.questions[0]?.answer_key).toEqual(MCQ_A);
		expect(keys.history).toEqual([
			expect.objectContaining({
				question_id: questionId,
				changed_attempts: 2,
				question_text: expect.stringContaining("gate"),
			}),
		]);

		const notes = await ctx.app.inject({
			method: "GET",
			url: "/api/notifications",
			headers: bearer(chose_a?.token ?? ""),
		});
		expect(JSON.stringify(notes.json())).toContain("Your result for Digital Logic Quiz was regraded");
		const none = await ctx.app.inject({
			method: "GET",
			url: "/api/notifications",
			headers: bearer(chose_c?.token ?? ""),
		});
		expect(JSON.stringify(none.json())).not.toContain("was regraded");

		// The same key again changes nothing.
		const again = regradeResultSchema.parse(
			(await regrade(exam.id, questionId, { answerKey: MCQ_A, apply: true })).json(),
		);
		expect(again.changes).toEqual([]);
	});

	it("refuses while a student is still taking the exam", async () => {
		const { exam, questionId } = await sittings(["a"]);
		const { token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		await studentSession(ctx.app, token, exam.id).start();
		const res = await regrade(exam.id, questionId, { answerKey: MCQ_A, apply: false });
		expect(res.statusCode).toBe(409);
		expect(res.json().message).toBe(
			"1 student is still taking this exam. Regrade once every attempt has been submitted.",
		);
	});

	it("refuses a key that does not fit the question, and anyone but the exam's college staff", async () => {
		const { exam, students, questionId } = await sittings(["a"]);
		const unknown = await regrade(exam.id, questionId, { answerKey: { type: "mcq", correct: ["z"] } });
		expect(unknown.statusCode).toBe(400);
		expect(unknown.json().message).toBe("A correct answer must be one of the options.");
		const otherType = await regrade(exam.id, questionId, { answerKey: { type: "truefalse", correct: true } });
		expect(otherType.statusCode).toBe(400);
		expect(otherType.json().message).toBe("The answer key does not match the question type.");
		const shape = await regrade(exam.id, questionId, { answerKey: { type: "mcq" } });
		expect(shape.statusCode).toBe(400);

		expect(
			(await regrade(exam.id, "00000000-0000-4000-8000-000000000000", { answerKey: MCQ_A })).statusCode,
		).toBe(404);
		expect((await regrade(exam.id, questionId, { answerKey: MCQ_A }, students[0]?.token)).statusCode).toBe(
			403,
		);
		const other = await makeExamCollege(ctx.app, ctx.database.db);
		expect((await regrade(exam.id, questionId, { answerKey: MCQ_A }, other.adminToken)).statusCode).toBe(404);
	});
});
