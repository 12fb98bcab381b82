import { FACE_THRESHOLDS } from "@unnati/contracts";
import { type Config, Human } from "@vladmandic/human";
import type { FaceFrame } from "./face-signals";

// The only module that imports @vladmandic/human (about 2 MB with TensorFlow.js). It is loaded with
// import() once the exam has started and the camera is on, never with the player itself. Its model
// files are served from our own origin (copied into the build by vite-plugins/human-models.ts),
// never from a CDN: the exam must not depend on, or tell, anyone else.

/** Where the build puts the models; keep in step with vite-plugins/human-models.ts. */
export const MODEL_PATH = "/models/human/";

/**
 * WebGL first (fast), then the CPU (slow but everywhere, headless Chromium without a GPU
 * included). The CPU backend runs the phone search less often, so a frame never waits long.
 */
const BACKENDS = ["humangl", "webgl", "cpu"] as const;

export type FaceDetector = {
	backend: string;
	/** Examines one frame; searches it for a phone only when `withObjects` (the slower model). */
	detect(video: HTMLVideoElement, withObjects: boolean): Promise<FaceFrame>;
	/** Search for a phone every this many frames. */
	objectEvery: number;
};

function configFor(backend: string): Partial<Config> {
	return {
		backend: backend as Config["backend"],
		modelBasePath: new URL(MODEL_PATH, window.location.origin).href,
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
				minConfidence: FACE_THRESHOLDS.minFaceScore,
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
		object: { enabled: true, minConfidence: FACE_THRESHOLDS.minPhoneScore, maxDetected: 10 },
		body: { enabled: false },
		hand: { enabled: false },
		gesture: { enabled: false },
		segmentation: { enabled: false },
	};
}

export async function createFaceDetector(): Promise<FaceDetector> {
	const human = new Human(configFor(BACKENDS[0]));
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
		async detect(video, withObjects) {
			const result = await human.detect(video, { object: { enabled: withObjects } });
			return {
				at: Date.now(),
				faces: result.face.map((face) => ({
					score: face.score,
					yaw: face.rotation?.angle.yaw ?? null,
					pitch: face.rotation?.angle.pitch ?? null,
				})),
				phone: withObjects
					? result.object.some((o) => o.label === "cell phone" && o.score >= FACE_THRESHOLDS.minPhoneScore)
					: null,
			};
		},
	};
}
