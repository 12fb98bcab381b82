import { Alert, Button, Card, Group, List, Select, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { JobDetail } from "@unnati/contracts/placements";
import { useState } from "react";
import { Link, Navigate, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { applyToJob, jobQuery, placementKeys, withdrawFromJob } from "../api";
import { ApplicationBadge } from "../components/application-badge";
import { DriveFacts } from "../components/drive-facts";
import { YourRounds } from "../components/rounds-student";

const message = (caught: unknown, fallback: string) =>
	caught instanceof HttpError ? (caught.serverMessage ?? fallback) : fallback;

function ApplyPanel({ job }: { job: JobDetail }) {
	const client = useQueryClient();
	const [resumeId, setResumeId] = useState<string | null>(job.resumes[0]?.id ?? null);
	const [error, setError] = useState<string | null>(null);
	const [busy, setBusy] = useState(false);
	const act = async (action: () => Promise<unknown>, fallback: string) => {
		setBusy(true);
		setError(null);
		try {
			await action();
			await client.invalidateQueries({ queryKey: placementKeys.all });
		} catch (caught) {
			setError(message(caught, fallback));
		} finally {
			setBusy(false);
		}
	};
	const live = job.application && job.application.status !== "withdrawn" ? job.application : null;
	let body: React.ReactNode;
	if (live)
		body = (
			<Stack gap="sm">
				<Group>
					<ApplicationBadge status={live.status} />
					<Text size="sm">Applied with “{live.resumeTitle}”.</Text>
				</Group>
				{job.open && (live.status === "applied" || live.status === "shortlisted") && (
					<Group>
						<Button
							variant="default"
							color="red"
							loading={busy}
							onClick={() => act(() => withdrawFromJob(job.id), "Not withdrawn.")}
						>
							Withdraw application
						</Button>
					</Group>
				)}
			</Stack>
		);
	else if (!job.open) body = <Text>Applications for this drive are closed.</Text>;
	else if (!job.eligible)
		body = (
			<Alert color="gray" title="You are not eligible for this drive">
				<List size="sm">
					{job.exclusions.map((e) => (
						<List.Item key={e.rule}>{e.message}</List.Item>
					))}
				</List>
				<Text size="sm" mt="xs">
					If your academic record is wrong, ask your placement office to correct it.
				</Text>
			</Alert>
		);
	else if (job.resumes.length === 0)
		body = (
			<Text>
				You need a resume to apply. <Link to={paths.myResumes}>Create one in My resumes</Link>, then come
				back.
			</Text>
		);
	else
		body = (
			<Group align="flex-end">
				<Select
					label="Resume to send"
					data={job.resumes.map((r) => ({ value: r.id, label: r.title }))}
					value={resumeId}
					onChange={setResumeId}
					allowDeselect={false}
					w={320}
				/>
				<Button
					loading={busy}
					disabled={!resumeId}
					onClick={() => resumeId && act(() => applyToJob(job.id, resumeId), "Not applied.")}
				>
					Apply
				</Button>
			</Group>
		);
	return (
		<Card withBorder>
			<Title order={2} size="h4" mb="sm">
				Your application
			</Title>
			{error && (
				<Alert color="red" role="alert" mb="sm">
					{error}
				</Alert>
			)}
			{body}
		</Card>
	);
}

/** One job: the drive's terms, the student's eligibility and their application. The title segment is corrected to the slug. */
export function JobScreen() {
	const { jobid = "", jobtitle } = useParams();
	const job = useQuery(jobQuery(jobid));
	useDocumentTitle(job.data ? `${job.data.title} · ${job.data.company.name} · Unnati` : "Job · Unnati");
	if (job.isPending) return <LoadingState label="Loading the job" />;
	if (job.isError) return <LoadFailed what="The job" error={job.error} onRetry={() => job.refetch()} />;
	const j = job.data;
	if (jobtitle !== j.slug) return <Navigate replace to={paths.job(j.id, j.slug)} />;
	return (
		<Stack gap="lg" maw={900}>
			<div>
				<Text size="sm">
					<Link to={paths.jobs}>← All jobs</Link>
				</Text>
				<Title order={1}>{j.title}</Title>
				<Text c="dimmed" mt={4}>
					{j.company.name}, {j.company.city}
				</Text>
			</div>
			<ApplyPanel job={j} />
			{j.application && j.application.status !== "withdrawn" && <YourRounds driveId={j.id} />}
			<Card withBorder>
				<DriveFacts drive={j} />
			</Card>
			<Card withBorder>
				<Title order={2} size="h4" mb="sm">
					About the job
				</Title>
				<Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
					{j.description}
				</Text>
			</Card>
		</Stack>
	);
}
