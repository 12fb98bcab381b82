import { ChartFigure } from "../../../components/chart-figure";

export interface TrendPoint {
	label: string;
	value: number | null;
	/** Shown in the table beside the value, e.g. how many attempts it averages. */
	note?: string;
}

const WIDTH = 480;
const HEIGHT = 200;
const PAD = { top: 16, right: 16, bottom: 30, left: 40 };

/** A line of percentages over time (months with no data leave a gap), with its table. */
export function TrendChart({
	title,
	description,
	points,
}: {
	title: string;
	description?: string;
	points: TrendPoint[];
}) {
	const plotW = WIDTH - PAD.left - PAD.right;
	const plotH = HEIGHT - PAD.top - PAD.bottom;
	const x = (i: number) => PAD.left + (points.length <= 1 ? plotW / 2 : (i * plotW) / (points.length - 1));
	const y = (v: number) => PAD.top + plotH - (v / 100) * plotH;
	const segments: string[] = [];
	let current = "";
	points.forEach((p, i) => {
		if (p.value === null) {
			if (current) segments.push(current);
			current = "";
			return;
		}
		current += `${current ? "L" : "M"}${x(i)},${y(p.value)}`;
	});
	if (current) segments.push(current);
	const text = (v: number | null) => (v === null ? "no data" : `${v} %`);
	const summary = `${title}: ${points.map((p) => `${p.label} ${text(p.value)}`).join("; ")}.`;
	const chart = (
		<svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={summary}>
			{[0, 50, 100].map((v) => (
				<g key={v}>
					<line
						x1={PAD.left}
						x2={WIDTH - PAD.right}
						y1={y(v)}
						y2={y(v)}
						stroke="var(--mantine-color-gray-3)"
					/>
					<text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="currentColor">
						{v}%
					</text>
				</g>
			))}
			{segments.map((d) => (
				<path key={d} d={d} fill="none" stroke="var(--mantine-color-indigo-6)" strokeWidth="2.5" />
			))}
			{points.map((p, i) =>
				p.value === null ? null : (
					<circle key={p.label} cx={x(i)} cy={y(p.value)} r="4" fill="var(--mantine-color-indigo-6)" />
				),
			)}
			{points.map((p, i) => (
				<text key={p.label} x={x(i)} y={HEIGHT - 8} textAnchor="middle" fontSize="11" fill="currentColor">
					{p.label}
				</text>
			))}
		</svg>
	);
	return (
		<ChartFigure
			title={title}
			{...(description ? { description } : {})}
			chart={chart}
			data={{
				caption: title,
				columns: ["Period", "Average", "Attempts"],
				rows: points.map((p) => [p.label, text(p.value), p.note ?? ""]),
			}}
		/>
	);
}
