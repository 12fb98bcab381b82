import { Anchor, Stack, Table, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { labReviewQueueQuery } from "../api";

const when = (iso: string | null) =>
	iso
		? new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))
		: "—";

/** Lab versions waiting for the instructor admin, beside the courses' (oldest first). */
export function LabReviewQueue() {
	const queue = useQuery(labReviewQueueQuery());
	return (
		<Stack component="section" aria-labelledby="lab-queue-heading" gap="xs">
			<Title order={2} size="h3" id="lab-queue-heading">
				Labs waiting for review
			</Title>
			<QueryState
				query={queue}
				what="The labs waiting for review"
				loading={{ label: "Loading the labs waiting for review" }}
				isEmpty={(data) => data.items.length === 0}
				empty="No lab is waiting for review."
			>
				{(data) => (
					<Table.ScrollContainer minWidth={560}>
						<Table striped aria-labelledby="lab-queue-heading">
							<Table.Thead>
								<Table.Tr>
									<Table.Th>Lab</Table.Th>
									<Table.Th>Course</Table.Th>
									<Table.Th>Version</Table.Th>
									<Table.Th>Steps</Table.Th>
									<Table.Th>Instructor</Table.Th>
									<Table.Th>Sent</Table.Th>
								</Table.Tr>
							</Table.Thead>
							<Table.Tbody>
								{data.items.map((item) => (
									<Table.Tr key={item.revisionId}>
										<Table.Td>
											<Anchor component={Link} to={paths.instructorLabReview(item.revisionId)}>
												Review lab {item.labTitle}
											</Anchor>
										</Table.Td>
										<Table.Td>{item.courseTitle}</Table.Td>
										<Table.Td>
											{item.number}
											{item.isNew ? " (new lab)" : ""}
										</Table.Td>
										<Table.Td>{item.stepCount}</Table.Td>
										<Table.Td>{item.authorName ?? "—"}</Table.Td>
										<Table.Td>{when(item.submittedAt)}</Table.Td>
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
