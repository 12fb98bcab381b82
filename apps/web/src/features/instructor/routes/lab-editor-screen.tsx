import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LANGUAGE_LABELS } from "@unnati/contracts/code";
import {
	type AuthoringLab,
	LAB_AUTHORING_LIMITS,
	LAB_DIFFICULTY_LABELS,
	type LabDetailsInput,
	labAuthoringEndpoints as la,
} from "@unnati/contracts/labs";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState } from "../../../components/load-states";
import { callApi } from "../../../lib/api-client";
import { HttpError } from "../../../lib/http-error";
import { instructorKeys, labQuery, messageOf } from "../api";
import { LabDetailsForm } from "../components/lab-details-form";
import { LabStepEditor } from "../components/lab-step-editor";
import { StateBadge } from "../components/state-badge";

const detailsOf = (lab: AuthoringLab): LabDetailsInput => ({
	title: lab.title,
	slug: lab.slug,
	summary: lab.summary,
	objectives: lab.objectives,
	prerequisites: lab.prerequisites,
	minutes: lab.minutes,
	difficulty: lab.difficulty,
	language: lab.language,
});

function useLabMutation<T>(lab: AuthoringLab, run: (input: T) => Promise<AuthoringLab>, failure: string) {
	const client = useQueryClient();
	return useMutation({
		mutationFn: run,
		onSuccess: (saved) => {
			client.setQueryData(instructorKeys.lab(lab.id), saved);
			void client.invalidateQueries({ queryKey: instructorKeys.courseLabs(lab.courseId) });
		},
		onError: (e) => notifications.show({ color: "red", message: messageOf(e, failure) }),
	});
}

/** The steps in order, each with move up / move down / remove; choosing one opens it in the step editor. */
function StepList({
	lab,
	selected,
	onSelect,
}: {
	lab: AuthoringLab;
	selected: number | "new" | null;
	onSelect: (step: number | "new") => void;
}) {
	const order = useLabMutation(
		lab,
		(next: number[]) => callApi(la.orderSteps, { params: { labId: lab.id }, body: { order: next } }),
		"The steps could not be reordered.",
	);
	const remove = useLabMutation(
		lab,
		(stepNumber: number) => callApi(la.removeStep, { params: { labId: lab.id, stepNumber } }),
		"The step could not be removed.",
	);
	const move = (from: number, to: number) => {
		const next = lab.steps.map((s) => s.number);
		const [moved] = next.splice(from - 1, 1);
		if (moved !== undefined) next.splice(to - 1, 0, moved);
		order.mutate(next);
		// The open step moves with its step; the one it swapped with keeps its own editor too.
		if (selected === from) onSelect(to);
		else if (selected === to) onSelect(from);
	};
	const busy = order.isPending || remove.isPending || !lab.editable;
	return (
		<Stack gap="xs">
			{lab.steps.length === 0 ? (
				<Text size="sm">No steps yet. Add the first one: a small task the judge can check.</Text>
			) : (
				<ol style={{ margin: 0, paddingInlineStart: "1.25rem" }} aria-label="Steps of the lab">
					{lab.steps.map((step) => (
						<li key={`${step.number}-${step.title}`}>
							<Group gap="xs" wrap="wrap" py={4}>
								<Button
									variant={selected === step.number ? "filled" : "subtle"}
									size="compact-sm"
									aria-current={selected === step.number ? "step" : undefined}
									onClick={() => onSelect(step.number)}
								>
									{step.title}
								</Button>
								<Text size="xs" c={step.check?.passed ? "green" : "dimmed"}>
									{step.tests.length} {step.tests.length === 1 ? "test" : "tests"} ·{" "}
									{step.check ? (step.check.passed ? "reference passes" : step.check.verdict) : "not checked"}
								</Text>
								<Button
									variant="subtle"
									size="compact-xs"
									disabled={busy || step.number === 1}
									aria-label={`Move step ${step.number} up: ${step.title}`}
									onClick={() => move(step.number, step.number - 1)}
								>
									Up
								</Button>
								<Button
									variant="subtle"
									size="compact-xs"
									disabled={busy || step.number === lab.steps.length}
									aria-label={`Move step ${step.number} down: ${step.title}`}
									onClick={() => move(step.number, step.number + 1)}
								>
									Down
								</Button>
								<Button
									variant="subtle"
									color="red"
									size="compact-xs"
									disabled={busy}
									aria-label={`Remove step ${step.number}: ${step.title}`}
									onClick={() => {
										if (window.confirm(`Remove step ${step.number}, "${step.title}"?`)) {
											remove.mutate(step.number);
											onSelect("new");
										}
									}}
								>
									Remove
								</Button>
							</Group>
						</li>
					))}
				</ol>
			)}
			{lab.editable && lab.steps.length < LAB_AUTHORING_LIMITS.maxSteps && (
				<Group>
					<Button variant="light" onClick={() => onSelect("new")} aria-pressed={selected === "new"}>
						Add a step
					</Button>
				</Group>
			)}
		</Stack>
	);
}

function LabEditor({ lab }: { lab: AuthoringLab }) {
	const client = useQueryClient();
	const [selected, setSelected] = useState<number | "new" | null>(
		lab.steps.length > 0 ? 1 : lab.editable ? "new" : null,
	);
	const [detailErrors, setDetailErrors] = useState<Record<string, string>>({});
	const details = useMutation({
		mutationFn: (body: LabDetailsInput) => callApi(la.saveDetails, { params: { labId: lab.id }, body }),
		onSuccess: (saved) => {
			client.setQueryData(instructorKeys.lab(lab.id), saved);
			void client.invalidateQueries({ queryKey: instructorKeys.courseLabs(lab.courseId) });
			notifications.show({ color: "green", message: "Details saved." });
		},
		onError: (e) => {
			const field = e instanceof HttpError ? e.errors[0] : undefined;
			setDetailErrors(
				field?.path
					? { [String(field.path).split(".")[0] ?? "form"]: field.message }
					: { form: messageOf(e, "The details could not be saved. Please try again.") },
			);
		},
	});
	const submit = useMutation({
		mutationFn: () => callApi(la.submit, { params: { labId: lab.id } }),
		onSuccess: (saved) => {
			client.setQueryData(instructorKeys.lab(lab.id), saved);
			void client.invalidateQueries({ queryKey: instructorKeys.courseLabs(lab.courseId) });
			notifications.show({ color: "green", message: "Sent for review. The instructor admin decides next." });
		},
	});
	const step = typeof selected === "number" ? (lab.steps[selected - 1] ?? null) : null;
	const published = lab.publishedNumber !== null;

	return (
		<Stack gap="lg">
			<Group justify="space-between" align="flex-start">
				<div>
					<Title order={1}>{lab.title}</Title>
					<Group gap="xs" mt={4}>
						<Text size="sm">
							{lab.courseTitle} · version {lab.number} · {LANGUAGE_LABELS[lab.language]} ·{" "}
							{LAB_DIFFICULTY_LABELS[lab.difficulty]}
						</Text>
						<StateBadge state={lab.state} />
					</Group>
				</div>
				{lab.state === "draft" && (
					<Stack gap={4} align="flex-end">
						<Button onClick={() => submit.mutate()} loading={submit.isPending} disabled={!lab.ready}>
							Submit for review
						</Button>
						{!lab.ready && (
							<Text size="xs" c="dimmed" maw={320} ta="right">
								Every step needs tests, and its reference solution must pass them: check each step first.
							</Text>
						)}
					</Stack>
				)}
			</Group>
			{submit.isError && (
				<Alert color="red" title="Not sent" role="alert">
					{messageOf(submit.error, "The lab could not be sent for review.")}
				</Alert>
			)}
			{lab.state === "in_review" && (
				<Alert color="yellow" title="Waiting for review">
					This version is with the instructor admin. You can edit again once it is approved or sent back.
				</Alert>
			)}
			{lab.state === "rejected" && (
				<Alert color="red" title="Sent back">
					{lab.reviewNote || "The instructor admin sent this version back."} Any change starts a new draft.
				</Alert>
			)}
			{lab.state === "published" && (
				<Text size="sm">
					Students see this version at{" "}
					<Anchor component={Link} to={paths.labDetails(lab.slug)}>
						/lab-details/{lab.slug}
					</Anchor>
					. Any change starts a new draft; students keep this one until the draft is approved.
				</Text>
			)}
			{lab.state === "draft" && published && (
				<Text size="sm" c="dimmed">
					Students see version {lab.publishedNumber} until this draft is approved.
				</Text>
			)}

			<Paper withBorder p="md" component="section" aria-labelledby="lab-details-heading">
				<Title order={2} size="h3" id="lab-details-heading" mb="sm">
					Details
				</Title>
				<LabDetailsForm
					key={`${lab.number}-${lab.slug}`}
					initial={detailsOf(lab)}
					submitLabel="Save details"
					pending={details.isPending}
					disabled={!lab.editable}
					slugLocked={published}
					serverErrors={detailErrors}
					onSubmit={(values) => {
						setDetailErrors({});
						details.mutate(values);
					}}
				/>
			</Paper>

			<Stack component="section" aria-labelledby="lab-steps-heading" gap="sm">
				<Title order={2} size="h3" id="lab-steps-heading">
					Steps
				</Title>
				<StepList lab={lab} selected={selected} onSelect={setSelected} />
				{(step || selected === "new") && (
					<LabStepEditor
						key={`${lab.id}-${lab.number}-${step ? step.number : "new"}`}
						lab={lab}
						step={step}
						onSaved={(_saved, number) => setSelected(number)}
					/>
				)}
			</Stack>
		</Stack>
	);
}

/** /instructordashboard/labs/{labId}: a lab's details, its steps (reorder, edit, check) and submit. */
export function LabEditorScreen() {
	const { labId = "" } = useParams();
	const lab = useQuery(labQuery(labId));
	useDocumentTitle(`${lab.data?.title ?? "Lab"} · Authoring · Unnati`);
	return (
		<Stack gap="md">
			{lab.data ? (
				<Anchor component={Link} to={paths.instructorCourse(lab.data.courseId)} size="sm">
					← Back to the course
				</Anchor>
			) : (
				<Anchor component={Link} to={paths.instructorHome} size="sm">
					← My courses
				</Anchor>
			)}
			<QueryState query={lab} what="The lab" loading={{ label: "Loading the lab" }}>
				{(data) => <LabEditor lab={data} />}
			</QueryState>
		</Stack>
	);
}
