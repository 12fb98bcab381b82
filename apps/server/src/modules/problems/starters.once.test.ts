import { LANGUAGES } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { judge } from "../code-runner/sandbox/judge";
import { findProblem } from "./catalog";
import { limitsFor } from "./judging";
import { startersFor } from "./starters";

// A problem whose input format has non-ASCII text ("a1 a2 … an"), which lands in every starter's comments.
const problem = findProblem("canteen-best-streak");

describe("the starter programs", () => {
	it.each(LANGUAGES)("compile and run in %s on a sample, printing nothing yet", async (language) => {
		if (!problem) throw new Error("the test needs canteen-best-streak");
		const source = startersFor(problem)[language];
		expect(source).toContain(`TODO: solve "${problem.title}"`);
		const result = await judge({
			language,
			source,
			tests: [{ stdin: problem.examples[0]?.input ?? "" }],
			limits: { ...limitsFor(problem, language), wallMs: 30_000 },
		});
		expect(result.compileFailure, result.compileOutput).toBeNull();
		expect(result.tests[0]).toMatchObject({ status: "Accepted", stdout: "" });
	});
});
