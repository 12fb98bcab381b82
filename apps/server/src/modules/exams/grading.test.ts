import {
	examAnalyticsSchema,
	examResultSchema,
	gradeSchema,
	gradingExamListSchema,
	gradingQueueSchema,
	type QuestionDraftInput,
	releaseResultSchema,
	studentExamListSchema,
} from "@unnati/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	examBody,
	makeBank,
	makeCollege,
	makeExam,
	makeExamCollege,
	makeSignedInStudent,
	makeStaff,
	numericQuestion,
	signInAs,
	studentSession,
	type TestCollege,
} from "../../test/factories";
import { notificationsOf } from "../../test/notifications";
import { useTestApp } from "../../test/test-app";

// Manual grading: essays wait for a grader; their marks reach students, results and analytics
// only when the examination admin releases them.

const ctx = useTestApp();

let admin: string;
let college: TestCollege;

beforeAll(async () => {
	({ college, adminToken: admin } = await makeExamCollege(ctx.app, ctx.database.db));
});

const RUBRIC = [
	{
		id: "c1",
		title: "Explains the idea",
		levels: [
			{ id: "l0", label: "Missing", points: 0 },
			{ id: "l1", label: "Partly", points: 2 },
			{ id: "l2", label: "Clearly", points: 4 },
		],
	},
	{
		id: "c2",
		title: "Gives an example",
		levels: [
			{ id: "n", label: "No", points: 0 },
			{ id: "y", label: "Yes", points: 2 },
		],
	},
];

const essay = (text: string, extra: Partial<QuestionDraftInput> = {}): QuestionDraftInput => ({
	type: "essay",
	text,
	marks: 6,
	answerKey: { type: "essay", wordLimit: 20, rubric: RUBRIC, guidance: "Mentions stack frames." },
	...extra,
});

/**
 * An exam of a 2-mark numeric question and a 6-mark essay with a rubric, pass mark 50 %. Each
 * student answers the number right and writes `essays[i]` (null: leaves the essay blank).
 */
async function sittings(essays: (string | null)[], overrides: Parameters<typeof examBody>[1] = {}) {
	const bank = await makeBank(ctx.app, admin, [
		numericQuestion("What is 2^10?", 1024, 0, { marks: 2 }),
		essay("Explain recursion to a first-year student, with an example."),
	]);
	const exam = await makeExam(
		ctx.app,
		admin,
		examBody([{ title: "Written", source: { mode: "fixed", questionIds: bank.questionIds } }], {
			title: "Programming Concepts (written)",
			passingScorePercentage: 50,
			...overrides,
		}),
	);
	const students = [];
	for (const text of essays) {
		const { token, person } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		const session = studentSession(ctx.app, token, exam.id);
		await session.start();
		const section = (await session.questions()).json().exam.sections[0];
		const [numQ, essayQ] = section.questions.map((q: { question_id: string }) => q.question_id);
		const answers = [
			{ section_id: section.section_id, question_id: numQ, student_answer: "1024", time_spent: 5 },
		];
		if (text !== null)
			answers.push({
				section_id: section.section_id,
				question_id: essayQ,
				student_answer: text,
				time_spent: 60,
			});
		const saved = await session.save(answers);
		expect(saved.statusCode, saved.body).toBe(200);
		const result = examResultSchema.parse((await session.submit()).json());
		students.push({ token, person, result, session, essayQ, sectionId: section.section_id as string });
	}
	return { exam, students };
}

const queueOf = async (examId: string, token = admin) => {
	const res = await ctx.app.inject({
		method: "GET",
		url: `/api/exams/${examId}/grading`,
		headers: bearer(token),
	});
	expect(res.statusCode, res.body).toBe(200);
	return gradingQueueSchema.parse(res.json());
};
const grade = (examId: string, attemptId: string, questionId: string, body: object, token = admin) =>
	ctx.app.inject({
		method: "PUT",
		url: `/api/exams/${examId}/grading/${attemptId}/${questionId}`,
		headers: bearer(token),
		payload: body,
	});
const release = (examId: string, token = admin) =>
	ctx.app.inject({ method: "POST", url: `/api/exams/${examId}/grading/release`, headers: bearer(token) });
const resultOf = async (token: string, attemptId: string) =>
	examResultSchema.parse(
		(
			await ctx.app.inject({ method: "GET", url: `/api/exam-results/${attemptId}`, headers: bearer(token) })
		).json(),
	);

const ANSWER = "A function that calls itself, like **factorial**: n! = n × (n-1)!, ending at 0! = 1.";

describe("essays wait for a grader", () => {
	it("refuses an essay over its word limit with the limit named, and stores nothing", async () => {
		const bank = await makeBank(ctx.app, admin, [essay("Describe a stack in one line.")]);
		const exam = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "S", source: { mode: "fixed", questionIds: bank.questionIds } }]),
		);
		const { token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		const session = studentSession(ctx.app, token, exam.id);
		await session.start();
		const section = (await session.questions()).json().exam.sections[0];
		const q = section.questions[0].question_id;
		const long = Array.from({ length: 21 }, (_, i) => `word${i}`).join(" ");
		const res = await session.save([
			{ section_id: section.section_id, question_id: q, student_answer: long, time_spent: 5 },
		]);
		expect(res.statusCode).toBe(400);
		expect(res.body).toContain("at most 20 words");
		const list = await session.save([
			{ section_id: section.section_id, question_id: q, student_answer: ["a"], time_spent: 5 },
		]);
		expect(list.statusCode).toBe(400);
		const paper = (await session.questions()).json();
		expect(paper.exam.sections[0].questions[0].student_answer ?? null).toBeNull();
	});

	it("shows awaiting grading, hides the score from lists and analytics, and sends no result yet", async () => {
		const { exam, students } = await sittings([ANSWER, null]);
		const [writer, blank] = students;
		if (!writer || !blank) throw new Error("two sittings");
		expect(writer.result.awaiting_grading).toBe(true);
		const essayAnswer = writer.result.sections[0]?.questions[1];
		expect(essayAnswer).toMatchObject({ outcome: "pending", score: 0 });
		// A blank essay needs no grader: that attempt's result is final at once.
		expect(blank.result.awaiting_grading).toBe(false);
		expect(blank.result).toMatchObject({ score: 2, percentage: 25, passed: false });

		const list = studentExamListSchema.parse(
			(await ctx.app.inject({ method: "GET", url: "/students/exams", headers: bearer(writer.token) })).json(),
		);
		const row = list.exams.find((e) => e.exam_id === exam.id);
		expect(row).toMatchObject({ attempt_status: "submitted", awaiting_grading: true });
		expect(row?.percentage).toBeUndefined();

		const analytics = await ctx.app.inject({
			method: "GET",
			url: `/api/exams/${exam.id}/analytics`,
			headers: bearer(admin),
		});
		expect(analytics.statusCode, analytics.body).toBe(200);
		expect(examAnalyticsSchema.parse(analytics.json()).summary.attempts).toBe(1);

		const told = await notificationsOf(ctx.app, writer.token);
		expect(told.items.filter((n) => n.type === "exam_result_available")).toHaveLength(0);
	});
});

describe("grading with a rubric, then releasing", () => {
	it("grades, releases once, and the student, lists and analytics see the full result", async () => {
		const { exam, students } = await sittings([ANSWER, "Recursion is when a function calls itself."]);
		const [first, second] = students;
		if (!first || !second) throw new Error("two sittings");
		let queue = await queueOf(exam.id);
		expect(queue.questions[0]).toMatchObject({
			marks: 6,
			word_limit: 20,
			guidance: "Mentions stack frames.",
		});
		expect(queue.entries).toHaveLength(2);
		// Anonymous by default: labels in submission order, no names or roll numbers.
		expect(queue.entries.map((e) => [e.student_label, e.roll_no])).toEqual([
			["Student 1", null],
			["Student 2", null],
		]);
		expect(queue.entries.map((e) => e.answer)).toContain(ANSWER);
		expect(queue.counts).toMatchObject({ ungraded: 2, attempts_ready: 0, attempts_awaiting: 2 });

		const [e1, e2] = queue.entries;
		if (!e1 || !e2) throw new Error("two entries");
		// Every criterion needs a level; an unknown level is no level.
		const incomplete = await grade(exam.id, e1.attempt_id, e1.question_id, { levels: { c1: "l2" } });
		expect(incomplete.statusCode).toBe(400);
		expect(incomplete.json().message).toMatch(/every criterion/);
		const bogus = await grade(exam.id, e1.attempt_id, e1.question_id, { levels: { c1: "zz", c2: "y" } });
		expect(bogus.statusCode).toBe(400);

		// 4 + 2 of 6 points: the full 6 marks. 2 + 0 of 6: 2 marks.
		const g1 = await grade(exam.id, e1.attempt_id, e1.question_id, {
			levels: { c1: "l2", c2: "y" },
			comment: "Clear, with a good example.",
		});
		expect(g1.statusCode, g1.body).toBe(200);
		expect(gradeSchema.parse(g1.json())).toMatchObject({ score: 6, released: false });
		const g2 = await grade(exam.id, e2.attempt_id, e2.question_id, {
			levels: { c1: "l1", c2: "n" },
			comment: "",
		});
		expect(g2.json()).toMatchObject({ score: 2 });

		// Graded but not released: the student still waits.
		expect((await resultOf(first.token, first.result.attempt_id)).awaiting_grading).toBe(true);
		queue = await queueOf(exam.id);
		expect(queue.counts).toMatchObject({
			ungraded: 0,
			unreleased: 2,
			attempts_ready: 2,
			attempts_awaiting: 0,
		});

		const released = await release(exam.id);
		expect(released.statusCode, released.body).toBe(200);
		expect(releaseResultSchema.parse(released.json())).toEqual({ released: 2, still_awaiting: 0 });
		// Releasing again changes nothing.
		expect((await release(exam.id)).json()).toEqual({ released: 0, still_awaiting: 0 });

		const mine = await resultOf(first.token, first.result.attempt_id);
		expect(mine).toMatchObject({ awaiting_grading: false, score: 8, percentage: 100, passed: true });
		const graded = mine.sections[0]?.questions[1];
		expect(graded).toMatchObject({ outcome: "correct", score: 6 });
		expect(graded?.grade).toEqual({
			comment: "Clear, with a good example.",
			levels: [
				{ criterion: "Explains the idea", level: "Clearly", points: 4 },
				{ criterion: "Gives an example", level: "Yes", points: 2 },
			],
		});
		const theirs = await resultOf(second.token, second.result.attempt_id);
		expect(theirs).toMatchObject({ score: 4, percentage: 50, passed: true });
		expect(theirs.sections[0]?.questions[1]).toMatchObject({ outcome: "partial", score: 2 });

		const analytics = await ctx.app.inject({
			method: "GET",
			url: `/api/exams/${exam.id}/analytics`,
			headers: bearer(admin),
		});
		expect(examAnalyticsSchema.parse(analytics.json()).summary.attempts).toBe(2);
		const told = await notificationsOf(ctx.app, first.token);
		expect(told.items.filter((n) => n.type === "exam_result_available")).toHaveLength(1);

		// A released grade is final.
		const late = await grade(exam.id, e1.attempt_id, e1.question_id, { levels: { c1: "l0", c2: "n" } });
		expect(late.statusCode).toBe(409);
		expect((await resultOf(first.token, first.result.attempt_id)).score).toBe(8);
	});

	it("releases only fully graded attempts, and names students when anonymity is off", async () => {
		const { exam, students } = await sittings([ANSWER, ANSWER]);
		const settings = await ctx.app.inject({
			method: "PATCH",
			url: `/api/exams/${exam.id}/grading`,
			headers: bearer(admin),
			payload: { anonymous: false },
		});
		expect(settings.statusCode, settings.body).toBe(200);
		const queue = gradingQueueSchema.parse(settings.json());
		expect(queue.entries.map((e) => e.roll_no).sort()).toEqual(
			students.map((s) => s.person.rollNo ?? null).sort(),
		);
		const first = queue.entries[0];
		if (!first) throw new Error("an entry");
		await grade(exam.id, first.attempt_id, first.question_id, { levels: { c1: "l1", c2: "y" } });
		expect((await release(exam.id)).json()).toEqual({ released: 1, still_awaiting: 1 });
		const after = await queueOf(exam.id);
		expect(after.counts).toMatchObject({ ungraded: 1, released: 1, attempts_awaiting: 1 });
	});

	it("gives marks directly without a rubric, within the question's marks", async () => {
		const bank = await makeBank(ctx.app, admin, [
			essay("What is a deadlock?", {
				marks: 5,
				answerKey: { type: "essay", wordLimit: 100 },
			}),
		]);
		const exam = await makeExam(
			ctx.app,
			admin,
			examBody([{ title: "S", source: { mode: "fixed", questionIds: bank.questionIds } }]),
		);
		const { token } = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		const session = studentSession(ctx.app, token, exam.id);
		await session.start();
		const section = (await session.questions()).json().exam.sections[0];
		await session.save([
			{
				section_id: section.section_id,
				question_id: section.questions[0].question_id,
				student_answer: "Two processes each wait for a lock the other holds.",
				time_spent: 30,
			},
		]);
		await session.submit();
		const [entry] = (await queueOf(exam.id)).entries;
		if (!entry) throw new Error("an entry");
		expect((await grade(exam.id, entry.attempt_id, entry.question_id, {})).statusCode).toBe(400);
		const tooMany = await grade(exam.id, entry.attempt_id, entry.question_id, { score: 5.5 });
		expect(tooMany.statusCode).toBe(400);
		expect(tooMany.json().message).toContain("at most 5 marks");
		const ok = await grade(exam.id, entry.attempt_id, entry.question_id, {
			score: 3.5,
			comment: "Name the four conditions.",
		});
		expect(ok.json()).toMatchObject({ score: 3.5, comment: "Name the four conditions." });
	});
});

describe("who grades", () => {
	it("lets assigned faculty grade, refuses others and other colleges with 403, and only the admin manages", async () => {
		const { exam } = await sittings([ANSWER]);
		const faculty = await makeStaff(ctx.database.db, college, "ROLE_MENTOR");
		const facultyToken = await signInAs(ctx.app, faculty);
		const [entry] = (await queueOf(exam.id)).entries;
		if (!entry) throw new Error("an entry");
		const body = { levels: { c1: "l1", c2: "n" } };

		const unassigned = await grade(exam.id, entry.attempt_id, entry.question_id, body, facultyToken);
		expect(unassigned.statusCode).toBe(403);
		expect(unassigned.json().message).toContain("not a grader");

		const other = await makeCollege(ctx.database.db);
		const stranger = await makeStaff(ctx.database.db, other, "ROLE_MENTOR");
		const assignStranger = await ctx.app.inject({
			method: "PATCH",
			url: `/api/exams/${exam.id}/grading`,
			headers: bearer(admin),
			payload: { grader_ids: [stranger.id] },
		});
		expect(assignStranger.statusCode).toBe(403);

		const assign = await ctx.app.inject({
			method: "PATCH",
			url: `/api/exams/${exam.id}/grading`,
			headers: bearer(admin),
			payload: { grader_ids: [faculty.id] },
		});
		expect(assign.statusCode, assign.body).toBe(200);
		expect(gradingQueueSchema.parse(assign.json()).graders.map((g) => g.user_id)).toEqual([faculty.id]);

		const list = gradingExamListSchema.parse(
			(await ctx.app.inject({ method: "GET", url: "/api/grading", headers: bearer(facultyToken) })).json(),
		);
		expect(list.exams).toEqual([
			expect.objectContaining({ exam_id: exam.id, ungraded: 1, can_manage: false }),
		]);
		const assigned = await grade(exam.id, entry.attempt_id, entry.question_id, body, facultyToken);
		expect(assigned.statusCode, assigned.body).toBe(200);
		// Faculty grade but do not release or change settings.
		expect((await release(exam.id, facultyToken)).statusCode).toBe(403);

		const strangerToken = await signInAs(ctx.app, stranger);
		const outside = await grade(exam.id, entry.attempt_id, entry.question_id, body, strangerToken);
		expect(outside.statusCode).toBe(403);
		expect(outside.json().message).toContain("your own college");

		const student = await makeSignedInStudent(ctx.app, ctx.database.db, college);
		expect((await queueOf(exam.id).catch(() => null)) !== null).toBe(true);
		const asStudent = await ctx.app.inject({
			method: "GET",
			url: `/api/exams/${exam.id}/grading`,
			headers: bearer(student.token),
		});
		expect(asStudent.statusCode).toBe(403);
	});

	it("answers 404 for an unknown exam, attempt or question, and 400 for a question graded automatically", async () => {
		const { exam, students } = await sittings([ANSWER]);
		const [entry] = (await queueOf(exam.id)).entries;
		const first = students[0];
		if (!entry || !first) throw new Error("an entry");
		const missing = "00000000-0000-4000-8000-000000000000";
		expect((await grade(missing, entry.attempt_id, entry.question_id, {})).statusCode).toBe(404);
		expect(
			(await grade(exam.id, missing, entry.question_id, { levels: { c1: "l0", c2: "n" } })).statusCode,
		).toBe(404);
		expect((await grade(exam.id, entry.attempt_id, "nope", {})).statusCode).toBe(404);
		const numericQ = first.result.sections[0]?.questions[0]?.question_id ?? "";
		const auto = await grade(exam.id, entry.attempt_id, numericQ, { score: 1 });
		expect(auto.statusCode).toBe(400);
	});
});

describe("a regrade while essays await grading", () => {
	it("moves the partial score but tells only students whose result is out", async () => {
		const { exam, students } = await sittings([ANSWER, null]);
		const [waiting, final] = students;
		if (!waiting || !final) throw new Error("two sittings");
		const keys = await ctx.app.inject({
			method: "GET",
			url: `/api/exams/${exam.id}/answer-keys`,
			headers: bearer(admin),
		});
		const numeric = keys.json().questions.find((q: { type: string }) => q.type === "numeric");
		const res = await ctx.app.inject({
			method: "POST",
			url: `/api/exams/${exam.id}/questions/${numeric.question_id}/regrade`,
			headers: bearer(admin),
			payload: { answerKey: { type: "numeric", value: 1000, tolerance: 0 }, apply: true },
		});
		expect(res.statusCode, res.body).toBe(200);
		expect(res.json().changes).toHaveLength(2);
		const regraded = async (token: string) =>
			(await notificationsOf(ctx.app, token)).items.filter((n) => n.type === "exam_result_regraded");
		expect(await regraded(waiting.token)).toHaveLength(0);
		expect(await regraded(final.token)).toHaveLength(1);
		// Released later, the essay's marks add to the regraded score: 0 + 6 of 8.
		const [entry] = (await queueOf(exam.id)).entries;
		if (!entry) throw new Error("an entry");
		await grade(exam.id, entry.attempt_id, entry.question_id, { levels: { c1: "l2", c2: "y" } });
		await release(exam.id);
		expect(await resultOf(waiting.token, waiting.result.attempt_id)).toMatchObject({
			score: 6,
			percentage: 75,
		});
	});
});
