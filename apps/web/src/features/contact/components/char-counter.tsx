import { Text, VisuallyHidden } from "@mantine/core";

interface CharCounterProps {
	length: number;
	max: number;
	/** Above this length the counter turns orange and says how many characters are left. */
	warnAt: number;
}

/**
 * "n/max" under a field (SPEC §5: the counters warn above 90 and 550). Orange once past the warning
 * line, red past the limit; a polite live region says the same in words for screen readers.
 */
export function CharCounter({ length, max, warnAt }: CharCounterProps) {
	const over = length > max;
	const warn = length > warnAt;
	let spoken = "";
	if (over) spoken = `${length - max} characters over the limit of ${max}.`;
	else if (warn) spoken = `${max - length} characters left.`;
	return (
		<>
			<Text
				component="span"
				size="xs"
				fw={warn ? 700 : undefined}
				c={over ? "red.9" : warn ? "var(--mantine-color-orange-light-color)" : "dimmed"}
				data-warning={over ? "over" : warn ? "near" : undefined}
			>
				{length}/{max}
			</Text>
			<VisuallyHidden aria-live="polite">{spoken}</VisuallyHidden>
		</>
	);
}
