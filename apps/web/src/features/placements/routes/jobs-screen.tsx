import { Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { Job } from "@unnati/contracts/placements";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { jobsQuery } from "../api";
import { ApplicationBadge } from "../components/application-badge";
import { formatDateTime, formatLpa } from "../components/format";
import { MyOffers } from "../components/my-offers";
import { CurrentRoundLine } from "../components/rounds-student";

function JobCard({ job }: { job: Job }) {
	const available = job.open && job.eligible;
	return (
		<Card
			withBorder
			component="article"
			aria-labelledby={`job-${job.id}`}
			bg={available ? undefined : "var(--mantine-color-gray-light)"}
		>
			<Group justify="space-between" align="flex-start" wrap="nowrap">
				<div>
					<Title order={2} size="h4" id={`job-${job.id}`}>
						<Link to={paths.job(job.id, job.slug)}>{job.title}</Link>
					</Title>
					<Text size="sm">
						{job.company.name} · {job.location}
					</Text>
				</div>
				<Stack gap={4} align="flex-end">
					<Text fw={700}>{formatLpa(job.ctcFixedInr + job.ctcVariableInr)}</Text>
					{job.application ? (
						<ApplicationBadge status={job.application.status} />
					) : !job.open ? (
						<Badge color="gray" variant="light">
							Closed
						</Badge>
					) : job.eligible ? (
						<Badge color="green" variant="light">
							Eligible
						</Badge>
					) : (
						<Badge color="gray" variant="outline">
							Not eligible
						</Badge>
					)}
				</Stack>
			</Group>
			<Text size="sm" mt="xs">
				Apply by {formatDateTime(job.applicationDeadline)} IST
			</Text>
			{job.application?.status === "shortlisted" && <CurrentRoundLine driveId={job.id} />}
			{!job.eligible && (
				<List size="sm" mt="xs" aria-label="Why you are not eligible">
					{job.exclusions.map((e) => (
						<List.Item key={e.rule}>{e.message}</List.Item>
					))}
				</List>
			)}
		</Card>
	);
}

/** The student's jobs board: their college's open drives, the ones they cannot apply to greyed with the reason. */
export function JobsScreen() {
	useDocumentTitle("Jobs · Unnati");
	const jobs = useQuery(jobsQuery());
	let body: React.ReactNode;
	if (jobs.isPending) body = <LoadingState label="Loading jobs" />;
	else if (jobs.isError)
		body = <LoadFailed what="The jobs" error={jobs.error} onRetry={() => jobs.refetch()} />;
	else if (jobs.data.length === 0)
		body = (
			<EmptyCard>
				No drives are open at your college right now. You will be told when one opens for you.
			</EmptyCard>
		);
	else
		body = (
			<Stack gap="sm">
				{jobs.data.map((job) => (
					<JobCard key={job.id} job={job} />
				))}
			</Stack>
		);
	return (
		<Stack gap="lg" maw={900}>
			<div>
				<Title order={1}>Jobs</Title>
				<Text c="dimmed" mt={4}>
					Campus drives at your college. The ones you cannot apply to say why.
				</Text>
			</div>
			<MyOffers />
			{body}
		</Stack>
	);
}
