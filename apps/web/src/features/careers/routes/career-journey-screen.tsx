import { Anchor, Button, Card, Group, Stack, Text, Timeline, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { Milestone } from "@unnati/contracts/careers";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState, rows } from "../../../components/load-states";
import { careerPathQuery } from "../api";
import { hoursText, MilestoneBadge, MilestoneBar } from "../components/milestone-progress";

function MilestoneCard({ milestone, step }: { milestone: Milestone; step: number }) {
	const titleId = `milestone-${milestone.id}`;
	return (
		<Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId}>
			<Stack gap={6}>
				<Group justify="space-between" wrap="nowrap" align="flex-start">
					<Title order={2} size="h4" id={titleId}>
						{step}. {milestone.title}
					</Title>
					<MilestoneBadge milestone={milestone} />
				</Group>
				<Text size="sm">{milestone.why}</Text>
				<MilestoneBar milestone={milestone} />
				<Text size="sm">
					{milestone.done} of {milestone.target} {milestone.unit} · about {hoursText(milestone.hours)} in all
					{milestone.completed ? "" : `, ${hoursText(milestone.hoursLeft)} left`}
				</Text>
				<Text size="xs" c="dimmed">
					{milestone.rule}
				</Text>
				<div>
					<Anchor component={Link} to={milestone.link} size="sm">
						{milestone.linkLabel}
					</Anchor>
				</div>
			</Stack>
		</Card>
	);
}

/** The timeline's last highlighted step: the one before the first milestone not done (-1: none done). */
const lastDoneBeforeOpen = (milestones: readonly Milestone[]) => {
	const open = milestones.findIndex((m) => !m.completed);
	return open === -1 ? milestones.length - 1 : open - 1;
};

/** /dashboard/careerpath/{id}/journey: the path's roadmap, milestone by milestone, each with its progress and link. */
export function CareerJourneyScreen() {
	const { id = "" } = useParams();
	const path = useQuery(careerPathQuery(id));
	useDocumentTitle(`Roadmap: ${path.data?.title ?? "Career path"} · Unnati`);
	return (
		<Stack gap="lg" maw={900}>
			<QueryState
				query={path}
				what="This career path"
				loading={{ label: "Loading the roadmap", shape: rows(4, 120) }}
			>
				{(p) => (
					<Stack gap="lg">
						<div>
							<Title order={1}>Roadmap: {p.title}</Title>
							<Text mt={4}>
								{p.milestonesDone} of {p.milestonesTotal} milestones done ({p.percent}%). Progress comes from
								what you do in Unnati: lessons and final tests, accepted solutions, finished mock interviews,
								your best resume match and your certificates.
							</Text>
							<Group mt="sm">
								<Button component={Link} to={paths.careerPath(p.id)} variant="default">
									Back to the overview and weekly plan
								</Button>
							</Group>
						</div>
						<Timeline active={lastDoneBeforeOpen(p.milestones)} bulletSize={20} lineWidth={2} color="green.8">
							{p.milestones.map((milestone, index) => (
								<Timeline.Item key={milestone.id}>
									<MilestoneCard milestone={milestone} step={index + 1} />
								</Timeline.Item>
							))}
						</Timeline>
					</Stack>
				)}
			</QueryState>
		</Stack>
	);
}
