import type { SectionAverage } from "@unnati/contracts";
import { ChartFigure } from "../../../components/chart-figure";
import { formatNumber, formatPercent } from "../format";

const WIDTH = 400;
const ROW = 46;
const PAD = { top: 6, right: 56, bottom: 6, left: 4 };

const short = (title: string) => (title.length > 48 ? `${title.slice(0, 47)}…` : title);

/** Each section's average as a percentage of its marks, as horizontal SVG bars from 0 to 100 %. */
export function SectionAveragesChart({ sections }: { sections: SectionAverage[] }) {
	const height = PAD.top + PAD.bottom + ROW * Math.max(1, sections.length);
	const plotWidth = WIDTH - PAD.left - PAD.right;
	const summary = `Section averages: ${sections
		.map((s) => `${s.title}: ${formatPercent(s.averagePercentage)}`)
		.join("; ")}.`;
	const chart = (
		<svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-label={summary}>
			{sections.map((section, i) => {
				const top = PAD.top + i * ROW;
				const share = Math.min(100, Math.max(0, section.averagePercentage ?? 0));
				return (
					<g key={section.sectionId}>
						<text x={PAD.left} y={top + 14} fontSize={12} fill="currentColor">
							{short(section.title)}
						</text>
						<rect
							x={PAD.left}
							y={top + 20}
							width={plotWidth}
							height={16}
							rx={3}
							fill="var(--mantine-color-gray-2)"
						/>
						<rect
							x={PAD.left}
							y={top + 20}
							width={(plotWidth * share) / 100}
							height={16}
							rx={3}
							fill="var(--mantine-color-teal-7)"
						/>
						<text x={PAD.left + plotWidth + 6} y={top + 33} fontSize={12} fill="currentColor">
							{formatPercent(section.averagePercentage)}
						</text>
					</g>
				);
			})}
		</svg>
	);
	return (
		<ChartFigure
			title="Section averages"
			description="The average score in each section, as a percentage of the section's marks."
			chart={chart}
			data={{
				caption: "Average score per section",
				columns: ["Section", "Average", "Average marks"],
				rows: sections.map((s) => [
					s.title,
					formatPercent(s.averagePercentage),
					`${formatNumber(s.averageScore)} of ${formatNumber(s.maxScore)}`,
				]),
			}}
		/>
	);
}
