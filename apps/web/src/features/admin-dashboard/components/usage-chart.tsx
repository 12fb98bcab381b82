import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { ChartFigure } from "../../../components/chart-figure";
import type { UsageWeek } from "../api";
import { formatCount, weekLabel } from "../format";

const SERIES = [
	{ key: "signIns", name: "Sign-ins", color: "indigo.7" },
	{ key: "examAttempts", name: "Exam attempts", color: "teal.8" },
	{ key: "codeSubmissions", name: "Code submissions", color: "orange.8" },
] as const;

/** The platform's sign-ins, exam attempts and practice code submissions per week, as lines and as a table. */
export function UsageChart({ weeks }: { weeks: UsageWeek[] }) {
	const data = weeks.map((week) => ({
		week: weekLabel(week.weekStart),
		...Object.fromEntries(SERIES.map((series) => [series.name, week[series.key]])),
	}));
	const total = (key: (typeof SERIES)[number]["key"]) => weeks.reduce((n, week) => n + week[key], 0);
	const summary = `Usage over the last ${weeks.length} weeks: ${SERIES.map(
		(series) => `${formatCount(total(series.key))} ${series.name.toLowerCase()}`,
	).join(", ")}. The data table below has each week's figures.`;
	return (
		<ChartFigure
			title={`The last ${weeks.length} weeks`}
			description="Every college together, per week from Monday (India time). Code submissions are judged practice-problem submissions."
			chart={
				<div role="img" aria-label={summary}>
					<LineChart
						h={260}
						data={data}
						dataKey="week"
						series={SERIES.map((series) => ({ name: series.name, color: series.color }))}
						curveType="linear"
						withLegend
						withDots
					/>
				</div>
			}
			data={{
				caption: "Sign-ins, exam attempts and code submissions per week",
				columns: ["Week from", ...SERIES.map((series) => series.name)],
				rows: weeks.map((week) => [
					weekLabel(week.weekStart),
					...SERIES.map((series) => formatCount(week[series.key])),
				]),
			}}
		/>
	);
}
