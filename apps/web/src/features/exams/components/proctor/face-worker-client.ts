import { FACE_THRESHOLDS } from "@unnati/contracts";
import type { FaceFrame } from "./face-signals";
import type { FaceWorkerReply, FaceWorkerRequest } from "./face-worker-protocol";

// The exam page's side of the face detector. The worker (face-worker.ts, with @vladmandic/human and
// TensorFlow.js in its own chunk) is created here, once the exam has started and the camera is on:
// neither the player's chunks nor its first load carry any of it. The page's share of a frame is
// to copy the video's picture into an ImageBitmap and hand it over; the detection runs in the worker.

/**
 * The page's performance measure for each analysed frame: its duration is the worker's detection
 * time, its detail `{ backend, withObjects, faces }` (faces: how many were found). Shown in
 * DevTools' performance panel, and read by bench/face-signals.mjs. One small entry per frame
 * (21,600 over a 3-hour exam at 2 a second, a few megabytes), so none are cleared.
 */
export const DETECT_MEASURE = "face-signals:detect";

export type FaceDetector = {
	backend: string;
	/** Search for a phone every this many frames. */
	objectEvery: number;
	/**
	 * Examines the video's current frame; searches it for a phone only when `withObjects` (the
	 * slower model). One frame at a time: a call while another is in flight is refused. Rejects with
	 * FaceWorkerGone once the worker has stopped for good.
	 */
	detect(video: HTMLVideoElement, withObjects: boolean): Promise<FaceFrame>;
	/** Ends the worker, and with it the models' memory. */
	stop(): void;
};

/** The detector stopped for good (it crashed, or could not start): no further frame will be answered. */
export class FaceWorkerGone extends Error {}

type Pending = {
	id: number;
	withObjects: boolean;
	resolve: (frame: FaceFrame) => void;
	reject: (error: Error) => void;
};

/**
 * Starts the detector's worker and resolves once its models are loaded, with the backend it runs on.
 * Rejects when this browser cannot run it; `signal` ends it, even while the models load.
 */
export function startFaceWorker(signal?: AbortSignal): Promise<FaceDetector> {
	if (typeof Worker === "undefined" || typeof createImageBitmap === "undefined") {
		return Promise.reject(new FaceWorkerGone("This browser cannot run the face detector."));
	}
	const worker = new Worker(new URL("./face-worker.ts", import.meta.url), {
		type: "module",
		name: "face-signals",
	});
	let gone: FaceWorkerGone | null = null;
	let inFlight = false;
	let pending: Pending | null = null;
	let lastId = 0;
	let backend = "";

	return new Promise<FaceDetector>((resolveStart, rejectStart) => {
		const end = (error: FaceWorkerGone) => {
			if (gone) return;
			gone = error;
			worker.terminate();
			signal?.removeEventListener("abort", abort);
			rejectStart(error);
			pending?.reject(error);
			pending = null;
		};
		const abort = () => end(new FaceWorkerGone("The face detector was stopped."));
		if (signal?.aborted) return abort();
		signal?.addEventListener("abort", abort, { once: true });

		const detector = (objectEvery: number): FaceDetector => ({
			backend,
			objectEvery,
			async detect(video, withObjects) {
				if (gone) throw gone;
				if (inFlight) throw new Error("A frame is already being examined.");
				inFlight = true;
				try {
					// Throws while the video has no picture yet: that frame is skipped, not read as "no face".
					const image = await createImageBitmap(video);
					if (gone) {
						image.close();
						throw gone;
					}
					const id = ++lastId;
					const answer = new Promise<FaceFrame>((resolve, reject) => {
						pending = { id, withObjects, resolve, reject };
					});
					const request: FaceWorkerRequest = { kind: "frame", id, image, withObjects };
					worker.postMessage(request, [image]);
					return await answer;
				} finally {
					inFlight = false;
				}
			},
			stop: () => end(new FaceWorkerGone("The face detector was stopped.")),
		});

		worker.addEventListener("error", (event) => {
			end(new FaceWorkerGone(event.message || "The face detector stopped."));
		});
		worker.addEventListener("messageerror", () => end(new FaceWorkerGone("The face detector stopped.")));
		worker.addEventListener("message", (event: MessageEvent<FaceWorkerReply>) => {
			const reply = event.data;
			if (reply.kind === "ready") {
				backend = reply.backend;
				return resolveStart(detector(reply.objectEvery));
			}
			if (reply.kind === "failed") return end(new FaceWorkerGone(reply.message));
			const answered = pending;
			if (!answered || answered.id !== reply.id) return;
			pending = null;
			if (reply.kind === "frame-failed") return answered.reject(new Error(reply.message));
			answered.resolve(reply.frame);
			performance.measure(DETECT_MEASURE, {
				end: performance.now(),
				duration: reply.ms,
				detail: { backend, withObjects: answered.withObjects, faces: reply.frame.faces.length },
			});
		});
		const start: FaceWorkerRequest = {
			kind: "start",
			thresholds: {
				minFaceScore: FACE_THRESHOLDS.minFaceScore,
				minPhoneScore: FACE_THRESHOLDS.minPhoneScore,
			},
		};
		worker.postMessage(start);
	});
}
