import { Badge, Group, Text } from "@mantine/core";
import type { StudentExamListItem } from "@unnati/contracts";
import { formatWhen } from "../format";

/** The facts of an exam a student checks before starting. */
export function ExamMeta({ exam }: { exam: StudentExamListItem }) {
	return (
		<Group gap="xs" wrap="wrap">
			<Badge variant="light">{exam.duration_minutes} minutes</Badge>
			<Badge variant="light">{exam.question_count} questions</Badge>
			{exam.proctored && (
				<Badge color="grape" variant="light">
					Proctored
				</Badge>
			)}
			<Text size="sm" c="dimmed">
				Open {formatWhen(exam.starts_at)} – {formatWhen(exam.ends_at)}
			</Text>
		</Group>
	);
}
