import { Anchor, Card, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { menteeResumesQuery } from "../api";

/** A mentor's mentees and their resumes; each opens read-only, with comments. */
export function MenteeResumesScreen() {
	useDocumentTitle("Mentees' resumes · Unnati");
	const mentees = useQuery(menteeResumesQuery());
	let body: React.ReactNode;
	if (mentees.isPending) body = <LoadingState label="Loading your mentees' resumes" />;
	else if (mentees.isError)
		body = (
			<LoadFailed what="Your mentees' resumes" error={mentees.error} onRetry={() => mentees.refetch()} />
		);
	else if (mentees.data.length === 0)
		body = <EmptyCard>No students are mapped to you as mentees yet.</EmptyCard>;
	else
		body = (
			<Card withBorder padding={0}>
				<Table verticalSpacing="sm" aria-label="Mentees and their resumes">
					<Table.Thead>
						<Table.Tr>
							<Table.Th>Student</Table.Th>
							<Table.Th>Roll number</Table.Th>
							<Table.Th>Resumes</Table.Th>
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{mentees.data.map((mentee) => (
							<Table.Tr key={mentee.id}>
								<Table.Td>{mentee.name}</Table.Td>
								<Table.Td>{mentee.rollNo}</Table.Td>
								<Table.Td>
									{mentee.resumes.length === 0 ? (
										<Text size="sm" c="dimmed">
											No resume yet
										</Text>
									) : (
										<Stack gap={2}>
											{mentee.resumes.map((resume) => (
												<Anchor key={resume.id} component={Link} to={paths.menteeResume(resume.id)} size="sm">
													{resume.title}
												</Anchor>
											))}
										</Stack>
									)}
								</Table.Td>
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			</Card>
		);
	return (
		<Stack gap="lg" maw={1000}>
			<div>
				<Title order={1}>Mentees' resumes</Title>
				<Text c="dimmed" mt={4}>
					Read your mentees' resumes and leave comments on a section; they see them in their builder's
					comments.
				</Text>
			</div>
			{body}
		</Stack>
	);
}
