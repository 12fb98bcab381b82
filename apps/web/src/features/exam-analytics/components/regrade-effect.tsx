import { Badge, ScrollArea, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import type { RegradeChange, RegradeResult } from "@unnati/contracts";
import { EmptyCard } from "../../../components/load-states";
import { formatNumber, formatPercent } from "../format";

/** "2 of 142 attempts change". */
export function effectSummary(result: RegradeResult): string {
	const changed = result.changes.length;
	const checked = result.attempts_checked;
	return `${changed} of ${checked} ${checked === 1 ? "attempt" : "attempts"} ${changed === 1 ? "changes" : "change"}`;
}

/** "1 → 0", read as "1 to 0". */
function BeforeAfter({ before, after }: { before: string; after: string }) {
	return (
		<span style={{ whiteSpace: "nowrap" }}>
			{before} <span aria-hidden="true">→</span>
			<VisuallyHidden>to</VisuallyHidden> {after}
		</span>
	);
}

function PassChange({ change }: { change: RegradeChange }) {
	if (change.passed_before === change.passed_after)
		return (
			<Text size="sm" c="dimmed">
				{change.passed_after ? "Still passes" : "Still fails"}
			</Text>
		);
	return change.passed_after ? (
		<Badge color="green" variant="light">
			Now passes
		</Badge>
	) : (
		<Badge color="red" variant="light">
			Now fails
		</Badge>
	);
}

/** What a dry run found: whose marks change and by how much, largest change first as the server sends it. */
export function RegradeEffect({ result }: { result: RegradeResult }) {
	return (
		<Stack gap="xs">
			<Text fw={600} role="status">
				{effectSummary(result)}
			</Text>
			{result.changes.length === 0 ? (
				<EmptyCard>No attempt's marks change with this key.</EmptyCard>
			) : (
				<ScrollArea.Autosize
					mah={360}
					type="auto"
					offsetScrollbars
					viewportProps={{ tabIndex: 0, "aria-label": "Marks that change, scrollable" }}
				>
					<Table striped verticalSpacing="xs" aria-label="Marks that change" miw={720}>
						<Table.Thead>
							<Table.Tr>
								<Table.Th scope="col">Student</Table.Th>
								<Table.Th scope="col">Roll no.</Table.Th>
								<Table.Th scope="col">Question marks</Table.Th>
								<Table.Th scope="col">Score</Table.Th>
								<Table.Th scope="col">Percentage</Table.Th>
								<Table.Th scope="col">Result</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{result.changes.map((change) => (
								<Table.Tr key={change.attempt_id}>
									<Table.Th scope="row" fw={500}>
										{change.student_name}
									</Table.Th>
									<Table.Td>{change.roll_no ?? "—"}</Table.Td>
									<Table.Td>
										<BeforeAfter
											before={formatNumber(change.question_before)}
											after={formatNumber(change.question_after)}
										/>
									</Table.Td>
									<Table.Td>
										<BeforeAfter
											before={formatNumber(change.score_before)}
											after={formatNumber(change.score_after)}
										/>
									</Table.Td>
									<Table.Td>
										<BeforeAfter
											before={formatPercent(change.percentage_before, 2)}
											after={formatPercent(change.percentage_after, 2)}
										/>
									</Table.Td>
									<Table.Td>
										<PassChange change={change} />
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</ScrollArea.Autosize>
			)}
		</Stack>
	);
}
