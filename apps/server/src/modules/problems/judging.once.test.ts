import { describe, expect, it } from "vitest";
import { createCodeRunner } from "../code-runner/service";
import { findProblem, hiddenTestsOf } from "./catalog";
import { judgeSubmission } from "./judging";
import { QUICK_PROBLEM, SOLUTIONS } from "./test-fixtures";

const problem = findProblem(QUICK_PROBLEM);
const total = (problem?.examples.length ?? 0) + (problem ? (await hiddenTestsOf(problem)).length : 0);

describe("judgeSubmission, for the exam engine", () => {
	const runner = createCodeRunner({ workers: 1 });

	it("counts every test passed by a correct answer", async () => {
		expect(await judgeSubmission(runner, QUICK_PROBLEM, "python", SOLUTIONS.correct)).toEqual({
			passed: total,
			total,
			verdict: "Accepted",
		});
	});

	it("runs every test of a partly right answer, so an exam can give marks for the share passed", async () => {
		expect(await judgeSubmission(runner, QUICK_PROBLEM, "python", SOLUTIONS.wrongOnHidden)).toEqual({
			passed: total - 1,
			total,
			verdict: "Wrong Answer",
		});
	});

	it("stops at the first failure when asked, and gives nothing for code that does not compile", async () => {
		const stopped = await judgeSubmission(runner, QUICK_PROBLEM, "python", SOLUTIONS.wrongOnSamples, {
			stopOnFirstFailure: true,
		});
		expect(stopped).toEqual({ passed: 0, total, verdict: "Wrong Answer" });
		expect(await judgeSubmission(runner, QUICK_PROBLEM, "c", SOLUTIONS.compileError)).toEqual({
			passed: 0,
			total,
			verdict: "Compilation Error",
		});
	});

	it("refuses a problem the catalogue does not hold", async () => {
		await expect(judgeSubmission(runner, "no-such-problem", "python", "print(1)")).rejects.toMatchObject({
			code: "NOT_FOUND",
			message: "Problem not found.",
		});
	});
});
