import { CODE_MESSAGES } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../platform/errors";
import { createCodeRunner } from "../service";
import { createWorkerPool, QueueFullError } from "./pool";

describe("the run queue", () => {
	it("runs at most `workers` tasks at once and the rest in order", async () => {
		const pool = createWorkerPool({ workers: 2, queueLimit: 10 });
		let active = 0;
		let peak = 0;
		const order: number[] = [];
		const task = (n: number) => async () => {
			active++;
			peak = Math.max(peak, active);
			await new Promise((resolve) => setTimeout(resolve, 20));
			active--;
			order.push(n);
		};
		await Promise.all([1, 2, 3, 4, 5].map((n) => pool.submit(task(n))));
		expect(peak).toBe(2);
		expect(order.slice(2)).toEqual([3, 4, 5]);
	});

	it("refuses at once when the line is full", async () => {
		const pool = createWorkerPool({ workers: 1, queueLimit: 1 });
		const slow = () => new Promise((resolve) => setTimeout(resolve, 50));
		const first = pool.submit(slow);
		const second = pool.submit(slow);
		await expect(pool.submit(slow)).rejects.toBeInstanceOf(QueueFullError);
		await Promise.all([first, second]);
		await expect(pool.submit(slow)).resolves.toBeUndefined();
	});

	it("answers a real run beyond the queue with a 429 and a clear message", async () => {
		const runner = createCodeRunner({ workers: 1, queueLimit: 1, limits: { wallMs: 3000 } });
		const sleepy = {
			language: "python" as const,
			source: "import time\ntime.sleep(0.3)\nprint('ok')",
			stdin: "",
		};
		const first = runner.run(sleepy);
		const second = runner.run(sleepy);
		const third = runner.run(sleepy).catch((error: unknown) => error);
		const refused = await third;
		expect(refused).toBeInstanceOf(AppError);
		expect((refused as AppError).status).toBe(429);
		expect((refused as AppError).message).toBe(CODE_MESSAGES.queueFull);
		expect((await first).status).toBe("Accepted");
		expect((await second).stdout).toBe("ok\n");
	});
});
