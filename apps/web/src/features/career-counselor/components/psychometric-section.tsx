import { Card, Progress, Stack, Table, Text, Title } from "@mantine/core";
import type { CaseDetail } from "@unnati/contracts/counselling";
import { shortDate } from "../format";

const BAND_LABELS = { lower: "Lower", middle: "Middle", higher: "Higher" } as const;

/** Only the reports the student chose to share with counselors; otherwise the fact that they did not. */
export function PsychometricSection({ results }: { results: CaseDetail["psychometric"] }) {
	return (
		<Card withBorder component="section" aria-labelledby="psychometric-heading">
			<Title order={2} size="h4" id="psychometric-heading">
				Personality profile
			</Title>
			{results.length === 0 ? (
				<Text size="sm" c="dimmed" mt="xs">
					Not shared by the student. A student chooses on their own report whether counselors may read it.
				</Text>
			) : (
				<Stack gap="md" mt="xs">
					{results.map((result) => (
						<div key={result.id}>
							<Text size="sm" c="dimmed" mb={4}>
								Big Five profile, completed {shortDate(result.completedAt)}; shared with counselors by the
								student.
							</Text>
							<Table aria-label={`Trait scores, ${shortDate(result.completedAt)}`} verticalSpacing={6}>
								<Table.Thead>
									<Table.Tr>
										<Table.Th scope="col">Trait</Table.Th>
										<Table.Th scope="col">Score</Table.Th>
										<Table.Th scope="col">Band</Table.Th>
									</Table.Tr>
								</Table.Thead>
								<Table.Tbody>
									{result.traits.map((trait) => (
										<Table.Tr key={trait.trait}>
											<Table.Th scope="row" fw={500}>
												{trait.label}
											</Table.Th>
											<Table.Td miw={120}>
												<Text size="sm">{trait.score}</Text>
												<Progress value={trait.percentOfRange} size="sm" aria-hidden="true" />
											</Table.Td>
											<Table.Td>{BAND_LABELS[trait.band]}</Table.Td>
										</Table.Tr>
									))}
								</Table.Tbody>
							</Table>
						</div>
					))}
				</Stack>
			)}
		</Card>
	);
}
