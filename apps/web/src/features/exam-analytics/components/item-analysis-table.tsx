import { Alert, Badge, Button, ScrollArea, Table, Text } from "@mantine/core";
import { type ItemStatistics, REGRADABLE_TYPES, type SectionAverage } from "@unnati/contracts";
import { formatCorrelation, formatDuration, formatNumber, formatPercent, plural } from "../format";

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 89)}…` : text);

/** Flags questions whose discrimination index is below zero, and names them above the table. */
function NegativeNotice({ items }: { items: ItemStatistics[] }) {
	const flagged = items.filter((i) => i.negativeDiscrimination);
	if (flagged.length === 0) return null;
	const names = flagged.map((i) => `Q${i.number}`).join(", ");
	return (
		<Alert color="red" variant="light" title="Questions that discriminate negatively">
			<Text size="sm">
				{names}: students who did well on the rest of the exam did worse on{" "}
				{flagged.length === 1 ? "this question" : "these questions"}. Check the answer key and the wording.
			</Text>
		</Alert>
	);
}

const regradable = (item: ItemStatistics) => (REGRADABLE_TYPES as readonly string[]).includes(item.type);

/**
 * Moodle-style item analysis: one row per question of the exam. With `onCorrectKey` (a published
 * exam, seen by its examination admin) each question whose key can be corrected offers to do so.
 */
export function ItemAnalysisTable({
	items,
	sections,
	onCorrectKey,
}: {
	items: ItemStatistics[];
	sections: SectionAverage[];
	onCorrectKey?: (item: ItemStatistics) => void;
}) {
	const sectionTitle = new Map(sections.map((s) => [s.sectionId, s.title]));
	return (
		<>
			<NegativeNotice items={items} />
			<ScrollArea
				type="auto"
				offsetScrollbars
				viewportProps={{ tabIndex: 0, "aria-label": "Item analysis, scrollable" }}
			>
				<Table striped verticalSpacing="xs" aria-label="Item analysis" miw={onCorrectKey ? 1000 : 860}>
					<Table.Thead>
						<Table.Tr>
							<Table.Th scope="col">Q</Table.Th>
							<Table.Th scope="col" miw={240}>
								Question
							</Table.Th>
							<Table.Th scope="col">Attempts</Table.Th>
							<Table.Th scope="col">Facility index</Table.Th>
							<Table.Th scope="col">Standard deviation</Table.Th>
							<Table.Th scope="col">Discrimination index</Table.Th>
							<Table.Th scope="col">Average score</Table.Th>
							<Table.Th scope="col">Unanswered</Table.Th>
							<Table.Th scope="col">Average time</Table.Th>
							{onCorrectKey && <Table.Th scope="col">Answer key</Table.Th>}
						</Table.Tr>
					</Table.Thead>
					<Table.Tbody>
						{items.map((item) => (
							<Table.Tr key={item.questionId}>
								<Table.Th scope="row">Q{item.number}</Table.Th>
								<Table.Td>
									<Text size="sm" title={item.text} style={{ overflowWrap: "anywhere" }}>
										{excerpt(item.text)}
									</Text>
									<Text size="xs" c="dimmed">
										{sectionTitle.get(item.sectionId) ?? ""} · {plural(item.marks, "mark")}
										{item.negativeMarks > 0 ? `, −${item.negativeMarks} if wrong` : ""}
									</Text>
								</Table.Td>
								<Table.Td>{item.attempts}</Table.Td>
								<Table.Td>{formatPercent(item.facilityIndex)}</Table.Td>
								<Table.Td>{formatPercent(item.standardDeviation)}</Table.Td>
								<Table.Td style={{ whiteSpace: "nowrap" }}>
									{formatCorrelation(item.discriminationIndex)}
									{item.negativeDiscrimination && (
										<Badge ml="xs" color="red" variant="light" size="sm">
											Negative
										</Badge>
									)}
								</Table.Td>
								<Table.Td>{formatNumber(item.averageScore)}</Table.Td>
								<Table.Td>{formatPercent(item.unansweredShare, 0)}</Table.Td>
								<Table.Td style={{ whiteSpace: "nowrap" }}>
									{formatDuration(item.averageTimeSeconds)}
								</Table.Td>
								{onCorrectKey && (
									<Table.Td>
										{regradable(item) ? (
											<Button
												size="compact-sm"
												variant="light"
												aria-label={`Correct answer key of Q${item.number}`}
												onClick={() => onCorrectKey(item)}
												style={{ whiteSpace: "nowrap" }}
											>
												Correct answer key
											</Button>
										) : (
											<Text size="xs" c="dimmed">
												Marked by its tests
											</Text>
										)}
									</Table.Td>
								)}
							</Table.Tr>
						))}
					</Table.Tbody>
				</Table>
			</ScrollArea>
		</>
	);
}
