import { Button, Card, Group, Loader, Stack, Switch, Text, Textarea, Title } from "@mantine/core";
import { getHotkeyHandler } from "@mantine/hooks";
import type { ProblemDetail } from "@unnati/contracts";
import { useId, useState } from "react";
import { CodeEditor } from "../../../components/code-editor/code-editor";
import { ProblemRunResults } from "../../../components/code-editor/problem-run-results";
import { RunErrorAlert } from "../../../components/code-editor/run-error-alert";
import type { CodeWorkspace } from "../../../components/code-editor/use-code-workspace";
import type { ProblemJudge } from "../use-problem-judge";
import { SubmissionResult } from "./submission-result";

interface ProblemWorkspaceProps {
	problem: ProblemDetail;
	workspace: CodeWorkspace;
	judge: ProblemJudge;
	submitLabel?: string;
	/** The coding interview shows its own summary after a submission instead of the result here. */
	showSubmission?: boolean;
	/** Nothing more may be run or submitted (the interview's time is up): the code is read-only. */
	locked?: boolean;
}

/** The editor with Run (samples or custom input) and Submit, and the latest result below them. */
export function ProblemWorkspace({
	problem,
	workspace,
	judge,
	submitLabel = "Submit",
	showSubmission = true,
	locked = false,
}: ProblemWorkspaceProps) {
	const [useCustom, setUseCustom] = useState(false);
	const [stdin, setStdin] = useState(problem.examples[0]?.input ?? "");
	const [last, setLast] = useState<"run" | "submit" | null>(null);
	const resultId = useId();
	const busy = judge.run.isPending || judge.submit.isPending;
	const stopped = busy || locked;

	const run = () => {
		if (stopped) return;
		workspace.flush();
		setLast("run");
		judge.run.mutate({
			language: workspace.language,
			source: workspace.source,
			...(useCustom ? { stdin } : {}),
		});
	};
	const submit = () => {
		if (stopped) return;
		workspace.flush();
		setLast("submit");
		judge.submit.mutate({ language: workspace.language, source: workspace.source });
	};

	const action = last === "submit" ? judge.submit : judge.run;
	let result: React.ReactNode = (
		<Text size="sm" c="dimmed">
			Run your code on the examples, or submit it to be judged on every test.
		</Text>
	);
	if (action.isPending) {
		result = (
			<Group gap="sm" role="status">
				<Loader size="xs" />
				<Text size="sm">
					{last === "submit"
						? "Judging your submission on every test…"
						: useCustom
							? "Running on your input…"
							: "Running on the examples…"}
				</Text>
			</Group>
		);
	} else if (action.isError) {
		result = <RunErrorAlert error={action.error} />;
	} else if (last === "run" && judge.run.data) {
		result = <ProblemRunResults result={judge.run.data} />;
	} else if (last === "submit" && judge.submit.data && showSubmission) {
		result = <SubmissionResult submission={judge.submit.data} />;
	}

	return (
		<Stack gap="sm">
			<CodeEditor workspace={workspace} label="Your solution" onRun={run} height="440px" readOnly={locked} />
			<Switch
				label="Run on custom input"
				checked={useCustom}
				onChange={(event) => setUseCustom(event.currentTarget.checked)}
			/>
			{useCustom && (
				<Textarea
					label="Custom input"
					autosize
					minRows={3}
					maxRows={10}
					value={stdin}
					onChange={(event) => setStdin(event.currentTarget.value)}
					onKeyDown={getHotkeyHandler([["mod+Enter", run]])}
					styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
				/>
			)}
			<Group gap="sm">
				<Button
					variant="default"
					onClick={run}
					loading={judge.run.isPending}
					disabled={judge.submit.isPending || locked}
				>
					Run
				</Button>
				<Button onClick={submit} loading={judge.submit.isPending} disabled={judge.run.isPending || locked}>
					{submitLabel}
				</Button>
			</Group>
			<Card withBorder padding="md" component="section" aria-labelledby={resultId}>
				<Title id={resultId} order={2} size="h4" mb="sm">
					Result
				</Title>
				<div aria-live="polite" aria-busy={busy}>
					{result}
				</div>
			</Card>
		</Stack>
	);
}
