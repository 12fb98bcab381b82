import { Anchor, Badge, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { studentExamsQuery } from "../api";
import { formatWhen } from "../format";

/** /exams-dashboard/previous-exams: completed and missed exams, newest first, with their scores. */
export function PreviousExamsScreen() {
	useDocumentTitle("Previous exams · Unnati");
	const list = useQuery(studentExamsQuery());
	const previous = (list.data?.exams ?? [])
		.filter((exam) => exam.status === "completed" || exam.status === "missed")
		.sort((a, b) => Date.parse(b.starts_at) - Date.parse(a.starts_at));

	return (
		<Stack gap="md">
			<Anchor component={Link} to={paths.examsDashboard} size="sm">
				Back to exams
			</Anchor>
			<Title order={1} size="h2">
				Previous exams
			</Title>
			{list.isPending ? (
				<LoadingState label="Loading your exams" shape={rows(3, 120)} />
			) : list.isError ? (
				<LoadFailed what="Your exams" onRetry={() => void list.refetch()} />
			) : previous.length === 0 ? (
				<EmptyCard>No previous exams yet.</EmptyCard>
			) : (
				<Table.ScrollContainer minWidth={560}>
					<Table striped aria-label="Previous exams">
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Exam</Table.Th>
								<Table.Th>Held on</Table.Th>
								<Table.Th>Score</Table.Th>
								<Table.Th>Result</Table.Th>
								<Table.Th>Details</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{previous.map((exam) => (
								<Table.Tr key={exam.exam_id}>
									<Table.Td>{exam.title}</Table.Td>
									<Table.Td>{formatWhen(exam.starts_at)}</Table.Td>
									<Table.Td>
										{exam.percentage === undefined ? "—" : `${exam.percentage.toFixed(1)}%`}
									</Table.Td>
									<Table.Td>
										{exam.status === "missed" ? (
											<Badge color="gray" variant="light">
												Missed
											</Badge>
										) : exam.awaiting_grading ? (
											<Badge color="yellow" variant="light">
												Awaiting grading
											</Badge>
										) : exam.passed === undefined ? (
											<Text size="sm">Submitted</Text>
										) : (
											<Badge color={exam.passed ? "green" : "red"} variant="light">
												{exam.passed ? "Passed" : "Not passed"}
											</Badge>
										)}
									</Table.Td>
									<Table.Td>
										{exam.attempt_id && exam.attempt_status === "submitted" ? (
											<Anchor component={Link} to={paths.examResult(exam.attempt_id)}>
												View result
											</Anchor>
										) : (
											"—"
										)}
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			)}
		</Stack>
	);
}
