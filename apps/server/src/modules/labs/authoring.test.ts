import {
	authoringLabSchema,
	courseLabsSchema,
	LAB_AUTHORING_MESSAGES,
	LAB_MESSAGES,
	labDetailsSchema,
	labReferenceRunSchema,
	labReviewDetailSchema,
	labReviewQueueSchema,
	labSessionSchema,
} from "@unnati/contracts/labs";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeCollege, makeStaff, makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { learningCourseInstructors, learningCourses } from "../learning/tables";
import { loadFixture } from "../learning/test-fixtures";
import { labRevisions, labs } from "./tables";
import { TEST_COURSE } from "./test-fixtures";

type Headers = Record<string, string>;

const DETAILS = {
	title: "Running totals of a cricket innings",
	slug: "cricket-running-totals",
	summary: "Read the runs of each over and print the score after every over.",
	objectives: ["Read a line of integers", "Keep a running total in one pass"],
	prerequisites: ["Python input and print"],
	minutes: 20,
	difficulty: "beginner" as const,
	language: "python" as const,
};

const STEP = {
	title: "Score after each over",
	instructions:
		"The first line has **n**, the number of overs; the second has the runs of each over. Print the score after every over, separated by spaces.<script>alert(1)</script>",
	starter: "n = int(input())\nruns = list(map(int, input().split()))\n# print the running totals\n",
	solution:
		"n = int(input())\nruns = list(map(int, input().split()))\ntotal = 0\nout = []\nfor r in runs:\n    total += r\n    out.append(str(total))\nprint(' '.join(out))\n",
	tests: [
		{ input: "3\n4 6 1\n", output: "4 10 11\n", hidden: false },
		{ input: "5\n0 12 7 3 9\n", output: "0 12 19 22 31\n", hidden: true },
		{ input: "1\n18\n", output: "18\n", hidden: true },
	],
	cpuMs: 2000,
	memoryMb: 256,
};

const ctx = useTestApp({ beforeBuild: loadFixture });

async function fixtureCourseId(): Promise<string> {
	const [row] = await ctx.database.db
		.select({ id: learningCourses.id })
		.from(learningCourses)
		.where(eq(learningCourses.slug, TEST_COURSE));
	if (!row) throw new Error("fixture course missing");
	return row.id;
}

/** An instructor assigned to the fixture course, one who is not, the reviewer and a student. */
async function people() {
	const db = ctx.database.db;
	const college = await makeCollege(db);
	const instructor = await makeStaff(db, college, "ROLE_INSTRUCTOR");
	const stranger = await makeStaff(db, college, "ROLE_INSTRUCTOR");
	const admin = await makeStaff(db, college, "ROLE_INSTRUCTOR_ADMIN");
	const courseId = await fixtureCourseId();
	await db
		.insert(learningCourseInstructors)
		.values({ courseId, userId: instructor.id })
		.onConflictDoNothing();
	return {
		courseId,
		asInstructor: bearer(await signInAs(ctx.app, instructor)) as Headers,
		asStranger: bearer(await signInAs(ctx.app, stranger)) as Headers,
		asAdmin: bearer(await signInAs(ctx.app, admin)) as Headers,
		asStudent: bearer(await signInAs(ctx.app, await makeStudent(db, null))) as Headers,
	};
}

const call = (
	method: "GET" | "POST" | "PUT" | "DELETE",
	url: string,
	headers: Headers | undefined,
	payload?: unknown,
) =>
	ctx.app.inject({
		method,
		url,
		...(headers ? { headers } : {}),
		...(payload === undefined ? {} : { payload: payload as object }),
	});

let slugCounter = 0;
const freshSlug = () => `${DETAILS.slug}-${++slugCounter}`;

async function newLab(p: Awaited<ReturnType<typeof people>>, steps = [STEP]) {
	const created = await call("POST", `/api/authoring/courses/${p.courseId}/labs`, p.asInstructor, {
		...DETAILS,
		slug: freshSlug(),
	});
	expect(created.statusCode, created.body).toBe(200);
	let lab = authoringLabSchema.parse(created.json());
	for (const step of steps) {
		const added = await call("POST", `/api/authoring/labs/${lab.id}/steps`, p.asInstructor, step);
		expect(added.statusCode, added.body).toBe(200);
		lab = authoringLabSchema.parse(added.json());
	}
	return lab;
}

const labFor = async (p: { asInstructor: Headers }, labId: string) =>
	authoringLabSchema.parse((await call("GET", `/api/authoring/labs/${labId}`, p.asInstructor)).json());

const check = (p: { asInstructor: Headers }, labId: string, step = 1) =>
	call("POST", `/api/authoring/labs/${labId}/steps/${step}/check`, p.asInstructor);

describe("lab authoring", () => {
	it("runs the whole flow: draft, reference check, review, publish; students see only the published lab, never its tests", async () => {
		const p = await people();
		const lab = await newLab(p);
		expect(lab).toMatchObject({
			state: "draft",
			number: 1,
			publishedNumber: null,
			editable: true,
			ready: false,
		});
		expect(lab.steps[0]?.instructionsHtml).toContain("<strong>n</strong>");
		expect(lab.steps[0]?.instructionsHtml).not.toContain("<script");

		// A draft is invisible to students and anyone else.
		expect((await call("GET", `/api/labs/${lab.slug}`, undefined)).statusCode).toBe(404);
		expect((await call("GET", `/api/labs/${lab.slug}/session`, p.asStudent)).statusCode).toBe(404);

		// Not checked yet: refused, nothing changes.
		const early = await call("POST", `/api/authoring/labs/${lab.id}/submit`, p.asInstructor);
		expect(early.statusCode).toBe(400);
		expect(early.json().message).toContain("Step 1");
		expect(early.json().message).toContain("check it before sending");

		const run = labReferenceRunSchema.parse((await check(p, lab.id)).json());
		expect(run).toMatchObject({ step: 1, passed: true, verdict: "Accepted" });
		expect(run.tests.map((t) => [t.number, t.hidden, t.status])).toEqual([
			[1, false, "Accepted"],
			[2, true, "Accepted"],
			[3, true, "Accepted"],
		]);
		expect(run.lab.ready).toBe(true);
		expect(run.lab.steps[0]?.check).toMatchObject({ passed: true, verdict: "Accepted" });

		const submitted = authoringLabSchema.parse(
			(await call("POST", `/api/authoring/labs/${lab.id}/submit`, p.asInstructor)).json(),
		);
		expect(submitted).toMatchObject({ state: "in_review", editable: false });
		const frozen = await call("PUT", `/api/authoring/labs/${lab.id}`, p.asInstructor, {
			...DETAILS,
			slug: lab.slug,
			title: "Changed while in review",
		});
		expect(frozen.statusCode).toBe(409);
		expect(frozen.json().message).toBe(LAB_AUTHORING_MESSAGES.inReview);
		expect((await call("GET", `/api/labs/${lab.slug}`, undefined)).statusCode).toBe(404);

		const queue = labReviewQueueSchema.parse(
			(await call("GET", "/api/authoring/lab-reviews", p.asAdmin)).json(),
		);
		const item = queue.items.find((i) => i.labId === lab.id);
		expect(item).toMatchObject({ labTitle: DETAILS.title, isNew: true, stepCount: 1 });
		const detail = labReviewDetailSchema.parse(
			(await call("GET", `/api/authoring/lab-reviews/${item?.revisionId}`, p.asAdmin)).json(),
		);
		expect(detail.steps[0]?.tests).toHaveLength(3);
		expect(detail.steps[0]?.check?.passed).toBe(true);

		const approved = await call(
			"POST",
			`/api/authoring/lab-reviews/${item?.revisionId}/approve`,
			p.asAdmin,
			{},
		);
		expect(approved.json()).toEqual({ state: "published" });

		const details = labDetailsSchema.parse((await call("GET", `/api/labs/${lab.slug}`, undefined)).json());
		expect(details).toMatchObject({
			title: DETAILS.title,
			minutes: 20,
			steps: [{ number: 1, title: STEP.title }],
		});
		const session = await call("GET", `/api/labs/${lab.slug}/session`, p.asStudent);
		const parsed = labSessionSchema.parse(session.json());
		expect(parsed.steps[0]?.starterCode).toBe(STEP.starter);
		// Neither the hidden tests nor the reference solution reach a student.
		expect(session.body).not.toContain("0 12 19 22 31");
		expect(session.body).not.toContain("total += r");
		const solved = await call("POST", `/api/labs/${lab.slug}/steps/1/submissions`, p.asStudent, {
			language: "python",
			source: STEP.solution,
		});
		expect(solved.json().result).toMatchObject({ passed: true, passedTests: 3, totalTests: 3 });
	});

	it("keeps the published lab for students while a new version is written, and sends a version back with a comment", async () => {
		const p = await people();
		const lab = await newLab(p);
		await check(p, lab.id);
		await call("POST", `/api/authoring/labs/${lab.id}/submit`, p.asInstructor);
		const [first] = labReviewQueueSchema
			.parse((await call("GET", "/api/authoring/lab-reviews", p.asAdmin)).json())
			.items.filter((i) => i.labId === lab.id);
		await call("POST", `/api/authoring/lab-reviews/${first?.revisionId}/approve`, p.asAdmin, {});

		// Editing a published lab starts version 2, as editing a published lesson does.
		const edited = authoringLabSchema.parse(
			(
				await call("PUT", `/api/authoring/labs/${lab.id}`, p.asInstructor, {
					...DETAILS,
					slug: lab.slug,
					title: "Running totals, second edition",
				})
			).json(),
		);
		expect(edited).toMatchObject({ number: 2, state: "draft", publishedNumber: 1, ready: true });
		expect((await call("GET", `/api/labs/${lab.slug}`, undefined)).json().title).toBe(DETAILS.title);

		// A published lab keeps its address.
		const moved = await call("PUT", `/api/authoring/labs/${lab.id}`, p.asInstructor, {
			...DETAILS,
			slug: "somewhere-else",
		});
		expect(moved.statusCode).toBe(400);
		expect(moved.json().message).toBe(LAB_AUTHORING_MESSAGES.slugFixed);

		await call("POST", `/api/authoring/labs/${lab.id}/submit`, p.asInstructor);
		const [second] = labReviewQueueSchema
			.parse((await call("GET", "/api/authoring/lab-reviews", p.asAdmin)).json())
			.items.filter((i) => i.labId === lab.id);
		expect(second).toMatchObject({ number: 2, isNew: false });
		const short = await call(
			"POST",
			`/api/authoring/lab-reviews/${second?.revisionId}/send-back`,
			p.asAdmin,
			{
				comment: "no",
			},
		);
		expect(short.statusCode).toBe(400);
		const sentBack = await call(
			"POST",
			`/api/authoring/lab-reviews/${second?.revisionId}/send-back`,
			p.asAdmin,
			{
				comment: "Add a step on the highest-scoring over.",
			},
		);
		expect(sentBack.json()).toEqual({ state: "rejected" });
		const again = await call(
			"POST",
			`/api/authoring/lab-reviews/${second?.revisionId}/approve`,
			p.asAdmin,
			{},
		);
		expect(again.statusCode).toBe(409);

		const mine = authoringLabSchema.parse(
			(await call("GET", `/api/authoring/labs/${lab.id}`, p.asInstructor)).json(),
		);
		expect(mine).toMatchObject({ state: "rejected", reviewNote: "Add a step on the highest-scoring over." });
		expect((await call("GET", `/api/labs/${lab.slug}`, undefined)).json().title).toBe(DETAILS.title);
		const list = courseLabsSchema.parse(
			(await call("GET", `/api/authoring/courses/${p.courseId}/labs`, p.asInstructor)).json(),
		);
		expect(list.labs.find((l) => l.id === lab.id)).toMatchObject({
			state: "rejected",
			publishedNumber: 1,
			number: 2,
		});
	});

	it("refuses review unless every step has tests its reference solution passes, as the step stands now", async () => {
		const p = await people();
		const wrong = { ...STEP, solution: "print(0)\n" };
		const lab = await newLab(p, [wrong]);
		const run = labReferenceRunSchema.parse((await check(p, lab.id)).json());
		expect(run).toMatchObject({ passed: false, verdict: "Wrong Answer" });
		expect(run.tests[0]).toMatchObject({ status: "Wrong Answer", stdout: "0\n", expected: "4 10 11\n" });
		const refused = await call("POST", `/api/authoring/labs/${lab.id}/submit`, p.asInstructor);
		expect(refused.statusCode).toBe(400);
		expect(refused.json().message).toContain("does not pass its tests (Wrong Answer)");

		// Fixed and checked, then changed again: the old check no longer counts.
		await call("PUT", `/api/authoring/labs/${lab.id}/steps/1`, p.asInstructor, STEP);
		expect(labReferenceRunSchema.parse((await check(p, lab.id)).json()).passed).toBe(true);
		const changed = { ...STEP, tests: [...STEP.tests, { input: "2\n1 1\n", output: "1 3\n", hidden: true }] };
		const saved = authoringLabSchema.parse(
			(await call("PUT", `/api/authoring/labs/${lab.id}/steps/1`, p.asInstructor, changed)).json(),
		);
		expect(saved).toMatchObject({ ready: false, steps: [{ check: null }] });
		const stale = await call("POST", `/api/authoring/labs/${lab.id}/submit`, p.asInstructor);
		expect(stale.statusCode).toBe(400);
		expect(stale.json().message).toContain("changed since");

		// A step without tests cannot even be checked.
		const noTests = await newLab(p, [{ ...STEP, tests: [] }]);
		const unchecked = await check(p, noTests.id);
		expect(unchecked.statusCode).toBe(400);
		expect(unchecked.json().message).toBe(LAB_AUTHORING_MESSAGES.noTests);
		const empty = await newLab(p, []);
		const noSteps = await call("POST", `/api/authoring/labs/${empty.id}/submit`, p.asInstructor);
		expect(noSteps.json().message).toBe(LAB_AUTHORING_MESSAGES.noSteps);
		const [row] = await ctx.database.db.select().from(labs).where(eq(labs.id, empty.id));
		expect(row?.status).toBe("draft");
	});

	it("lets only assigned instructors write, only the instructor admin review, and nobody signed out", async () => {
		const p = await people();
		const lab = await newLab(p);
		for (const [method, url, body] of [
			["GET", `/api/authoring/labs/${lab.id}`, undefined],
			["PUT", `/api/authoring/labs/${lab.id}`, { ...DETAILS, slug: lab.slug, title: "Taken over" }],
			["POST", `/api/authoring/labs/${lab.id}/steps`, STEP],
			["DELETE", `/api/authoring/labs/${lab.id}/steps/1`, undefined],
			["POST", `/api/authoring/labs/${lab.id}/steps/1/check`, undefined],
			["POST", `/api/authoring/labs/${lab.id}/submit`, undefined],
			["GET", `/api/authoring/courses/${p.courseId}/labs`, undefined],
			["POST", `/api/authoring/courses/${p.courseId}/labs`, { ...DETAILS, slug: freshSlug() }],
		] as const) {
			const res = await call(method, url, p.asStranger, body);
			expect(res.statusCode, `${method} ${url}`).toBe(403);
			expect(res.json().message).toBe(LAB_AUTHORING_MESSAGES.notAssigned);
			expect((await call(method, url, p.asStudent, body)).statusCode).toBe(403);
			expect((await call(method, url, undefined, body)).statusCode).toBe(401);
		}
		expect((await call("GET", "/api/authoring/lab-reviews", p.asInstructor)).statusCode).toBe(403);
		expect((await call("GET", "/api/authoring/lab-reviews", p.asStudent)).statusCode).toBe(403);
		const [revision] = await ctx.database.db
			.select()
			.from(labRevisions)
			.where(eq(labRevisions.labId, lab.id));
		expect(
			(await call("POST", `/api/authoring/lab-reviews/${revision?.id}/approve`, p.asInstructor, {}))
				.statusCode,
		).toBe(403);
		const mine = authoringLabSchema.parse(
			(await call("GET", `/api/authoring/labs/${lab.id}`, p.asInstructor)).json(),
		);
		expect(mine).toMatchObject({ title: DETAILS.title, steps: [{ title: STEP.title }] });
		// Unknown ids are 404, malformed ones 400.
		expect((await call("GET", `/api/authoring/labs/${crypto.randomUUID()}`, p.asInstructor)).statusCode).toBe(
			404,
		);
		expect((await call("GET", "/api/authoring/labs/not-an-id", p.asInstructor)).statusCode).toBe(400);
	});

	it("answers bad input with 400 and clear messages, changing nothing", async () => {
		const p = await people();
		const lab = await newLab(p);
		const before = await ctx.database.db.select().from(labRevisions).where(eq(labRevisions.labId, lab.id));

		const badLab = await call("POST", `/api/authoring/courses/${p.courseId}/labs`, p.asInstructor, {
			...DETAILS,
			slug: "Has Spaces",
			title: "ab",
			objectives: [],
			minutes: 2,
		});
		expect(badLab.statusCode).toBe(400);
		const messages = badLab.json().errors.map((e: { message: string }) => e.message);
		expect(messages).toEqual(
			expect.arrayContaining([
				"Give the lab a title of at least 4 characters.",
				"List at least one objective: what the student can do after the lab.",
				"A lab takes at least 5 minutes.",
			]),
		);
		const duplicate = await call("POST", `/api/authoring/courses/${p.courseId}/labs`, p.asInstructor, {
			...DETAILS,
			slug: lab.slug,
		});
		expect(duplicate.statusCode).toBe(409);
		expect(duplicate.json().message).toBe(LAB_AUTHORING_MESSAGES.slugTaken);

		const badStep = await call("PUT", `/api/authoring/labs/${lab.id}/steps/1`, p.asInstructor, {
			...STEP,
			instructions: "Too short",
			cpuMs: 60_000,
			tests: [{ input: "1\n", output: "  ", hidden: true }],
		});
		expect(badStep.statusCode).toBe(400);
		expect(badStep.json().errors.map((e: { message: string }) => e.message)).toEqual(
			expect.arrayContaining([
				"Write the step's instructions (at least 20 characters).",
				"The time limit is at most 10,000 ms.",
				"Give each test its expected output.",
			]),
		);
		const badOrder = await call("PUT", `/api/authoring/labs/${lab.id}/step-order`, p.asInstructor, {
			order: [1, 1],
		});
		expect(badOrder.statusCode).toBe(400);
		expect(badOrder.json().message).toBe(LAB_AUTHORING_MESSAGES.badOrder);
		const noStep = await call("PUT", `/api/authoring/labs/${lab.id}/steps/4`, p.asInstructor, STEP);
		expect(noStep.statusCode).toBe(404);
		expect(noStep.json().message).toBe(LAB_MESSAGES.stepNotFound);

		const after = await ctx.database.db.select().from(labRevisions).where(eq(labRevisions.labId, lab.id));
		expect(after).toEqual(before);
		const all = await ctx.database.db
			.select({ slug: labs.slug })
			.from(labs)
			.where(eq(labs.courseSlug, TEST_COURSE));
		expect(all.filter((l) => l.slug === "Has Spaces")).toHaveLength(0);
	});

	it("reorders and removes steps, keeping each step's reference check with it", async () => {
		const p = await people();
		const second = { ...STEP, title: "Only the visible example", tests: STEP.tests.slice(0, 1) };
		const lab = await newLab(p, [STEP, second]);
		await check(p, lab.id, 1);
		const ordered = authoringLabSchema.parse(
			(
				await call("PUT", `/api/authoring/labs/${lab.id}/step-order`, p.asInstructor, { order: [2, 1] })
			).json(),
		);
		expect(ordered.steps.map((s) => s.title)).toEqual([second.title, STEP.title]);
		const removed = authoringLabSchema.parse(
			(await call("DELETE", `/api/authoring/labs/${lab.id}/steps/1`, p.asInstructor)).json(),
		);
		expect(removed.steps.map((s) => [s.number, s.title])).toEqual([[1, STEP.title]]);
		expect(ordered.steps.map((s) => s.check?.passed ?? null)).toEqual([null, true]);
		expect(removed.steps[0]?.check?.passed).toBe(true);
		expect(removed.ready).toBe(true);
	});

	it("counts a student's progress only for steps the newly approved version still has", async () => {
		const p = await people();
		const second = { ...STEP, title: "Only the visible example", tests: STEP.tests.slice(0, 1) };
		const lab = await newLab(p, [STEP, second]);
		const publish = async () => {
			for (const n of [1, 2]) if (n <= (await labFor(p, lab.id)).steps.length) await check(p, lab.id, n);
			expect((await call("POST", `/api/authoring/labs/${lab.id}/submit`, p.asInstructor)).statusCode).toBe(
				200,
			);
			const queue = labReviewQueueSchema.parse(
				(await call("GET", "/api/authoring/lab-reviews", p.asAdmin)).json(),
			);
			const item = queue.items.find((i) => i.labId === lab.id);
			await call("POST", `/api/authoring/lab-reviews/${item?.revisionId}/approve`, p.asAdmin, {});
		};
		await publish();
		for (const n of [1, 2]) {
			const res = await call("POST", `/api/labs/${lab.slug}/steps/${n}/submissions`, p.asStudent, {
				language: "python",
				source: STEP.solution,
			});
			expect(res.json().result.passed).toBe(true);
		}
		await call("DELETE", `/api/authoring/labs/${lab.id}/steps/2`, p.asInstructor);
		await publish();
		const session = labSessionSchema.parse(
			(await call("GET", `/api/labs/${lab.slug}/session`, p.asStudent)).json(),
		);
		expect(session.steps).toHaveLength(1);
		expect(session).toMatchObject({ passedSteps: 1, currentStep: null });
	});
});
