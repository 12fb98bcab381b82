import {
	Anchor,
	Badge,
	Button,
	Card,
	Group,
	List,
	Progress,
	SimpleGrid,
	Stack,
	Text,
	Title,
} from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { CareerPath } from "@unnati/contracts/careers";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState, rows } from "../../../components/load-states";
import { careerPathQuery, careerPathsQuery } from "../api";
import { hoursText } from "../components/milestone-progress";
import { WeeklyPlan } from "../components/weekly-plan";

/** Where the student stands and what stands between them and the role. */
function Gap({ path }: { path: CareerPath }) {
	const next = path.milestones.find((m) => m.id === path.gap.nextMilestoneId);
	const titleOf = (id: string) => path.milestones.find((m) => m.id === id)?.title ?? id;
	return (
		<Card withBorder padding="lg" radius="md" component="section" aria-labelledby="gap">
			<Stack gap="sm">
				<Title order={2} size="h3" id="gap">
					Your gap to the role
				</Title>
				<Text>
					{path.milestonesDone} of {path.milestonesTotal} milestones done · about{" "}
					{hoursText(path.gap.hoursLeft)} of work left
				</Text>
				<Progress
					value={path.percent}
					size="lg"
					color="blue.8"
					aria-label={`${path.percent}% of the path done`}
				/>
				{next && (
					<Group gap="sm">
						<Text>
							Next: <strong>{next.title}</strong>
						</Text>
						<Button component={Link} to={next.link} size="xs">
							{next.linkLabel}
						</Button>
					</Group>
				)}
				<SimpleGrid cols={{ base: 1, sm: 2 }}>
					<div>
						<Text fw={600}>Skills you have shown</Text>
						{path.gap.skillsCovered.length === 0 ? (
							<Text size="sm" c="dimmed">
								None yet: finish a milestone to show one.
							</Text>
						) : (
							<Group gap={6} mt={4}>
								{path.gap.skillsCovered.map((skill) => (
									<Badge key={skill} color="green" variant="light">
										{skill}
									</Badge>
								))}
							</Group>
						)}
					</div>
					<div>
						<Text fw={600}>Skills still to show</Text>
						{path.gap.skillsMissing.length === 0 ? (
							<Text size="sm">None: every skill of this path is covered.</Text>
						) : (
							<List size="sm" mt={4}>
								{path.gap.skillsMissing.map((gap) => (
									<List.Item key={gap.skill}>
										{gap.skill}: {gap.milestoneIds.map(titleOf).join("; ")}
									</List.Item>
								))}
							</List>
						)}
					</div>
				</SimpleGrid>
				<Text fw={600}>Also learn, outside Unnati for now</Text>
				<List size="sm">
					{path.alsoLearn.map((item) => (
						<List.Item key={item}>{item}</List.Item>
					))}
				</List>
			</Stack>
		</Card>
	);
}

/** Every path with the student's progress, to switch to another. */
function OtherPaths({ current }: { current: string }) {
	const list = useQuery(careerPathsQuery());
	return (
		<section aria-labelledby="all-paths">
			<Title order={2} size="h3" id="all-paths" mb="sm">
				All career paths
			</Title>
			<QueryState
				query={list}
				what="The career paths"
				loading={{ label: "Loading the career paths", shape: rows(2) }}
			>
				{(paths_) => (
					<SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
						{paths_.map((p) => (
							<Card key={p.id} withBorder padding="md" radius="md">
								<Anchor
									component={Link}
									to={paths.careerPath(p.id)}
									fw={600}
									aria-current={p.id === current ? "page" : undefined}
								>
									{p.title}
								</Anchor>
								<Text size="sm" c="dimmed">
									{p.summary}
								</Text>
								<Text size="sm" mt={4}>
									{p.percent}% done · {p.milestonesDone} of {p.milestonesTotal} milestones
								</Text>
							</Card>
						))}
					</SimpleGrid>
				)}
			</QueryState>
		</section>
	);
}

/** /dashboard/careerpath/{id}: the overview of one path: progress, the gap to the role and the weekly plan. */
export function CareerPathScreen() {
	const { id = "" } = useParams();
	const path = useQuery(careerPathQuery(id));
	useDocumentTitle(`${path.data?.title ?? "Career path"} · Unnati`);
	return (
		<Stack gap="lg" maw={1200}>
			<QueryState
				query={path}
				what="This career path"
				loading={{ label: "Loading the career path", shape: rows(3, 120) }}
			>
				{(p) => (
					<Stack gap="lg">
						<div>
							<Title order={1}>Career path: {p.title}</Title>
							<Text mt={4}>{p.role}</Text>
							<Group mt="sm" gap="sm">
								<Text fw={600}>{p.percent}% done</Text>
								<Button component={Link} to={paths.careerJourney(p.id)} variant="default">
									See the roadmap, milestone by milestone
								</Button>
							</Group>
						</div>
						<Gap path={p} />
						<WeeklyPlan path={p} />
					</Stack>
				)}
			</QueryState>
			<OtherPaths current={id} />
		</Stack>
	);
}
