import { examDetailSchema, studentExamListSchema } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	singleChoice,
	studentSession,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";

const ctx = useTestApp();

// Read-only for the tests: a college's exam admin and student, and another college's exam admin.
let admin: string;
let otherCollegeAdmin: string;
let student: string;

beforeAll(async () => {
	const home = await makeExamCollege(ctx.app, ctx.database.db);
	admin = home.adminToken;
	({ token: student } = await makeSignedInStudent(ctx.app, ctx.database.db, home.college));
	({ adminToken: otherCollegeAdmin } = await makeExamCollege(ctx.app, ctx.database.db));
});

/** A bank of its own for each test: two questions tagged dsa and one untagged. */
const dsaBank = () =>
	makeBank(ctx.app, admin, [
		singleChoice("Tagged 1", "a", { tags: ["dsa"] }),
		singleChoice("Tagged 2", "a", { tags: ["dsa"] }),
		singleChoice("Untagged", "a"),
	]);

const studentExams = async () =>
	studentExamListSchema.parse(
		(await ctx.app.inject({ method: "GET", url: "/students/exams", headers: bearer(student) })).json(),
	).exams;

describe("authoring exams", () => {
	it("keeps a draft from students until it is published, then freezes its questions", async () => {
		const { bankId, questionIds } = await dsaBank();
		const draft = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "Fixed", source: { mode: "fixed", questionIds } }], { title: "Draft one" }),
			{
				publish: false,
			},
		);
		// A draft already shows the marks its banks give it, not 0.
		expect(draft).toMatchObject({ state: "draft", questionCount: 3, totalMarks: 3, attemptCount: 0 });
		expect((await studentExams()).some((e) => e.exam_id === draft.id)).toBe(false);

		const published = await ctx.app.inject({
			method: "POST",
			url: `/api/exams/${draft.id}/publish`,
			headers: bearer(admin),
		});
		expect(published.statusCode).toBe(200);
		expect(examDetailSchema.parse(published.json())).toMatchObject({ state: "published", totalMarks: 3 });
		expect((await studentExams()).find((e) => e.exam_id === draft.id)).toMatchObject({
			status: "live",
			question_count: 3,
		});

		// Editing the bank afterwards does not change the published exam's copy.
		await ctx.app.inject({
			method: "PUT",
			url: `/api/question-banks/${bankId}/questions/${questionIds[0]}`,
			headers: bearer(admin),
			payload: singleChoice("Tagged 1 (edited)", "a", { tags: ["dsa"] }),
		});
		const session = studentSession(ctx.app, student, draft.id);
		await session.start();
		const texts = (await session.questions())
			.json()
			.exam.sections[0].questions.map((q: { text: string }) => q.text);
		expect(texts).toContain("Tagged 1");
	});

	it("draws a random section per student and refuses to publish a draw larger than its pool", async () => {
		const { bankId } = await dsaBank();
		const tooMany = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "Random DSA", source: { mode: "random", bankId, tags: ["dsa"], count: 3 } }]),
			{ publish: false },
		);
		const refused = await ctx.app.inject({
			method: "POST",
			url: `/api/exams/${tooMany.id}/publish`,
			headers: bearer(admin),
		});
		expect(refused.statusCode).toBe(400);
		expect(refused.json().message).toBe("Random DSA: draws 3 questions but the bank has only 2 tagged dsa.");

		const fits = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "Random DSA", source: { mode: "random", bankId, tags: ["dsa"], count: 1 } }]),
		);
		expect(fits.questionCount).toBe(1);
		const session = studentSession(ctx.app, student, fits.id);
		await session.start();
		const drawn = (await session.questions()).json().exam.sections[0].questions;
		expect(drawn).toHaveLength(1);
		expect(["Tagged 1", "Tagged 2"]).toContain(drawn[0].text);
	});

	it("refuses to edit an exam once a student has started it", async () => {
		const { questionIds } = await dsaBank();
		const exam = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "S", source: { mode: "fixed", questionIds } }]),
		);
		await studentSession(ctx.app, student, exam.id).start();
		const res = await ctx.app.inject({
			method: "PUT",
			url: `/api/exams/${exam.id}`,
			headers: bearer(admin),
			payload: examBody([{ title: "S", source: { mode: "fixed", questionIds: questionIds.slice(0, 1) } }]),
		});
		expect(res.statusCode).toBe(409);
	});

	it("validates the exam body with clear messages", async () => {
		const res = await ctx.app.inject({
			method: "POST",
			url: "/api/exams",
			headers: bearer(admin),
			payload: examBody([], { title: "x", closesAt: "2020-01-01T00:00:00Z" }),
		});
		expect(res.statusCode).toBe(400);
		const messages = (res.json().errors as { message: string }[]).map((e) => e.message);
		expect(messages).toEqual(
			expect.arrayContaining([
				"Please give the exam a title (at least 3 characters).",
				"An exam needs at least one section.",
			]),
		);
	});

	it("keeps each college's exams to itself, and students out of authoring", async () => {
		const { questionIds } = await dsaBank();
		const exam = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "S", source: { mode: "fixed", questionIds } }]),
		);
		const other = await ctx.app.inject({
			method: "GET",
			url: `/api/exams/${exam.id}`,
			headers: bearer(otherCollegeAdmin),
		});
		expect(other.statusCode).toBe(404);
		expect(
			(await ctx.app.inject({ method: "GET", url: "/api/exams", headers: bearer(student) })).statusCode,
		).toBe(403);
	});
});
