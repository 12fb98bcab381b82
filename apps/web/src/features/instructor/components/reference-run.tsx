import { Alert, Code, Stack, Table, Text } from "@mantine/core";
import type { LabReferenceRun } from "@unnati/contracts/labs";
import { VerdictBadge } from "../../../components/code-editor/verdict-badge";

const shown = (text: string) => (text === "" ? "(nothing)" : text);

/** Each test's verdict for the step's reference solution; output is shown for the failing ones. */
export function ReferenceRun({ run }: { run: Omit<LabReferenceRun, "lab"> }) {
	return (
		<Stack gap="xs">
			{run.passed ? (
				<Alert color="green" title="The reference solution passes every test">
					This step is ready for review.
				</Alert>
			) : (
				<Alert color="red" title={`The reference solution does not pass: ${run.verdict}`}>
					Fix the solution or the expected output, save, and check again.
				</Alert>
			)}
			{run.compileOutput && (
				<div>
					<Text size="sm" fw={600}>
						Compiler output
					</Text>
					<Code block>{run.compileOutput}</Code>
				</div>
			)}
			{run.tests.length > 0 && (
				<Table.ScrollContainer minWidth={520}>
					<Table striped>
						<Table.Caption>Step {run.step}: the reference solution on each test</Table.Caption>
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Test</Table.Th>
								<Table.Th>Shown to students</Table.Th>
								<Table.Th>Verdict</Table.Th>
								<Table.Th>Printed / expected</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{run.tests.map((test) => (
								<Table.Tr key={test.number}>
									<Table.Td>{test.number}</Table.Td>
									<Table.Td>{test.hidden ? "No (hidden)" : "Yes (example)"}</Table.Td>
									<Table.Td>
										<VerdictBadge verdict={test.status} size="sm" />
									</Table.Td>
									<Table.Td>
										{test.status === "Accepted" ? (
											"—"
										) : (
											<Stack gap={2}>
												<Text size="xs">Printed:</Text>
												<Code block>{shown(test.stdout || test.stderr)}</Code>
												<Text size="xs">Expected:</Text>
												<Code block>{shown(test.expected)}</Code>
											</Stack>
										)}
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			)}
		</Stack>
	);
}
