import type { HistogramBinWire } from "@unnati/contracts";
import { ChartFigure } from "../../../components/chart-figure";
import { formatPercent, plural } from "../format";

const WIDTH = 400;
const HEIGHT = 220;
const PAD = { top: 22, right: 8, bottom: 34, left: 34 };

/** "40–50 %": each bin holds its lower bound; the last also holds 100 %. */
const binLabel = (bin: HistogramBinWire) => `${bin.from}–${bin.to} %`;

/** Attempts by percentage as an SVG bar chart, with the pass mark drawn as a dashed line. */
export function ScoreHistogram({ bins, passMark }: { bins: HistogramBinWire[]; passMark: number }) {
	const maxCount = Math.max(1, ...bins.map((b) => b.count));
	const min = bins[0]?.from ?? 0;
	const max = bins.at(-1)?.to ?? 100;
	const plotWidth = WIDTH - PAD.left - PAD.right;
	const plotHeight = HEIGHT - PAD.top - PAD.bottom;
	const x = (value: number) => PAD.left + ((value - min) / (max - min)) * plotWidth;
	const y = (count: number) => PAD.top + plotHeight - (count / maxCount) * plotHeight;
	const total = bins.reduce((sum, b) => sum + b.count, 0);
	const summary = `Score distribution of ${plural(total, "attempt")}: ${bins
		.map((b) => `${binLabel(b)}: ${b.count}`)
		.join("; ")}. Pass mark ${formatPercent(passMark)}.`;
	const passX = x(Math.min(max, Math.max(min, passMark)));

	const chart = (
		<svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={summary}>
			{[0, 0.5, 1].map((share) => {
				const count = Math.round(maxCount * share);
				return (
					<g key={share}>
						<line
							x1={PAD.left}
							x2={WIDTH - PAD.right}
							y1={y(count)}
							y2={y(count)}
							stroke="var(--mantine-color-gray-3)"
						/>
						<text
							x={PAD.left - 6}
							y={y(count) + 4}
							textAnchor="end"
							fontSize={12}
							fill="var(--mantine-color-dimmed)"
						>
							{count}
						</text>
					</g>
				);
			})}
			{bins.map((bin) => {
				const left = x(bin.from);
				const width = Math.max(1, x(bin.to) - left - 3);
				const top = y(bin.count);
				const below = bin.to <= passMark;
				return (
					<g key={bin.from}>
						<rect
							x={left + 1.5}
							y={top}
							width={width}
							height={PAD.top + plotHeight - top}
							rx={2}
							fill={below ? "var(--mantine-color-orange-6)" : "var(--mantine-color-indigo-6)"}
						/>
						{bin.count > 0 && (
							<text
								x={left + 1.5 + width / 2}
								y={top - 4}
								textAnchor="middle"
								fontSize={12}
								fill="currentColor"
							>
								{bin.count}
							</text>
						)}
						<text
							x={left}
							y={HEIGHT - PAD.bottom + 14}
							textAnchor="middle"
							fontSize={12}
							fill="var(--mantine-color-dimmed)"
						>
							{bin.from}
						</text>
					</g>
				);
			})}
			<text
				x={x(max)}
				y={HEIGHT - PAD.bottom + 14}
				textAnchor="end"
				fontSize={12}
				fill="var(--mantine-color-dimmed)"
			>
				{max}
			</text>
			<text x={PAD.left + plotWidth / 2} y={HEIGHT - 4} textAnchor="middle" fontSize={12} fill="currentColor">
				Score (%)
			</text>
			<g>
				<line
					x1={passX}
					x2={passX}
					y1={PAD.top - 6}
					y2={PAD.top + plotHeight}
					stroke="var(--mantine-color-red-8)"
					strokeDasharray="4 3"
					strokeWidth={1.5}
				/>
				<text x={passX + 4} y={PAD.top - 8} fontSize={12} fill="var(--mantine-color-red-8)">
					Pass {formatPercent(passMark, 0)}
				</text>
			</g>
		</svg>
	);

	return (
		<ChartFigure
			title="Score distribution"
			description="Attempts by percentage, in bins of 10 points; bars below the pass mark are orange."
			chart={chart}
			data={{
				caption: "Attempts by score",
				columns: ["Score", "Attempts"],
				rows: bins.map((b) => [binLabel(b), String(b.count)]),
			}}
		/>
	);
}
