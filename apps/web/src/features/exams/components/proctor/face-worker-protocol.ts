import type { FACE_THRESHOLDS } from "@unnati/contracts";
import type { FaceFrame } from "./face-signals";

// The messages between the exam page and face-worker.ts. Types only: the page never imports the
// worker's code, so @vladmandic/human stays out of the page's chunks.

/**
 * Below these scores a detection is dropped: contracts' FACE_THRESHOLDS, sent by the page (the
 * worker does not import contracts, whose root would bring zod into its chunk).
 */
export type DetectorThresholds = Pick<typeof FACE_THRESHOLDS, "minFaceScore" | "minPhoneScore">;

/**
 * Page → worker: first `start`, once, then one frame at a time. A frame's bitmap is transferred
 * (not copied); the worker closes it.
 */
export type FaceWorkerRequest =
	| { kind: "start"; thresholds: DetectorThresholds }
	| { kind: "frame"; id: number; image: ImageBitmap; withObjects: boolean };

/** Worker → page. The worker announces itself once (`ready` or `failed`), then answers each frame. */
export type FaceWorkerReply =
	| { kind: "ready"; backend: string; objectEvery: number }
	| { kind: "failed"; message: string }
	/** `ms`: the detection alone, timed in the worker (no message passing, no waiting). */
	| { kind: "frame"; id: number; frame: FaceFrame; ms: number }
	| { kind: "frame-failed"; id: number; message: string };
