import { Alert, Card, Group, Stack, Text } from "@mantine/core";
import type { LabStepResult } from "@unnati/contracts/labs";
import { OutputBlock } from "../../../components/code-editor/output-block";
import { VerdictBadge } from "../../../components/code-editor/verdict-badge";

/** The judge's word on a step's code: the verdict, the examples with their output, hidden tests only counted. */
export function StepResult({ result }: { result: LabStepResult }) {
	return (
		<Stack gap="sm">
			<Group gap="sm">
				<VerdictBadge verdict={result.verdict} />
				<Text size="sm">
					{result.passedTests} of {result.totalTests} tests passed
				</Text>
			</Group>
			{result.passed ? (
				<Alert color="teal" title="Step passed">
					The judge accepted your code on every test.
				</Alert>
			) : (
				<Alert color="orange" title="Not yet">
					{result.firstHiddenFailure
						? `Your code passes the example but fails hidden test ${result.firstHiddenFailure.testNumber} (${result.firstHiddenFailure.status}). Think about edge cases and larger inputs, then check again.`
						: "Fix your code and check again. The examples below show what it printed."}
				</Alert>
			)}
			<OutputBlock label="Compiler output" text={result.compileOutput} />
			{result.examples.map((example, index) => (
				<Card key={example.input} withBorder padding="sm">
					<Stack gap="xs">
						<Group gap="sm">
							<Text size="sm" fw={600}>
								Example {index + 1}
							</Text>
							<VerdictBadge verdict={example.status} size="sm" />
						</Group>
						<OutputBlock label="Input" text={example.input} />
						<OutputBlock label="Expected output" text={example.expected} />
						<OutputBlock label="Your output" text={example.stdout} emptyText="(nothing printed)" />
						<OutputBlock label="Errors" text={example.stderr} color="red" />
					</Stack>
				</Card>
			))}
		</Stack>
	);
}
