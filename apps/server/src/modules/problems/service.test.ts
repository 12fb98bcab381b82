import {
	problemDetailSchema,
	problemListSchema,
	problemRunResultSchema,
	submissionHistorySchema,
	submissionSchema,
} from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { makeCollege, makeStaff, makeStudent, signInAs } from "../../test/factories";
import { type TestContext, useTestApp } from "../../test/test-app";
import { findProblem, hiddenTestsOf } from "./catalog";
import { expectNoHiddenData, getAs, postAs, problemUrl, QUICK_PROBLEM, SOLUTIONS } from "./test-fixtures";

const problem = findProblem(QUICK_PROBLEM);
if (!problem) throw new Error(`the tests need ${QUICK_PROBLEM}`);
const sampleCount = problem.examples.length;
const totalTests = sampleCount + (await hiddenTestsOf(problem)).length;

/** Calls on the quick problem, as a new student or as the holder of `token`. */
function practice(ctx: TestContext) {
	return {
		newStudent: async () => signInAs(ctx.app, await makeStudent(ctx.database.db, null)),
		run: (token: string, body: object) => postAs(ctx.app, token, problemUrl(QUICK_PROBLEM, "/run"), body),
		submit: (token: string, source: string, language = "python") =>
			postAs(ctx.app, token, problemUrl(QUICK_PROBLEM, "/submissions"), { language, source }),
		listEntry: async (token: string) => {
			const list = problemListSchema.parse((await getAs(ctx.app, token, "/api/problems")).json());
			return { list, entry: list.problems.find((p) => p.id === QUICK_PROBLEM) };
		},
	};
}

describe("practising a problem", () => {
	const ctx = useTestApp();
	const { newStudent, run, submit } = practice(ctx);

	it("runs a correct solution on every sample and shows each one's input, expected output and output", async () => {
		const token = await newStudent();
		const res = await run(token, { language: "python", source: SOLUTIONS.correct });
		expect(res.statusCode).toBe(200);
		const result = problemRunResultSchema.parse(res.json());
		expect(result).toMatchObject({ mode: "samples", compile_failure: null });
		expect(result.results).toHaveLength(sampleCount);
		result.results.forEach((test, index) => {
			const example = problem.examples[index];
			expect(test).toMatchObject({
				index,
				status: "Accepted",
				input: example?.input,
				expected: example?.output,
				stdout: example?.output,
			});
		});
	});

	it("marks each sample a wrong solution fails, with its output beside the expected one", async () => {
		const token = await newStudent();
		const result = problemRunResultSchema.parse(
			(await run(token, { language: "python", source: SOLUTIONS.wrongOnSamples })).json(),
		);
		expect(result.results.map((test) => test.status)).toEqual(Array(sampleCount).fill("Wrong Answer"));
		expect(result.results[0]).toMatchObject({ stdout: "5\n", expected: problem.examples[0]?.output });
	});

	it("runs on the person's own input when stdin is given, with no expected output", async () => {
		const token = await newStudent();
		const res = await run(token, { language: "python", source: SOLUTIONS.correct, stdin: "3\naba\n" });
		const result = problemRunResultSchema.parse(res.json());
		expect(result.mode).toBe("custom");
		expect(result.results).toHaveLength(1);
		expect(result.results[0]).toMatchObject({
			index: 0,
			status: "Accepted",
			input: "3\naba\n",
			stdout: "4\n",
		});
		expect(result.results[0]).not.toHaveProperty("expected");
	});

	it("reports a compile error on run and on submit, and keeps the failed submission", async () => {
		// Another problem than the quick one, so that its acceptance rate starts from nothing here.
		const other = findProblem("canteen-best-streak");
		if (!other) throw new Error("the test needs canteen-best-streak");
		const token = await newStudent();
		const body = { language: "c", source: SOLUTIONS.compileError };
		const ran = problemRunResultSchema.parse(
			(await postAs(ctx.app, token, problemUrl(other.id, "/run"), body)).json(),
		);
		expect(ran).toMatchObject({ compile_failure: "Compilation Error", results: [] });
		expect(ran.compile_output).toContain("error");
		const res = await postAs(ctx.app, token, problemUrl(other.id, "/submissions"), body);
		expect(res.statusCode).toBe(201);
		expect(submissionSchema.parse(res.json())).toMatchObject({
			verdict: "Compilation Error",
			passed: 0,
			total: other.examples.length + (await hiddenTestsOf(other)).length,
			sample_results: [],
			first_failure: null,
			language: "c",
		});
		const list = problemListSchema.parse((await getAs(ctx.app, token, "/api/problems")).json());
		expect(list.problems.find((p) => p.id === other.id)).toMatchObject({
			attempted: true,
			solved: false,
			acceptance_rate: 0,
		});
	});

	it("shows each person only their own submissions, newest first", async () => {
		const mine = await newStudent();
		await submit(mine, SOLUTIONS.wrongOnSamples);
		await submit(mine, SOLUTIONS.correct);
		const res = await getAs(ctx.app, mine, problemUrl(QUICK_PROBLEM, "/submissions"));
		expect(res.statusCode).toBe(200);
		const history = submissionHistorySchema.parse(res.json());
		expect(history.submissions.map((s) => [s.verdict, s.source])).toEqual([
			["Accepted", SOLUTIONS.correct],
			["Wrong Answer", SOLUTIONS.wrongOnSamples],
		]);
		// A sample failure stops the judging before any hidden test.
		expect(history.submissions[1]).toMatchObject({ passed: 0, first_failure: null });
		await expectNoHiddenData(res.body, QUICK_PROBLEM);

		// Faculty may practise too; their history starts empty and never shows a student's code.
		const college = await makeCollege(ctx.database.db);
		const mentor = await signInAs(ctx.app, await makeStaff(ctx.database.db, college, "ROLE_MENTOR"));
		const theirs = await getAs(ctx.app, mentor, problemUrl(QUICK_PROBLEM, "/submissions"));
		expect(theirs.json()).toEqual({ submissions: [] });
		const tried = await submit(mentor, SOLUTIONS.correct);
		expect(tried.statusCode).toBe(201);
		const mentorHistory = submissionHistorySchema.parse(
			(await getAs(ctx.app, mentor, problemUrl(QUICK_PROBLEM, "/submissions"))).json(),
		);
		expect(mentorHistory.submissions.map((s) => s.submission_id)).toEqual([tried.json().submission_id]);
	});
});

// Its own database: the acceptance rate counts everyone's submissions to the problem, so no other
// test may have submitted to it before this one looks.
describe("a problem's acceptance rate", () => {
	const ctx = useTestApp();
	const { newStudent, submit, listEntry } = practice(ctx);

	it("judges a wrong then a right submission; solved, progress and acceptance rate follow", async () => {
		const token = await newStudent();
		const before = await listEntry(token);
		expect(before.entry).toMatchObject({ solved: false, attempted: false, acceptance_rate: null });

		const wrong = submissionSchema.parse((await submit(token, SOLUTIONS.wrongOnHidden)).json());
		expect(wrong).toMatchObject({
			problem_id: QUICK_PROBLEM,
			verdict: "Wrong Answer",
			passed: sampleCount,
			total: totalTests,
			first_failure: { test_number: 1, status: "Wrong Answer" },
			source: SOLUTIONS.wrongOnHidden,
		});
		expect(wrong.sample_results.map((test) => test.status)).toEqual(Array(sampleCount).fill("Accepted"));
		const afterWrong = await listEntry(token);
		expect(afterWrong.entry).toMatchObject({ solved: false, attempted: true, acceptance_rate: 0 });

		const right = await submit(token, SOLUTIONS.correct);
		expect(right.statusCode).toBe(201);
		const accepted = submissionSchema.parse(right.json());
		expect(accepted).toMatchObject({
			verdict: "Accepted",
			passed: totalTests,
			total: totalTests,
			first_failure: null,
		});
		expect(accepted.time_ms).toBeGreaterThanOrEqual(0);
		expect(accepted.memory_kb).toBeGreaterThan(0);
		for (const body of [JSON.stringify(wrong), right.body]) await expectNoHiddenData(body, QUICK_PROBLEM);

		const after = await listEntry(token);
		expect(after.entry).toMatchObject({ solved: true, attempted: true, acceptance_rate: 50 });
		expect(after.list.progress.solved).toBe(before.list.progress.solved + 1);
		const difficulty = problem.difficulty;
		expect(after.list.progress.by_difficulty[difficulty].solved).toBe(
			before.list.progress.by_difficulty[difficulty].solved + 1,
		);
		const detail = problemDetailSchema.parse((await getAs(ctx.app, token, problemUrl(QUICK_PROBLEM))).json());
		expect(detail.solved).toBe(true);

		// Another person sees the problem's acceptance rate, but not this person's progress.
		const other = await newStudent();
		const theirs = await listEntry(other);
		expect(theirs.entry).toMatchObject({ solved: false, attempted: false, acceptance_rate: 50 });
		expect(theirs.list.progress.solved).toBe(0);
	});
});
