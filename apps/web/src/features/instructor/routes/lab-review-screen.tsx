import { Anchor, Code, Group, List, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { LANGUAGE_LABELS } from "@unnati/contracts/code";
import {
	LAB_DIFFICULTY_LABELS,
	type LabReviewDetail,
	labSendBackSchema,
	labReviewEndpoints as lr,
} from "@unnati/contracts/labs";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { VerdictBadge } from "../../../components/code-editor/verdict-badge";
import { QueryState } from "../../../components/load-states";
import { callApi } from "../../../lib/api-client";
import { labReviewQuery } from "../api";
import { ReviewDecision } from "../components/review-decision";
import { ServerHtml } from "../components/server-html";
import { StateBadge } from "../components/state-badge";

function Decision({ review }: { review: LabReviewDetail }) {
	const params = { revisionId: review.revisionId };
	return (
		<ReviewDecision
			inReview={review.state === "in_review"}
			what="the lab"
			decidedNotice="This version of the lab is no longer waiting for review."
			sendBackLabel="Return with comment"
			sendBackProblem={(comment) => {
				const parsed = labSendBackSchema.safeParse({ comment });
				return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Write a comment.");
			}}
			approve={(comment) => callApi(lr.approve, { params, body: { comment } })}
			sendBack={(comment) => callApi(lr.sendBack, { params, body: { comment } })}
			approvedMessage={`The lab "${review.title}" (version ${review.number}) is published.`}
			sentBackMessage={`The lab "${review.title}" was sent back to its instructor.`}
		/>
	);
}

function Step({ step }: { step: LabReviewDetail["steps"][number] }) {
	const id = `review-step-${step.number}`;
	return (
		<Paper withBorder p="md" component="section" aria-labelledby={id}>
			<Stack gap="sm">
				<Group justify="space-between">
					<Title order={3} id={id}>
						Step {step.number}: {step.title}
					</Title>
					{step.check ? (
						<Group gap="xs">
							<Text size="sm">Reference solution:</Text>
							<VerdictBadge verdict={step.check.verdict} size="sm" />
						</Group>
					) : (
						<Text size="sm" c="red">
							Reference solution not checked on this version
						</Text>
					)}
				</Group>
				<ServerHtml html={step.instructionsHtml} />
				<div>
					<Text size="sm" fw={600}>
						Starter program
					</Text>
					<Code block>{step.starter || "(empty)"}</Code>
				</div>
				<div>
					<Text size="sm" fw={600}>
						Reference solution
					</Text>
					<Code block>{step.solution}</Code>
				</div>
				<Text size="sm">
					Limits per test: {step.cpuMs} ms of CPU time, {step.memoryMb} MB of memory.
				</Text>
				<Table.ScrollContainer minWidth={480}>
					<Table striped>
						<Table.Caption>Tests of step {step.number}</Table.Caption>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Test</Table.Th>
								<Table.Th>Input</Table.Th>
								<Table.Th>Expected output</Table.Th>
								<Table.Th>Shown to students</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{step.tests.map((test, index) => (
								// biome-ignore lint/suspicious/noArrayIndexKey: tests are positional
								<Table.Tr key={index}>
									<Table.Td>{index + 1}</Table.Td>
									<Table.Td>
										<Code block>{test.input || "(no input)"}</Code>
									</Table.Td>
									<Table.Td>
										<Code block>{test.output}</Code>
									</Table.Td>
									<Table.Td>{test.hidden ? "No (hidden)" : "Yes (example)"}</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			</Stack>
		</Paper>
	);
}

/** /instructor-admin-dashboard/lab-reviews/{revisionId}: a lab version in review, to approve or return. */
export function LabReviewScreen() {
	const { revisionId = "" } = useParams();
	const review = useQuery(labReviewQuery(revisionId));
	useDocumentTitle(`Review lab ${review.data?.title ?? ""} · Unnati`);
	return (
		<Stack gap="md">
			<Anchor component={Link} to={paths.instructorAdminHome} size="sm">
				← Review queue
			</Anchor>
			<QueryState query={review} what="The lab version" loading={{ label: "Loading the lab version" }}>
				{(data) => (
					<Stack gap="lg">
						<div>
							<Title order={1}>{data.title}</Title>
							<Group gap="xs" mt={4}>
								<Text size="sm">
									Lab of {data.courseTitle} · version {data.number} by {data.authorName ?? "an instructor"}
									{data.publishedNumber === null
										? " · a new lab"
										: ` · students now see version ${data.publishedNumber}`}
								</Text>
								<StateBadge state={data.state} />
							</Group>
						</div>
						<Stack component="section" aria-labelledby="lab-about-heading" gap="xs">
							<Title order={2} size="h3" id="lab-about-heading">
								About the lab
							</Title>
							<Text>{data.summary}</Text>
							<Text size="sm">
								{data.minutes} minutes · {LAB_DIFFICULTY_LABELS[data.difficulty]} ·{" "}
								{LANGUAGE_LABELS[data.language]} · address /lab-details/{data.slug}
							</Text>
							<Text fw={600} size="sm">
								Objectives
							</Text>
							<List size="sm">
								{data.objectives.map((o) => (
									<List.Item key={o}>{o}</List.Item>
								))}
							</List>
							<Text fw={600} size="sm">
								Prerequisites
							</Text>
							{data.prerequisites.length === 0 ? (
								<Text size="sm">None.</Text>
							) : (
								<List size="sm">
									{data.prerequisites.map((p) => (
										<List.Item key={p}>{p}</List.Item>
									))}
								</List>
							)}
						</Stack>
						<Stack component="section" aria-labelledby="lab-review-steps-heading" gap="sm">
							<Title order={2} size="h3" id="lab-review-steps-heading">
								Steps ({data.steps.length})
							</Title>
							{data.steps.map((step) => (
								<Step key={step.number} step={step} />
							))}
						</Stack>
						<Decision review={data} />
					</Stack>
				)}
			</QueryState>
		</Stack>
	);
}
