import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { proctoredExamsQuery } from "../api";
import { formatWhen } from "../format";

/** /examination-admin/proctoring: the college's proctored exams, each with its flags to review. */
export function ProctoringExamsScreen() {
	useDocumentTitle("Proctoring · Unnati");
	const exams = useQuery(proctoredExamsQuery());

	let body: ReactNode;
	if (exams.isPending) body = <LoadingState label="Loading proctored exams" />;
	else if (exams.isError)
		body = <LoadFailed what="The proctored exams" onRetry={() => void exams.refetch()} />;
	else if (exams.data.length === 0)
		body = <EmptyCard>No proctored exams are published yet. Publish an exam with proctoring on.</EmptyCard>;
	else {
		body = (
			<SimpleGrid cols={{ base: 1, md: 2 }}>
				{exams.data.map((exam) => (
					<Card key={exam.id} withBorder padding="lg" component="article" aria-label={exam.title}>
						<Group justify="space-between" align="flex-start" wrap="nowrap">
							<Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
								{exam.title}
							</Title>
							{exam.unreviewed > 0 ? (
								<Badge color="orange" variant="light">
									{exam.unreviewed} to review
								</Badge>
							) : (
								<Badge color="gray" variant="light">
									Nothing to review
								</Badge>
							)}
						</Group>
						<Text size="sm" c="dimmed" mt={4}>
							{formatWhen(exam.opensAt)} to {formatWhen(exam.closesAt)}
						</Text>
						<Text size="sm" mt={4}>
							{exam.attempts} {exam.attempts === 1 ? "attempt" : "attempts"} ·{" "}
							{exam.maxViolations > 0
								? `submitted automatically at ${exam.maxViolations} violations`
								: "never submitted for violations"}
						</Text>
						<Group mt="md" gap="xs">
							<Button
								component={Link}
								to={paths.examReview(exam.id)}
								size="xs"
								aria-label={`Review ${exam.title}`}
							>
								Review
							</Button>
							<Button
								component={Link}
								to={`${paths.examReview(exam.id)}?tab=live`}
								size="xs"
								variant="light"
								aria-label={`Live view of ${exam.title}`}
							>
								Live view
							</Button>
						</Group>
					</Card>
				))}
			</SimpleGrid>
		);
	}

	return (
		<Stack gap="lg" maw={1200}>
			<Group justify="space-between" align="flex-end" wrap="wrap">
				<div>
					<Title order={1}>Proctoring</Title>
					<Text c="dimmed" mt={4}>
						Review what the proctor flagged, watch an exam live, and grant accommodations. Times are in IST.
					</Text>
				</div>
				<Button component={Link} to={paths.accommodations} variant="default">
					Accommodations
				</Button>
			</Group>
			{body}
		</Stack>
	);
}
