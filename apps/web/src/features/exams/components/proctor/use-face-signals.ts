import { FACE_THRESHOLDS, type FaceSignal, PROCTORING_LIMITS } from "@unnati/contracts";
import { type RefObject, useEffect, useRef, useState } from "react";
import { createFaceSignalTracker } from "./face-signals";
import { type FaceDetector, FaceWorkerGone, startFaceWorker } from "./face-worker-client";
import { newReportId, type ProctorReport } from "./use-proctor-session";

export type FaceStatus =
	| { state: "off" }
	| { state: "starting" }
	/** `phoneCheck` is off on a device too slow to search for a phone without slowing the exam. */
	| { state: "running"; backend: string; phoneCheck: boolean }
	| { state: "unavailable"; reason: string };

type Report = (report: ProctorReport) => string;

export const FRAME_INTERVAL_MS = FACE_THRESHOLDS.frameIntervalMs;
/** A face-only frame slower than this (software graphics, an old laptop) turns the phone search off. */
const SLOW_FRAME_MS = 1500;
/** Face-only frames timed before the first phone search. */
const TIMED_FRAMES = 2;

/** A small JPEG of the frame, as base64, under the server's 200 KB limit. */
function snapshotOf(video: HTMLVideoElement): string | undefined {
	const canvas = document.createElement("canvas");
	canvas.width = 320;
	canvas.height = Math.round((320 * (video.videoHeight || 240)) / (video.videoWidth || 320));
	const context = canvas.getContext("2d");
	if (!context) return undefined;
	context.drawImage(video, 0, 0, canvas.width, canvas.height);
	for (const quality of [0.7, 0.5, 0.3]) {
		const base64 = canvas.toDataURL("image/jpeg", quality).split(",")[1] ?? "";
		if (base64.length > 0 && (base64.length * 3) / 4 <= PROCTORING_LIMITS.snapshotMaxBytes) return base64;
	}
	return undefined;
}

/**
 * Face signals from the webcam, once the exam has started: the camera opens, then the detector's
 * worker (and with it @vladmandic/human and its models) loads, then two frames a second are
 * examined there, one at a time. Snapshots for the reports are taken here, from the video.
 * `onPrompt` tells the focus guard that the camera permission prompt is open (it takes focus). When
 * the camera or the detector is not available the status says why, and the exam goes on without.
 * `startDetector` is for tests (the test DOM has no workers); the exam uses the worker.
 */
export function useFaceSignals(options: {
	enabled: boolean;
	active: boolean;
	report: Report;
	video: RefObject<HTMLVideoElement | null>;
	onPrompt: (open: boolean) => void;
	startDetector?: (signal: AbortSignal) => Promise<FaceDetector>;
}): FaceStatus {
	const { enabled, active, report, video, startDetector = startFaceWorker } = options;
	const [status, setStatus] = useState<FaceStatus>({ state: enabled ? "starting" : "off" });
	const onPrompt = useRef(options.onPrompt);
	onPrompt.current = options.onPrompt;

	useEffect(() => {
		if (!enabled || !active) {
			setStatus({ state: "off" });
			return;
		}
		let stopped = false;
		let stream: MediaStream | null = null;
		let timer: number | undefined;
		let detector: FaceDetector | null = null;
		// Ends the detector's worker even while its models are still loading.
		const stopping = new AbortController();
		setStatus({ state: "starting" });

		(async () => {
			if (!navigator.mediaDevices?.getUserMedia) {
				setStatus({ state: "unavailable", reason: "This browser gives no camera access." });
				return;
			}
			try {
				onPrompt.current(true);
				stream = await navigator.mediaDevices.getUserMedia({
					video: { width: { ideal: 320 }, height: { ideal: 240 }, facingMode: "user" },
					audio: false,
				});
			} catch {
				setStatus({ state: "unavailable", reason: "The camera is not available or was not allowed." });
				return;
			} finally {
				onPrompt.current(false);
			}
			const element = video.current;
			if (stopped || !element) {
				for (const track of stream.getTracks()) track.stop();
				return;
			}
			element.srcObject = stream;
			await element.play().catch(() => {});
			let running: FaceDetector;
			try {
				running = await startDetector(stopping.signal);
			} catch {
				if (!stopped)
					setStatus({ state: "unavailable", reason: "Face signals could not start in this browser." });
				return;
			}
			if (stopped) {
				running.stop();
				return;
			}
			detector = running;
			setStatus({ state: "running", backend: running.backend, phoneCheck: true });
			const tracker = createFaceSignalTracker();
			const ids = new Map<FaceSignal, string>();
			const faceFrameMs: number[] = [];
			let phoneCheck = true;
			let frame = 0;
			const tick = async () => {
				if (stopped) return;
				const startedAt = Date.now();
				// The first frames look for faces only and time the device; the phone search follows.
				const withObjects = phoneCheck && frame >= TIMED_FRAMES && frame % running.objectEvery === 0;
				frame++;
				try {
					const seen = await running.detect(element, withObjects);
					if (!withObjects && faceFrameMs.length < TIMED_FRAMES) {
						faceFrameMs.push(Date.now() - startedAt);
						if (faceFrameMs.length === TIMED_FRAMES && Math.min(...faceFrameMs) > SLOW_FRAME_MS) {
							phoneCheck = false;
							if (!stopped) setStatus({ state: "running", backend: running.backend, phoneCheck: false });
						}
					}
					if (!phoneCheck) seen.phone = false;
					for (const event of tracker.observe(seen)) {
						if (event.kind === "start") {
							const id = newReportId();
							ids.set(event.signal, id);
							const snapshot = snapshotOf(element);
							report({
								type: event.signal,
								id,
								at: event.since,
								awayMs: event.at - event.since,
								...(snapshot ? { snapshot } : {}),
							});
						} else {
							const id = ids.get(event.signal);
							ids.delete(event.signal);
							if (id) report({ type: event.signal, id, at: event.since, awayMs: event.durationMs });
						}
					}
				} catch (error) {
					if (error instanceof FaceWorkerGone) {
						if (!stopped)
							setStatus({ state: "unavailable", reason: "Face signals stopped in this browser." });
						return;
					}
					// One unreadable frame (the camera paused) is skipped.
				}
				const wait = Math.max(0, FRAME_INTERVAL_MS - (Date.now() - startedAt));
				if (!stopped) timer = window.setTimeout(tick, wait);
			};
			void tick();
		})();

		return () => {
			stopped = true;
			window.clearTimeout(timer);
			stopping.abort();
			detector?.stop();
			for (const track of stream?.getTracks() ?? []) track.stop();
		};
	}, [enabled, active, report, video, startDetector]);

	return status;
}
