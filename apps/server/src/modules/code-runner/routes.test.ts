import {
	CODE_MESSAGES,
	CODE_RUNS_PER_MINUTE,
	runResultSchema,
	SOURCE_MAX_BYTES,
	STDIN_MAX_BYTES,
} from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { bearer } from "../../test/auth-helpers";
import { makeStudent, signInAs } from "../../test/factories";
import { useTestApp } from "../../test/test-app";

describe("POST /api/code/run", () => {
	const ctx = useTestApp();
	/** A new student each time, so each test has its own run quota. */
	const studentToken = async () => signInAs(ctx.app, await makeStudent(ctx.database.db, null));
	const post = (payload: Record<string, unknown>, token?: string) =>
		ctx.app.inject({
			method: "POST",
			url: "/api/code/run",
			payload,
			...(token ? { headers: bearer(token) } : {}),
		});
	const hello = { language: "python", source: 'print("Namaste", input())', stdin: "Priya" };

	it("is documented in the OpenAPI reference under the code tag", async () => {
		const spec = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
		expect(spec.paths["/api/code/run"].post.tags).toEqual(["code"]);
	});

	it("refuses a signed-out person with 401", async () => {
		expect((await post(hello)).statusCode).toBe(401);
	});

	it("runs a signed-in student's program and answers the result", async () => {
		const token = await studentToken();
		const res = await post(hello, token);
		expect(res.statusCode).toBe(200);
		const result = runResultSchema.parse(res.json());
		expect(result).toMatchObject({
			status: "Accepted",
			stdout: "Namaste Priya\n",
			exit_code: 0,
			compile_output: "",
		});
		expect(result.memory_kb).toBeGreaterThan(0);
	});

	it("treats a missing stdin as empty input", async () => {
		const token = await studentToken();
		const res = await post({ language: "javascript", source: "console.log(6 * 7)" }, token);
		expect(res.json()).toMatchObject({ status: "Accepted", stdout: "42\n" });
	});

	it("answers 400 with a clear message for an unknown language, source over 64 KB or input over 1 MB", async () => {
		const token = await studentToken();
		const badLanguage = await post({ ...hello, language: "rust" }, token);
		expect(badLanguage.statusCode).toBe(400);
		expect(JSON.stringify(badLanguage.json())).toContain(CODE_MESSAGES.languageInvalid);
		const longSource = await post({ ...hello, source: `# ${"x".repeat(SOURCE_MAX_BYTES)}` }, token);
		expect(longSource.statusCode).toBe(400);
		expect(longSource.json().errors).toEqual([{ path: "source", message: CODE_MESSAGES.sourceTooLong }]);
		// Newlines double in JSON, so this body is over 2 MB: still read, and refused by name.
		const longInput = await post({ ...hello, stdin: "1\n".repeat(STDIN_MAX_BYTES / 2 + 1) }, token);
		expect(longInput.statusCode).toBe(400);
		expect(longInput.json().errors).toEqual([{ path: "stdin", message: CODE_MESSAGES.stdinTooLong }]);
	});

	it("runs a program on an input of exactly 1 MB", async () => {
		const token = await studentToken();
		const lines = "12345678\n".repeat(STDIN_MAX_BYTES / 9);
		const stdin = lines + "x".repeat(STDIN_MAX_BYTES - lines.length);
		const res = await post(
			{ language: "python", source: "import sys\nprint(len(sys.stdin.buffer.read()))", stdin },
			token,
		);
		expect(res.statusCode).toBe(200);
		expect(res.json()).toMatchObject({ status: "Accepted", stdout: `${STDIN_MAX_BYTES}\n` });
	});

	it("gives one person one run in progress and two waiting; a fourth is a 429 with Retry-After, not another's", async () => {
		const greedy = await studentToken();
		const other = await studentToken();
		// Sleeps use no CPU, and 3 s outlasts the time the four requests take to arrive on a busy machine.
		const sleepy = { language: "python", source: "import time\ntime.sleep(3)\nprint('done')" };
		const runs = [0, 1, 2, 3].map(() => post(sleepy, greedy));
		const refused = await Promise.race(
			runs.map((run) => run.then((res) => (res.statusCode === 429 ? res : null))),
		);
		const others = await post({ language: "python", source: "print('mine')" }, other);
		const answers = await Promise.all(runs);
		expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 429]);
		expect(refused?.json()).toMatchObject({ code: "RATE_LIMITED", message: CODE_MESSAGES.ownRunsBusy });
		expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
		// Another student is not refused while the first one's runs fill their own line.
		expect(others.statusCode).toBe(200);
		expect(others.json()).toMatchObject({ status: "Accepted", stdout: "mine\n" });
	});

	it(`answers 429 after ${CODE_RUNS_PER_MINUTE} runs in a minute by one person`, async () => {
		const token = await studentToken();
		const tiny = { language: "python", source: "pass" };
		for (let i = 0; i < CODE_RUNS_PER_MINUTE; i++) expect((await post(tiny, token)).statusCode).toBe(200);
		const refused = await post(tiny, token);
		expect(refused.statusCode).toBe(429);
		expect(refused.json().message).toBe(CODE_MESSAGES.tooManyRuns);
	});
});
