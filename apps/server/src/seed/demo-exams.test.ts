import {
	examListSchema,
	examQuestionsSchema,
	gradingExamListSchema,
	gradingQueueSchema,
	studentExamListSchema,
} from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { bearer, seedDemo } from "../test/auth-helpers";
import { EXAM_ADMIN, studentLogin } from "../test/demo-logins";
import { signedInAs, studentSession } from "../test/factories";
import { useTestApp } from "../test/test-app";

const ctx = useTestApp({ beforeBuild: seedDemo });

const examsOf = async (token: string) =>
	studentExamListSchema.parse(
		(await ctx.app.inject({ method: "GET", url: "/students/exams", headers: bearer(token) })).json(),
	).exams;

describe("the demo's exams", () => {
	it("give 22CSE001 the live, proctored Demo Aptitude Test: 2 sections, 12 questions, multi-answer and numeric ones", async () => {
		const [student] = await signedInAs(ctx.app, studentLogin("22CSE001"));
		const exams = await examsOf(student);
		const demo = exams.find((e) => e.title === "Demo Aptitude Test");
		expect(demo).toMatchObject({ status: "live", proctored: true, duration_minutes: 30, question_count: 12 });
		expect(demo?.attempt_id).toBeUndefined();
		expect(Date.parse(demo?.ends_at ?? "") - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60_000);
		expect(exams.find((e) => e.title === "Data Structures Quiz")?.status).toBe("upcoming");
		expect(exams.find((e) => e.title === "Aptitude Practice Test 1")?.status).toBe("missed");
		expect(exams.find((e) => e.title === "Placement Coding Round")).toMatchObject({
			status: "live",
			question_count: 2,
		});
		expect(exams.find((e) => e.title === "Placement Mock: Timed Sections")).toMatchObject({
			status: "live",
			duration_minutes: 20,
			question_count: 12,
		});
		expect(exams.find((e) => e.title === "CS Fundamentals Quiz")).toMatchObject({
			status: "live",
			proctored: false,
			question_count: 10,
		});

		const session = studentSession(ctx.app, student, demo?.exam_id ?? "");
		expect((await session.start()).statusCode).toBe(200);
		const paper = examQuestionsSchema.parse((await session.questions()).json());
		expect(paper.exam.passing_score_percentage).toBe(40);
		expect(paper.exam.sections.map((s) => [s.title, s.questions.length])).toEqual([
			["Quantitative Aptitude", 6],
			["Programming Fundamentals", 6],
		]);
		const questions = paper.exam.sections.flatMap((s) => s.questions);
		expect(questions.filter((q) => q.multi_answer).length).toBeGreaterThanOrEqual(2);
		expect(questions.filter((q) => q.type === "numeric").length).toBeGreaterThanOrEqual(1);
	});

	it("has a completed practice test with about 150 scored attempts", async () => {
		const [admin, other] = await signedInAs(ctx.app, EXAM_ADMIN, studentLogin("22CSE003"));
		const list = examListSchema.parse(
			(await ctx.app.inject({ method: "GET", url: "/api/exams", headers: bearer(admin) })).json(),
		);
		expect(list.exams.find((e) => e.title === "Aptitude Practice Test 1")?.attemptCount).toBe(142);
		const practice = (await examsOf(other)).find((e) => e.title === "Aptitude Practice Test 1");
		expect(practice).toMatchObject({ status: "completed", attempt_status: "submitted" });
		const result = await ctx.app.inject({
			method: "GET",
			url: `/api/exam-results/${practice?.attempt_id}`,
			headers: bearer(other),
		});
		expect(result.statusCode).toBe(200);
		expect(result.json().max_score).toBe(11);
	});

	it("has a live quiz with every kind of question that a full paper scores with partial credit", async () => {
		const [student] = await signedInAs(ctx.app, studentLogin("22CSE004"));
		const quiz = (await examsOf(student)).find((e) => e.title === "CS Fundamentals Quiz");
		const session = studentSession(ctx.app, student, quiz?.exam_id ?? "");
		expect((await session.start()).statusCode).toBe(200);
		const paper = examQuestionsSchema.parse((await session.questions()).json());
		const questions = paper.exam.sections.flatMap((s) => s.questions);
		expect(new Set(questions.map((q) => q.type))).toEqual(
			new Set(["truefalse", "short", "matching", "ordering", "mcq", "numeric"]),
		);
		const section = paper.exam.sections[0]?.section_id ?? "";
		const textOf = (q: (typeof questions)[number], text: string) =>
			q.options.find((o) => o.text === text)?.id ?? "";
		const answers = questions.flatMap((q) => {
			if (q.type === "short") return [{ q, answer: q.text.includes("SQL") ? "select  distinct" : "log n" }];
			if (q.type === "numeric") return [{ q, answer: "1000" }];
			if (q.type === "mcq") return [{ q, answer: textOf(q, "Priority queue") }];
			return [];
		});
		const saved = await session.save(
			answers.map(({ q, answer }, i) => ({
				section_id: section,
				question_id: q.question_id,
				student_answer: answer,
				time_spent: 10,
				client_seq: i + 1,
			})),
		);
		expect(saved.statusCode, saved.body).toBe(200);
		const submitted = await session.submit();
		expect(submitted.statusCode, submitted.body).toBe(200);
		const result = submitted.json() as {
			sections: { questions: { type: string; score: number; feedback?: string }[] }[];
		};
		const scored = result.sections
			.flatMap((s) => s.questions)
			.filter((q) => ["short", "numeric", "mcq"].includes(q.type));
		// SELECT DISTINCT by pattern (2), "log n" at 50 % (1), 1000 GB at 25 % (0.5), a priority queue at 25 % (0.5).
		expect(scored.map((q) => q.score).sort()).toEqual([0.5, 0.5, 1, 2]);
		expect(scored.every((q) => (q.feedback ?? "").length > 0)).toBe(true);
	});
});

describe("the demo's written exam", () => {
	it("has two released results, graded essays waiting for release, and a queue for the admin and FAC1001", async () => {
		const [admin] = await signedInAs(ctx.app, EXAM_ADMIN);
		const list = gradingExamListSchema.parse(
			(await ctx.app.inject({ method: "GET", url: "/api/grading", headers: bearer(admin) })).json(),
		);
		const written = list.exams.find((e) => e.title === "DBMS Mid-Semester Test (Written)");
		// 8 sitters × 2 essays: 4 released (2 students), 4 graded and waiting (one student's both), 8 to grade.
		expect(written).toMatchObject({ released: 4, unreleased: 4, ungraded: 8 });
		const queue = gradingQueueSchema.parse(
			(
				await ctx.app.inject({
					method: "GET",
					url: `/api/exams/${written?.exam_id}/grading`,
					headers: bearer(admin),
				})
			).json(),
		);
		expect(queue.questions.map((q) => q.rubric?.length)).toEqual([3, 2]);
		expect(queue.graders.map((g) => g.name)).toHaveLength(2);
		expect(queue.counts).toMatchObject({ attempts_ready: 1, attempts_awaiting: 5 });

		const [released, waiting] = await Promise.all(
			["23CSE001", "23CSE004"].map(async (roll) => {
				const [token] = await signedInAs(ctx.app, studentLogin(roll));
				return (await examsOf(token)).find((e) => e.title === "DBMS Mid-Semester Test (Written)");
			}),
		);
		expect(released).toMatchObject({ attempt_status: "submitted" });
		expect(released?.percentage).toBeGreaterThan(0);
		expect(waiting).toMatchObject({ attempt_status: "submitted", awaiting_grading: true });
	});
});
