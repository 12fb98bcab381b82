import {
	CODE_MESSAGES,
	CODE_RUNS_PER_MINUTE,
	LANGUAGES,
	problemDetailSchema,
	problemListSchema,
	SOURCE_MAX_BYTES,
} from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";
import { CATALOG, findProblem } from "./catalog";
import { expectNoHiddenData, getAs, postAs, problemUrl, QUICK_PROBLEM, SOLUTIONS } from "./test-fixtures";

describe("the practice problem routes", () => {
	const ctx = useTestApp();
	const newStudent = async () => signInAs(ctx.app, await makeStudent(ctx.database.db, null));

	it("are documented in the OpenAPI reference under the problems tag", async () => {
		const spec = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
		expect(spec.paths["/api/problems"].get.tags).toEqual(["problems"]);
		expect(spec.paths["/api/problems/{id}/submissions"].post.tags).toEqual(["problems"]);
	});

	it("refuse a signed-out person with 401 on every path", async () => {
		const body = { language: "python", source: SOLUTIONS.correct };
		const responses = await Promise.all([
			getAs(ctx.app, undefined, "/api/problems"),
			getAs(ctx.app, undefined, problemUrl(QUICK_PROBLEM)),
			postAs(ctx.app, undefined, problemUrl(QUICK_PROBLEM, "/run"), body),
			postAs(ctx.app, undefined, problemUrl(QUICK_PROBLEM, "/submissions"), body),
			getAs(ctx.app, undefined, problemUrl(QUICK_PROBLEM, "/submissions")),
		]);
		expect(responses.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
	});

	it("list the whole catalogue with progress, and no hidden test anywhere", async () => {
		const token = await newStudent();
		const res = await getAs(ctx.app, token, "/api/problems");
		expect(res.statusCode).toBe(200);
		const list = problemListSchema.parse(res.json());
		expect(list.problems.map((problem) => problem.id)).toEqual(CATALOG.map((problem) => problem.id));
		expect(list.problems[0]).toEqual({
			id: CATALOG[0]?.id,
			title: CATALOG[0]?.title,
			topic: CATALOG[0]?.topic,
			difficulty: CATALOG[0]?.difficulty,
			solved: false,
			attempted: false,
			acceptance_rate: null,
		});
		const { easy, medium, hard } = list.progress.by_difficulty;
		expect(list.progress.total).toBe(CATALOG.length);
		expect(easy.total + medium.total + hard.total).toBe(CATALOG.length);
		expect(easy.total).toBe(CATALOG.filter((problem) => problem.difficulty === "easy").length);
		expect(list.progress.solved).toBe(0);
		await expectNoHiddenData(res.body, QUICK_PROBLEM);
	});

	it("show a problem's statement, samples, limits and a starter per language, but not its tests or reference", async () => {
		const token = await newStudent();
		const problem = findProblem(QUICK_PROBLEM);
		const res = await getAs(ctx.app, token, problemUrl(QUICK_PROBLEM));
		expect(res.statusCode).toBe(200);
		const detail = problemDetailSchema.parse(res.json());
		expect(Object.keys(res.json()).sort()).toEqual(Object.keys(problemDetailSchema.shape).sort());
		expect(detail).toMatchObject({
			id: QUICK_PROBLEM,
			title: problem?.title,
			examples: problem?.examples,
			time_limit_ms: problem?.timeLimitMs,
			memory_limit_mb: problem?.memoryLimitMb,
			solved: false,
		});
		expect(Object.keys(detail.starters).sort()).toEqual([...LANGUAGES].sort());
		for (const starter of Object.values(detail.starters)) expect(starter).toContain("TODO");
		expect(res.body).not.toContain(problem?.reference.source.slice(0, 80) ?? "reference");
		await expectNoHiddenData(res.body, QUICK_PROBLEM);
	});

	it("answer 404 with a clear message for a problem the catalogue does not hold", async () => {
		const token = await newStudent();
		const body = { language: "python", source: SOLUTIONS.correct };
		for (const res of [
			await getAs(ctx.app, token, problemUrl("no-such-problem")),
			await getAs(ctx.app, token, problemUrl("Not_A_Slug")),
			await postAs(ctx.app, token, problemUrl("no-such-problem", "/run"), body),
			await postAs(ctx.app, token, problemUrl("no-such-problem", "/submissions"), body),
			await getAs(ctx.app, token, problemUrl("no-such-problem", "/submissions")),
		]) {
			expect(res.statusCode).toBe(404);
			expect(res.json().message).toBe("Problem not found.");
		}
	});

	it("answer 400 for an unknown language, empty source or source over 64 KB, and run nothing", async () => {
		const token = await newStudent();
		const cases = [
			[{ language: "rust", source: "fn main() {}" }, CODE_MESSAGES.languageInvalid],
			[{ language: "python", source: "   \n" }, CODE_MESSAGES.sourceRequired],
			[{ language: "python", source: `# ${"x".repeat(SOURCE_MAX_BYTES)}` }, CODE_MESSAGES.sourceTooLong],
		] as const;
		for (const path of ["/run", "/submissions"]) {
			for (const [body, message] of cases) {
				const res = await postAs(ctx.app, token, problemUrl(QUICK_PROBLEM, path), body);
				expect(res.statusCode, `${path} ${message}`).toBe(400);
				expect(JSON.stringify(res.json())).toContain(message);
			}
		}
		const history = await getAs(ctx.app, token, problemUrl(QUICK_PROBLEM, "/submissions"));
		expect(history.json()).toEqual({ submissions: [] });
	});

	it(`answer 429 after ${CODE_RUNS_PER_MINUTE} runs in a minute, a budget shared with /api/code/run`, async () => {
		const token = await newStudent();
		const quick = { language: "python", source: "pass", stdin: "" };
		for (let i = 0; i < CODE_RUNS_PER_MINUTE - 1; i++) {
			expect((await postAs(ctx.app, token, problemUrl(QUICK_PROBLEM, "/run"), quick)).statusCode).toBe(200);
		}
		expect((await postAs(ctx.app, token, "/api/code/run", quick)).statusCode).toBe(200);
		for (const path of ["/run", "/submissions"]) {
			const refused = await postAs(ctx.app, token, problemUrl(QUICK_PROBLEM, path), quick);
			expect(refused.statusCode).toBe(429);
			expect(refused.json().message).toBe(CODE_MESSAGES.tooManyRuns);
		}
		// Another person's budget is untouched.
		const other = await newStudent();
		expect((await postAs(ctx.app, other, problemUrl(QUICK_PROBLEM, "/run"), quick)).statusCode).toBe(200);
	});
});
