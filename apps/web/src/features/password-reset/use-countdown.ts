import { useCallback, useEffect, useState } from "react";

/** 300 → "5:00", 59 → "0:59" (SPEC §4: the OTP countdown is shown as m:ss). */
export function formatCountdown(seconds: number): string {
	return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** How often the remaining time is recomputed: often enough that the shown second is never late. */
const TICK_MS = 250;

/**
 * Counts down from `seconds` to 0, one second at a time. The time left is measured against a
 * deadline rather than counted in ticks, so a throttled background tab (or a test's mocked clock
 * jumping ahead) still shows the true time left. `restart` starts again from `seconds`.
 */
export function useCountdown(seconds: number) {
	// A fresh object per (re)start, so restarting twice in the same millisecond still restarts.
	const [run, setRun] = useState(() => ({ deadline: Date.now() + seconds * 1000 }));
	const [secondsLeft, setSecondsLeft] = useState(seconds);

	useEffect(() => {
		const left = () => Math.max(0, Math.ceil((run.deadline - Date.now()) / 1000));
		const timer = setInterval(() => {
			const now = left();
			setSecondsLeft(now);
			if (now === 0) clearInterval(timer);
		}, TICK_MS);
		return () => clearInterval(timer);
	}, [run]);

	const restart = useCallback(() => {
		setRun({ deadline: Date.now() + seconds * 1000 });
		setSecondsLeft(seconds);
	}, [seconds]);

	return { secondsLeft, expired: secondsLeft === 0, display: formatCountdown(secondsLeft), restart };
}
