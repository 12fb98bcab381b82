import type { QuestionTimer } from "../../exam-storage";

/**
 * SPEC §3 question timers: each runs while its question is on screen and the tab is visible. Kept
 * outside React state because it changes every tick and only matters when an answer is queued.
 * Times are milliseconds of a monotonic clock; `totalTime` holds what earlier runs counted.
 */
export class QuestionTimers {
	private readonly timers = new Map<string, QuestionTimer>();

	constructor(
		private readonly now: () => number,
		initial: Record<string, number> = {},
	) {
		for (const [id, ms] of Object.entries(initial)) {
			this.timers.set(id, { startTime: null, totalTime: ms, isRunning: false });
		}
	}

	start(questionId: string) {
		const timer = this.timers.get(questionId) ?? { startTime: null, totalTime: 0, isRunning: false };
		if (timer.isRunning) return;
		this.timers.set(questionId, { ...timer, startTime: this.now(), isRunning: true });
	}

	stop(questionId: string) {
		const timer = this.timers.get(questionId);
		if (!timer?.isRunning || timer.startTime === null) return;
		this.timers.set(questionId, {
			startTime: null,
			totalTime: timer.totalTime + (this.now() - timer.startTime),
			isRunning: false,
		});
	}

	stopAll() {
		for (const id of this.timers.keys()) this.stop(id);
	}

	elapsedMs(questionId: string): number {
		const timer = this.timers.get(questionId);
		if (!timer) return 0;
		const running = timer.isRunning && timer.startTime !== null ? this.now() - timer.startTime : 0;
		return timer.totalTime + running;
	}

	/** Whole seconds, as the server records time_spent. */
	seconds(questionId: string): number {
		return Math.floor(this.elapsedMs(questionId) / 1000);
	}

	/** What to keep on this device: milliseconds counted so far, running ones included. */
	toJSON(): Record<string, number> {
		return Object.fromEntries([...this.timers.keys()].map((id) => [id, Math.round(this.elapsedMs(id))]));
	}
}
