import { Alert, Anchor, Button, Card, Grid, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { LabSession } from "@unnati/contracts/labs";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http";
import { notFound } from "../../../lib/not-found";
import { useSession } from "../../../lib/session";
import { labSessionQuery } from "../api";
import { StepList } from "../components/step-list";
import { StepWorkspace } from "../components/step-workspace";
import { languageLabel } from "../format";

function LabView({ lab, userId }: { lab: LabSession; userId: string }) {
	// Resume at the first step not passed; a completed lab opens at its last step.
	const [selected, setSelected] = useState(lab.currentStep ?? lab.steps.length);
	const step = lab.steps.find((s) => s.number === selected) ?? lab.steps[0];
	const total = lab.steps.length;
	const percent = total === 0 ? 0 : Math.round((lab.passedSteps / total) * 100);
	const next = step ? lab.steps.find((s) => s.number === step.number + 1) : undefined;

	return (
		<Stack gap="lg">
			<Stack gap={4}>
				<Anchor component={Link} to={paths.myCourse(lab.lab.place.course.id)} size="sm">
					Back to {lab.lab.place.course.title}
				</Anchor>
				<Title order={1}>{lab.lab.title}</Title>
				<Text size="sm" c="dimmed">
					{languageLabel(lab.lab.language)} · about {lab.lab.minutes} minutes
				</Text>
			</Stack>
			<Stack gap={4}>
				<Text fw={600}>
					{lab.passedSteps} of {total} steps passed
				</Text>
				<Progress value={percent} aria-label={`Lab progress: ${percent}%`} />
			</Stack>
			{lab.completedAt && (
				<Alert color="teal" title="Lab completed">
					You passed every step of this lab; it now counts towards {lab.lab.place.course.title}.{" "}
					<Anchor component={Link} to={paths.myCourse(lab.lab.place.course.id)}>
						Back to the course
					</Anchor>
				</Alert>
			)}
			<Grid gutter="lg">
				<Grid.Col span={{ base: 12, md: 3 }}>
					<StepList steps={lab.steps} selected={selected} onSelect={setSelected} />
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 9 }}>
					{step && step.state === "locked" ? (
						<Card withBorder padding="lg">
							<Stack gap="sm">
								<Title order={2} size="h3">
									Step {step.number}: {step.title}
								</Title>
								<Text>This step opens when you pass the steps before it.</Text>
								{lab.currentStep !== null && (
									<Button w="fit-content" onClick={() => setSelected(lab.currentStep ?? 1)}>
										Go to step {lab.currentStep}
									</Button>
								)}
							</Stack>
						</Card>
					) : (
						step && (
							<StepWorkspace
								key={step.number}
								labId={lab.lab.id}
								userId={userId}
								step={step}
								{...(next && next.state !== "locked" ? { onNext: () => setSelected(next.number) } : {})}
							/>
						)
					)}
				</Grid.Col>
			</Grid>
			<Group>
				<Anchor component={Link} to={paths.labDetails(lab.lab.id)} size="sm">
					About this lab
				</Anchor>
			</Group>
		</Stack>
	);
}

/** /lab/{labId}: the guided lab, step by step, each step's code judged on the server. */
export function LabScreen() {
	const { labId = "" } = useParams();
	const lab = useQuery(labSessionQuery(labId));
	const { data: session } = useSession();
	useDocumentTitle(lab.data ? `${lab.data.lab.title} · Lab · Unnati` : "Lab · Unnati");

	if (lab.error instanceof HttpError && lab.error.status === 404) throw notFound();
	if (lab.isPending || !session)
		return <LoadingState label="Loading the lab" shape={[{ height: 32, width: "60%" }, 24, 320]} />;
	if (lab.isError) return <LoadFailed what="The lab" onRetry={() => void lab.refetch()} />;
	return <LabView key={lab.data.lab.id} lab={lab.data} userId={session.userId} />;
}
