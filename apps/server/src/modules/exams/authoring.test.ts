import { examDetailSchema, studentExamListSchema } from "@unnati/contracts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, seedDemo } from "../../test/auth-helpers";
import { EXAM_ADMIN, studentLogin } from "../../test/demo-logins";
import { examBody, makeBank, makeExam, signedInAs, singleChoice, studentSession } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { createAccounts } from "../accounts/service";
import { institutions } from "../institutions/tables";

const ctx = useTestApp({
	beforeBuild: async (database) => {
		await seedDemo(database);
		const [kce] = await database.db.select().from(institutions).where(eq(institutions.code, "KCE"));
		await createAccounts(database.db, [
			{
				role: "ROLE_EXAM_ADMIN",
				name: "KCE Exams",
				email: "exams@kce.example.org",
				password: "Exam@1234",
				institutionId: kce?.id ?? null,
			},
		]);
	},
});

let admin: string;
let kceAdmin: string;
let student: string;
let bankId: string;
let questionIds: string[];

beforeAll(async () => {
	[admin, student] = await signedInAs(ctx.app, EXAM_ADMIN, studentLogin("22CSE010"));
	[kceAdmin] = await signedInAs(ctx.app, {
		loginType: "exam_admin",
		username: "exams@kce.example.org",
		password: "Exam@1234",
	});
	({ bankId, questionIds } = await makeBank(ctx.app, admin, [
		singleChoice("Tagged 1", "a", { tags: ["dsa"] }),
		singleChoice("Tagged 2", "a", { tags: ["dsa"] }),
		singleChoice("Untagged", "a"),
	]));
});

const studentExams = async () =>
	studentExamListSchema.parse(
		(await ctx.app.inject({ method: "GET", url: "/students/exams", headers: bearer(student) })).json(),
	).exams;

describe("authoring exams", () => {
	it("keeps a draft from students until it is published, then freezes its questions", async () => {
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
		expect(["Tagged 1", "Tagged 1 (edited)", "Tagged 2"]).toContain(drawn[0].text);
	});

	it("refuses to edit an exam once a student has started it", async () => {
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
		const exam = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "S", source: { mode: "fixed", questionIds } }]),
		);
		const other = await ctx.app.inject({
			method: "GET",
			url: `/api/exams/${exam.id}`,
			headers: bearer(kceAdmin),
		});
		expect(other.statusCode).toBe(404);
		expect(
			(await ctx.app.inject({ method: "GET", url: "/api/exams", headers: bearer(student) })).statusCode,
		).toBe(403);
	});
});
