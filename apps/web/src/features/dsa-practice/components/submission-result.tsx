import { Alert, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { LANGUAGE_LABELS, type Submission } from "@unnati/contracts";
import { OutputBlock } from "../../../components/code-editor/output-block";
import { TestResultCard } from "../../../components/code-editor/test-result-card";
import { VerdictBadge } from "../../../components/code-editor/verdict-badge";

function Stat({ label, value }: { label: string; value: string }) {
	return (
		<Card withBorder padding="xs">
			<Text size="xs" c="dimmed">
				{label}
			</Text>
			<Text fw={700}>{value}</Text>
		</Card>
	);
}

/** A judged submission: verdict, tests passed, slowest time, peak memory, the first failing hidden test. */
export function SubmissionResult({ submission }: { submission: Submission }) {
	const compiled = submission.verdict !== "Compilation Error";
	const hiddenFailure = submission.first_failure;
	return (
		<Stack gap="sm">
			<Group gap="sm">
				<VerdictBadge verdict={submission.verdict} size="lg" />
				<Text size="sm" c="dimmed">
					{LANGUAGE_LABELS[submission.language]}
				</Text>
			</Group>
			{compiled && (
				<SimpleGrid cols={{ base: 3 }} spacing="xs">
					<Stat label="Tests passed" value={`${submission.passed} / ${submission.total}`} />
					<Stat label="Time" value={`${submission.time_ms.toLocaleString("en-IN")} ms`} />
					<Stat label="Memory" value={`${submission.memory_kb.toLocaleString("en-IN")} KB`} />
				</SimpleGrid>
			)}
			{hiddenFailure && (
				<Alert color="red" variant="light" title={`Hidden test ${hiddenFailure.test_number} failed`}>
					<Group gap="xs">
						<Text size="sm">Verdict on that test:</Text>
						<VerdictBadge verdict={hiddenFailure.status} size="sm" />
					</Group>
					<Text size="sm" mt={4}>
						Hidden tests are not shown; think about edge cases and the limits in the constraints.
					</Text>
				</Alert>
			)}
			{submission.verdict === "Accepted" && (
				<Text size="sm" c="green.9" fw={600}>
					Every test passed. The problem is marked solved.
				</Text>
			)}
			<OutputBlock label="Compiler output" text={submission.compile_output} color="grape.9" />
			{submission.sample_results.map((test) => (
				<TestResultCard key={test.index} result={test} label={`Sample ${test.index + 1}`} />
			))}
		</Stack>
	);
}
