import { Card, SimpleGrid, Text } from "@mantine/core";
import type { AnalyticsSummary } from "@unnati/contracts";
import { formatDuration, formatNumber, formatPercent } from "../format";

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
	return (
		<Card withBorder padding="sm" component="dl" m={0}>
			<Text component="dt" size="sm" c="dimmed">
				{label}
			</Text>
			<Text component="dd" m={0} fz="xl" fw={700}>
				{value}
			</Text>
			{detail && (
				<Text component="dd" m={0} size="xs" c="dimmed">
					{detail}
				</Text>
			)}
		</Card>
	);
}

/** The headline figures: attempts, average, median, highest and lowest, pass rate, time taken. */
export function SummaryCards({ summary, passMark }: { summary: AnalyticsSummary; passMark: number }) {
	const s = summary;
	return (
		<SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" aria-label="Summary">
			<Figure
				label="Attempts"
				value={String(s.attempts)}
				{...(s.inProgress > 0 ? { detail: `${s.inProgress} still in progress` } : {})}
			/>
			<Figure
				label="Average"
				value={formatPercent(s.averagePercentage)}
				detail={`${formatNumber(s.averageScore)} of ${formatNumber(s.maxScore)} marks`}
			/>
			<Figure
				label="Median"
				value={formatPercent(s.medianPercentage)}
				detail={`SD ${formatPercent(s.standardDeviation)}`}
			/>
			<Figure
				label="Highest / lowest"
				value={`${formatPercent(s.highestPercentage, 0)} / ${formatPercent(s.lowestPercentage, 0)}`}
			/>
			<Figure
				label="Pass rate"
				value={formatPercent(s.passRate)}
				detail={`${s.passed} passed at ${formatPercent(passMark, 0)}`}
			/>
			<Figure
				label="Time taken"
				value={formatDuration(s.averageTimeSeconds)}
				detail={`Median ${formatDuration(s.medianTimeSeconds)}; ${formatDuration(s.fastestTimeSeconds)} to ${formatDuration(s.slowestTimeSeconds)}`}
			/>
		</SimpleGrid>
	);
}
