import type { PlacementReport } from "@unnati/contracts/placements";
import { ChartFigure } from "../../../components/chart-figure";

// The report's two charts, drawn as SVG like the app's other charts (ChartFigure): each carries a
// summary for screen readers and shows its figures as a table on request.

const percentText = (p: number | null) => (p === null ? "no students" : `${p.toFixed(1)}%`);

const ROW = 30;
const LABEL = 64;
const WIDTH = 480;

/** Placed percentage per branch and overall, as horizontal bars on a 0-100 scale. */
export function PlacedByBranchChart({ report }: { report: PlacementReport }) {
	const bars = [
		...report.branches.map((b) => ({
			label: b.branch,
			value: b.placedPercent,
			placed: b.placed,
			students: b.finalYearStudents,
		})),
		{
			label: "All",
			value: report.summary.placedPercent,
			placed: report.summary.placed,
			students: report.summary.finalYearStudents,
		},
	];
	const detail = (b: (typeof bars)[number]) => `${b.placed} of ${b.students}`;
	const height = bars.length * ROW + 8;
	const summary = `Placed percentage by branch: ${bars.map((b) => `${b.label} ${percentText(b.value)} (${detail(b)})`).join("; ")}.`;
	const plot = WIDTH - LABEL - 130;
	const chart = (
		<svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={summary}>
			{bars.map((bar, i) => {
				const y = 4 + i * ROW;
				const width = ((bar.value ?? 0) / 100) * plot;
				return (
					<g key={bar.label}>
						<text x={LABEL - 8} y={y + 18} textAnchor="end" fontSize="13" fill="currentColor">
							{bar.label}
						</text>
						<rect
							x={LABEL}
							y={y + 5}
							width={plot}
							height={ROW - 12}
							rx="3"
							fill="var(--mantine-color-gray-2)"
						/>
						<rect
							x={LABEL}
							y={y + 5}
							width={Math.max(0, width)}
							height={ROW - 12}
							rx="3"
							fill={bar.label === "All" ? "var(--mantine-color-teal-7)" : "var(--mantine-color-indigo-6)"}
						/>
						<text x={LABEL + plot + 8} y={y + 18} fontSize="12" fill="currentColor">
							{percentText(bar.value)} ({detail(bar)})
						</text>
					</g>
				);
			})}
		</svg>
	);
	return (
		<ChartFigure
			title="Placed percentage by branch"
			description="Final-year students of each branch holding at least one accepted offer."
			chart={chart}
			data={{
				caption: "Placed percentage by branch",
				columns: ["Branch", "Placed", "Final-year students", "Placed %"],
				rows: bars.map((b) => [b.label, String(b.placed), String(b.students), percentText(b.value)]),
			}}
		/>
	);
}

const COLUMN_WIDTH = 420;
const COLUMN_HEIGHT = 220;
const PAD = { top: 20, right: 8, bottom: 46, left: 30 };

/** Short labels under the columns ("<4", "4–6", "16+" lakh); the table and summary say them in full. */
const shortLabel = (band: PlacementReport["ctcBands"][number]) =>
	band.fromInr === 0
		? `<${(band.toInr ?? 0) / 1_00_000}`
		: band.toInr === null
			? `${band.fromInr / 1_00_000}+`
			: `${band.fromInr / 1_00_000}–${band.toInr / 1_00_000}`;

/** Placed students by the total CTC of their best accepted offer, in lakh bands. */
export function CtcDistributionChart({ report }: { report: PlacementReport }) {
	const bands = report.ctcBands;
	const max = Math.max(1, ...bands.map((b) => b.students));
	const plotWidth = COLUMN_WIDTH - PAD.left - PAD.right;
	const plotHeight = COLUMN_HEIGHT - PAD.top - PAD.bottom;
	const step = plotWidth / Math.max(1, bands.length);
	const y = (n: number) => PAD.top + plotHeight - (n / max) * plotHeight;
	const summary = `Placed students by total CTC: ${bands.map((b) => `${b.label}: ${b.students}`).join("; ")}.`;
	const chart = (
		<svg viewBox={`0 0 ${COLUMN_WIDTH} ${COLUMN_HEIGHT}`} width="100%" role="img" aria-label={summary}>
			<line
				x1={PAD.left}
				x2={COLUMN_WIDTH - PAD.right}
				y1={PAD.top + plotHeight}
				y2={PAD.top + plotHeight}
				stroke="var(--mantine-color-gray-4)"
			/>
			{bands.map((band, i) => {
				const left = PAD.left + i * step + 4;
				const top = y(band.students);
				return (
					<g key={band.label}>
						<rect
							x={left}
							y={top}
							width={step - 8}
							height={PAD.top + plotHeight - top}
							rx="2"
							fill="var(--mantine-color-indigo-6)"
						/>
						<text x={left + (step - 8) / 2} y={top - 4} textAnchor="middle" fontSize="12" fill="currentColor">
							{band.students}
						</text>
						<text
							x={left + (step - 8) / 2}
							y={PAD.top + plotHeight + 16}
							textAnchor="middle"
							fontSize="11"
							fill="var(--mantine-color-dimmed)"
						>
							{shortLabel(band)}
						</text>
					</g>
				);
			})}
			<text
				x={PAD.left + plotWidth / 2}
				y={COLUMN_HEIGHT - 8}
				textAnchor="middle"
				fontSize="12"
				fill="currentColor"
			>
				Total CTC (₹ lakh a year)
			</text>
		</svg>
	);
	return (
		<ChartFigure
			title="CTC distribution"
			description="Placed students by the total CTC (fixed + variable) of their best accepted offer."
			chart={chart}
			data={{
				caption: "Placed students by total CTC",
				columns: ["Total CTC", "Placed students"],
				rows: bands.map((b) => [b.label, String(b.students)]),
			}}
		/>
	);
}
