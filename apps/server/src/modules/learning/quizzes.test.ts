import {
	courseDetailSchema,
	mockAttemptSchema,
	mockResultSchema,
	practiceAnswerResultSchema,
	practiceQuizSchema,
} from "@unnati/contracts/learning";
import { describe, expect, it } from "vitest";
import { bearer, testClock } from "../../test/auth-helpers";
import { makeCollege, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { FIXTURE, loadFixture } from "./test-fixtures";

const clock = testClock(Date.parse("2026-11-24T06:00:00Z"));
const ctx = useTestApp({ beforeBuild: loadFixture, clock });

async function enrolledStudent() {
	const college = await makeCollege(ctx.database.db);
	const headers = bearer(await signInAs(ctx.app, await makeStudent(ctx.database.db, college)));
	await ctx.app.inject({ method: "POST", url: `/api/learning/courses/${FIXTURE.course}/enrolment`, headers });
	return headers;
}

async function quizIds() {
	const course = courseDetailSchema.parse(
		(await ctx.app.inject({ method: "GET", url: `/api/learning/courses/${FIXTURE.course}` })).json(),
	);
	return { practice: course.modules[0]?.quiz?.id as string, mock: course.mockTest?.id as string };
}

describe("practice quizzes", () => {
	it("never sends answer keys or explanations before an answer", async () => {
		const headers = await enrolledStudent();
		const { practice } = await quizIds();
		const res = await ctx.app.inject({ method: "GET", url: `/api/learning/quizzes/${practice}`, headers });
		expect(res.statusCode).toBe(200);
		practiceQuizSchema.parse(res.json());
		expect(res.body).not.toMatch(/answerKey|explanation|2\^20 is 1,048,576/);
	});

	it("gives instant feedback with the explanation, allows retries and keeps the best score", async () => {
		const headers = await enrolledStudent();
		const { practice } = await quizIds();
		const answer = (questionId: string, value: string) =>
			ctx.app.inject({
				method: "POST",
				url: `/api/learning/quizzes/${practice}/answers`,
				headers,
				payload: { questionId, answer: value },
			});

		// First try: one right, one wrong → 50%.
		const first = practiceAnswerResultSchema.parse((await answer("q1", "b")).json());
		expect(first.feedback).toMatchObject({ outcome: "wrong", correctAnswer: "a" });
		expect(first.feedback.explanation).toContain("2^20");
		expect(first.finished).toBeNull();
		expect((await answer("q1", "a")).statusCode).toBe(409); // once per attempt
		const done = practiceAnswerResultSchema.parse((await answer("q2", "1")).json());
		expect(done.finished).toMatchObject({ percentage: 50, passed: false, bestPercentage: 50 });

		// Retry: both right → 100%, best kept.
		await answer("q1", "a");
		const retry = practiceAnswerResultSchema.parse((await answer("q2", "1")).json());
		expect(retry.finished).toMatchObject({ percentage: 100, passed: true, bestPercentage: 100 });
		// A third, worse try does not lower the best.
		await answer("q1", "c");
		const worse = practiceAnswerResultSchema.parse((await answer("q2", "7")).json());
		expect(worse.finished).toMatchObject({ percentage: 0, bestPercentage: 100 });

		const quiz = practiceQuizSchema.parse(
			(await ctx.app.inject({ method: "GET", url: `/api/learning/quizzes/${practice}`, headers })).json(),
		);
		expect(quiz.bestPercentage).toBe(100);
		expect(quiz.history).toHaveLength(3);
	});

	it("refuses an answer of the wrong shape and a student who is not enrolled", async () => {
		const headers = await enrolledStudent();
		const { practice } = await quizIds();
		const bad = await ctx.app.inject({
			method: "POST",
			url: `/api/learning/quizzes/${practice}/answers`,
			headers,
			payload: { questionId: "q1", answer: "z" },
		});
		expect(bad.statusCode).toBe(400);
		const college = await makeCollege(ctx.database.db);
		const outsider = bearer(await signInAs(ctx.app, await makeStudent(ctx.database.db, college)));
		const refused = await ctx.app.inject({
			method: "GET",
			url: `/api/learning/quizzes/${practice}`,
			headers: outsider,
		});
		expect(refused.statusCode).toBe(403);
		expect(refused.json().code).toBe("NOT_ENROLLED");
	});
});

describe("timed mock tests", () => {
	it("saves answers in batches, scores on submit and names strengths and weaknesses by topic", async () => {
		const headers = await enrolledStudent();
		const { mock } = await quizIds();
		const started = mockAttemptSchema.parse(
			(await ctx.app.inject({ method: "POST", url: `/api/learning/tests/${mock}/start`, headers })).json(),
		);
		expect(started.timeRemainingSeconds).toBe(600);
		expect(JSON.stringify(started)).not.toMatch(/answerKey|explanation/);
		const again = mockAttemptSchema.parse(
			(await ctx.app.inject({ method: "POST", url: `/api/learning/tests/${mock}/start`, headers })).json(),
		);
		expect(again.attemptId).toBe(started.attemptId); // resumes

		const save = await ctx.app.inject({
			method: "POST",
			url: `/api/learning/test-attempts/${started.attemptId}/answers`,
			headers,
			payload: {
				answers: [
					{ questionId: "q1", answer: "a", timeSpent: 20 },
					{ questionId: "q2", answer: "b", timeSpent: 30 },
					{ questionId: "q3", answer: "11", timeSpent: 40 },
				],
			},
		});
		expect(save.json()).toMatchObject({ saved: 3 });
		const submitted = mockResultSchema.parse(
			(
				await ctx.app.inject({
					method: "POST",
					url: `/api/learning/test-attempts/${started.attemptId}/submit`,
					headers,
				})
			).json(),
		);
		expect(submitted).toMatchObject({ score: 2, maxScore: 4, percentage: 50, passed: false });
		const standing = Object.fromEntries(submitted.topics.map((t) => [t.topic, t.standing]));
		expect(standing).toEqual({
			"binary-search": "strong",
			complexity: "strong",
			invariants: "weak",
			"search-on-answer": "weak",
		});
		expect(submitted.questions[1]).toMatchObject({ outcome: "wrong", correctAnswer: "a" });

		const late = await ctx.app.inject({
			method: "POST",
			url: `/api/learning/test-attempts/${started.attemptId}/answers`,
			headers,
			payload: { answers: [{ questionId: "q2", answer: "a", timeSpent: 5 }] },
		});
		expect(late.statusCode).toBe(409);
		expect(late.json().code).toBe("ATTEMPT_FINISHED");
	});

	it("refuses saves after time is up and scores what was saved by then", async () => {
		const headers = await enrolledStudent();
		const { mock } = await quizIds();
		const started = mockAttemptSchema.parse(
			(await ctx.app.inject({ method: "POST", url: `/api/learning/tests/${mock}/start`, headers })).json(),
		);
		await ctx.app.inject({
			method: "POST",
			url: `/api/learning/test-attempts/${started.attemptId}/answers`,
			headers,
			payload: { answers: [{ questionId: "q1", answer: "a", timeSpent: 5 }] },
		});
		clock.advance(11 * 60_000);
		const late = await ctx.app.inject({
			method: "POST",
			url: `/api/learning/test-attempts/${started.attemptId}/answers`,
			headers,
			payload: { answers: [{ questionId: "q2", answer: "a", timeSpent: 5 }] },
		});
		expect(late.statusCode).toBe(409);
		const result = mockResultSchema.parse(
			(
				await ctx.app.inject({
					method: "GET",
					url: `/api/learning/test-attempts/${started.attemptId}`,
					headers,
				})
			).json(),
		);
		expect(result).toMatchObject({ score: 1, percentage: 25 });
		expect(result.timeTakenSeconds).toBe(600);
	});

	it("hides one student's attempt from another (404)", async () => {
		const headers = await enrolledStudent();
		const other = await enrolledStudent();
		const { mock } = await quizIds();
		const started = mockAttemptSchema.parse(
			(await ctx.app.inject({ method: "POST", url: `/api/learning/tests/${mock}/start`, headers })).json(),
		);
		const res = await ctx.app.inject({
			method: "POST",
			url: `/api/learning/test-attempts/${started.attemptId}/submit`,
			headers: other,
		});
		expect(res.statusCode).toBe(404);
	});
});
