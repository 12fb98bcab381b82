import { PROCTORING_TIMING } from "@unnati/contracts";
import { describe, expect, it } from "vitest";
import { type AwayReport, createAwayTracker } from "./away-tracker";

function setup() {
	let time = 1000;
	let ids = 0;
	const scheduled = new Map<number, { at: number; fn: () => void }>();
	const reports: AwayReport[] = [];
	const tracker = createAwayTracker({
		now: () => time,
		newId: () => `away-${++ids}`,
		report: (r) => reports.push(r),
		timers: {
			setTimeout(fn, ms) {
				const id = ids * 1000 + scheduled.size + 1;
				scheduled.set(id, { at: time + ms, fn });
				return id;
			},
			clearTimeout(handle) {
				scheduled.delete(handle as number);
			},
		},
	});
	const advance = (ms: number) => {
		time += ms;
		for (const [id, t] of [...scheduled]) {
			if (t.at <= time) {
				scheduled.delete(id);
				t.fn();
			}
		}
	};
	return { tracker, reports, advance };
}

describe("the away tracker", () => {
	it("reports a tab switch at once, then again with its away time on return", () => {
		const { tracker, reports, advance } = setup();
		// Switching tabs: the window blurs, then the page hides.
		tracker.blur();
		tracker.hidden();
		expect(reports).toEqual([{ id: "away-1", type: "tab_switch", at: 1000 }]);
		advance(4200);
		tracker.visible();
		tracker.focus();
		expect(reports).toEqual([
			{ id: "away-1", type: "tab_switch", at: 1000 },
			{ id: "away-1", type: "tab_switch", at: 1000, awayMs: 4200 },
		]);
	});

	it("reports a window blur only once it outlasts a system pop-up", () => {
		const { tracker, reports, advance } = setup();
		tracker.blur();
		advance(PROCTORING_TIMING.minBlurMs - 100);
		tracker.focus();
		expect(reports).toEqual([]);

		tracker.blur();
		advance(PROCTORING_TIMING.minBlurMs);
		expect(reports).toEqual([{ id: "away-2", type: "window_blur", at: 1900 }]);
		advance(2000);
		tracker.focus();
		expect(reports.at(-1)).toEqual({
			id: "away-2",
			type: "window_blur",
			at: 1900,
			awayMs: PROCTORING_TIMING.minBlurMs + 2000,
		});
	});

	it("counts one absence however the browser splits it into events", () => {
		const { tracker, reports, advance } = setup();
		tracker.hidden();
		tracker.blur();
		advance(500);
		tracker.visible();
		advance(500);
		tracker.focus();
		expect(new Set(reports.map((r) => r.id)).size).toBe(1);
		expect(reports.at(-1)?.awayMs).toBe(1000);
	});

	it("does not report absences while suspended (a reload, a camera prompt)", () => {
		const { tracker, reports, advance } = setup();
		tracker.suspend(true);
		tracker.blur();
		tracker.hidden();
		advance(5000);
		tracker.visible();
		tracker.focus();
		tracker.suspend(false);
		expect(reports).toEqual([]);
	});

	it("starts counting an absence that outlasts the suspension", () => {
		const { tracker, reports, advance } = setup();
		tracker.suspend(true);
		tracker.hidden();
		advance(3000);
		tracker.suspend(false);
		expect(reports).toEqual([{ id: "away-1", type: "tab_switch", at: 4000 }]);
	});
});
