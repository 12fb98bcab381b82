import type { HistoryItem } from "@unnati/contracts/interviews";
import { ChartFigure } from "../../../components/chart-figure";
import { istDate } from "../format";

/** Key-point coverage of finished practice interviews over time: a line in an SVG, with its table. */
export function TrendChart({ items }: { items: HistoryItem[] }) {
	const points = items
		.filter((item) => item.kind === "practice" && item.score !== null)
		.sort((a, b) => a.at.localeCompare(b.at))
		.slice(-20);
	if (points.length < 2) return null;
	const width = 600;
	const height = 200;
	const x = (i: number) => 30 + (i * (width - 50)) / (points.length - 1);
	const y = (score: number) => height - 20 - (score / 100) * (height - 40);
	const first = points[0]?.score ?? 0;
	const last = points[points.length - 1]?.score ?? 0;
	return (
		<ChartFigure
			title="Key-point coverage across your practice interviews"
			description="Each point is one finished practice interview: the average share of key points you covered."
			chart={
				<svg
					viewBox={`0 0 ${width} ${height}`}
					role="img"
					aria-label={`Coverage over ${points.length} interviews, from ${first}% to ${last}%`}
					width="100%"
				>
					<line x1={30} y1={y(0)} x2={width - 20} y2={y(0)} stroke="#ced4da" />
					<line x1={30} y1={y(50)} x2={width - 20} y2={y(50)} stroke="#e9ecef" strokeDasharray="4 4" />
					<text x={0} y={y(100) + 4} fontSize={11} fill="#495057">
						100%
					</text>
					<text x={4} y={y(50) + 4} fontSize={11} fill="#495057">
						50%
					</text>
					<text x={10} y={y(0) + 4} fontSize={11} fill="#495057">
						0%
					</text>
					<polyline
						fill="none"
						stroke="#1c7ed6"
						strokeWidth={2}
						points={points.map((p, i) => `${x(i)},${y(p.score ?? 0)}`).join(" ")}
					/>
					{points.map((p, i) => (
						<circle key={p.id} cx={x(i)} cy={y(p.score ?? 0)} r={4} fill="#1c7ed6" />
					))}
				</svg>
			}
			data={{
				caption: "Coverage by interview",
				columns: ["Date", "Interview", "Coverage", "Fillers per 100 words"],
				rows: points.map((p) => [istDate(p.at), p.title, `${p.score}%`, String(p.fillersPer100Words ?? "")]),
			}}
		/>
	);
}
