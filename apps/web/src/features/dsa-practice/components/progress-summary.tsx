import { Card, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { PROBLEM_DIFFICULTIES, type ProblemList } from "@unnati/contracts";
import { DIFFICULTY_COLORS, DIFFICULTY_LABELS } from "../format";

const percent = (solved: number, total: number) => (total === 0 ? 0 : Math.round((solved / total) * 100));

/**
 * Solved out of total, overall and per difficulty, as bars. (Not Mantine's RingProgress: its tooltip
 * code would be split into a chunk the landing page then has to preload.)
 */
export function ProgressSummary({ progress }: { progress: ProblemList["progress"] }) {
	return (
		<Card withBorder padding="md" component="section" aria-labelledby="dsa-progress">
			<Title id="dsa-progress" order={2} size="h4" mb="sm">
				Your progress
			</Title>
			<Group gap="xl" wrap="wrap" align="center">
				<Stack gap={6} style={{ flex: "1 1 200px" }}>
					<Group gap="xs" align="baseline">
						<Text size="xl" fw={700}>
							{progress.solved} / {progress.total}
						</Text>
						<Text size="sm" c="dimmed">
							problems solved
						</Text>
					</Group>
					<Progress
						size="lg"
						value={percent(progress.solved, progress.total)}
						aria-label={`Overall: ${progress.solved} of ${progress.total} solved`}
					/>
				</Stack>
				<Stack gap="xs" style={{ flex: "2 1 240px" }}>
					{PROBLEM_DIFFICULTIES.map((difficulty) => {
						const { solved, total } = progress.by_difficulty[difficulty];
						return (
							<div key={difficulty}>
								<Group justify="space-between" gap="xs">
									<Text size="sm" fw={600}>
										{DIFFICULTY_LABELS[difficulty]}
									</Text>
									<Text size="sm" c="dimmed">
										{solved} / {total}
									</Text>
								</Group>
								<Progress
									value={percent(solved, total)}
									color={DIFFICULTY_COLORS[difficulty]}
									aria-label={`${DIFFICULTY_LABELS[difficulty]}: ${solved} of ${total} solved`}
								/>
							</div>
						);
					})}
				</Stack>
			</Group>
		</Card>
	);
}
