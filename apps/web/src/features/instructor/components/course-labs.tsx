import { Anchor, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { courseLabsQuery } from "../api";
import { StateBadge } from "./state-badge";

/** The course editor's "Labs" section: the course's labs with their state, and "New lab". */
export function CourseLabs({ courseId }: { courseId: string }) {
	const labs = useQuery(courseLabsQuery(courseId));
	return (
		<Stack component="section" aria-labelledby="labs-heading" gap="xs">
			<Group justify="space-between">
				<Title order={2} size="h3" id="labs-heading">
					Labs
				</Title>
				<Button component={Link} to={paths.instructorNewLab(courseId)} variant="light">
					New lab
				</Button>
			</Group>
			<Text size="sm" c="dimmed">
				Hands-on labs: steps that students code through, each checked by the judge on your tests. A lab goes
				to review once every step's reference solution passes its tests.
			</Text>
			<QueryState
				query={labs}
				what="The course's labs"
				loading={{ label: "Loading the labs" }}
				isEmpty={(data) => data.labs.length === 0}
				empty="This course has no labs yet. Start one with New lab."
			>
				{(data) => (
					<Table.ScrollContainer minWidth={520}>
						<Table striped aria-labelledby="labs-heading">
							<Table.Thead>
								<Table.Tr>
									<Table.Th>Lab</Table.Th>
									<Table.Th>Steps</Table.Th>
									<Table.Th>Version</Table.Th>
									<Table.Th>State</Table.Th>
								</Table.Tr>
							</Table.Thead>
							<Table.Tbody>
								{data.labs.map((lab) => (
									<Table.Tr key={lab.id}>
										<Table.Td>
											<Anchor component={Link} to={paths.instructorLab(lab.id)}>
												{lab.title}
											</Anchor>
										</Table.Td>
										<Table.Td>{lab.stepCount}</Table.Td>
										<Table.Td>
											{lab.number}
											{lab.publishedNumber !== null && lab.publishedNumber !== lab.number
												? ` (students see ${lab.publishedNumber})`
												: ""}
										</Table.Td>
										<Table.Td>
											<StateBadge state={lab.state} />
										</Table.Td>
									</Table.Tr>
								))}
							</Table.Tbody>
						</Table>
					</Table.ScrollContainer>
				)}
			</QueryState>
		</Stack>
	);
}
