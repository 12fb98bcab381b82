import { Anchor, Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { INTERVIEW_TYPE_LABELS } from "@unnati/contracts/interviews";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { historyQuery } from "../api";
import { TrendChart } from "../components/trend-chart";
import { istDate } from "../format";

/** /dashboard/my-interviews: every practice and scheduled interview, with the trend across attempts. */
export function MyInterviewsScreen() {
	useDocumentTitle("My interviews · Unnati");
	const history = useQuery(historyQuery());
	return (
		<Stack gap="lg">
			<Group justify="space-between">
				<Title order={1}>My interviews</Title>
				<Button component={Link} to={paths.newInterview}>
					New mock interview
				</Button>
			</Group>
			<QueryState
				query={history}
				what="Your interviews"
				loading={{ label: "Loading your interviews", shape: [200, 36, 36, 36] }}
				isEmpty={(data) => data.items.length === 0}
				empty="No interviews yet. Take a practice interview to see your feedback and progress here."
			>
				{(data) => (
					<Stack gap="lg">
						<TrendChart items={data.items} />
						<Table.ScrollContainer minWidth={560}>
							<Table striped>
								<Table.Caption>
									Newest first. Practice score: key points covered; scheduled: the interviewer's average, out
									of 100.
								</Table.Caption>
								<Table.Thead>
									<Table.Tr>
										<Table.Th>Date</Table.Th>
										<Table.Th>Interview</Table.Th>
										<Table.Th>Type</Table.Th>
										<Table.Th>Score</Table.Th>
										<Table.Th>Fillers / 100 words</Table.Th>
										<Table.Th>Open</Table.Th>
									</Table.Tr>
								</Table.Thead>
								<Table.Tbody>
									{data.items.map((item) => (
										<Table.Tr key={item.id}>
											<Table.Td>{istDate(item.at)}</Table.Td>
											<Table.Td>{item.title}</Table.Td>
											<Table.Td>
												<Badge variant="light">{INTERVIEW_TYPE_LABELS[item.type]}</Badge>
											</Table.Td>
											<Table.Td>{item.score === null ? "–" : `${item.score}`}</Table.Td>
											<Table.Td>{item.fillersPer100Words ?? "–"}</Table.Td>
											<Table.Td>
												{item.status === "completed" ? (
													<Anchor component={Link} to={paths.interviewFeedback(item.type, item.id)}>
														Feedback
													</Anchor>
												) : (
													<Anchor component={Link} to={paths.interviewSession(item.id)}>
														Continue
													</Anchor>
												)}
											</Table.Td>
										</Table.Tr>
									))}
								</Table.Tbody>
							</Table>
						</Table.ScrollContainer>
					</Stack>
				)}
			</QueryState>
			<Text size="sm" c="dimmed">
				Only you can see your interviews and their feedback.
			</Text>
		</Stack>
	);
}
