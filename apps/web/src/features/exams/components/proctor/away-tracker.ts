import { PROCTORING_TIMING } from "@unnati/contracts";

// When the student leaves the exam's window, and for how long. The browser says it in pieces
// (blur, focus, visibilitychange); switching tabs fires both a blur and a hidden page, which is one
// absence, not two. An absence is reported as it happens (at once when the page is hidden, after
// PROCTORING_TIMING.minBlurMs of a mere blur, so a system pop-up is not a violation) and reported
// again, under the same id, with its away time when the student comes back.

export type AwayKind = "tab_switch" | "window_blur";
export type AwayReport = { id: string; type: AwayKind; at: number; awayMs?: number };

type Timers = {
	setTimeout(fn: () => void, ms: number): unknown;
	clearTimeout(handle: unknown): void;
};

export type AwayTrackerOptions = {
	now: () => number;
	newId: () => string;
	/** A report: first without awayMs (the absence began), then with it (the student is back). */
	report: (report: AwayReport) => void;
	timers?: Timers;
};

export type AwayTracker = {
	blur(): void;
	focus(): void;
	hidden(): void;
	visible(): void;
	/** While suspended (the page unloads, a permission prompt is open) absences are not violations. */
	suspend(suspended: boolean): void;
	dispose(): void;
};

export function createAwayTracker(options: AwayTrackerOptions): AwayTracker {
	const timers: Timers = options.timers ?? {
		setTimeout: (fn, ms) => window.setTimeout(fn, ms),
		clearTimeout: (handle) => window.clearTimeout(handle as number),
	};
	let focused = true;
	let visible = true;
	let suspended = false;
	let episode: { id: string; since: number; type: AwayKind; reported: boolean } | null = null;
	let blurTimer: unknown = null;

	const clearBlurTimer = () => {
		if (blurTimer !== null) timers.clearTimeout(blurTimer);
		blurTimer = null;
	};

	const reportStart = () => {
		if (!episode || episode.reported) return;
		episode.reported = true;
		clearBlurTimer();
		options.report({ id: episode.id, type: episode.type, at: episode.since });
	};

	function update() {
		const away = !focused || !visible;
		if (away && !episode) {
			if (suspended) return;
			episode = { id: options.newId(), since: options.now(), type: "window_blur", reported: false };
			blurTimer = timers.setTimeout(reportStart, PROCTORING_TIMING.minBlurMs);
		}
		if (away && episode && !visible && !episode.reported) {
			episode.type = "tab_switch";
			reportStart();
		}
		if (!away && episode) {
			const ended = episode;
			episode = null;
			clearBlurTimer();
			const awayMs = Math.max(0, options.now() - ended.since);
			// A blur too short to report ends quietly; a reported absence gets its away time.
			if (ended.reported || !suspended) {
				if (!ended.reported && awayMs < PROCTORING_TIMING.minBlurMs) return;
				options.report({ id: ended.id, type: ended.type, at: ended.since, awayMs });
			}
		}
	}

	return {
		blur() {
			focused = false;
			update();
		},
		focus() {
			focused = true;
			update();
		},
		hidden() {
			visible = false;
			update();
		},
		visible() {
			visible = true;
			update();
		},
		suspend(value) {
			suspended = value;
			// An absence that began while suspended is forgotten, not reported later.
			if (value && episode && !episode.reported) {
				episode = null;
				clearBlurTimer();
			}
			// Still away when the suspension ends: that absence starts now.
			if (!value) update();
		},
		dispose() {
			clearBlurTimer();
			episode = null;
		},
	};
}
