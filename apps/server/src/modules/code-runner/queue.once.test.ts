import type { ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { CODE_MESSAGES } from "@unnati/contracts";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors";
import { collectOutput, spawnTs, waitForExit, waitUntil } from "../../test/processes";
import { CODE_QUEUE_NAME, createQueueClient } from "./queue";
import { type CodeRunner, createCodeRunner } from "./service";

/** The machine's Redis (CI starts one); TEST_REDIS_URL points elsewhere. */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
	const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, retryStrategy: () => null });
	probe.on("error", () => {});
	try {
		await probe.connect();
		return (await probe.ping()) === "PONG";
	} catch {
		return false;
	} finally {
		probe.disconnect();
	}
}

const reachable = await redisAnswers();
if (!reachable) console.warn(`Redis at ${redisUrl} is unreachable: the code queue tests are skipped.`);

/** Refusal as the route would answer it: the AppError's status and message. */
const refusal = (promise: Promise<unknown>) =>
	promise.then(
		() => null,
		(error: unknown) =>
			error instanceof AppError ? { status: error.status, message: error.message } : error,
	);

const python = (source: string, stdin = "") => ({ language: "python" as const, source, stdin });

describe("the code queue without Redis", () => {
	it("answers 503 at once when Redis cannot be reached", async () => {
		const errors: Error[] = [];
		const api = createCodeRunner({
			redis: { url: "redis://127.0.0.1:1", prefix: "unnati-test-unreachable" },
			onError: (error) => errors.push(error),
		});
		const started = Date.now();
		expect(await refusal(api.run(python("print(1)")))).toEqual({
			status: 503,
			message: CODE_MESSAGES.runnerUnavailable,
		});
		expect(Date.now() - started).toBeLessThan(1000);
		// The outage is reported once, not at every reconnection attempt.
		await waitUntil("the outage to be reported", () =>
			errors.some((error) => /ECONNREFUSED/.test(error.message)),
		);
		await new Promise((resolve) => setTimeout(resolve, 1500));
		expect(errors.filter((error) => /ECONNREFUSED/.test(error.message))).toHaveLength(1);
		await api.close();
	});
});

describe("the code queue closed while Redis is half there", () => {
	it("leaves no rejection behind when closed while its connections wait for Redis", async () => {
		// A server that resets every connection for half a second, then takes them and never answers:
		// each connection has failed once and is now waiting for Redis's reply when the runner closes.
		const opened = Date.now();
		const sockets = new Set<Socket>();
		const server = createServer((socket) => {
			// The runner's side ends these connections abruptly: this side may see a reset.
			socket.on("error", () => {});
			if (Date.now() - opened < 500) socket.resetAndDestroy();
			else sockets.add(socket);
		});
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		const { port } = server.address() as AddressInfo;
		const unhandled: unknown[] = [];
		const record = (reason: unknown) => unhandled.push(reason);
		process.on("unhandledRejection", record);
		try {
			const api = createCodeRunner({
				redis: { url: `redis://127.0.0.1:${port}`, prefix: "unnati-test-half-there" },
				onError: () => {},
			});
			expect(await refusal(api.run(python("print(1)")))).toEqual({
				status: 503,
				message: CODE_MESSAGES.runnerUnavailable,
			});
			await waitUntil("a connection waiting for Redis's answer", () => sockets.size > 0);
			await api.close();
			// The rejection, when there was one, came within a second of closing.
			await new Promise((resolve) => setTimeout(resolve, 1500));
			expect(unhandled).toEqual([]);
		} finally {
			process.off("unhandledRejection", record);
			for (const socket of sockets) socket.destroy();
			server.close();
		}
	});
});

describe.skipIf(!reachable)("code runs through Redis to two `npm run worker` processes", () => {
	// Each run of this file has its own keys, so parallel runs and other users of this Redis never meet.
	const prefix = `unnati-test-${randomUUID()}`;
	const connection = { url: redisUrl, prefix };
	let redis: Redis;
	let inspect: Queue;
	const runners: CodeRunner[] = [];
	const workers: ChildProcess[] = [];
	const runner = (options: Parameters<typeof createCodeRunner>[0] = {}) => {
		const made = createCodeRunner({ redis: connection, ...options });
		runners.push(made);
		return made;
	};
	let queued: Promise<unknown>[] = [];

	beforeAll(async () => {
		redis = new Redis(redisUrl, { maxRetriesPerRequest: null });
		inspect = new Queue(CODE_QUEUE_NAME, { connection: redis, prefix });
		await inspect.waitUntilReady();
	});

	afterAll(async () => {
		for (const worker of workers) if (worker.exitCode === null) worker.kill("SIGKILL");
		await Promise.all(runners.map((made) => made.close()));
		await inspect.obliterate({ force: true }).catch(() => {});
		const keys = await redis.keys(`${prefix}:*`);
		if (keys.length > 0) await redis.del(...keys);
		await inspect.close();
		redis.disconnect();
	});

	it("refuses with 429 beyond the backlog, and answers 503 when no worker takes a run in time", async () => {
		const api = runner({ queueLimit: 2 });
		expect(api.mode).toBe("queue");
		queued = [api.run(python("print(input()[::-1])", "ananya")), api.run(python("print(6 * 7)"))];
		await waitUntil("two waiting jobs", async () => (await inspect.count()) === 2, 10_000);
		expect(await refusal(api.run(python("print(1)")))).toEqual({
			status: 429,
			message: CODE_MESSAGES.queueFull,
		});

		const impatient = runner({ queueLimit: 10, queueWaitMs: 200, limits: { wallMs: 300 } });
		const started = Date.now();
		expect(await refusal(impatient.run(python("print(1)")))).toEqual({
			status: 503,
			message: CODE_MESSAGES.runnerTimeout,
		});
		expect(Date.now() - started).toBeLessThan(5000);
		// The job that timed out is taken back; the two earlier ones still wait for a worker.
		expect(await inspect.count()).toBe(2);
	});

	it("answers many concurrent runs correctly, shared by both workers", { timeout: 120_000 }, async () => {
		const outputs = [1, 2].map(() => {
			const child = spawnTs("src/worker.ts", {
				REDIS_URL: redisUrl,
				REDIS_PREFIX: prefix,
				UNNATI_SANDBOX_PCH: "off",
			});
			workers.push(child);
			return collectOutput(child);
		});
		await waitUntil(
			"both workers to be ready",
			() => outputs.every((output) => output.text().includes("is ready")),
			60_000,
		);

		// The runs queued before any worker existed are answered now.
		const early = await Promise.all(queued);
		expect(early).toMatchObject([{ stdout: "aynana\n" }, { stdout: "42\n" }]);

		const api = runner({ queueLimit: 100 });
		const results = await Promise.all(
			Array.from({ length: 40 }, (_, i) => api.run(python("print(int(input()) * 2)", String(i)))),
		);
		expect(results.map((result) => result.stdout)).toEqual(
			Array.from({ length: 40 }, (_, i) => `${i * 2}\n`),
		);
		expect(results.every((result) => result.status === "Accepted")).toBe(true);

		const judged = await api.judge({
			language: "c",
			source: '#include <stdio.h>\nint main(void) { int n; scanf("%d", &n); printf("%d\\n", n * n); }',
			tests: [
				{ stdin: "3", expected: "9" },
				{ stdin: "4", expected: "15" },
			],
		});
		expect(judged.compileFailure).toBeNull();
		expect(judged.tests.map((test) => test.status)).toEqual(["Accepted", "Wrong Answer"]);

		const done = await inspect.getJobs(["completed"], 0, -1);
		const names = new Set(done.map((job) => job.processedBy));
		expect(done.length).toBeGreaterThanOrEqual(43);
		expect(names.size).toBe(2);
	});

	it("lets running jobs finish when the workers are told to stop", { timeout: 60_000 }, async () => {
		const api = runner();
		const sleepers = [0, 1].map((i) => api.run(python(`import time\ntime.sleep(1.5)\nprint("slept", ${i})`)));
		await waitUntil(
			"both sleepers to be running",
			async () => (await inspect.getActiveCount()) === 2,
			20_000,
		);
		for (const worker of workers) worker.kill("SIGTERM");
		expect((await Promise.all(sleepers)).map((result) => result.stdout)).toEqual(["slept 0\n", "slept 1\n"]);
		const exits = await Promise.all(workers.map((worker) => waitForExit(worker)));
		expect(exits).toEqual([
			{ code: 0, signal: null },
			{ code: 0, signal: null },
		]);
	});
});

describe.skipIf(!reachable)("code runs through Redis: exam priority and the per-person bound", () => {
	it("queues exam runs ahead of practice runs and refuses a person's fourth run in this process", {
		timeout: 60_000,
	}, async () => {
		// No worker listens on this prefix, so the jobs stay waiting where their order can be read.
		const prefix = `unnati-test-${randomUUID()}`;
		// Nobody takes these jobs: each run gives up about 11 s after it was queued (5 s + one run's work).
		const api = createCodeRunner({ redis: { url: redisUrl, prefix }, queueWaitMs: 5000 });
		const inspect = new Queue(CODE_QUEUE_NAME, { connection: { url: redisUrl }, prefix });
		const pending = [
			api.run(python("print('practice')"), { owner: "a" }),
			api.run(python("print('practice 2')"), { owner: "a" }),
			api.run(python("print('exam')"), { owner: "b", exam: true }),
		].map((run) => run.catch(() => null));
		await waitUntil("three jobs to be queued", async () => (await inspect.getPrioritizedCount()) === 3);
		const waiting = await inspect.getPrioritized(0, -1);
		expect(waiting.map((job) => job.data.request.source)).toEqual([
			"print('exam')",
			"print('practice')",
			"print('practice 2')",
		]);
		// a's third job fits (three per person from one API process); the fourth does not.
		pending.push(api.run(python("print(3)"), { owner: "a" }).catch(() => null));
		expect(await refusal(api.run(python("print(4)"), { owner: "a" }))).toEqual({
			status: 429,
			message: CODE_MESSAGES.ownRunsBusy,
		});
		await inspect.obliterate({ force: true });
		await inspect.close();
		await api.close();
		await Promise.all(pending);
	});
});

describe.skipIf(!reachable)("code runs through Redis: closing while runs wait", () => {
	it("answers every waiting run and leaves no rejection behind when the runner closes", {
		timeout: 90_000,
	}, async () => {
		const unhandled: unknown[] = [];
		const record = (reason: unknown) => unhandled.push(reason);
		process.on("unhandledRejection", record);
		const prefix = `unnati-test-${randomUUID()}`;
		const inspect = new Queue(CODE_QUEUE_NAME, { connection: { url: redisUrl }, prefix });
		// No worker listens: a run waits 200 ms plus one short run's work for one, then gives up.
		const quick = (i: number) => ({
			kind: "run" as const,
			request: { ...python(`print(${i})`), limits: { wallMs: 100 } },
		});
		const answer = (run: Promise<unknown>) =>
			run.then(
				() => "answered",
				(error: unknown) => (error instanceof AppError ? error.status : error),
			);
		try {
			// Each round closes at a different point of the runs' start: some are being added, some
			// look whether their job already finished, some wait for its result.
			for (let round = 0; round < 12; round++) {
				const client = createQueueClient({
					connection: { url: redisUrl, prefix },
					backlogLimit: 1000,
					queueWaitMs: 200,
				});
				const first = answer(client.submit(quick(-1)));
				await waitUntil("the runner to queue a run", async () => (await inspect.count()) > 0);
				const runs = Array.from({ length: 30 }, (_, i) => answer(client.submit(quick(i))));
				await new Promise((resolve) => setTimeout(resolve, round));
				const closing = Date.now();
				await client.close();
				// Every run is answered at once: a 503, since the runner closed before any worker took it.
				expect(new Set(await Promise.all([first, ...runs]))).toEqual(new Set([503]));
				expect(Date.now() - closing).toBeLessThan(1000);
				await inspect.obliterate({ force: true });
			}
			await new Promise((resolve) => setTimeout(resolve, 1500));
			expect(unhandled).toEqual([]);
		} finally {
			process.off("unhandledRejection", record);
			await inspect.close();
		}
	});
});
