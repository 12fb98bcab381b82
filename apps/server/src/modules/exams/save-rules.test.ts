import { examQuestionsSchema } from "@unnati/contracts";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
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

// Shared and read-only: the college, its exam admin, a bank, another exam, and a student outside
// every audience here.
let admin: string;
let college: TestCollege;
let outsider: string;
let bankQuestionIds: [string, string, string];
let otherExamQuestion: string;
// Set afresh before each test: a new student's started attempt at a new exam named for them alone,
// holding one saved answer ("a" to the single-answer question, client_seq 10).
let student: string;
let examId: string;
let sectionId: string;
let single: string;
let multi: string;
let num: string;

const session = () => studentSession(ctx.app, student, examId);
const answer = (question_id: string, student_answer: unknown, extra: object = {}) => ({
	section_id: sectionId,
	question_id,
	student_answer,
	time_spent: 5,
	...extra,
});
const stored = async () => examQuestionsSchema.parse((await session().questions()).json()).attempt.answers;

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
	({ token: outsider } = await makeSignedInStudent(ctx.app, ctx.database.db, college, { department: "ECE" }));
	const bank = await makeBank(ctx.app, admin, [
		singleChoice("Single"),
		multiChoice("Multi", ["a", "b"]),
		numericQuestion("Numeric", 42),
		singleChoice("In another exam"),
	]);
	const [s, m, n, other] = bank.questionIds as [string, string, string, string];
	bankQuestionIds = [s, m, n];
	otherExamQuestion = other;
	await makeExam(
		ctx.app,
		admin,
		examBody([{ title: "T", source: { mode: "fixed", questionIds: [otherExamQuestion] } }]),
	);
});

beforeEach(async () => {
	const taker = await makeSignedInStudent(ctx.app, ctx.database.db, college);
	student = taker.token;
	const exam = await makeExam(
		ctx.app,
		admin,
		examBody([{ title: "S", source: { mode: "fixed", questionIds: bankQuestionIds } }], {
			audience: { kind: "students", rollNos: [taker.person.rollNo ?? ""] },
		}),
	);
	examId = exam.id;
	expect((await session().start()).statusCode).toBe(200);
	const paper = examQuestionsSchema.parse((await session().questions()).json());
	sectionId = paper.exam.sections[0]?.section_id ?? "";
	// The frozen copies have their own ids: use the paper's.
	[single, multi, num] = (paper.exam.sections[0]?.questions ?? []).map((q) => q.question_id) as [
		string,
		string,
		string,
	];
	const saved = await session().save([answer(single, "a", { client_seq: 10 })]);
	expect(saved.statusCode, saved.body).toBe(200);
});

describe("a save that breaks a rule is refused whole (400) and changes nothing", () => {
	it.each([
		["a question not in the exam", () => [answer(otherExamQuestion, "a")], "is not part of this exam"],
		["an array for a single-answer question", () => [answer(single, ["a"])], "not valid"],
		["an option that does not exist", () => [answer(multi, ["a", "z"])], "not valid"],
		["text that is not a number for a numeric question", () => [answer(num, "forty-two")], "not valid"],
		[
			"the wrong section",
			() => [{ ...answer(single, "b"), section_id: "00000000-0000-4000-8000-000000000000" }],
			"not in that section",
		],
	])("%s", async (_name, build, message) => {
		const res = await session().save([answer(multi, ["a", "b"]), ...build()]);
		expect(res.statusCode, res.body).toBe(400);
		expect(res.json().message).toContain(message);
		expect(await stored()).toEqual({ [single]: { student_answer: "a", time_spent: 5 } });
	});

	it("more than 200 answers", async () => {
		const res = await session().save(Array.from({ length: 201 }, () => answer(single, "b")));
		expect(res.statusCode).toBe(400);
		expect(res.json().errors[0].message).toBe("A batch holds at most 200 answers.");
		expect((await stored())[single]?.student_answer).toBe("a");
	});

	it("an empty batch, a wrong type or a missing field", async () => {
		expect((await session().save([])).statusCode).toBe(400);
		expect((await session().save([{ ...answer(single, "b"), time_spent: "ten" }])).statusCode).toBe(400);
		expect(
			(await session().save([{ question_id: single, student_answer: "b", time_spent: 1 }])).statusCode,
		).toBe(400);
		expect((await stored())[single]?.student_answer).toBe("a");
	});
});

describe("a numeric answer sent as a JSON number", () => {
	it("is saved as the number typed, with the rest of its batch", async () => {
		const res = await session().save([answer(multi, ["a", "b"], { client_seq: 20 }), answer(num, 42)]);
		expect(res.statusCode, res.body).toBe(200);
		expect(await stored()).toMatchObject({
			[single]: { student_answer: "a" },
			[multi]: { student_answer: ["a", "b"] },
			[num]: { student_answer: "42" },
		});
		for (const [sent, kept] of [
			[-3.5, "-3.5"],
			[0.0000001, "0.0000001"],
		] as const) {
			expect((await session().save([answer(num, sent)])).statusCode).toBe(200);
			expect((await stored())[num]?.student_answer).toBe(kept);
		}
	});
});

describe("replayed and out-of-order batches", () => {
	it("keep the answer with the highest client sequence number", async () => {
		expect((await session().save([answer(single, "c", { client_seq: 30, time_spent: 40 })])).statusCode).toBe(
			200,
		);
		// An older batch arriving late (a retry that overtook nothing) must not undo the newer answer.
		expect((await session().save([answer(single, "b", { client_seq: 20, time_spent: 25 })])).statusCode).toBe(
			200,
		);
		expect((await stored())[single]).toEqual({ student_answer: "c", time_spent: 40 });
		// The same batch again changes nothing.
		expect((await session().save([answer(single, "c", { client_seq: 30, time_spent: 40 })])).statusCode).toBe(
			200,
		);
		expect((await stored())[single]).toEqual({ student_answer: "c", time_spent: 40 });
	});

	it("take the newest of duplicates within one batch", async () => {
		const res = await session().save([
			answer(multi, ["b"], { client_seq: 50 }),
			answer(multi, ["a", "b"], { client_seq: 60 }),
			answer(multi, ["a"], { client_seq: 55 }),
		]);
		expect(res.statusCode).toBe(200);
		expect((await stored())[multi]?.student_answer).toEqual(["a", "b"]);
	});

	it("accept clearing an answer", async () => {
		expect((await session().save([answer(num, "42", { client_seq: 70 })])).statusCode).toBe(200);
		expect((await session().save([answer(num, null, { client_seq: 71 })])).statusCode).toBe(200);
		expect((await stored())[num]?.student_answer).toBeNull();
	});
});

describe("who may take the exam", () => {
	it("refuses a student outside the audience with 403", async () => {
		const other = studentSession(ctx.app, outsider, examId);
		const res = await other.start();
		expect(res.statusCode).toBe(403);
		expect(res.json()).toMatchObject({
			code: "EXAM_NOT_FOR_YOU",
			message: "This exam is not assigned to you.",
		});
		expect((await other.questions()).statusCode).toBe(403);
		expect((await other.save([answer(single, "a")])).statusCode).toBe(403);
	});

	it("answers 404 for an exam id that is not one", async () => {
		expect((await studentSession(ctx.app, student, "nope").questions()).statusCode).toBe(404);
		expect(
			(await studentSession(ctx.app, student, "00000000-0000-4000-8000-000000000000").start()).statusCode,
		).toBe(404);
	});

	it("refuses staff and the signed-out on the student paths", async () => {
		const res = await ctx.app.inject({ method: "GET", url: "/students/exams" });
		expect(res.statusCode).toBe(401);
	});
});
