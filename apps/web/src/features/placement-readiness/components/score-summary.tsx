import { Badge, Card, Group, RingProgress, Stack, Text, Title } from "@mantine/core";
import { type DriveKind, type ReadinessBand, SCORE_RULE } from "@unnati/contracts/readiness";
import { BAND_COLORS, BANDS_TEXT, bandLabel, kindLabel } from "./format";

/** The score as a ring with the number in it, its band, and the kinds of drive it is ready for. */
export function ScoreSummary({
	score,
	band,
	readyFor,
}: {
	score: number;
	band: ReadinessBand;
	readyFor: DriveKind[];
}) {
	return (
		<Card withBorder padding="lg" component="section" aria-labelledby="readiness-score-title">
			<Group align="center" gap="xl" wrap="wrap">
				<RingProgress
					size={148}
					thickness={14}
					roundCaps
					sections={[{ value: score, color: BAND_COLORS[band] }]}
					label={
						<Text ta="center" fw={700} fz={34} lh={1} aria-hidden="true">
							{score}
						</Text>
					}
				/>
				<Stack gap={6} style={{ flex: "1 1 260px" }}>
					<Title order={2} size="h3" id="readiness-score-title">
						Readiness score: {score} out of 100
					</Title>
					<Group gap="xs">
						<Badge color={BAND_COLORS[band]} size="lg" variant="light">
							{bandLabel(band)}
						</Badge>
					</Group>
					<Text size="sm">
						{readyFor.length
							? `Ready for: ${readyFor.map(kindLabel).join(", ")} drives.`
							: "Not yet ready for any kind of drive."}
					</Text>
					<Text size="xs" c="dimmed">
						{SCORE_RULE} {BANDS_TEXT}
					</Text>
				</Stack>
			</Group>
		</Card>
	);
}
