import { Text, VisuallyHidden } from "@mantine/core";
import { useEffect, useState } from "react";
import { formatClock } from "../format";

const MILESTONES = new Set([600, 300, 60]);

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** Whole seconds until `deadline` (epoch ms), re-rendering every second; never below zero. */
export function useSecondsLeft(deadline: number): number {
	const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
	useEffect(() => {
		const tick = () => setSeconds(secondsUntil(deadline));
		tick();
		const id = setInterval(tick, 1000);
		return () => clearInterval(id);
	}, [deadline]);
	return seconds;
}

/** The time left; screen readers hear it at 10, 5 and 1 minutes only, not every second. */
export function InterviewClock({ seconds }: { seconds: number }) {
	return (
		<div>
			<Text
				size="xl"
				fw={700}
				ff="monospace"
				c={seconds <= 300 ? "red.9" : undefined}
				role="timer"
				aria-label="Time left"
			>
				{formatClock(seconds)}
			</Text>
			<VisuallyHidden aria-live="assertive">
				{MILESTONES.has(seconds) ? `${Math.round(seconds / 60)} minutes left` : ""}
			</VisuallyHidden>
		</div>
	);
}
