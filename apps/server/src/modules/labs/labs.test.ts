import { SOURCE_MAX_BYTES } from "@unnati/contracts/code";
import {
	LAB_MESSAGES,
	labDetailsSchema,
	labSessionSchema,
	labSubmissionResultSchema,
} from "@unnati/contracts/labs";
import { courseProgressSchema } from "@unnati/contracts/learning";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../platform/db/database";
import { makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { loadFixture } from "../learning/test-fixtures";
import { loadLabs } from "./seed";
import { labStepProgress, labs } from "./tables";
import { DRAFT_LAB, getAs, labUrl, postAs, SOURCES, stepUrl, TEST_COURSE, TEST_LAB } from "./test-fixtures";

async function setUp(database: Database) {
	await loadFixture(database);
	await loadLabs(database.db, new Date(), [TEST_LAB, DRAFT_LAB]);
	// The second lab goes back to draft, as an instructor's unreviewed lab would be.
	await database.db.update(labs).set({ status: "draft" }).where(eq(labs.slug, DRAFT_LAB.slug));
}

describe("labs", () => {
	const ctx = useTestApp({ beforeBuild: setUp });
	const newStudent = async () => signInAs(ctx.app, await makeStudent(ctx.database.db, null));
	const session = async (token: string) =>
		labSessionSchema.parse((await getAs(ctx.app, token, labUrl(TEST_LAB.slug, "/session"))).json());
	const submit = (token: string, step: number | string, source: string, extra: object = {}) =>
		postAs(ctx.app, token, stepUrl(TEST_LAB.slug, step), { language: "python", source, ...extra });

	it("describe a published lab to anyone: objectives, steps, course and journey, never tests or starters", async () => {
		const res = await getAs(ctx.app, undefined, labUrl(TEST_LAB.slug));
		expect(res.statusCode).toBe(200);
		const details = labDetailsSchema.parse(res.json());
		expect(details.steps).toEqual([
			{ number: 1, title: "Add them" },
			{ number: 2, title: "Multiply them" },
		]);
		expect(details.objectives).toEqual(TEST_LAB.objectives);
		expect(details.place.course.id).toBe(TEST_COURSE);
		expect(details.place.journey?.id).toBe("test-dsa");
		expect(res.body).not.toContain("10 -4");
		expect(res.body).not.toContain("print(a + b)");
	});

	it("answer 404 with a code for an unknown lab and for a lab still in draft, and list only published labs", async () => {
		for (const slug of ["no-such-lab", DRAFT_LAB.slug]) {
			const res = await getAs(ctx.app, undefined, labUrl(slug));
			expect(res.statusCode).toBe(404);
			expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: LAB_MESSAGES.notFound });
		}
		const list = (await getAs(ctx.app, undefined, `/api/labs?course=${TEST_COURSE}`)).json();
		expect(list.labs.map((lab: { id: string }) => lab.id)).toEqual([TEST_LAB.slug]);
		expect(list.labs[0].completed).toBeNull();
	});

	it("open the first step and keep later steps locked, with nothing of a locked step's content", async () => {
		expect((await getAs(ctx.app, undefined, labUrl(TEST_LAB.slug, "/session"))).statusCode).toBe(401);
		const token = await newStudent();
		const lab = await session(token);
		expect(lab.currentStep).toBe(1);
		expect(lab.steps.map((step) => step.state)).toEqual(["open", "locked"]);
		expect(lab.steps[0]?.instructionsHtml).toContain("<strong>a + b</strong>");
		expect(lab.steps[0]?.instructionsHtml).not.toContain("<script");
		expect(lab.steps[0]?.starterCode).toBe(TEST_LAB.steps[0]?.starter);
		expect(lab.steps[1]).toMatchObject({ instructionsHtml: "", starterCode: "", lastCode: null });
	});

	it("refuse a locked step, an unknown step, another language, a huge program and a client's 'passed' flag, storing nothing", async () => {
		const token = await newStudent();
		const locked = await submit(token, 2, SOURCES.product);
		expect(locked.statusCode).toBe(409);
		expect(locked.json()).toMatchObject({ code: "CONFLICT", message: LAB_MESSAGES.stepLocked });
		const unknown = await submit(token, 9, SOURCES.sum);
		expect(unknown.statusCode).toBe(404);
		expect(unknown.json()).toMatchObject({ code: "NOT_FOUND", message: LAB_MESSAGES.stepNotFound });
		expect((await submit(token, 0, SOURCES.sum)).statusCode).toBe(400);
		const otherLanguage = await postAs(ctx.app, token, stepUrl(TEST_LAB.slug, 1), {
			language: "javascript",
			source: "console.log(5)",
		});
		expect(otherLanguage.statusCode).toBe(400);
		expect(otherLanguage.json().message).toBe(LAB_MESSAGES.languageNotAllowed);
		const huge = await submit(token, 1, `# ${"x".repeat(SOURCE_MAX_BYTES)}\nprint(1)\n`);
		expect(huge.statusCode).toBe(400);
		expect(huge.json().code).toBe("VALIDATION_FAILED");
		const forged = await submit(token, 1, SOURCES.alwaysFive, { passed: true, verdict: "Accepted" });
		expect(forged.statusCode).toBe(400);
		// No route writes progress except the judged submission.
		for (const method of ["PUT", "PATCH"] as const) {
			const res = await ctx.app.inject({
				method,
				url: labUrl(TEST_LAB.slug, "/steps/1"),
				payload: { passed: true },
				headers: { authorization: `Bearer ${token}` },
			});
			expect(res.statusCode).toBeGreaterThanOrEqual(400);
		}
		const lab = await session(token);
		expect(lab.steps.map((step) => [step.state, step.attempts])).toEqual([
			["open", 0],
			["locked", 0],
		]);
		expect(await ctx.database.db.select().from(labStepProgress)).toHaveLength(0);
	});

	it("let only the judge pass a step: a wrong program fails, is kept, and the student resumes at that step", async () => {
		const token = await newStudent();
		const failed = labSubmissionResultSchema.parse((await submit(token, 1, SOURCES.alwaysFive)).json());
		expect(failed.result).toMatchObject({
			verdict: "Wrong Answer",
			passed: false,
			passedTests: 1,
			totalTests: 3,
		});
		expect(failed.result.firstHiddenFailure).toEqual({ testNumber: 1, status: "Wrong Answer" });
		expect(failed.result.examples[0]).toMatchObject({ input: "2 3\n", stdout: "5\n", status: "Accepted" });
		expect(JSON.stringify(failed)).not.toContain("10 -4");
		const resumed = await session(token);
		expect(resumed.currentStep).toBe(1);
		expect(resumed.steps[0]).toMatchObject({ state: "open", lastCode: SOURCES.alwaysFive, attempts: 1 });

		const passed = labSubmissionResultSchema.parse((await submit(token, 1, SOURCES.sum)).json());
		expect(passed.result).toMatchObject({ verdict: "Accepted", passed: true, passedTests: 3 });
		expect(passed.session.currentStep).toBe(2);
		expect(passed.session.steps.map((step) => step.state)).toEqual(["passed", "open"]);

		// A later failing submission of a passed step keeps it passed (and keeps the new code).
		await submit(token, 1, SOURCES.alwaysFive);
		const after = await session(token);
		expect(after.steps[0]).toMatchObject({ state: "passed", lastCode: SOURCES.alwaysFive, attempts: 3 });
		expect(after.currentStep).toBe(2);
		expect(after.completedAt).toBeNull();
	});

	it("complete the lab when the last step passes, and count it towards the course", async () => {
		const token = await newStudent();
		expect(
			(await postAs(ctx.app, token, `/api/learning/courses/${TEST_COURSE}/enrolment`, {})).statusCode,
		).toBe(200);
		const progressUrl = `/api/learning/courses/${TEST_COURSE}/progress`;
		const before = courseProgressSchema.parse((await getAs(ctx.app, token, progressUrl)).json());
		expect(before.labs).toEqual({ total: 1, completed: 0 });
		expect(before.percent).toBe(0);

		expect((await submit(token, 1, SOURCES.sum)).statusCode).toBe(200);
		const last = labSubmissionResultSchema.parse((await submit(token, 2, SOURCES.product)).json());
		expect(last.session.currentStep).toBeNull();
		expect(last.session.passedSteps).toBe(2);
		expect(last.session.completedAt).not.toBeNull();

		const list = (await getAs(ctx.app, token, `/api/labs?course=${TEST_COURSE}`)).json();
		expect(list.labs[0].completed).toBe(true);
		const progress = courseProgressSchema.parse((await getAs(ctx.app, token, progressUrl)).json());
		expect(progress.labs).toEqual({ total: 1, completed: 1 });
		// Three lessons and one lab: the completed lab is a quarter of the course.
		expect(progress.percent).toBe(Math.floor((1 / (progress.totalLessons + 1)) * 100));
		const mine = (await getAs(ctx.app, token, "/api/learning/me")).json();
		expect(mine.courses[0]).toMatchObject({ id: TEST_COURSE, labs: { total: 1, completed: 1 } });
	});
});
