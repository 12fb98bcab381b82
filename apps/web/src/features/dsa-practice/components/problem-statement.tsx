import { Group, Stack, Text, Title } from "@mantine/core";
import type { ProblemDetail } from "@unnati/contracts";
import { ProblemText } from "../../../components/code-editor/problem-text";
import { ProblemBadges } from "./problem-meta";

/** Statement, formats, constraints, limits and examples of one problem (plain text, never HTML). */
export function ProblemStatement({
	problem,
	headingLevel = 1,
}: {
	problem: ProblemDetail;
	headingLevel?: 1 | 2;
}) {
	return (
		<Stack gap="md">
			<div>
				<Title order={headingLevel} size="h2">
					{problem.title}
				</Title>
				<Group gap="sm" mt="xs">
					<ProblemBadges problem={problem} />
					<Text size="xs" c="dimmed">
						Time limit {problem.time_limit_ms} ms · Memory limit {problem.memory_limit_mb} MB
					</Text>
				</Group>
			</div>
			<ProblemText problem={problem} />
		</Stack>
	);
}
