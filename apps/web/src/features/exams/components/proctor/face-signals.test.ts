import { FACE_THRESHOLDS } from "@unnati/contracts";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createFaceSignalTracker, type FaceFrame } from "./face-signals";

// Synthetic detector results, one frame a second, as the webcam loop would produce them.
const face = (yaw = 0, pitch = 0, score = 0.9) => ({ score, yaw, pitch });
const frames = (count: number, make: (i: number) => Omit<FaceFrame, "at">, start = 0): FaceFrame[] =>
	Array.from({ length: count }, (_, i) => ({ at: start + i * 1000, ...make(i) }));

function run(input: FaceFrame[]) {
	const tracker = createFaceSignalTracker();
	return input.flatMap((frame) => tracker.observe(frame));
}

describe("face signals from detector results", () => {
	it("flags no face once it lasts five seconds, and tells how long it lasted", () => {
		const events = run([
			...frames(3, () => ({ faces: [face()], phone: false })),
			...frames(8, () => ({ faces: [], phone: false }), 3000),
			{ at: 11_000, faces: [face()], phone: false },
		]);
		expect(events).toEqual([
			{ kind: "start", signal: "no_face", since: 3000, at: 8000 },
			{ kind: "end", signal: "no_face", since: 3000, at: 11_000, durationMs: 8000 },
		]);
	});

	it("ignores a face lost for less than the threshold, and low-confidence detections", () => {
		expect(
			run([
				...frames(4, () => ({ faces: [], phone: false })),
				{ at: 4000, faces: [face()], phone: false },
				...frames(4, () => ({ faces: [face(0, 0, 0.2)], phone: false }), 5000),
				{ at: 9000, faces: [face()], phone: false },
			]),
		).toEqual([]);
	});

	it("flags a second face after three seconds", () => {
		const events = run(frames(5, () => ({ faces: [face(), face(0.1)], phone: false })));
		expect(events).toEqual([{ kind: "start", signal: "multiple_faces", since: 0, at: 3000 }]);
	});

	it("flags looking away (head turned or tilted) only after more than a few seconds", () => {
		const turned = run(frames(7, () => ({ faces: [face(FACE_THRESHOLDS.maxYaw + 0.2)], phone: false })));
		expect(turned).toEqual([{ kind: "start", signal: "looking_away", since: 0, at: 5000 }]);
		const tilted = run(
			frames(7, () => ({ faces: [face(0, -(FACE_THRESHOLDS.maxPitch + 0.1))], phone: false })),
		);
		expect(tilted.map((e) => e.signal)).toEqual(["looking_away"]);
		const glance = run([
			...frames(3, () => ({ faces: [face(1.2)], phone: false })),
			...frames(5, () => ({ faces: [face(0.1)], phone: false }), 3000),
		]);
		expect(glance).toEqual([]);
	});

	it("flags a phone seen for two seconds, keeping the last object search between searches", () => {
		const events = run([
			{ at: 0, faces: [face()], phone: true },
			{ at: 1000, faces: [face()], phone: null },
			{ at: 2000, faces: [face()], phone: null },
			{ at: 3000, faces: [face()], phone: false },
		]);
		expect(events).toEqual([
			{ kind: "start", signal: "phone_detected", since: 0, at: 2000 },
			{ kind: "end", signal: "phone_detected", since: 0, at: 3000, durationMs: 3000 },
		]);
	});

	it("never flags a signal twice in one stretch, and always ends what it started", () => {
		const frameArb = fc.record({
			faces: fc.array(
				fc.record({
					score: fc.double({ min: 0, max: 1, noNaN: true }),
					yaw: fc.option(fc.double({ min: -1.5, max: 1.5, noNaN: true }), { nil: null }),
					pitch: fc.option(fc.double({ min: -1.5, max: 1.5, noNaN: true }), { nil: null }),
				}),
				{ maxLength: 3 },
			),
			phone: fc.option(fc.boolean(), { nil: null }),
		});
		fc.assert(
			fc.property(fc.array(frameArb, { maxLength: 80 }), (raw) => {
				const input = raw.map((f, i) => ({ ...f, at: i * 1000 }));
				// A last, clean frame ends every open stretch.
				input.push({ at: input.length * 1000, faces: [face()], phone: false });
				const open = new Set<string>();
				for (const event of run(input)) {
					if (event.kind === "start") {
						expect(open.has(event.signal)).toBe(false);
						open.add(event.signal);
					} else {
						expect(open.delete(event.signal)).toBe(true);
						expect(event.durationMs).toBeGreaterThanOrEqual(0);
					}
				}
				expect(open.size).toBe(0);
			}),
		);
	});
});
