import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { COMPONENT_RULES, type HistoryPoint, READINESS_COMPONENTS } from "@unnati/contracts/readiness";
import { ChartFigure } from "../../../components/chart-figure";
import { monthLabel } from "./format";

/** The score at the end of each of the last six months, as a line, and as a table with every component. */
export function HistoryChart({ history }: { history: HistoryPoint[] }) {
	const data = history.map((point) => ({ month: monthLabel(point.month), Score: point.score }));
	const summary = `Readiness score by month: ${data.map((d) => `${d.month} ${d.Score}`).join("; ")}.`;
	return (
		<ChartFigure
			title="The last six months"
			description="The score as it stood at the end of each month (this month: today), from the dated activity behind each part."
			chart={
				<div role="img" aria-label={summary}>
					<LineChart
						h={240}
						data={data}
						dataKey="month"
						series={[{ name: "Score", color: "indigo.6" }]}
						yAxisProps={{ domain: [0, 100] }}
						curveType="linear"
						withDots
						referenceLines={[{ y: 70, label: "Ready", color: "green.6" }]}
					/>
				</div>
			}
			data={{
				caption: "Readiness score and its parts at the end of each month",
				columns: ["Month", "Score", ...READINESS_COMPONENTS.map((key) => COMPONENT_RULES[key].label)],
				rows: history.map((point) => [
					monthLabel(point.month),
					String(point.score),
					...READINESS_COMPONENTS.map((key) => String(point.components[key])),
				]),
			}}
		/>
	);
}
