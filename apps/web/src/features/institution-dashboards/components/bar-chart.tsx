import { ChartFigure } from "../../../components/chart-figure";

export interface Bar {
	label: string;
	/** Null draws no bar and reads "no data". */
	value: number | null;
}

const ROW = 28;
const LABEL = 120;
const WIDTH = 480;

/**
 * Horizontal bars, one per group (a department, a section), with the same figures as a table for
 * screen readers. `max` fixes the scale (100 for percentages); otherwise the largest value.
 */
export function BarChart({
	title,
	description,
	bars,
	unit = "",
	max,
	valueHeader,
}: {
	title: string;
	description?: string;
	bars: Bar[];
	unit?: string;
	max?: number;
	valueHeader: string;
}) {
	const top = Math.max(1, max ?? Math.max(0, ...bars.map((b) => b.value ?? 0)));
	const height = bars.length * ROW + 8;
	const text = (value: number | null) => (value === null ? "no data" : `${value}${unit}`);
	const summary = `${title}: ${bars.map((b) => `${b.label} ${text(b.value)}`).join("; ")}.`;
	const chart = (
		<svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={summary}>
			{bars.map((bar, i) => {
				const y = 4 + i * ROW;
				const width = bar.value === null ? 0 : ((WIDTH - LABEL - 70) * bar.value) / top;
				return (
					<g key={bar.label}>
						<text x={LABEL - 8} y={y + 17} textAnchor="end" fontSize="13" fill="currentColor">
							{bar.label}
						</text>
						<rect
							x={LABEL}
							y={y + 4}
							width={Math.max(0, width)}
							height={ROW - 10}
							rx="3"
							fill="var(--mantine-color-indigo-6)"
						/>
						<text x={LABEL + width + 6} y={y + 17} fontSize="12" fill="currentColor">
							{text(bar.value)}
						</text>
					</g>
				);
			})}
		</svg>
	);
	return (
		<ChartFigure
			title={title}
			{...(description ? { description } : {})}
			chart={chart}
			data={{
				caption: title,
				columns: ["Group", valueHeader],
				rows: bars.map((b) => [b.label, text(b.value)]),
			}}
		/>
	);
}
