import { Group, Progress, Stack, Text } from "@mantine/core";
import type { GradingQueue } from "@unnati/contracts/exams";

/** "N of M graded" over the whole exam, with how many of those are already released. */
export function GradingProgress({ entries }: { entries: GradingQueue["entries"] }) {
	const total = entries.length;
	const graded = entries.filter((entry) => entry.grade !== null).length;
	const released = entries.filter((entry) => entry.grade?.released).length;
	const share = total === 0 ? 0 : Math.round((100 * graded) / total);
	const summary = `${graded} of ${total} graded`;
	return (
		<Stack gap={6}>
			<Group justify="space-between" gap="xs">
				<Text fw={600}>{summary}</Text>
				<Text size="sm" c="dimmed">
					{released} released to students
				</Text>
			</Group>
			<Progress value={share} aria-label={summary} size="lg" color={graded === total ? "green" : "blue"} />
		</Stack>
	);
}
