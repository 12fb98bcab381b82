import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http";
import { notFound } from "../../../lib/not-found";
import { useSession } from "../../../lib/session";
import { labDetailsQuery } from "../api";
import { languageLabel, stepsText } from "../format";

/** /lab-details/{labId}: what a lab teaches, how long it takes, what it needs, its steps, and a start button. */
export function LabDetailsScreen() {
	const { labId = "" } = useParams();
	const lab = useQuery(labDetailsQuery(labId));
	const session = useSession();
	const student = session.data?.role === "ROLE_STUDENT";
	useDocumentTitle(lab.data ? `${lab.data.title} · Lab · Unnati` : "Lab · Unnati");

	if (lab.error instanceof HttpError && lab.error.status === 404) throw notFound();
	if (lab.isPending) return <LoadingState label="Loading the lab" shape={[48, 24, 160, 160]} />;
	if (lab.isError) return <LoadFailed what="The lab" onRetry={() => void lab.refetch()} />;
	const data = lab.data;
	const { course, journey } = data.place;

	return (
		<Stack gap="lg" maw={880} mx="auto" px="md" py="lg">
			<Stack gap="xs">
				<Text size="sm" c="dimmed">
					Hands-on lab in{" "}
					{journey ? (
						<Anchor component={Link} to={paths.learningCourse(journey.id, course.id)}>
							{course.title}
						</Anchor>
					) : (
						course.title
					)}
					{journey && (
						<>
							{" "}
							·{" "}
							<Anchor component={Link} to={paths.learningPath(journey.id)}>
								{journey.title}
							</Anchor>
						</>
					)}
				</Text>
				<Title order={1}>{data.title}</Title>
				<Text>{data.summary}</Text>
				<Group gap="xs">
					<Badge variant="light" tt="none">
						About {data.minutes} minutes
					</Badge>
					<Badge variant="light" tt="none">
						{languageLabel(data.language)}
					</Badge>
					<Badge variant="light" tt="none">
						{stepsText(data.stepCount)}, each checked by the judge
					</Badge>
				</Group>
			</Stack>
			<Group>
				{student ? (
					<Button component={Link} to={paths.lab(data.id)}>
						Start the lab
					</Button>
				) : (
					<>
						<Button component={Link} to={paths.signup}>
							Sign up to start
						</Button>
						<Button component={Link} to={paths.login} variant="default">
							Log in
						</Button>
					</>
				)}
			</Group>
			<Card withBorder padding="lg" component="section" aria-labelledby="lab-objectives">
				<Title order={2} size="h4" id="lab-objectives" mb="sm">
					What you will learn
				</Title>
				<List spacing="xs">
					{data.objectives.map((objective) => (
						<List.Item key={objective}>{objective}</List.Item>
					))}
				</List>
			</Card>
			<Card withBorder padding="lg" component="section" aria-labelledby="lab-prerequisites">
				<Title order={2} size="h4" id="lab-prerequisites" mb="sm">
					Before you start
				</Title>
				<List spacing="xs">
					{data.prerequisites.map((prerequisite) => (
						<List.Item key={prerequisite}>{prerequisite}</List.Item>
					))}
				</List>
			</Card>
			<Card withBorder padding="lg" component="section" aria-labelledby="lab-steps">
				<Title order={2} size="h4" id="lab-steps" mb="sm">
					Steps
				</Title>
				<List type="ordered" spacing="xs">
					{data.steps.map((step) => (
						<List.Item key={step.number}>{step.title}</List.Item>
					))}
				</List>
			</Card>
		</Stack>
	);
}
