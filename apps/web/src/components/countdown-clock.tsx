import { Text, VisuallyHidden } from "@mantine/core";
import { formatClock } from "../lib/format-clock";

const MILESTONES = new Set([600, 300, 60]);

/**
 * The time left, red in the last five minutes. Screen readers hear it only at 10, 5 and 1 minutes:
 * announcing every second would drown out everything else.
 */
export function CountdownClock({
	seconds,
	size,
	label = "Time left",
	scope = "",
}: {
	seconds: number;
	size: "lg" | "xl";
	/** The timer's accessible name. */
	label?: string;
	/** Added to the spoken milestones, e.g. " in this section". */
	scope?: string;
}) {
	return (
		<div>
			<Text
				size={size}
				fw={700}
				ff="monospace"
				c={seconds <= 300 ? "red.9" : undefined}
				role="timer"
				aria-label={label}
			>
				{formatClock(seconds)}
			</Text>
			<VisuallyHidden aria-live="assertive">
				{MILESTONES.has(seconds) ? `${Math.round(seconds / 60)} minutes left${scope}` : ""}
			</VisuallyHidden>
		</div>
	);
}
