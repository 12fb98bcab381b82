import { Group, Text } from "@mantine/core";

/** The Unnati mark (a rising line, as in public/favicon.svg) beside the name. Decorative: callers name the link. */
export function Logo() {
	return (
		<Group gap={8} wrap="nowrap" aria-hidden="true">
			<svg width="28" height="28" viewBox="0 0 32 32" focusable="false" aria-hidden="true">
				<rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
				<path
					d="M7 22l6-6 4 4 8-9M19 11h6v6"
					fill="none"
					stroke="#fff"
					strokeWidth="3"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</svg>
			<Text component="span" fw={800} fz="xl" c="var(--mantine-color-text)">
				Unnati
			</Text>
		</Group>
	);
}
