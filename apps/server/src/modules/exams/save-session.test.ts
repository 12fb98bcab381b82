import { AUTH_MESSAGES, examQuestionsSchema } from "@unnati/contracts";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	signInAs,
	singleChoice,
	studentSession,
	type TestCollege,
	type TestPerson,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { users } from "../accounts/tables";

// The save route may take the student from the server's memory instead of reading the session
// (the hot path of an exam); its statement re-checks the session, so an ended one is refused as
// exactly as on every other route, and nothing is written.
const clock = testClock();
const ctx = useTestApp({ clock });

let admin: TestPerson;
let college: TestCollege;
let questionIds: string[];
/** A new exam before each test, open from the test clock's now: one test moves the clock a day on. */
let examId: string;

type Paper = { sectionId: string; questionId: string };
async function join(token: string): Promise<Paper> {
	const session = studentSession(ctx.app, token, examId);
	expect((await session.start()).statusCode).toBe(200);
	const section = examQuestionsSchema.parse((await session.questions()).json()).exam.sections[0];
	return { sectionId: section?.section_id ?? "", questionId: section?.questions[0]?.question_id ?? "" };
}
const save = (token: string, paper: Paper, option: string, clientSeq: number) =>
	studentSession(ctx.app, token, examId).save([
		{
			section_id: paper.sectionId,
			question_id: paper.questionId,
			student_answer: option,
			time_spent: 5,
			client_seq: clientSeq,
		},
	]);
const storedAnswer = async (rollNo: string, questionId: string) => {
	const result = await ctx.database.db.execute(sql`
		select a.answer->>'value' as value from attempt_answers a
		join exam_attempts t on t.id = a.attempt_id join users u on u.id = t.student_id
		where u.roll_no = ${rollNo} and t.exam_id = ${examId} and a.question_id = ${questionId}`);
	return (result as unknown as { rows: { value: string }[] }).rows[0]?.value ?? null;
};
const expectSessionEnded = (res: { statusCode: number; json(): unknown }) => {
	expect(res.statusCode).toBe(401);
	expect(res.json()).toMatchObject({ code: "SESSION_EXPIRED", message: AUTH_MESSAGES.sessionExpired });
};

beforeAll(async () => {
	let adminToken: string;
	({ college, admin, adminToken } = await makeExamCollege(ctx.app, ctx.database.db));
	({ questionIds } = await makeBank(ctx.app, adminToken, [singleChoice("Q1"), singleChoice("Q2")]));
});

beforeEach(async () => {
	// Signed in afresh: a session begun before another test moved the clock a day on has expired.
	const exam = await makeExam(
		ctx.app,
		await signInAs(ctx.app, admin),
		examBody([{ title: "S", source: { mode: "fixed", questionIds } }], {}, clock().getTime()),
	);
	examId = exam.id;
});

const newStudent = async () => {
	const { person, token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
	return { token, rollNo: person.rollNo ?? "" };
};

describe("a save with a session that has ended", () => {
	it("is refused after logout, though the same token saved a moment before", async () => {
		const { token, rollNo } = await newStudent();
		const paper = await join(token);
		expect((await save(token, paper, "a", 1)).statusCode).toBe(200);
		expect((await save(token, paper, "b", 2)).statusCode).toBe(200);
		const out = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: bearer(token) });
		expect(out.statusCode).toBe(204);

		expectSessionEnded(await save(token, paper, "c", 3));
		expect(await storedAnswer(rollNo, paper.questionId)).toBe("b");
		// Any other refusal is told only to a live session: an unknown exam is a 401 here, not a 404.
		const elsewhere = await ctx.app.inject({
			method: "POST",
			url: "/students/exam/00000000-0000-4000-8000-000000000000/save-answers-batch",
			headers: bearer(token),
			payload: {
				answers: [
					{ section_id: paper.sectionId, question_id: paper.questionId, student_answer: "a", time_spent: 5 },
				],
			},
		});
		expectSessionEnded(elsewhere);
	});

	it("is refused once the student is suspended, and again allowed when reinstated", async () => {
		const { token, rollNo } = await newStudent();
		const paper = await join(token);
		expect((await save(token, paper, "a", 1)).statusCode).toBe(200);
		const setStatus = (status: "active" | "suspended") =>
			ctx.database.db.update(users).set({ status }).where(eq(users.rollNo, rollNo));

		await setStatus("suspended");
		expectSessionEnded(await save(token, paper, "b", 2));
		expect(await storedAnswer(rollNo, paper.questionId)).toBe("a");
		await setStatus("active");
		expect((await save(token, paper, "c", 3)).statusCode).toBe(200);
		expect(await storedAnswer(rollNo, paper.questionId)).toBe("c");
	});

	it("is refused once the session has expired, by the server's clock", async () => {
		const { token, rollNo } = await newStudent();
		const paper = await join(token);
		expect((await save(token, paper, "a", 1)).statusCode).toBe(200);
		clock.advance(24 * 60 * 60 * 1000 + 1000);
		expectSessionEnded(await save(token, paper, "b", 2));
		expect(await storedAnswer(rollNo, paper.questionId)).toBe("a");
	});
});
