import { CountdownClock } from "../../../../components/countdown-clock";

/** The exam's time left, by the server's clock. */
export function ExamCountdown({ seconds }: { seconds: number }) {
	return <CountdownClock seconds={seconds} size="lg" />;
}
