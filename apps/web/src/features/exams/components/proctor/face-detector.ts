import { type Config, Human } from "@vladmandic/human";
import type { FaceFrame } from "./face-signals";
import type { DetectorThresholds } from "./face-worker-protocol";

// The only module that imports @vladmandic/human (about 1.6 MB with TensorFlow.js, 400 KB gzip).
// Only face-worker.ts imports it, so it is bundled into the worker's chunk, fetched once the exam
// has started and the camera is on, and runs off the exam page's main thread. Its model files are
// served from our own origin (copied into the build by vite-plugins/human-models.ts), never from a
// CDN: the exam must not depend on, or tell, anyone else. Nothing here imports @unnati/contracts
// (its root brings zod into the worker's chunk): the page sends the thresholds.

/** Where the build puts the models; keep in step with vite-plugins/human-models.ts. */
export const MODEL_PATH = "/models/human/";

/**
 * WebGL first (fast; a worker draws on an OffscreenCanvas), then the CPU (slow but everywhere,
 * headless Chromium without a GPU included). The CPU backend runs the phone search less often, so
 * a frame never waits long.
 */
const BACKENDS = ["humangl", "webgl", "cpu"] as const;

export type FaceDetector = {
	backend: string;
	/** Examines one frame; searches it for a phone only when `withObjects` (the slower model). */
	detect(image: ImageBitmap, withObjects: boolean): Promise<FaceFrame>;
	/** Search for a phone every this many frames. */
	objectEvery: number;
};

function configFor(backend: string, thresholds: DetectorThresholds): Partial<Config> {
	return {
		backend: backend as Config["backend"],
		// `location` is the worker's: same origin as the page.
		modelBasePath: new URL(MODEL_PATH, globalThis.location.origin).href,
		debug: false,
		warmup: "none",
		// Image filters need WebGL; the detectors do not.
		filter: { enabled: false },
		face: {
			enabled: true,
			// blazeface finds faces; facemesh gives the head's angles for "looking away".
			detector: {
				enabled: true,
				maxDetected: 3,
				rotation: false,
				minConfidence: thresholds.minFaceScore,
			},
			mesh: { enabled: true },
			iris: { enabled: false },
			description: { enabled: false },
			emotion: { enabled: false },
			antispoof: { enabled: false },
			liveness: { enabled: false },
			attention: { enabled: false },
			gear: { enabled: false },
		},
		// centernet, for a phone in view.
		object: { enabled: true, minConfidence: thresholds.minPhoneScore, maxDetected: 10 },
		body: { enabled: false },
		hand: { enabled: false },
		gesture: { enabled: false },
		segmentation: { enabled: false },
	};
}

export async function createFaceDetector(thresholds: DetectorThresholds): Promise<FaceDetector> {
	const human = new Human(configFor(BACKENDS[0], thresholds));
	let backend = "";
	for (const candidate of BACKENDS) {
		human.config.backend = candidate;
		try {
			await human.init();
		} catch {
			// This backend is not available here; the next one may be.
		}
		if (human.tf.getBackend() === candidate) {
			backend = candidate;
			break;
		}
	}
	if (!backend) throw new Error("No TensorFlow backend works in this browser.");
	await human.load();
	return {
		backend,
		objectEvery: backend === "cpu" ? 5 : 2,
		async detect(image, withObjects) {
			const result = await human.detect(image, { object: { enabled: withObjects } });
			return {
				at: Date.now(),
				faces: result.face.map((face) => ({
					score: face.score,
					yaw: face.rotation?.angle.yaw ?? null,
					pitch: face.rotation?.angle.pitch ?? null,
				})),
				phone: withObjects
					? result.object.some((o) => o.label === "cell phone" && o.score >= thresholds.minPhoneScore)
					: null,
			};
		},
	};
}
