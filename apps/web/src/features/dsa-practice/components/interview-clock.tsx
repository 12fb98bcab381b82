import { useEffect, useState } from "react";
import { CountdownClock } from "../../../components/countdown-clock";

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

/** The interview's time left. */
export function InterviewClock({ seconds }: { seconds: number }) {
	return <CountdownClock seconds={seconds} size="xl" />;
}
