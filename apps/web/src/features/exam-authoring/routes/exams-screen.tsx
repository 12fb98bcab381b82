import {
	Anchor,
	Badge,
	Button,
	Group,
	ScrollArea,
	Stack,
	Table,
	Text,
	Title,
	VisuallyHidden,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { ExamDetail } from "@unnati/contracts";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { examsQuery } from "../api";
import { PublishDialog } from "../components/publish-dialog";
import { formatWhen } from "../format";

function StateBadge({ state }: { state: ExamDetail["state"] }) {
	return state === "published" ? (
		<Badge color="green" variant="light">
			Published
		</Badge>
	) : (
		<Badge color="gray" variant="light">
			Draft
		</Badge>
	);
}

/** The exam admin's home: every exam of the college, with Edit and Publish. */
export function ExamsScreen() {
	useDocumentTitle("Exams · Unnati");
	const exams = useQuery(examsQuery());
	const [publishing, setPublishing] = useState<ExamDetail | null>(null);

	let body: ReactNode;
	if (exams.isPending) body = <LoadingState label="Loading exams" />;
	else if (exams.isError) body = <LoadFailed what="The exams" onRetry={() => exams.refetch()} />;
	else if (exams.data.length === 0) body = <EmptyCard>No exams yet. Create the first one.</EmptyCard>;
	else {
		body = (
			<ScrollArea
				type="auto"
				offsetScrollbars
				viewportProps={{ tabIndex: 0, "aria-label": "Exams, scrollable" }}
			>
				<Table striped verticalSpacing="sm" aria-label="Exams">
					<Table.Thead>
						<Table.Tr>
							<Table.Th miw={200}>Exam</Table.Th>
							<Table.Th>State</Table.Th>
							<Table.Th miw={220}>Window</Table.Th>
							<Table.Th>Duration</Table.Th>
							<Table.Th>Questions</Table.Th>
							<Table.Th>Attempts</Table.Th>
							<Table.Th>
								<VisuallyHidden>Actions</VisuallyHidden>
							</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{exams.data.map((exam) => (
							<Table.Tr key={exam.id}>
								<Table.Td>
									<Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
										{exam.title}
									</Text>
								</Table.Td>
								<Table.Td>
									<StateBadge state={exam.state} />
								</Table.Td>
								<Table.Td>
									<Text size="sm">{formatWhen(exam.opensAt)}</Text>
									<Text size="sm" c="dimmed">
										to {formatWhen(exam.closesAt)}
									</Text>
								</Table.Td>
								<Table.Td style={{ whiteSpace: "nowrap" }}>{exam.durationMinutes} min</Table.Td>
								<Table.Td>
									{exam.questionCount} ({exam.totalMarks} marks)
								</Table.Td>
								<Table.Td>{exam.attemptCount}</Table.Td>
								<Table.Td>
									<Group gap="xs" wrap="nowrap">
										<Button
											component={Link}
											to={paths.examEditor(exam.id)}
											size="xs"
											variant="light"
											aria-label={`Edit ${exam.title}`}
										>
											Edit
										</Button>
										{exam.state === "published" && (
											<Button
												component={Link}
												to={paths.examAnalytics(exam.id)}
												size="xs"
												variant="default"
												aria-label={`Analytics of ${exam.title}`}
											>
												Analytics
											</Button>
										)}
										{exam.state === "draft" && (
											<Button
												size="xs"
												onClick={() => setPublishing(exam)}
												aria-label={`Publish ${exam.title}`}
											>
												Publish
											</Button>
										)}
									</Group>
								</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			</ScrollArea>
		);
	}

	return (
		<Stack gap="lg" maw={1200}>
			<Group justify="space-between" align="flex-end" wrap="wrap">
				<div>
					<Title order={1}>Exams</Title>
					<Text c="dimmed" mt={4}>
						Drafts can be changed freely; publish an exam to show it to its students. Times are in IST.
					</Text>
				</div>
				<Button component={Link} to={paths.newExam}>
					New exam
				</Button>
			</Group>
			{body}
			<Text size="sm">
				Questions live in{" "}
				<Anchor component={Link} to={paths.examAdminBanks}>
					question banks
				</Anchor>
				.
			</Text>
			<PublishDialog exam={publishing} onClose={() => setPublishing(null)} />
		</Stack>
	);
}
