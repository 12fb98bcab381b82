import type { FastifyInstance } from "fastify";
import { bearer } from "../../test/auth-helpers";
import { makeStudent, signInAs, type TestCollege } from "../../test/factories";
import type { TestContext } from "../../test/test-app";

/** Learning's fixture course (learning/test-fixtures.ts, loaded by the tests with loadFixture). */
export const FIXTURE = {
	course: "test-binary-search",
	title: "Binary search in practice",
	hours: 3,
	journey: "test-dsa",
	lessons: ["why-halving-works", "loop-invariants", "search-on-the-answer"],
} as const;

/** The fixture course's mock test answered right (4 of 4) or at 50% (below its 60% pass mark). */
const RIGHT = [
	{ questionId: "q1", answer: "a", timeSpent: 20 },
	{ questionId: "q2", answer: "a", timeSpent: 20 },
	{ questionId: "q3", answer: "11", timeSpent: 20 },
	{ questionId: "q4", answer: "a", timeSpent: 20 },
];
const HALF = [
	{ questionId: "q1", answer: "a", timeSpent: 20 },
	{ questionId: "q2", answer: "b", timeSpent: 20 },
	{ questionId: "q3", answer: "11", timeSpent: 20 },
];

export type Learner = { id: string; email: string; name: string; headers: { authorization: string } };

/** A student of `college`, signed in and enrolled in the fixture course. */
export async function enrolledLearner(
	ctx: TestContext,
	college: TestCollege,
	name?: string,
): Promise<Learner> {
	const student = await makeStudent(ctx.database.db, college, name ? { name } : {});
	const headers = bearer(await signInAs(ctx.app, student));
	await ctx.app.inject({ method: "POST", url: `/api/learning/courses/${FIXTURE.course}/enrolment`, headers });
	return { id: student.id, email: student.email, name: student.name, headers };
}

export async function completeLessons(app: FastifyInstance, learner: Learner, lessons: readonly string[]) {
	for (const lesson of lessons) {
		const res = await app.inject({
			method: "POST",
			url: `/api/learning/courses/${FIXTURE.course}/lessons/${lesson}/completion`,
			headers: learner.headers,
		});
		if (res.statusCode !== 200) throw new Error(`completing ${lesson}: ${res.statusCode} ${res.body}`);
	}
}

/** Takes the fixture course's mock test once, passing it or not; answers the result's `passed`. */
export async function takeMockTest(app: FastifyInstance, learner: Learner, pass: boolean): Promise<boolean> {
	const course = (
		await app.inject({ method: "GET", url: `/api/learning/courses/${FIXTURE.course}` })
	).json() as {
		mockTest: { id: string };
	};
	const started = (
		await app.inject({
			method: "POST",
			url: `/api/learning/tests/${course.mockTest.id}/start`,
			headers: learner.headers,
		})
	).json() as { attemptId: string };
	await app.inject({
		method: "POST",
		url: `/api/learning/test-attempts/${started.attemptId}/answers`,
		headers: learner.headers,
		payload: { answers: pass ? RIGHT : HALF },
	});
	const result = await app.inject({
		method: "POST",
		url: `/api/learning/test-attempts/${started.attemptId}/submit`,
		headers: learner.headers,
	});
	return (result.json() as { passed: boolean }).passed;
}

/** A learner who has met the rule: every lesson complete, then the mock test passed. */
export async function graduate(ctx: TestContext, college: TestCollege, name?: string): Promise<Learner> {
	const learner = await enrolledLearner(ctx, college, name);
	await completeLessons(ctx.app, learner, FIXTURE.lessons);
	if (!(await takeMockTest(ctx.app, learner, true))) throw new Error("the mock test was not passed");
	return learner;
}
