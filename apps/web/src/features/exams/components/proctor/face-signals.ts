import { FACE_THRESHOLDS, type FaceSignal } from "@unnati/contracts";

// From what the detector saw in each webcam frame to face signals. A condition is flagged only
// once it has lasted its threshold (a glance away or a misread frame is not a violation), once per
// stretch, and the stretch's end is told too, with how long it lasted. Pure: the detector is only
// the source of frames, so this runs in tests on synthetic detections.

/** One examined frame. Angles in radians, null when the detector could not tell. */
export type FaceFrame = {
	at: number;
	faces: { score: number; yaw: number | null; pitch: number | null }[];
	/** Whether a phone was seen; null when this frame was not searched for objects. */
	phone: boolean | null;
};

export type FaceSignalEvent =
	| { kind: "start"; signal: FaceSignal; since: number; at: number }
	| { kind: "end"; signal: FaceSignal; since: number; at: number; durationMs: number };

export type Thresholds = typeof FACE_THRESHOLDS;

const ORDER: FaceSignal[] = ["no_face", "multiple_faces", "looking_away", "phone_detected"];

function conditions(frame: FaceFrame, t: Thresholds, phoneBefore: boolean): Record<FaceSignal, boolean> {
	const faces = frame.faces.filter((f) => f.score >= t.minFaceScore);
	const only = faces.length === 1 ? faces[0] : undefined;
	const turned =
		only !== undefined &&
		((only.yaw !== null && Math.abs(only.yaw) > t.maxYaw) ||
			(only.pitch !== null && Math.abs(only.pitch) > t.maxPitch));
	return {
		no_face: faces.length === 0,
		multiple_faces: faces.length > 1,
		looking_away: turned,
		phone_detected: frame.phone ?? phoneBefore,
	};
}

const thresholdOf = (signal: FaceSignal, t: Thresholds): number =>
	({
		no_face: t.noFaceMs,
		multiple_faces: t.multipleFacesMs,
		looking_away: t.lookingAwayMs,
		phone_detected: t.phoneMs,
	})[signal];

export type FaceSignalTracker = {
	observe(frame: FaceFrame): FaceSignalEvent[];
};

export function createFaceSignalTracker(thresholds: Thresholds = FACE_THRESHOLDS): FaceSignalTracker {
	const since = new Map<FaceSignal, number>();
	const flagged = new Set<FaceSignal>();
	let phoneBefore = false;

	return {
		observe(frame) {
			const now = conditions(frame, thresholds, phoneBefore);
			phoneBefore = now.phone_detected;
			const events: FaceSignalEvent[] = [];
			for (const signal of ORDER) {
				const start = since.get(signal);
				if (now[signal]) {
					const from = start ?? frame.at;
					since.set(signal, from);
					if (!flagged.has(signal) && frame.at - from >= thresholdOf(signal, thresholds)) {
						flagged.add(signal);
						events.push({ kind: "start", signal, since: from, at: frame.at });
					}
				} else if (start !== undefined) {
					since.delete(signal);
					if (flagged.delete(signal)) {
						events.push({ kind: "end", signal, since: start, at: frame.at, durationMs: frame.at - start });
					}
				}
			}
			return events;
		},
	};
}
