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
	const color = text.startsWith("Offline") ? "orange.8" : text === "Saving…" ? "blue.8" : "green.8";
	return (
		<Text size="sm" fw={600} c={color} role="status" aria-live="polite">
			{text}
		</Text>
	);
}
