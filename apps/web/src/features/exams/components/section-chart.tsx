import { Group, Progress, Stack, Text } from "@mantine/core";
import type { ExamResult } from "@unnati/contracts";

/** Each section's score as a bar of its marks; each bar's label carries the numbers for screen readers. */
export function SectionChart({ sections }: { sections: ExamResult["sections"] }) {
	return (
		<Stack gap="sm" role="list" aria-label="Section scores">
			{sections.map((section) => {
				const percent = section.max_score > 0 ? (Math.max(0, section.score) / section.max_score) * 100 : 0;
				return (
					<Stack key={section.section_id} gap={4} role="listitem">
						<Group justify="space-between" gap="xs">
							<Text size="sm" fw={500}>
								{section.title}
							</Text>
							<Text size="sm" c="dimmed">
								{section.score} / {section.max_score}
							</Text>
						</Group>
						<Progress
							value={Math.min(100, percent)}
							size="lg"
							radius="sm"
							aria-label={`${section.title}: ${section.score} of ${section.max_score} marks`}
						/>
					</Stack>
				);
			})}
		</Stack>
	);
}
