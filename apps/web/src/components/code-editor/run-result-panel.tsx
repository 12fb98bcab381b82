import { Group, Stack, Text } from "@mantine/core";
import type { RunResult } from "@unnati/contracts";
import { OutputBlock } from "./output-block";
import { VerdictBadge } from "./verdict-badge";

/** Time and memory as a judge reports them: "12 ms · 3,480 KB". */
export function formatUsage(timeMs: number, memoryKb: number): string {
	return `${timeMs.toLocaleString("en-IN")} ms · ${memoryKb.toLocaleString("en-IN")} KB`;
}

/** How a free-form run ended, in words: the exit code or the signal. */
function ending(result: RunResult): string | null {
	if (result.signal) return `Stopped by ${result.signal}`;
	if (result.exit_code !== null && result.exit_code !== 0) return `Exit code ${result.exit_code}`;
	return null;
}

/** What one run of a program produced: verdict, time, memory, compiler output, stdout and stderr. */
export function RunResultPanel({ result }: { result: RunResult }) {
	const end = ending(result);
	const compiled = result.status !== "Compilation Error";
	return (
		<Stack gap="sm">
			<Group gap="sm" wrap="wrap">
				<VerdictBadge verdict={result.status} freeRun size="lg" />
				{compiled && (
					<Text size="sm" c="dimmed">
						{formatUsage(result.time_ms, result.memory_kb)}
					</Text>
				)}
				{end && (
					<Text size="sm" c="dimmed">
						{end}
					</Text>
				)}
			</Group>
			<OutputBlock label="Compiler output" text={result.compile_output} color="grape.9" />
			{compiled && <OutputBlock label="Output" text={result.stdout} emptyText="(no output)" />}
			<OutputBlock label="Errors" text={result.stderr} color="red.9" />
		</Stack>
	);
}
