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
/** Where the build puts the WASM backend's binaries; keep in step with vite-plugins/human-models.ts. */
export const WASM_PATH = "/models/tfjs-wasm/";

/**
 * WebGL renderers drawn by the CPU: Chromium's SwiftShader (headless, a blocked GPU), Mesa's
 * llvmpipe and softpipe, Windows' Basic Render Driver. On this WebGL a frame takes over a second,
 * as slow as the CPU backend; the WASM backend takes under a tenth of that (bench/RESULTS.md).
 */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** Whether this worker gets WebGL drawn by a GPU: asked of a throwaway OffscreenCanvas. */
function hasHardwareWebGL(): boolean {
	if (typeof OffscreenCanvas === "undefined") return false;
	const canvas = new OffscreenCanvas(1, 1);
	const gl = canvas.getContext("webgl2") ?? canvas.getContext("webgl");
	if (!gl) return false;
	// The unmasked name says "SwiftShader"; the plain RENDERER is often just "WebKit WebGL".
	const info = gl.getExtension("WEBGL_debug_renderer_info");
	const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? "");
	// A browser keeps only a few WebGL contexts; this one is not needed again.
	gl.getExtension("WEBGL_lose_context")?.loseContext();
	return renderer !== "" && !SOFTWARE_RENDERER.test(renderer);
}

/**
 * WebGL first when a GPU draws it (a worker draws on an OffscreenCanvas), then WebAssembly (SIMD:
 * fast enough for two frames a second on a CPU, and faster than WebGL in software), then the CPU
 * backend (slow but everywhere). The CPU backend runs the phone search less often, so a frame
 * never waits long.
 */
function backendsToTry(): readonly Config["backend"][] {
	return hasHardwareWebGL() ? ["humangl", "webgl", "wasm", "cpu"] : ["wasm", "cpu"];
}

export type FaceDetector = {
	backend: string;
	/** Examines one frame; searches it for a phone only when `withObjects` (the slower model). */
	detect(image: ImageBitmap, withObjects: boolean): Promise<FaceFrame>;
	/** Search for a phone every this many frames. */
	objectEvery: number;
};

function configFor(backend: Config["backend"], thresholds: DetectorThresholds): Partial<Config> {
	return {
		backend,
		// `location` is the worker's: same origin as the page.
		modelBasePath: new URL(MODEL_PATH, globalThis.location.origin).href,
		// Human's default is a CDN. Needs 'wasm-unsafe-eval' in the server's script-src.
		wasmPath: new URL(WASM_PATH, globalThis.location.origin).href,
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
	const candidates = backendsToTry();
	const human = new Human(configFor(candidates[0] ?? "cpu", thresholds));
	let backend = "";
	for (const candidate of candidates) {
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
