import { examQuestionsSchema, examResultSchema, problemRunResultSchema } from "@unnati/contracts";
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
	type TestCollege,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { CATALOG, hiddenTestsOf } from "../problems/catalog";

// A coding question in an exam: authored on a practice problem, shown without its hidden tests,
// run on samples during the attempt, and judged per test passed when the attempt is scored.

const ctx = useTestApp();
const problem = CATALOG.find((p) => p.reference.language === "python" && p.difficulty === "easy");
if (!problem) throw new Error("the catalogue needs an easy problem with a Python reference");
const testCount = problem.examples.length + (await hiddenTestsOf(problem)).length;

const codingQuestion = (problemId: string, languages = ["python", "cpp"]) => ({
	type: "coding" as const,
	text: "Solve the problem below.",
	answerKey: { type: "coding" as const, problemId, languages, marksPerTest: 0.5 },
	negativeMarks: 1,
});

// Read-only for the tests: a college, its exam admin, a bank with a coding question, and an exam of it.
let admin: string;
let college: TestCollege;
let examId: string;
let bankId: string;

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
	const bank = await makeBank(ctx.app, admin, [
		codingQuestion(problem.id) as never,
		singleChoice("A warm-up question", "a"),
	]);
	bankId = bank.bankId;
	const exam = await makeExam(
		ctx.app,
		admin,
		examBody([{ title: "Coding", source: { mode: "fixed", questionIds: bank.questionIds } }], {
			title: "Coding Round",
		}),
	);
	examId = exam.id;
	expect(exam.totalMarks).toBe(testCount * 0.5 + 1);
});

describe("authoring a coding question", () => {
	it("takes its marks from the problem's tests and never a negative mark", async () => {
		const created = await ctx.app.inject({
			method: "POST",
			url: `/api/question-banks/${bankId}/questions`,
			headers: bearer(admin),
			payload: codingQuestion(problem.id, ["java"]),
		});
		expect(created.statusCode, created.body).toBe(201);
		expect(created.json()).toMatchObject({ type: "coding", marks: testCount * 0.5, negativeMarks: 0 });
	});

	it("refuses a problem the catalogue does not hold, and a question with options", async () => {
		const unknown = await ctx.app.inject({
			method: "POST",
			url: `/api/question-banks/${bankId}/questions`,
			headers: bearer(admin),
			payload: codingQuestion("no-such-problem"),
		});
		expect(unknown.statusCode).toBe(400);
		expect(unknown.json().message).toContain("no-such-problem");
		const withOptions = await ctx.app.inject({
			method: "POST",
			url: `/api/question-banks/${bankId}/questions`,
			headers: bearer(admin),
			payload: { ...codingQuestion(problem.id), options: [{ id: "a", text: "A" }] },
		});
		expect(withOptions.statusCode).toBe(400);
	});
});

/** A new student who has started the exam, with the ids on their paper. */
async function startedPaper() {
	const { token: student } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
	const session = () => studentSession(ctx.app, student, examId);
	expect((await session().start()).statusCode).toBe(200);
	const res = await session().questions();
	expect(res.statusCode).toBe(200);
	const section = examQuestionsSchema.parse(res.json()).exam.sections[0];
	return {
		student,
		session,
		res,
		sectionId: section?.section_id ?? "",
		// The exam holds frozen copies of the bank's questions, with ids of their own.
		codingId: section?.questions.find((q) => q.type === "coding")?.question_id ?? "",
		mcqId: section?.questions.find((q) => q.type === "mcq")?.question_id ?? "",
		section,
	};
}

describe("a coding question in the student's exam", () => {
	it("shows the problem and the allowed languages, and nothing of the hidden tests", async () => {
		const { res, section, codingId } = await startedPaper();
		const question = section?.questions.find((q) => q.question_id === codingId);
		expect(question?.coding).toMatchObject({
			problem_id: problem.id,
			languages: ["python", "cpp"],
			examples: problem.examples,
			marks_per_test: 0.5,
		});
		expect(Object.keys(question?.coding?.starters ?? {})).toEqual(["python", "cpp"]);
		const body = res.body;
		for (const test of (await hiddenTestsOf(problem)).filter((t) => t.input.trim().length > 12))
			expect(body).not.toContain(JSON.stringify(test.input).slice(1, -1));
		expect(body).not.toContain(problem.reference.source.slice(0, 40));
	});

	it("runs the program on the samples without saving it", async () => {
		const { student, session, codingId } = await startedPaper();
		const res = await ctx.app.inject({
			method: "POST",
			url: `/students/exam/${examId}/run-code`,
			headers: bearer(student),
			payload: { question_id: codingId, language: "python", source: problem.reference.source },
		});
		expect(res.statusCode, res.body).toBe(200);
		const run = problemRunResultSchema.parse(res.json());
		expect(run.mode).toBe("samples");
		expect(run.results.map((r) => r.status)).toEqual(problem.examples.map(() => "Accepted"));
		const questions = examQuestionsSchema.parse((await session().questions()).json());
		expect(questions.attempt.answers[codingId]).toBeUndefined();
	});

	it("refuses to run code for a question that is not a coding one, or in a language it does not allow", async () => {
		const { student, codingId, mcqId } = await startedPaper();
		const run = (payload: object) =>
			ctx.app.inject({
				method: "POST",
				url: `/students/exam/${examId}/run-code`,
				headers: bearer(student),
				payload,
			});
		const notCoding = await run({ question_id: mcqId, language: "python", source: "print(1)" });
		expect(notCoding.statusCode).toBe(400);
		const java = await run({ question_id: codingId, language: "java", source: "class Main {}" });
		expect(java.statusCode).toBe(400);
		expect(java.json().message).toBe("This question accepts programs in python, cpp only.");
	});

	it("refuses a saved program without an allowed language and keeps the one it has", async () => {
		const { session, sectionId, codingId } = await startedPaper();
		const save = (answer: object) =>
			session().save([{ section_id: sectionId, question_id: codingId, time_spent: 30, ...answer }]);
		const noLanguage = await save({ student_answer: "print(1)" });
		expect(noLanguage.statusCode).toBe(400);
		const java = await save({ student_answer: "class Main {}", programming_language: "java" });
		expect(java.statusCode).toBe(400);
		const wrong = await save({ student_answer: "import sys\nsys.exit(3)\n", programming_language: "python" });
		expect(wrong.statusCode, wrong.body).toBe(200);
		const stored = examQuestionsSchema.parse((await session().questions()).json()).attempt.answers[codingId];
		expect(stored).toMatchObject({
			student_answer: "import sys\nsys.exit(3)\n",
			programming_language: "python",
		});
	});

	it("judges the last saved program when the attempt is submitted and gives marks per test passed", async () => {
		const { session, sectionId, codingId, mcqId } = await startedPaper();
		const saved = await session().save([
			{
				section_id: sectionId,
				question_id: codingId,
				student_answer: problem.reference.source,
				programming_language: "python",
				time_spent: 90,
				client_seq: 5,
			},
			{ section_id: sectionId, question_id: mcqId, student_answer: "b", time_spent: 10, client_seq: 6 },
		]);
		expect(saved.statusCode, saved.body).toBe(200);
		const submitted = await session().submit();
		expect(submitted.statusCode, submitted.body).toBe(200);
		const result = examResultSchema.parse(submitted.json());
		// The reference solution passes every test; the warm-up answer is wrong (no negative marks set).
		expect(result).toMatchObject({ score: testCount * 0.5, max_score: testCount * 0.5 + 1 });
	});
});
