import { createFaceDetector, type FaceDetector } from "./face-detector";
import type { FaceWorkerReply, FaceWorkerRequest } from "./face-worker-protocol";

// The face detector's own thread (a module worker, started by face-worker-client.ts once the exam
// has started). TensorFlow.js runs a frame as one long stretch of JavaScript, hundreds of
// milliseconds on the CPU backend; here that stretch never blocks the exam page. On `start` the
// worker loads Human and its models and says `ready` (or `failed`), then answers one frame at a
// time: the page never sends the next before this one's answer.

// The project compiles against the DOM library, not the worker one: only what is used here is typed.
const scope = globalThis as unknown as {
	postMessage(reply: FaceWorkerReply): void;
	addEventListener(type: "message", listener: (event: MessageEvent<FaceWorkerRequest>) => void): void;
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

let detector: Promise<FaceDetector | null> | null = null;

scope.addEventListener("message", async ({ data: request }) => {
	if (request.kind === "start") {
		detector ??= createFaceDetector(request.thresholds).then(
			(ready) => {
				scope.postMessage({ kind: "ready", backend: ready.backend, objectEvery: ready.objectEvery });
				return ready;
			},
			(error: unknown) => {
				scope.postMessage({ kind: "failed", message: messageOf(error) });
				return null;
			},
		);
		return;
	}
	const { id, image, withObjects } = request;
	try {
		const ready = await detector;
		if (!ready) throw new Error("The face detector did not start.");
		const started = performance.now();
		const frame = await ready.detect(image, withObjects);
		scope.postMessage({ kind: "frame", id, frame, ms: performance.now() - started });
	} catch (error) {
		scope.postMessage({ kind: "frame-failed", id, message: messageOf(error) });
	} finally {
		// The frame's pixels live outside the JavaScript heap until closed.
		image.close();
	}
});
