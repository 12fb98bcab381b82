import { Group, Stack, Text } from "@mantine/core";
import type { ProblemRunResult } from "@unnati/contracts";
import { OutputBlock } from "./output-block";
import { TestResultCard } from "./test-result-card";
import { VerdictBadge } from "./verdict-badge";

/**
 * A run of a problem's program (practice or exam): each sample's verdict and output, or the
 * program's output on the custom input.
 */
export function ProblemRunResults({ result }: { result: ProblemRunResult }) {
	if (result.compile_failure) {
		return (
			<Stack gap="sm">
				<VerdictBadge verdict={result.compile_failure} size="lg" />
				<OutputBlock label="Compiler output" text={result.compile_output} color="grape.9" />
			</Stack>
		);
	}
	const passed = result.results.filter((test) => test.status === "Accepted").length;
	return (
		<Stack gap="sm">
			{result.mode === "samples" && (
				<Group gap="xs">
					<Text fw={600}>
						{passed} of {result.results.length} samples passed
					</Text>
				</Group>
			)}
			<OutputBlock label="Compiler output" text={result.compile_output} color="grape.9" />
			{result.results.map((test) => (
				<TestResultCard
					key={test.index}
					result={test}
					label={result.mode === "custom" ? "Custom input" : `Sample ${test.index + 1}`}
				/>
			))}
		</Stack>
	);
}
