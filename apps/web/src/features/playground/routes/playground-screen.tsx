import { Button, Card, Grid, Group, Loader, Stack, Text, Textarea, Title } from "@mantine/core";
import { getHotkeyHandler, useDocumentTitle } from "@mantine/hooks";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { CodeEditor } from "../../../components/code-editor/code-editor";
import { RunErrorAlert } from "../../../components/code-editor/run-error-alert";
import { RunResultPanel } from "../../../components/code-editor/run-result-panel";
import { useCodeWorkspace } from "../../../components/code-editor/use-code-workspace";
import { useSession } from "../../../lib/session";
import { runCode } from "../api";

/** /dashboard/playground: write a program in any judge language, run it on your own input. */
export function PlaygroundScreen() {
	useDocumentTitle("Code playground · Unnati");
	const { data: session } = useSession();
	// The student guard has loaded the session; drafts on this device are kept per student.
	if (!session) return <Loader aria-label="Loading the playground" />;
	return <Playground userId={session.userId} />;
}

function Playground({ userId }: { userId: string }) {
	const workspace = useCodeWorkspace({ workspace: `${userId}:playground` });
	const [stdin, setStdin] = useState("");
	const run = useMutation({ mutationFn: runCode });

	const start = () => {
		if (run.isPending) return;
		workspace.flush();
		run.mutate({ language: workspace.language, source: workspace.source, stdin });
	};

	return (
		<Stack gap="md">
			<div>
				<Title order={1} size="h2">
					Code playground
				</Title>
				<Text c="dimmed" size="sm">
					Write a program in C, C++, Java, Python or JavaScript and run it on your own input. Your code is
					kept on this device as you type.
				</Text>
			</div>
			<Grid gutter="md">
				<Grid.Col span={{ base: 12, md: 7 }}>
					<CodeEditor workspace={workspace} onRun={start} />
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 5 }}>
					<Stack gap="md">
						<Textarea
							label="Input (stdin)"
							description="What your program reads. Ctrl+Enter (⌘+Enter) runs."
							autosize
							minRows={4}
							maxRows={12}
							value={stdin}
							onChange={(event) => setStdin(event.currentTarget.value)}
							onKeyDown={getHotkeyHandler([["mod+Enter", start]])}
							styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
						/>
						<Group>
							<Button onClick={start} loading={run.isPending}>
								Run
							</Button>
						</Group>
						<Card withBorder padding="md" component="section" aria-labelledby="playground-output">
							<Title id="playground-output" order={2} size="h4" mb="sm">
								Output
							</Title>
							<div aria-live="polite" aria-busy={run.isPending}>
								{run.isPending ? (
									<Group gap="sm" role="status">
										<Loader size="xs" />
										<Text size="sm">Running your program…</Text>
									</Group>
								) : run.isError ? (
									<RunErrorAlert error={run.error} />
								) : run.data ? (
									<RunResultPanel result={run.data} />
								) : (
									<Text size="sm" c="dimmed">
										Run your program to see what it prints.
									</Text>
								)}
							</div>
						</Card>
					</Stack>
				</Grid.Col>
			</Grid>
		</Stack>
	);
}
