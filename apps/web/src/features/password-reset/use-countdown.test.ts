import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatCountdown, useCountdown } from "./use-countdown";

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

const advance = (ms: number) =>
	act(() => {
		vi.advanceTimersByTime(ms);
	});

describe("formatCountdown", () => {
	it.each([
		[300, "5:00"],
		[299, "4:59"],
		[61, "1:01"],
		[60, "1:00"],
		[9, "0:09"],
		[0, "0:00"],
	])("shows %i seconds as %s", (seconds, shown) => {
		expect(formatCountdown(seconds)).toBe(shown);
	});
});

describe("useCountdown", () => {
	it("starts at 5:00 and ticks once a second", () => {
		const { result } = renderHook(() => useCountdown(300));
		expect(result.current.display).toBe("5:00");

		advance(999);
		expect(result.current.display).toBe("5:00");
		advance(1);
		expect(result.current.display).toBe("4:59");
		advance(1000);
		expect(result.current.display).toBe("4:58");
		expect(result.current.expired).toBe(false);
	});

	it("expires at 0 and stays there", () => {
		const { result } = renderHook(() => useCountdown(300));

		advance(299_000);
		expect(result.current.display).toBe("0:01");
		expect(result.current.expired).toBe(false);
		advance(1000);
		expect(result.current.secondsLeft).toBe(0);
		expect(result.current.expired).toBe(true);
		advance(10_000);
		expect(result.current.display).toBe("0:00");
	});

	it("restarts from the full time", () => {
		const { result } = renderHook(() => useCountdown(300));
		advance(300_000);
		expect(result.current.expired).toBe(true);

		act(() => result.current.restart());
		expect(result.current.display).toBe("5:00");
		expect(result.current.expired).toBe(false);
		advance(1000);
		expect(result.current.display).toBe("4:59");
	});

	it("measures against the clock, so a jump ahead shows the true time left", () => {
		const { result } = renderHook(() => useCountdown(300));

		// What a throttled tab or Playwright's clock.fastForward does: time moves, timers fire once.
		act(() => {
			vi.setSystemTime(Date.now() + 301_000);
			vi.advanceTimersToNextTimer();
		});

		expect(result.current.expired).toBe(true);
	});
});
