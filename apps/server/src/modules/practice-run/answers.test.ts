import {
	EXAM_TIMING,
	examQuestionsSchema,
	examResultSchema,
	matchEntry,
	saveAnswersResultSchema,
} from "@unnati/contracts";
import { PRACTICE_RUN, PRACTICE_RUN_MESSAGES } from "@unnati/contracts/practice-run";
import { beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../test/auth-helpers";
import { makeCollege, makeStudent, signedInAs } from "../../test/factories";
import {
	answer,
	practiceCalls,
	rightAnswers,
	sampleOf,
	sampleQuestions,
} from "../../test/practice-run-fixtures";
import { useTestApp } from "../../test/test-app";

const clock = testClock(Date.parse("2026-02-16T04:30:00.000Z"));
const ctx = useTestApp({ clock });
const calls = () => practiceCalls(ctx.app);

let student: string;
beforeAll(async () => {
	const college = await makeCollege(ctx.database.db);
	[student] = await signedInAs(ctx.app, await makeStudent(ctx.database.db, college, { name: "Ananya Iyer" }));
});

async function newPaper() {
	const res = await calls().paper(student);
	expect(res.statusCode, res.body).toBe(200);
	return examQuestionsSchema.parse(res.json()).attempt;
}

describe("POST /api/practice-run/answers", () => {
	it("acknowledges a batch in the real save's shape, with the time left by the server's clock", async () => {
		const attempt = await newPaper();
		clock.advance(60_000);
		const res = await calls().save(student, { answers: rightAnswers(), deadline: attempt.deadline });
		expect(res.statusCode, res.body).toBe(200);
		expect(saveAnswersResultSchema.parse(res.json())).toEqual({
			saved: rightAnswers().length,
			time_remaining_seconds: 540,
		});
	});

	it("takes a numeric answer sent as a JSON number, as the real save does", async () => {
		const attempt = await newPaper();
		const res = await calls().save(student, {
			answers: [answer(sampleOf("numeric"), 2880)],
			deadline: attempt.deadline,
		});
		expect(res.statusCode, res.body).toBe(200);
	});

	it.each([
		[
			"a list for a single-answer question",
			"mcq",
			false,
			["a"],
			"a list of options was sent for a single-answer question",
		],
		["an option that does not exist", "mcq", true, ["a", "z"], "option z does not exist"],
		["a word for a numeric question", "numeric", undefined, "twelve", "it is not a number"],
		["a third answer to true or false", "truefalse", undefined, "maybe", "the answer is true or false"],
		[
			"a list for a short answer",
			"short",
			undefined,
			["DBMS"],
			"a list was sent for a short-answer question",
		],
		["a match that is not a pair", "matching", undefined, ["i1"], '"i1" is not an item=choice pair'],
		[
			"an order that leaves an item out",
			"ordering",
			undefined,
			["r4", "k7"],
			"the order must list every item exactly once",
		],
		[
			"an essay over its word limit",
			"essay",
			undefined,
			"word ".repeat(151).trim(),
			"an essay has at most 150 words",
		],
	] as const)("refuses %s with 400 and says why", async (_what, type, multi, sent, why) => {
		const attempt = await newPaper();
		const found = sampleOf(type, multi);
		const res = await calls().save(student, {
			answers: [answer(sampleOf("short"), "Database Management System"), answer(found, sent as never)],
			deadline: attempt.deadline,
		});
		expect(res.statusCode, res.body).toBe(400);
		expect(res.json().message).toContain(`The answer to question ${found.question.id} is not valid: ${why}`);
		expect(res.json().errors).toEqual([expect.objectContaining({ path: "answers.1.student_answer" })]);
	});

	it("refuses an answer to a question that is not on the practice paper, or in the wrong section", async () => {
		const attempt = await newPaper();
		const stranger = await calls().save(student, {
			answers: [{ ...answer(sampleOf("short"), "x"), question_id: "not-a-question" }],
			deadline: attempt.deadline,
		});
		expect(stranger.statusCode).toBe(400);
		expect(stranger.json().message).toBe(PRACTICE_RUN_MESSAGES.questionNotInPaper("not-a-question"));
		const numeric = sampleOf("numeric");
		const misplaced = await calls().save(student, {
			answers: [{ ...answer(numeric, "2880"), section_id: sampleOf("short").sectionId }],
			deadline: attempt.deadline,
		});
		expect(misplaced.statusCode).toBe(400);
		expect(misplaced.json().message).toBe(PRACTICE_RUN_MESSAGES.wrongSection(numeric.question.id));
	});

	it("refuses a malformed body with 400, never a 500", async () => {
		const attempt = await newPaper();
		for (const body of [
			{},
			{ answers: rightAnswers() },
			{ answers: [], deadline: attempt.deadline },
			{ answers: rightAnswers(), deadline: "tomorrow" },
			{ answers: [{ question_id: 5 }], deadline: attempt.deadline },
		]) {
			const res = await calls().save(student, body);
			expect(res.statusCode, JSON.stringify(body)).toBe(400);
		}
	});

	it("takes a batch within the network's grace after the deadline, and refuses a later one with 409", async () => {
		const attempt = await newPaper();
		clock.advance(10 * 60_000 + (EXAM_TIMING.saveGraceSeconds - 5) * 1000);
		const late = await calls().save(student, { answers: rightAnswers(), deadline: attempt.deadline });
		expect(late.statusCode, late.body).toBe(200);
		expect(late.json().time_remaining_seconds).toBe(0);
		clock.advance(10_000);
		const tooLate = await calls().save(student, { answers: rightAnswers(), deadline: attempt.deadline });
		expect(tooLate.statusCode).toBe(409);
		expect(tooLate.json().message).toBe(PRACTICE_RUN_MESSAGES.timeUp);
	});

	it("never tells more time than the paper has, whatever deadline is sent", async () => {
		const res = await calls().save(student, {
			answers: rightAnswers(),
			deadline: new Date(clock().getTime() + 24 * 60 * 60_000).toISOString(),
		});
		expect(res.json().time_remaining_seconds).toBe(PRACTICE_RUN.durationMinutes * 60);
	});
});

describe("POST /api/practice-run/submit", () => {
	const submit = async (answers: object[], extra: object = {}) => {
		const attempt = await newPaper();
		clock.advance(4 * 60_000);
		const res = await calls().submit(student, {
			answers,
			started_at: attempt.started_at,
			autoSubmitted: false,
			submittedAt: new Date().toISOString(),
			...extra,
		});
		expect(res.statusCode, res.body).toBe(200);
		return examResultSchema.parse(res.json());
	};
	const questionOf = (result: Awaited<ReturnType<typeof submit>>, id: string) =>
		result.sections.flatMap((s) => s.questions).find((q) => q.question_id === id);

	it("scores right answers in full, in the real result's shape, with the correct answers shown", async () => {
		const result = await submit(rightAnswers());
		const automatic = sampleQuestions().filter(({ question }) => question.type !== "essay");
		const total = automatic.reduce((sum, { question }) => sum + question.marks, 0);
		expect(result).toMatchObject({
			exam_id: PRACTICE_RUN.examId,
			student_name: "Ananya Iyer",
			status: "submitted",
			score: total,
			max_score: total,
			percentage: 100,
			passed: true,
			auto_submitted: false,
			submission_reason: "student",
			time_taken_seconds: 240,
			answers_visible: true,
			awaiting_grading: false,
		});
		for (const { question } of automatic) {
			const scored = questionOf(result, question.id);
			expect(scored?.outcome, question.id).toBe("correct");
			expect(scored?.explanation).toBe(question.explanation);
		}
	});

	it("leaves the essay to a grader: pending, no marks, out of the totals, and says a real exam grades it by hand", async () => {
		const result = await submit(rightAnswers());
		const essay = questionOf(result, sampleOf("essay").question.id);
		expect(essay).toMatchObject({ outcome: "pending", score: 0, marks: 5 });
		expect(essay?.explanation).toContain(PRACTICE_RUN_MESSAGES.handGraded);
		expect(essay?.student_answer).toContain("computer labs");
	});

	it("scores with the exam engine's rules: negative marks, partial credit, unanswered questions", async () => {
		const ordering = sampleOf("ordering");
		const matching = sampleOf("matching");
		const key = matching.question.answerKey;
		if (key.type !== "matching") throw new Error("not a matching key");
		const [first, second] = key.prompts;
		const result = await submit([
			answer(sampleOf("mcq", false), "a"),
			answer(matching, [
				matchEntry(first?.id ?? "", first?.choice ?? ""),
				matchEntry(second?.id ?? "", "q6"),
			]),
			answer(ordering, ["k7", "r4", "d2", "w9"]),
		]);
		expect(questionOf(result, sampleOf("mcq", false).question.id)).toMatchObject({
			outcome: "wrong",
			score: -0.25,
		});
		expect(questionOf(result, matching.question.id)).toMatchObject({ outcome: "partial", score: 0.5 });
		expect(questionOf(result, ordering.question.id)).toMatchObject({ outcome: "partial", score: 1 });
		expect(questionOf(result, sampleOf("numeric").question.id)).toMatchObject({
			outcome: "unanswered",
			score: 0,
		});
		expect(result.score).toBe(1.25);
		expect(result.passed).toBe(false);
	});

	it("counts the newest of several answers to one question, by client_seq", async () => {
		const numeric = sampleOf("numeric");
		const result = await submit([
			answer(numeric, "2880", { client_seq: 7 }),
			answer(numeric, "2800", { client_seq: 3 }),
		]);
		expect(questionOf(result, numeric.question.id)).toMatchObject({
			outcome: "correct",
			student_answer: "2880",
		});
	});

	it("says how the run ended: at time-up, or at the proctor's maximum of warnings", async () => {
		expect((await submit([], { autoSubmitted: true })).submission_reason).toBe("time_up");
		expect((await submit([], { autoSubmitted: true, maxViolationsReached: true })).submission_reason).toBe(
			"max_violations",
		);
	});

	it("refuses final answers of the wrong shape with 400", async () => {
		const attempt = await newPaper();
		const res = await calls().submit(student, {
			answers: [answer(sampleOf("truefalse"), ["true"])],
			started_at: attempt.started_at,
			autoSubmitted: false,
			submittedAt: clock().toISOString(),
		});
		expect(res.statusCode).toBe(400);
		expect(res.json().message).toContain("a list was sent for a true/false question");
	});
});
