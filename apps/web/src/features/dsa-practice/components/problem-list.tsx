import { Anchor, Box, Card, Group, Stack, Table, Text } from "@mantine/core";
import { PROBLEM_TOPIC_LABELS, type ProblemSummary } from "@unnati/contracts";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { acceptanceText, DifficultyBadge, ProblemBadges, SolvedState } from "./problem-meta";

/** A table on wider screens; cards on phones, where five columns do not fit. */
export function ProblemList({ problems }: { problems: readonly ProblemSummary[] }) {
	return (
		<>
			<Box visibleFrom="sm">
				<Table.ScrollContainer minWidth={640}>
					<Table striped highlightOnHover aria-label="Problems" verticalSpacing="sm">
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Status</Table.Th>
								<Table.Th>Problem</Table.Th>
								<Table.Th>Topic</Table.Th>
								<Table.Th>Difficulty</Table.Th>
								<Table.Th>Acceptance</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{problems.map((problem) => (
								<Table.Tr key={problem.id}>
									<Table.Td>
										<SolvedState problem={problem} />
									</Table.Td>
									<Table.Td>
										<Anchor component={Link} to={paths.question(problem.id)} fw={600}>
											{problem.title}
										</Anchor>
									</Table.Td>
									<Table.Td>{PROBLEM_TOPIC_LABELS[problem.topic]}</Table.Td>
									<Table.Td>
										<DifficultyBadge difficulty={problem.difficulty} />
									</Table.Td>
									<Table.Td>
										<Text size="sm" c="dimmed">
											{acceptanceText(problem.acceptance_rate)}
										</Text>
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			</Box>
			<Stack
				gap="sm"
				hiddenFrom="sm"
				component="ul"
				p={0}
				m={0}
				aria-label="Problems"
				style={{ listStyle: "none" }}
			>
				{problems.map((problem) => (
					<Card key={problem.id} component="li" withBorder padding="md">
						<Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
							<Anchor component={Link} to={paths.question(problem.id)} fw={600}>
								{problem.title}
							</Anchor>
							<SolvedState problem={problem} />
						</Group>
						<Box mt="xs">
							<ProblemBadges problem={problem} />
						</Box>
						<Text size="xs" c="dimmed" mt="xs">
							{acceptanceText(problem.acceptance_rate)}
						</Text>
					</Card>
				))}
			</Stack>
		</>
	);
}
