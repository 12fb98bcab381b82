import { act, renderHook } from "@testing-library/react";
import { FACE_THRESHOLDS } from "@unnati/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FaceFrame } from "./face-signals";
import { type FaceDetector, FaceWorkerGone } from "./face-worker-client";
import { FRAME_INTERVAL_MS, useFaceSignals } from "./use-face-signals";
import type { ProctorReport } from "./use-proctor-session";

// The webcam loop with a detector that answers as the test says (the test DOM has no workers, and
// the worker itself runs in the browser, in e2e/tests/proctoring.spec.ts). Fake timers: the loop's
// cadence is in real milliseconds.

const oneFace: Omit<FaceFrame, "at"> = { faces: [{ score: 0.9, yaw: 0, pitch: 0 }], phone: false };
const noFace: Omit<FaceFrame, "at"> = { faces: [], phone: false };

/** A detector whose every frame takes `ms` (of fake time) and sees `seen`. */
function fakeDetector(options: { ms: number; seen?: Omit<FaceFrame, "at">; objectEvery?: number }) {
	const calls: { at: number; withObjects: boolean }[] = [];
	let inFlight = 0;
	let mostInFlight = 0;
	let failure: Error | null = null;
	const detector: FaceDetector = {
		backend: "cpu",
		objectEvery: options.objectEvery ?? 5,
		async detect(_video, withObjects) {
			calls.push({ at: Date.now(), withObjects });
			inFlight++;
			mostInFlight = Math.max(mostInFlight, inFlight);
			await new Promise((resolve) => setTimeout(resolve, options.ms));
			inFlight--;
			if (failure) throw failure;
			return { at: Date.now(), ...(options.seen ?? oneFace) };
		},
		stop: vi.fn(),
	};
	return {
		detector,
		start: vi.fn(async () => detector),
		calls,
		mostInFlight: () => mostInFlight,
		failWith: (error: Error) => {
			failure = error;
		},
	};
}

const stopTrack = vi.fn();
let video: HTMLVideoElement;

beforeEach(() => {
	vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
	stopTrack.mockClear();
	Object.defineProperty(navigator, "mediaDevices", {
		configurable: true,
		value: {
			getUserMedia: async () => {
				const stream = new MediaStream();
				stream.getTracks = () => [{ stop: stopTrack } as unknown as MediaStreamTrack];
				return stream;
			},
		},
	});
	video = document.createElement("video");
	video.play = async () => {};
});
afterEach(() => {
	vi.useRealTimers();
	Reflect.deleteProperty(navigator, "mediaDevices");
});

function renderLoop(start: (signal: AbortSignal) => Promise<FaceDetector>) {
	const reports: ProctorReport[] = [];
	const report = (r: ProctorReport) => {
		reports.push(r);
		return r.id ?? "";
	};
	const ref = { current: video };
	const hook = renderHook(() =>
		useFaceSignals({
			enabled: true,
			active: true,
			report,
			video: ref,
			onPrompt: () => {},
			startDetector: start,
		}),
	);
	return { ...hook, reports };
}

describe("face signals from the webcam", () => {
	it("examines two frames a second once the detector is running", async () => {
		const fake = fakeDetector({ ms: 50 });
		const { result } = renderLoop(fake.start);
		await act(() => vi.advanceTimersByTimeAsync(10));
		expect(result.current).toEqual({ state: "running", backend: "cpu", phoneCheck: true });

		await act(() => vi.advanceTimersByTimeAsync(10_000));
		expect(FRAME_INTERVAL_MS).toBeLessThanOrEqual(500);
		expect(fake.calls.length).toBeGreaterThanOrEqual(20);
		const gaps = fake.calls.slice(1).map((call, i) => call.at - (fake.calls[i]?.at ?? 0));
		expect(new Set(gaps)).toEqual(new Set([FRAME_INTERVAL_MS]));
		// The phone search runs on every objectEvery-th frame, after the first frames time the device.
		expect(fake.calls.map((c, i) => (c.withObjects ? i : -1)).filter((i) => i >= 0)).toEqual([5, 10, 15, 20]);
	});

	it("never sends a frame while one is in flight: a slow frame is followed at once by the next", async () => {
		const fake = fakeDetector({ ms: 1200 });
		renderLoop(fake.start);
		await act(() => vi.advanceTimersByTimeAsync(6000));
		expect(fake.mostInFlight()).toBe(1);
		expect(fake.calls).toHaveLength(5);
		// Each frame starts as the previous answer arrives (a timer's tick later), without waiting.
		for (const [i, call] of fake.calls.slice(1).entries()) {
			const gap = call.at - (fake.calls[i]?.at ?? 0);
			expect(gap).toBeGreaterThanOrEqual(1200);
			expect(gap).toBeLessThan(1210);
		}
	});

	it("turns the phone search off on a device whose face-only frames are too slow", async () => {
		const fake = fakeDetector({ ms: 1600 });
		const { result } = renderLoop(fake.start);
		await act(() => vi.advanceTimersByTimeAsync(20_000));
		expect(result.current).toEqual({ state: "running", backend: "cpu", phoneCheck: false });
		expect(fake.calls.length).toBeGreaterThan(10);
		expect(fake.calls.some((c) => c.withObjects)).toBe(false);
	});

	it("reports no face once it lasts its threshold, and its end with how long it lasted", async () => {
		const seen = { ...noFace };
		const fake = fakeDetector({ ms: 20, seen });
		const { reports } = renderLoop(fake.start);
		await act(() => vi.advanceTimersByTimeAsync(FACE_THRESHOLDS.noFaceMs + 1000));
		expect(reports).toHaveLength(1);
		expect(reports[0]).toMatchObject({ type: "no_face" });
		expect(reports[0]?.awayMs).toBeGreaterThanOrEqual(FACE_THRESHOLDS.noFaceMs);

		seen.faces = oneFace.faces;
		await act(() => vi.advanceTimersByTimeAsync(1000));
		expect(reports).toHaveLength(2);
		expect(reports[1]).toMatchObject({ type: "no_face", id: reports[0]?.id, at: reports[0]?.at });
	});

	it("stops the detector and the camera when the exam ends", async () => {
		const fake = fakeDetector({ ms: 50 });
		const { unmount } = renderLoop(fake.start);
		await act(() => vi.advanceTimersByTimeAsync(1000));
		const examined = fake.calls.length;
		unmount();
		await vi.advanceTimersByTimeAsync(5000);
		expect(fake.detector.stop).toHaveBeenCalled();
		expect(stopTrack).toHaveBeenCalled();
		expect(fake.calls).toHaveLength(examined);
	});

	it("says so when the detector stops for good, and examines no further frame", async () => {
		const fake = fakeDetector({ ms: 50 });
		const { result } = renderLoop(fake.start);
		await act(() => vi.advanceTimersByTimeAsync(1000));
		fake.failWith(new FaceWorkerGone("crashed"));
		await act(() => vi.advanceTimersByTimeAsync(1000));
		const examined = fake.calls.length;
		expect(result.current).toEqual({ state: "unavailable", reason: "Face signals stopped in this browser." });
		await act(() => vi.advanceTimersByTimeAsync(5000));
		expect(fake.calls).toHaveLength(examined);
	});

	it("says so when the detector cannot start, and stops the camera with the exam", async () => {
		const { result, unmount } = renderLoop(async () => {
			throw new FaceWorkerGone("no worker");
		});
		await act(() => vi.advanceTimersByTimeAsync(10));
		expect(result.current).toEqual({
			state: "unavailable",
			reason: "Face signals could not start in this browser.",
		});
		unmount();
		expect(stopTrack).toHaveBeenCalled();
	});
});
