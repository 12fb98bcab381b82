import { examQuestionsSchema } from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import {
	examBody,
	makeBank,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	multiChoice,
	numericQuestion,
	studentSession,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { withoutNul } from "./student-service";

// A pasted program can carry a NUL. PostgreSQL cannot store one, and SPEC §4 puts a failed batch's
// answers back in the queue, so a refused NUL would hold every later answer back: it is dropped.

const ctx = useTestApp();
let admin: string;
let college: Awaited<ReturnType<typeof makeExamCollege>>["college"];
let questionIds: string[];

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
	const bank = await makeBank(ctx.app, admin, [
		multiChoice("Pick two", ["a", "b"]),
		numericQuestion("6 x 7", 42),
	]);
	questionIds = bank.questionIds;
});

async function startedAttempt() {
	const taker = await makeSignedInStudent(ctx.app, ctx.database.db, college);
	const exam = await makeExam(
		ctx.app,
		admin,
		examBody([{ title: "S", source: { mode: "fixed", questionIds } }], {
			audience: { kind: "students", rollNos: [taker.person.rollNo ?? ""] },
		}),
	);
	const session = studentSession(ctx.app, taker.token, exam.id);
	expect((await session.start()).statusCode).toBe(200);
	const paper = examQuestionsSchema.parse((await session.questions()).json());
	const section = paper.exam.sections[0];
	const [multi, numeric] = (section?.questions ?? []).map((q) => q.question_id) as [string, string];
	return { session, sectionId: section?.section_id ?? "", multi, numeric };
}

describe("an answer whose text holds a NUL", () => {
	it("is saved without the NUL, and the rest of its batch is saved with it", async () => {
		const { session, sectionId, multi, numeric } = await startedAttempt();
		const res = await session.save([
			{ section_id: sectionId, question_id: multi, student_answer: ["a", "b"], time_spent: 3 },
			{ section_id: sectionId, question_id: numeric, student_answer: "4\u00002", time_spent: 9 },
		]);
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().saved).toBe(2);
		const stored = examQuestionsSchema.parse((await session.questions()).json()).attempt.answers;
		expect(stored[multi]?.student_answer).toEqual(["a", "b"]);
		expect(stored[numeric]?.student_answer).toBe("42");
	});

	it("with a NUL in an id is refused as a 400, never a 500", async () => {
		const { session, sectionId } = await startedAttempt();
		const res = await session.save([
			{ section_id: sectionId, question_id: "\u0000", student_answer: "1", time_spent: 1 },
		]);
		expect(res.statusCode).toBe(400);
	});
});

describe("withoutNul", () => {
	const base = { section_id: "s", question_id: "q", time_spent: 1 };
	it("drops NULs from text and from each chosen option, and leaves other answers as they are", () => {
		expect(withoutNul({ ...base, student_answer: "int main() {\u0000}" }).student_answer).toBe(
			"int main() {}",
		);
		expect(withoutNul({ ...base, student_answer: ["a\u0000"] }).student_answer).toEqual(["a"]);
		const plain = { ...base, student_answer: "fine" };
		expect(withoutNul(plain)).toBe(plain);
		expect(withoutNul({ ...base, student_answer: null }).student_answer).toBeNull();
	});
});
