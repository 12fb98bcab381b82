import { Writable } from "node:stream";
import { CODE_MESSAGES } from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import type { Database } from "../../platform/db/database";
import { bearer } from "../../test/auth-helpers";
import { makeStudent, signInAs } from "../../test/factories";
import { testConfig } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";
import { QUICK_PROBLEM, SOLUTIONS } from "../problems/test-fixtures";
import { checkSandbox } from "./sandbox/availability";

// A machine without bubblewrap, simulated by the runner's sandbox probe: the app starts, says why
// code running is off, and every run is a 503 naming the package, not a failure deep in a run.
describe("a server on a machine without bubblewrap", () => {
	let database: Database;
	let app: FastifyInstance;
	let log = "";
	let token: string;

	beforeAll(async () => {
		database = await createTestDatabase("migrated");
		app = await buildApp({
			database,
			config: testConfig(),
			webDist: "/nonexistent-web-dist",
			logger: {
				level: "warn",
				stream: new Writable({
					write(chunk, _encoding, done) {
						log += chunk;
						done();
					},
				}),
			},
			sandboxCheck: () => checkSandbox("/nonexistent/bin/bwrap"),
		});
		await app.ready();
		token = await signInAs(app, await makeStudent(database.db, null));
	});
	afterAll(async () => {
		await app?.close();
		await database?.close();
	});

	it("says at start-up that code running is off, naming the package and its install command", () => {
		expect(log).toContain("Code running is off");
		expect(log).toContain("bubblewrap");
		expect(log).toContain("apt-get install -y bubblewrap");
	});

	it("answers a free run and a practice run or submission with 503 CODE_RUNNING_OFF naming the package", async () => {
		const post = (url: string, payload: object) =>
			app.inject({ method: "POST", url, payload, headers: bearer(token) });
		const program = { language: "python", source: SOLUTIONS.correct };
		for (const res of [
			await post("/api/code/run", { language: "python", source: "print(1)" }),
			await post(`/api/problems/${QUICK_PROBLEM}/run`, program),
			await post(`/api/problems/${QUICK_PROBLEM}/submissions`, program),
		]) {
			expect(res.statusCode, res.body).toBe(503);
			expect(res.json()).toEqual({ code: "CODE_RUNNING_OFF", message: CODE_MESSAGES.runningOff });
		}
		expect(CODE_MESSAGES.runningOff).toContain("bubblewrap");
	});
});

describe("the sandbox probe", () => {
	it("finds this machine's bubblewrap and names the package where there is none", () => {
		expect(checkSandbox()).toBeNull();
		expect(checkSandbox("/nonexistent/bin/bwrap")).toBe(CODE_MESSAGES.runningOff);
	});
});
