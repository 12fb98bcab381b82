import { describe, expect, it, vi } from "vitest";
import { formatMbps, speedMbps } from "./api";
import { timedDownload } from "./devices";

/** A clock that moves only when told. */
function manualClock() {
	let now = 1000;
	return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("timedDownload", () => {
	it("counts every byte of the body, asks for no cache, and times the whole transfer", async () => {
		const clock = manualClock();
		const chunks = [new Uint8Array(300_000), new Uint8Array(212_000)];
		const fetchFn = vi.fn(async () => {
			clock.advance(50);
			const body = new ReadableStream<Uint8Array>({
				pull(controller) {
					const next = chunks.shift();
					clock.advance(100);
					if (next) controller.enqueue(next);
					else controller.close();
				},
			});
			return new Response(body, { status: 200 });
		});
		const sample = await timedDownload("/probe", new AbortController().signal, fetchFn, clock.now);
		expect(sample.bytes).toBe(512_000);
		expect(sample.ms).toBeGreaterThanOrEqual(250);
		expect(fetchFn).toHaveBeenCalledWith("/probe", expect.objectContaining({ cache: "no-store" }));
	});

	it("measures what arrived when the time runs out part-way", async () => {
		const controller = new AbortController();
		const clock = manualClock();
		let sent = false;
		const fetchFn = vi.fn(async () => {
			const body = new ReadableStream<Uint8Array>({
				pull(stream) {
					if (!sent) {
						sent = true;
						stream.enqueue(new Uint8Array(100_000));
						return;
					}
					clock.advance(4000);
					controller.abort();
					stream.error(new DOMException("aborted", "AbortError"));
				},
			});
			return new Response(body);
		});
		expect(await timedDownload("/probe", controller.signal, fetchFn, clock.now)).toEqual({
			bytes: 100_000,
			ms: 4000,
		});
	});

	it("fails on an error status", async () => {
		const fetchFn = vi.fn(async () => new Response("down", { status: 503 }));
		await expect(timedDownload("/probe", new AbortController().signal, fetchFn)).rejects.toThrow("503");
	});
});

describe("speedMbps", () => {
	it("turns bytes and milliseconds into megabits per second", () => {
		expect(speedMbps({ bytes: 500 * 1024, ms: 2048 })).toBeCloseTo(2, 5);
		expect(formatMbps(speedMbps({ bytes: 512_000, ms: 200 }))).toBe("20.5");
		expect(formatMbps(512.4)).toBe("512");
	});
});
