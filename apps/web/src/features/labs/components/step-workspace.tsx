import { Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LabSessionStep } from "@unnati/contracts/labs";
import { useEffect, useId } from "react";
import { CodeEditor } from "../../../components/code-editor/code-editor";
import { RunErrorAlert } from "../../../components/code-editor/run-error-alert";
import { useCodeWorkspace } from "../../../components/code-editor/use-code-workspace";
import { labKeys, submitStep } from "../api";
import { LabInstructions } from "./lab-instructions";
import { StepResult } from "./step-result";

interface StepWorkspaceProps {
	labId: string;
	userId: string;
	step: LabSessionStep;
	/** Called after the judge passed this step and a next step exists. */
	onNext?: () => void;
}

/**
 * One open (or passed) step: its instructions, the editor with the starter or the student's last code,
 * and "Check my code", which sends the code to the server to be judged. Only the answer changes the lab.
 */
export function StepWorkspace({ labId, userId, step, onNext }: StepWorkspaceProps) {
	const workspace = useCodeWorkspace({
		workspace: `${userId}:lab:${labId}:${step.number}`,
		starters: { [step.language]: step.starterCode },
		defaultLanguage: step.language,
	});
	const client = useQueryClient();
	const check = useMutation({
		mutationFn: () => submitStep(labId, step.number, { language: step.language, source: workspace.source }),
		onSuccess: (answer) => client.setQueryData(labKeys.session(labId), answer.session),
	});
	const resultId = useId();

	// The step's language only; on a device without a draft, the code last submitted (kept on the server).
	// biome-ignore lint/correctness/useExhaustiveDependencies: once, when the step opens
	useEffect(() => {
		if (workspace.language !== step.language) workspace.setLanguage(step.language);
		else if (workspace.draftState === "starter" && step.lastCode !== null)
			workspace.load(step.language, step.lastCode);
	}, []);

	const submit = () => {
		if (check.isPending) return;
		workspace.flush();
		check.mutate();
	};
	const result = check.data?.result ?? step.lastResult;

	return (
		<Stack gap="md">
			<Card withBorder padding="lg" component="section" aria-labelledby={`${resultId}-task`}>
				<Title order={2} size="h3" id={`${resultId}-task`} mb="sm">
					Step {step.number}: {step.title}
				</Title>
				<LabInstructions html={step.instructionsHtml} />
			</Card>
			<CodeEditor
				workspace={workspace}
				label="Your code"
				languages={[step.language]}
				onRun={submit}
				height="360px"
			/>
			<Group gap="sm">
				<Button onClick={submit} loading={check.isPending}>
					Check my code
				</Button>
				{step.state === "passed" && onNext && (
					<Button variant="light" onClick={onNext}>
						Go to the next step
					</Button>
				)}
			</Group>
			<Card withBorder padding="md" component="section" aria-labelledby={resultId}>
				<Title id={resultId} order={2} size="h4" mb="sm">
					Result
				</Title>
				<div aria-live="polite" aria-busy={check.isPending}>
					{check.isPending ? (
						<Group gap="sm" role="status">
							<Loader size="xs" />
							<Text size="sm">Judging your code on every test…</Text>
						</Group>
					) : check.isError ? (
						<RunErrorAlert error={check.error} />
					) : result ? (
						<StepResult result={result} />
					) : (
						<Text size="sm" c="dimmed">
							Write your code, then check it: the judge runs it on the example and on hidden tests.
						</Text>
					)}
				</div>
			</Card>
		</Stack>
	);
}
