import {
	authoringCourseSchema,
	authoringQuizSchema,
	courseDetailSchema,
	practiceAnswerResultSchema,
	practiceQuizSchema,
	reviewDetailSchema,
	reviewQueueSchema,
} from "@unnati/contracts/learning";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import {
	makeBank,
	makeCollege,
	makeStaff,
	makeStudent,
	numericQuestion,
	signInAs,
	singleChoice,
} from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { notifications } from "../notifications/tables";
import { learningCourseInstructors, learningCourses, learningQuizRevisions } from "./tables";
import { FIXTURE, loadFixture } from "./test-fixtures";

const ctx = useTestApp({ beforeBuild: loadFixture });

type Headers = Record<string, string>;
const inject = (method: "GET" | "POST" | "PUT", url: string, headers: Headers, payload?: unknown) =>
	ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function fixtureCourseId(): Promise<string> {
	const [row] = await ctx.database.db
		.select({ id: learningCourses.id })
		.from(learningCourses)
		.where(eq(learningCourses.slug, FIXTURE.course));
	if (!row) throw new Error("fixture course missing");
	return row.id;
}

/** A college with an instructor assigned to the fixture course, its instructor admin, a bank and a student. */
async function setting() {
	const db = ctx.database.db;
	const college = await makeCollege(db);
	const instructor = await makeStaff(db, college, "ROLE_INSTRUCTOR");
	const admin = await makeStaff(db, college, "ROLE_INSTRUCTOR_ADMIN");
	const examAdmin = await makeStaff(db, college, "ROLE_EXAM_ADMIN");
	const courseId = await fixtureCourseId();
	await db
		.insert(learningCourseInstructors)
		.values({ courseId, userId: instructor.id })
		.onConflictDoNothing();
	const bank = await makeBank(ctx.app, await signInAs(ctx.app, examAdmin), [
		singleChoice("Which condition keeps lo <= hi meaningful in a closed-interval binary search?", "a", {
			explanation: "Bank explanation.",
		}),
		numericQuestion(
			"How many comparisons does binary search need at most for 1,024 sorted roll numbers?",
			11,
		),
	]);
	const student = await makeStudent(db, college);
	const asStudent = bearer(await signInAs(ctx.app, student)) as Headers;
	await inject("POST", `/api/learning/courses/${FIXTURE.course}/enrolment`, asStudent);
	return {
		college,
		courseId,
		bank,
		student,
		asStudent,
		asInstructor: bearer(await signInAs(ctx.app, instructor)) as Headers,
		asAdmin: bearer(await signInAs(ctx.app, admin)) as Headers,
	};
}

const newQuestion = {
	source: "new",
	question: {
		type: "mcq",
		text: "A search on the answer needs the predicate to be…",
		options: [
			{ id: "a", text: "Monotone over the range" },
			{ id: "b", text: "Defined only on even numbers" },
		],
		answerKey: { type: "mcq", correct: ["a"] },
		explanation: "Halving discards the half where the answer cannot be; that needs a monotone predicate.",
	},
} as const;

async function publishedQuizIds() {
	const course = courseDetailSchema.parse(
		(await ctx.app.inject({ method: "GET", url: `/api/learning/courses/${FIXTURE.course}` })).json(),
	);
	return { practice: course.modules[0]?.quiz?.id as string, mock: course.mockTest?.id as string, course };
}

describe("quiz authoring: refusals", () => {
	it("refuses an empty quiz, a question without a correct option, an unknown or coding bank question, and strangers", async () => {
		const { courseId, asInstructor } = await setting();
		const url = `/api/authoring/courses/${courseId}/quizzes/halving`;
		const base = { title: "Halving a range: practice quiz", passPercent: 60 };
		const revisionsBefore = await ctx.database.db
			.select({ id: learningQuizRevisions.id })
			.from(learningQuizRevisions);

		const empty = await inject("PUT", url, asInstructor, { ...base, questions: [] });
		expect(empty.statusCode).toBe(400);
		expect(empty.body).toContain("Add at least one question");

		const noCorrect = await inject("PUT", url, asInstructor, {
			...base,
			questions: [
				{
					...newQuestion,
					question: { ...newQuestion.question, answerKey: { type: "mcq", correct: [] } },
				},
			],
		});
		expect(noCorrect.statusCode).toBe(400);

		const notAnOption = await inject("PUT", url, asInstructor, {
			...base,
			questions: [
				{ ...newQuestion, question: { ...newQuestion.question, answerKey: { type: "mcq", correct: ["z"] } } },
			],
		});
		expect(notAnOption.statusCode).toBe(400);
		expect(notAnOption.body).toContain("A correct answer must be one of the options.");

		const unknown = await inject("PUT", url, asInstructor, {
			...base,
			questions: [{ source: "bank", bankQuestionId: "00000000-0000-4000-8000-000000000000" }],
		});
		expect(unknown.statusCode).toBe(400);
		expect(unknown.json()).toMatchObject({ code: "BAD_REQUEST" });
		expect(unknown.body).toContain("not in your college's question banks");

		const coding = await inject("PUT", url, asInstructor, {
			...base,
			questions: [
				{
					source: "new",
					question: {
						type: "coding",
						text: "Write binary search.",
						answerKey: { type: "coding", problemId: "two-sum", languages: ["python"], marksPerTest: 1 },
					},
				},
			],
		});
		expect(coding.statusCode).toBe(400);

		const mockWithoutTime = await inject(
			"PUT",
			`/api/authoring/courses/${courseId}/quizzes/mock-test`,
			asInstructor,
			{
				...base,
				durationMinutes: null,
				questions: [newQuestion],
			},
		);
		expect(mockWithoutTime.statusCode).toBe(400);
		expect(mockWithoutTime.body).toContain("minutes");

		expect(
			(await inject("GET", `/api/authoring/courses/${courseId}/quizzes/no-such-module`, asInstructor))
				.statusCode,
		).toBe(404);

		// Another instructor, not assigned to the course: 403, on reading and on saving.
		const stranger = bearer(
			await signInAs(
				ctx.app,
				await makeStaff(ctx.database.db, await makeCollege(ctx.database.db), "ROLE_INSTRUCTOR"),
			),
		) as Headers;
		expect((await inject("GET", url, stranger)).statusCode).toBe(403);
		expect((await inject("PUT", url, stranger, { ...base, questions: [newQuestion] })).statusCode).toBe(403);
		// A student may not author at all.
		const { asStudent } = await setting();
		expect((await inject("PUT", url, asStudent, { ...base, questions: [newQuestion] })).statusCode).toBe(403);

		// Nothing was stored by any refusal.
		const revisionsAfter = await ctx.database.db
			.select({ id: learningQuizRevisions.id })
			.from(learningQuizRevisions);
		expect(revisionsAfter.length).toBe(revisionsBefore.length);
	});
});

describe("quiz authoring: draft → in review → published", () => {
	it("keeps the published quiz for students until the edit is approved, then serves the new questions in order", async () => {
		const { courseId, bank, asInstructor, asAdmin, asStudent } = await setting();
		const { practice } = await publishedQuizIds();
		const before = practiceQuizSchema.parse(
			(await inject("GET", `/api/learning/quizzes/${practice}`, asStudent)).json(),
		);

		// The banks of the instructor's college, and one bank's questions, to pick from.
		const banks = (await inject("GET", "/api/authoring/question-banks", asInstructor)).json();
		expect(banks.banks.map((b: { id: string }) => b.id)).toContain(bank.bankId);
		const detail = await inject("GET", `/api/authoring/question-banks/${bank.bankId}`, asInstructor);
		expect(detail.statusCode).toBe(200);
		expect(detail.json().questions).toHaveLength(2);

		// Picked from the bank (with this quiz's own explanation) and written here, the new one first.
		const saved = await inject("PUT", `/api/authoring/courses/${courseId}/quizzes/halving`, asInstructor, {
			title: "Halving a range: practice quiz (revised)",
			passPercent: 70,
			questions: [
				newQuestion,
				{ source: "bank", bankQuestionId: bank.questionIds[0], explanation: "Quiz explanation: lo <= hi." },
				{ source: "bank", bankQuestionId: bank.questionIds[1] },
			],
		});
		expect(saved.statusCode, saved.body).toBe(200);
		const quiz = authoringQuizSchema.parse(saved.json());
		expect(quiz).toMatchObject({ state: "draft", exists: true, passPercent: 70, editable: true });
		expect(quiz.questions.map((q) => q.id)).toEqual(["q1", "q2", "q3"]);
		expect(quiz.questions[1]).toMatchObject({
			bankQuestionId: bank.questionIds[0],
			explanation: "Quiz explanation: lo <= hi.",
		});
		expect(quiz.questions[2]?.answerKey).toMatchObject({ type: "numeric", value: 11 });

		// The course editor shows the changed quiz; students still get the published one.
		const course = authoringCourseSchema.parse(
			(await inject("GET", `/api/authoring/courses/${courseId}`, asInstructor)).json(),
		);
		expect(course.modules[0]?.quiz).toMatchObject({
			id: practice,
			state: "draft",
			changed: true,
			questionCount: 3,
		});
		const during = practiceQuizSchema.parse(
			(await inject("GET", `/api/learning/quizzes/${practice}`, asStudent)).json(),
		);
		expect(during.questions.map((q) => q.text)).toEqual(before.questions.map((q) => q.text));

		// Reordering is saving the list in the new order (the draft is updated, not a new version).
		const reordered = authoringQuizSchema.parse(
			(
				await inject("PUT", `/api/authoring/courses/${courseId}/quizzes/halving`, asInstructor, {
					title: quiz.title,
					passPercent: 70,
					questions: [
						{
							source: "bank",
							bankQuestionId: bank.questionIds[0],
							explanation: "Quiz explanation: lo <= hi.",
						},
						newQuestion,
					],
				})
			).json(),
		);
		expect(reordered.number).toBe(quiz.number);
		expect(reordered.questions.map((q) => q.text)).toEqual([
			"Which condition keeps lo <= hi meaningful in a closed-interval binary search?",
			newQuestion.question.text,
		]);

		// The mock test (the course's final test): its pass mark and time.
		const mock = await inject("PUT", `/api/authoring/courses/${courseId}/quizzes/mock-test`, asInstructor, {
			title: "Binary search final test",
			durationMinutes: 20,
			passPercent: 75,
			questions: [newQuestion],
		});
		expect(mock.statusCode, mock.body).toBe(200);

		// Submitted with the course; frozen while in review.
		expect((await inject("POST", `/api/authoring/courses/${courseId}/submit`, asInstructor)).statusCode).toBe(
			200,
		);
		const frozen = await inject("PUT", `/api/authoring/courses/${courseId}/quizzes/halving`, asInstructor, {
			title: quiz.title,
			passPercent: 70,
			questions: [newQuestion],
		});
		expect(frozen.statusCode).toBe(409);
		const queue = reviewQueueSchema.parse((await inject("GET", "/api/authoring/reviews", asAdmin)).json());
		const item = queue.items.find((i) => i.courseId === courseId);
		const review = reviewDetailSchema.parse(
			(await inject("GET", `/api/authoring/reviews/${item?.revisionId}`, asAdmin)).json(),
		);
		expect(review.quizzes.map((q) => q.kind).sort()).toEqual(["mock", "practice"]);
		expect(
			(await inject("GET", `/api/learning/quizzes/${practice}`, asStudent)).json().questions,
		).toHaveLength(before.questions.length);

		expect(
			(await inject("POST", `/api/authoring/reviews/${item?.revisionId}/approve`, asAdmin, {})).statusCode,
		).toBe(200);
		const after = practiceQuizSchema.parse(
			(await inject("GET", `/api/learning/quizzes/${practice}`, asStudent)).json(),
		);
		expect(after.title).toBe("Halving a range: practice quiz (revised)");
		expect(after.passPercent).toBe(70);
		expect(after.questions.map((q) => q.id)).toEqual(["q1", "q2"]);
		const answered = practiceAnswerResultSchema.parse(
			(
				await inject("POST", `/api/learning/quizzes/${practice}/answers`, asStudent, {
					questionId: "q1",
					answer: "a",
				})
			).json(),
		);
		expect(answered.feedback).toMatchObject({
			outcome: "correct",
			explanation: "Quiz explanation: lo <= hi.",
		});
		const { course: published } = await publishedQuizIds();
		expect(published.mockTest).toMatchObject({ durationMinutes: 20 });

		// Version history of the quiz: the first published version was superseded.
		const states = await ctx.database.db
			.select({ state: learningQuizRevisions.state })
			.from(learningQuizRevisions)
			.where(and(eq(learningQuizRevisions.quizId, practice)));
		expect(states.map((s) => s.state).sort()).toEqual(["published", "superseded"]);
	});

	it("adds a practice quiz to a new module, published with the course", async () => {
		const { courseId, asInstructor, asAdmin } = await setting();
		const course = authoringCourseSchema.parse(
			(await inject("GET", `/api/authoring/courses/${courseId}`, asInstructor)).json(),
		);
		const outline = await inject("PUT", `/api/authoring/courses/${courseId}/outline`, asInstructor, {
			modules: [
				...course.modules.map((m) => ({ title: m.title, lessonIds: m.lessons.map((l) => l.id) })),
				{ title: "Revision round", lessonIds: [] },
			],
		});
		const added = authoringCourseSchema.parse(outline.json()).modules.at(-1);
		expect(added?.quiz).toBeNull();
		const fresh = authoringQuizSchema.parse(
			(await inject("GET", `/api/authoring/courses/${courseId}/quizzes/${added?.slug}`, asInstructor)).json(),
		);
		expect(fresh).toMatchObject({ exists: false, kind: "practice", questions: [] });
		const saved = await inject(
			"PUT",
			`/api/authoring/courses/${courseId}/quizzes/${added?.slug}`,
			asInstructor,
			{
				title: "Revision round: practice quiz",
				passPercent: 50,
				questions: [newQuestion],
			},
		);
		expect(saved.statusCode, saved.body).toBe(200);
		expect((await inject("POST", `/api/authoring/courses/${courseId}/submit`, asInstructor)).statusCode).toBe(
			200,
		);
		const queue = reviewQueueSchema.parse((await inject("GET", "/api/authoring/reviews", asAdmin)).json());
		const item = queue.items.find((i) => i.courseId === courseId);
		await inject("POST", `/api/authoring/reviews/${item?.revisionId}/approve`, asAdmin, {});
		const { course: published } = await publishedQuizIds();
		expect(published.modules.at(-1)?.quiz).toBeTruthy();
	});
});

describe("course notifications", () => {
	it("tells students a new course is published once, and its instructor the decision", async () => {
		const db = ctx.database.db;
		const college = await makeCollege(db);
		const instructor = await makeStaff(db, college, "ROLE_INSTRUCTOR");
		const admin = await makeStaff(db, college, "ROLE_INSTRUCTOR_ADMIN");
		const student = await makeStudent(db, college);
		const asInstructor = bearer(await signInAs(ctx.app, instructor)) as Headers;
		const asAdmin = bearer(await signInAs(ctx.app, admin)) as Headers;
		const created = await inject("POST", "/api/authoring/courses", asInstructor, {
			title: "Recursion for placement rounds",
			summary: "Base cases, the call stack and recursion trees, with GATE-style questions.",
			level: "beginner",
			hours: 4,
			journeySlug: FIXTURE.path,
		});
		expect(created.statusCode, created.body).toBe(201);
		const courseId = created.json().id as string;
		const lesson = await inject("POST", `/api/authoring/courses/${courseId}/lessons`, asInstructor, {
			moduleIndex: 0,
			title: "What a base case is for",
		});
		expect(lesson.statusCode).toBe(201);
		const approve = async () => {
			expect(
				(await inject("POST", `/api/authoring/courses/${courseId}/submit`, asInstructor)).statusCode,
			).toBe(200);
			const queue = reviewQueueSchema.parse((await inject("GET", "/api/authoring/reviews", asAdmin)).json());
			const item = queue.items.find((i) => i.courseId === courseId);
			const res = await inject("POST", `/api/authoring/reviews/${item?.revisionId}/approve`, asAdmin, {
				comment: "Clear and accurate.",
			});
			expect(res.statusCode).toBe(200);
		};
		await approve();
		const ofType = async (userId: string, type: string) =>
			db
				.select({ data: notifications.data })
				.from(notifications)
				.where(and(eq(notifications.recipientId, userId), eq(notifications.type, type)));
		const told = await ofType(student.id, "course_published");
		expect(told).toHaveLength(1);
		expect(told[0]?.data).toMatchObject({ courseTitle: "Recursion for placement rounds" });
		expect(await ofType(instructor.id, "course_review_decided")).toHaveLength(1);
		expect((await ofType(instructor.id, "course_review_decided"))[0]?.data).toMatchObject({
			decision: "approved",
			comment: "Clear and accurate.",
		});

		// A later approved edit is not announced to students again.
		await inject("PUT", `/api/authoring/courses/${courseId}/lessons/${lesson.json().id}`, asInstructor, {
			title: "What a base case is for",
			minutes: 12,
			preview: true,
			markdown: "Every recursive function needs a base case that stops it.",
		});
		await approve();
		expect(await ofType(student.id, "course_published")).toHaveLength(1);

		// The preference screen lists the new type.
		const prefs = await inject(
			"GET",
			"/api/notifications/preferences",
			bearer(await signInAs(ctx.app, student)) as Headers,
		);
		expect(prefs.body).toContain("course_published");
	});
});
