import { describe, expect, it } from "vitest";
import { createWorkerPool, QueueFullError, type RunContext, type WorkerPool } from "./pool";

/**
 * Fairness of the shared pool with tasks that end only when the test says so: the assertions are
 * about order and places in line, never about milliseconds, so a busy machine cannot change them.
 */
function harness(pool: WorkerPool) {
	const started: string[] = [];
	const finishers = new Map<string, () => void>();
	const submit = (name: string, by: RunContext) =>
		pool.submit(
			() =>
				new Promise<string>((resolve) => {
					started.push(name);
					finishers.set(name, () => resolve(name));
				}),
			by,
		);
	const finish = async (name: string) => {
		const done = finishers.get(name);
		if (!done) throw new Error(`${name} has not started`);
		done();
		// Let the pool's release and the next start run.
		await new Promise((resolve) => setImmediate(resolve));
	};
	return { started, submit, finish };
}

const refusal = (promise: Promise<unknown>) =>
	promise.then(
		() => null,
		(error: unknown) => error,
	);

describe("the shared pool between people", () => {
	it("gives one person one run at a time and two waiting, and refuses the rest at once as theirs", async () => {
		const pool = createWorkerPool({ workers: 4, queueLimit: 100 });
		const { started, submit, finish } = harness(pool);
		const greedy = Array.from({ length: 18 }, (_, i) => refusal(submit(`loop${i}`, { owner: "greedy" })));
		// Only the first of 18 holds a worker, though three more are free.
		expect(started).toEqual(["loop0"]);
		expect(pool.waiting).toBe(2);
		const refused = await Promise.all(greedy.slice(3));
		for (const error of refused) {
			expect(error).toBeInstanceOf(QueueFullError);
			expect((error as QueueFullError).reason).toBe("owner");
		}
		await finish("loop0");
		expect(started).toEqual(["loop0", "loop1"]);
	});

	it("starts another person's run at once beside a flood, and serves people in turn, not first come first served", async () => {
		const pool = createWorkerPool({ workers: 2, queueLimit: 100 });
		const { started, submit, finish } = harness(pool);
		for (let i = 0; i < 3; i++) void submit(`a${i}`, { owner: "a" });
		for (let i = 0; i < 3; i++) void submit(`b${i}`, { owner: "b" });
		// Both workers taken by a and b; c, then d, arrive after their floods.
		expect(started).toEqual(["a0", "b0"]);
		void submit("c0", { owner: "c" });
		void submit("d0", { owner: "d" });
		await finish("a0");
		await finish("b0");
		// c and d were each waiting behind two runs of a and of b: they go before those.
		expect(started).toEqual(["a0", "b0", "c0", "d0"]);
		await finish("c0");
		await finish("d0");
		expect(started.slice(4)).toEqual(["a1", "b1"]);
		await finish("a1");
		await finish("b1");
		expect(started.slice(6)).toEqual(["a2", "b2"]);
	});

	it("serves exam runs before practice runs that waited longer, and a practice rush cannot refuse them", async () => {
		const pool = createWorkerPool({ workers: 1, queueLimit: 3 });
		const { started, submit, finish } = harness(pool);
		void submit("p0", { owner: "p0" });
		for (let i = 1; i <= 3; i++) void submit(`p${i}`, { owner: `p${i}` });
		// The line is full for practice runs...
		expect(await refusal(submit("p4", { owner: "p4" }))).toBeInstanceOf(QueueFullError);
		// ...but not for an exam run, which goes first.
		void submit("exam", { owner: "student", exam: true });
		await finish("p0");
		expect(started).toEqual(["p0", "exam"]);
		await finish("exam");
		expect(started.slice(2)).toEqual(["p1"]);
	});

	it("lets a person run again once their run ends, and forgets people with nothing left", async () => {
		const pool = createWorkerPool({ workers: 1, queueLimit: 10 });
		const { started, submit, finish } = harness(pool);
		const first = submit("x0", { owner: "x" });
		await finish("x0");
		await expect(first).resolves.toBe("x0");
		expect(pool.running).toBe(0);
		void submit("x1", { owner: "x" });
		expect(started).toEqual(["x0", "x1"]);
	});

	it("keeps the server's own runs (no owner) each in its own turn", async () => {
		const pool = createWorkerPool({ workers: 1, queueLimit: 10 });
		const { started, submit, finish } = harness(pool);
		void submit("s0", {});
		void submit("s1", {});
		void submit("s2", {});
		void submit("s3", {});
		expect(pool.waiting).toBe(3);
		await finish("s0");
		await finish("s1");
		expect(started).toEqual(["s0", "s1", "s2"]);
	});
});
