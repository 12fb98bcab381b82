import { Alert, Badge, Card, Group, List, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { EligibilityResult, EligibilityRules } from "@unnati/contracts/placements";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { previewQuery } from "../api";
import { ruleErrors } from "./rules-form";

const RULE_NAMES: Record<string, string> = {
	record: "No academic record",
	batch: "Batch",
	branches: "Branch",
	minCgpa: "CGPA",
	minTenthPercent: "10th %",
	minTwelfthPercent: "12th %",
	minDiplomaPercent: "Diploma %",
	maxActiveBacklogs: "Active backlogs",
	maxPastBacklogs: "Past backlogs",
	maxGapYears: "Gap years",
	placedPolicy: "Already placed",
};

/** How many students a set of rules lets in, what keeps the others out, and who they are. */
export function EligibilityResultView({
	result,
	limit = 100,
}: {
	result: EligibilityResult;
	limit?: number;
}) {
	const shown = result.ineligible.slice(0, limit);
	return (
		<Stack gap="sm">
			<Text size="lg" aria-live="polite">
				<strong>{result.eligible}</strong> of {result.total} students eligible
			</Text>
			{Object.keys(result.excludedBy).length > 0 && (
				<Group gap="xs" aria-label="Students kept out, by rule">
					{Object.entries(result.excludedBy).map(([rule, n]) => (
						<Badge key={rule} variant="light" color="gray">
							{RULE_NAMES[rule] ?? rule}: {n}
						</Badge>
					))}
				</Group>
			)}
			{shown.length > 0 && (
				<Table.ScrollContainer minWidth={560}>
					<Table aria-label="Ineligible students and why" verticalSpacing="xs">
						<Table.Thead>
							<Table.Tr>
								<Table.Th>Roll number</Table.Th>
								<Table.Th>Student</Table.Th>
								<Table.Th>Branch</Table.Th>
								<Table.Th>Why not eligible</Table.Th>
							</Table.Tr>
						</Table.Thead>
						<Table.Tbody>
							{shown.map((s) => (
								<Table.Tr key={s.id}>
									<Table.Td>{s.rollNo}</Table.Td>
									<Table.Td>{s.name}</Table.Td>
									<Table.Td>{s.branch ?? "—"}</Table.Td>
									<Table.Td>
										<List size="sm" spacing={2}>
											{s.exclusions.map((e) => (
												<List.Item key={e.rule}>{e.message}</List.Item>
											))}
										</List>
									</Table.Td>
								</Table.Tr>
							))}
						</Table.Tbody>
					</Table>
				</Table.ScrollContainer>
			)}
			{result.ineligible.length > shown.length && (
				<Text size="sm" c="dimmed">
					The first {shown.length} of {result.ineligible.length} ineligible students are listed.
				</Text>
			)}
		</Stack>
	);
}

/** The live count as the officer edits the rules: evaluated on the server, nothing saved. */
export function LiveEligibility({ rules }: { rules: EligibilityRules }) {
	const [settled] = useDebouncedValue(rules, 300);
	const invalid = Object.keys(ruleErrors(settled)).length > 0;
	const preview = useQuery({ ...previewQuery(settled), enabled: !invalid });
	let body: React.ReactNode;
	if (invalid) body = <Alert color="yellow">Correct the rules marked above to see who is eligible.</Alert>;
	else if (preview.isPending) body = <LoadingState label="Counting eligible students" />;
	else if (preview.isError)
		body = <LoadFailed what="The eligible count" error={preview.error} onRetry={() => preview.refetch()} />;
	else body = <EligibilityResultView result={preview.data} />;
	// Until the rules being typed are counted, the figures on screen are the previous rules': say so, and
	// dim them, rather than let the officer read an old count as the new one.
	const updating =
		!invalid &&
		!preview.isPending &&
		(preview.isPlaceholderData || preview.isFetching || JSON.stringify(rules) !== JSON.stringify(settled));
	return (
		<Card withBorder aria-busy={updating}>
			<Group justify="space-between" mb="sm">
				<Title order={2} size="h4">
					Who is eligible
				</Title>
				{updating && (
					<Group gap={6} role="status">
						<Loader size="xs" aria-hidden />
						<Text size="sm" c="dimmed">
							Updating the count…
						</Text>
					</Group>
				)}
			</Group>
			<div style={{ opacity: updating ? 0.55 : 1, transition: "opacity 120ms" }}>{body}</div>
		</Card>
	);
}
