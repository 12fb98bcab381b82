import { Button, Card, Loader, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type CodeLanguage, LANGUAGE_LABELS } from "@unnati/contracts";
import { VerdictBadge } from "../../../components/code-editor/verdict-badge";
import { submissionsQuery } from "../api";
import { formatWhen } from "../format";

interface SubmissionHistoryProps {
	problemId: string;
	/** Puts a past submission's code into the editor. */
	onLoad: (language: CodeLanguage, source: string) => void;
}

/** The student's own submissions to this problem, newest first. */
export function SubmissionHistory({ problemId, onLoad }: SubmissionHistoryProps) {
	const history = useQuery(submissionsQuery(problemId));
	return (
		<Card withBorder padding="md" component="section" aria-labelledby="submission-history">
			<Title id="submission-history" order={2} size="h4" mb="sm">
				Your submissions
			</Title>
			{history.isPending ? (
				<Loader size="sm" aria-label="Loading your submissions" />
			) : history.isError ? (
				<Text size="sm" c="red.9" role="alert">
					Your submissions could not be loaded.{" "}
					<Button variant="subtle" size="compact-sm" onClick={() => void history.refetch()}>
						Retry
					</Button>
				</Text>
			) : history.data.submissions.length === 0 ? (
				<Text size="sm" c="dimmed">
					No submissions yet. Submit your code to have it judged on every test.
				</Text>
			) : (
				<Table.ScrollContainer minWidth={560}>
					<Table aria-label="Your submissions" verticalSpacing="xs">
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Verdict</Table.Th>
								<Table.Th>Language</Table.Th>
								<Table.Th>Tests</Table.Th>
								<Table.Th>Time</Table.Th>
								<Table.Th>Submitted</Table.Th>
								<Table.Th>
									<VisuallyHidden>Actions</VisuallyHidden>
								</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{history.data.submissions.map((submission) => (
								<Table.Tr key={submission.submission_id}>
									<Table.Td>
										<VerdictBadge verdict={submission.verdict} size="sm" />
									</Table.Td>
									<Table.Td>{LANGUAGE_LABELS[submission.language]}</Table.Td>
									<Table.Td>
										{submission.passed} / {submission.total}
									</Table.Td>
									<Table.Td>{submission.time_ms} ms</Table.Td>
									<Table.Td>{formatWhen(submission.created_at)}</Table.Td>
									<Table.Td>
										<Button
											size="compact-sm"
											variant="light"
											aria-label={`Load this code into the editor: ${LANGUAGE_LABELS[submission.language]}, ${formatWhen(submission.created_at)}`}
											onClick={() => onLoad(submission.language, submission.source)}
										>
											Load code
										</Button>
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			)}
		</Card>
	);
}
