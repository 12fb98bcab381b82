import { Card, Group, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { TestResult } from "@unnati/contracts";
import { diffLines } from "./line-diff";
import { OutputBlock } from "./output-block";
import { formatUsage } from "./run-result-panel";
import { VerdictBadge } from "./verdict-badge";

const MAX_DIFF_LINES = 50;

/** Expected against actual, line by line; a differing line is marked in words as well as colour. */
function OutputDiff({ expected, actual }: { expected: string; actual: string }) {
	const all = diffLines(expected, actual);
	const firstDifference = all.findIndex((line) => !line.same);
	if (firstDifference < 0) return null;
	// Around the first difference: that is where the student should look.
	const start = Math.max(0, firstDifference - 3);
	const shown = all.slice(start, start + MAX_DIFF_LINES);
	return (
		<Table.ScrollContainer minWidth={320}>
			<Table withTableBorder fz="xs" ff="monospace" aria-label="Expected and actual output, line by line">
				<Table.Thead>
					<Table.Tr>
						<Table.Th>Line</Table.Th>
						<Table.Th>Expected</Table.Th>
						<Table.Th>Your output</Table.Th>
						<Table.Th>Match</Table.Th>
					</Table.Tr>
				</Table.Thead>
				<Table.Tbody>
					{shown.map((line) => (
						<Table.Tr key={line.number} bg={line.same ? undefined : "var(--mantine-color-red-light)"}>
							<Table.Td>{line.number}</Table.Td>
							<Table.Td style={{ whiteSpace: "pre" }}>{line.expected ?? "(missing)"}</Table.Td>
							<Table.Td style={{ whiteSpace: "pre" }}>{line.actual ?? "(missing)"}</Table.Td>
							<Table.Td>{line.same ? "same" : "differs"}</Table.Td>
						</Table.Tr>
					))}
				</Table.Tbody>
			</Table>
		</Table.ScrollContainer>
	);
}

/** One sample (or the custom input): verdict, usage, input, expected, output, and where they differ. */
export function TestResultCard({ result, label }: { result: TestResult; label: string }) {
	const judged = result.expected !== undefined;
	return (
		<Card withBorder padding="sm" component="article" aria-label={`${label}: ${result.status}`}>
			<Group justify="space-between" gap="xs" mb="xs">
				<Group gap="xs">
					<Text fw={600} size="sm">
						{label}
					</Text>
					<VerdictBadge verdict={result.status} freeRun={!judged} size="sm" />
				</Group>
				<Text size="xs" c="dimmed">
					{formatUsage(result.time_ms, result.memory_kb)}
				</Text>
			</Group>
			<Stack gap="xs">
				<SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
					{result.input !== undefined && (
						<OutputBlock label="Input" text={result.input} emptyText="(empty)" />
					)}
					{judged && <OutputBlock label="Expected output" text={result.expected ?? ""} emptyText="(empty)" />}
					<OutputBlock label="Your output" text={result.stdout ?? ""} emptyText="(no output)" />
				</SimpleGrid>
				{result.status === "Wrong Answer" && result.expected !== undefined && (
					<OutputDiff expected={result.expected} actual={result.stdout ?? ""} />
				)}
				<OutputBlock label="Errors" text={result.stderr ?? ""} color="red.9" />
			</Stack>
		</Card>
	);
}
