import { Text } from "@mantine/core";
import type { QueueSnapshot } from "@unnati/contracts";

export function saveStatusText(snapshot: QueueSnapshot, online: boolean): string {
	if (!online || snapshot.lastError !== null) return "Offline — answers kept on this device";
	if (snapshot.sending || snapshot.pending.length > 0) return "Saving…";
	return "All answers saved";
}

/** Tells the student, and their screen reader, whether every answer has reached the server. */
export function SaveIndicator({ snapshot, online }: { snapshot: QueueSnapshot; online: boolean }) {
	const text = saveStatusText(snapshot, online);
	// Each colour's text shade (theme.ts): orange 8 and green 8 reach only 3.5:1 on white.
	const color = `var(--mantine-color-${text.startsWith("Offline") ? "orange" : text === "Saving…" ? "blue" : "green"}-light-color)`;
	return (
		<Text size="sm" fw={600} c={color} role="status" aria-live="polite">
			{text}
		</Text>
	);
}
