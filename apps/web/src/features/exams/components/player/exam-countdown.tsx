import { Text, VisuallyHidden } from "@mantine/core";
import { formatClock } from "../../format";

const MILESTONES = new Set([600, 300, 60]);

/**
 * The time left. Screen readers hear it only at a few milestones: announcing every second would
 * drown out everything else.
 */
export function ExamCountdown({ seconds }: { seconds: number }) {
	return (
		<div>
			<Text
				size="lg"
				fw={700}
				ff="monospace"
				c={seconds <= 300 ? "red.8" : undefined}
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
