import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";
import type { Growth, GrowthStudent } from "@unnati/contracts/insights";
import { ChartFigure } from "../../../components/chart-figure";
import { dayMonth, plural, signedPoints } from "../format";

// Growth across tests drawn with @mantine/charts; each chart carries a summary for screen readers
// and its figures as a table (ChartFigure's "Show the data as a table").

const pct = (value: number | null) => (value === null ? "no data" : `${value} %`);

/** How many students fell in each band of change, first exam to latest. */
export function DistributionChart({ data }: { data: Growth }) {
	const title = "How far students moved, first exam to latest";
	const summary = `${title}: ${data.distribution.map((d) => `${d.label} ${d.students}`).join("; ")}.`;
	return (
		<ChartFigure
			title={title}
			description={`${plural(data.summary.tracked, "student")} with two or more exams.`}
			chart={
				<div role="img" aria-label={summary}>
					<BarChart
						h={240}
						data={data.distribution.map((d) => ({ band: d.label, Students: d.students }))}
						dataKey="band"
						series={[{ name: "Students", color: "indigo.6" }]}
						withBarValueLabel
						xAxisProps={{ interval: 0, tick: { fontSize: 11 } }}
					/>
				</div>
			}
			data={{
				caption: title,
				columns: ["Change, first exam to latest", "Students"],
				rows: data.distribution.map((d) => [d.label, String(d.students)]),
			}}
		/>
	);
}

/** The middle score of those who sat each exam, in the order the exams were held. */
export function MedianChart({ data }: { data: Growth }) {
	const title = "The group's median score, exam by exam";
	const summary = `${title}: ${data.exams.map((e) => `${dayMonth(e.opensAt)} ${pct(e.medianPercentage)}`).join("; ")}.`;
	return (
		<ChartFigure
			title={title}
			description="The middle score of those who sat each exam, in the order the exams were held."
			chart={
				<div role="img" aria-label={summary}>
					<LineChart
						h={240}
						data={data.exams.map((e) => ({ exam: dayMonth(e.opensAt), Median: e.medianPercentage }))}
						dataKey="exam"
						series={[{ name: "Median", color: "indigo.6" }]}
						yAxisProps={{ domain: [0, 100] }}
						curveType="linear"
						withDots
						connectNulls={false}
					/>
				</div>
			}
			data={{
				caption: title,
				columns: ["Exam", "Median", "Average", "Sat it"],
				rows: data.exams.map((e) => [
					`${dayMonth(e.opensAt)} · ${e.title}`,
					pct(e.medianPercentage),
					pct(e.averagePercentage),
					String(e.sat),
				]),
			}}
		/>
	);
}

/** One student's scores over the exams they sat, with the change from each to the next. */
export function StudentChart({
	student,
	exams,
}: {
	student: GrowthStudent;
	exams: ReadonlyMap<string, { title: string; opensAt: string }>;
}) {
	const title = `${student.name}'s scores, exam by exam`;
	const points = student.scores.map((s, i) => {
		const exam = exams.get(s.examId);
		const before = student.scores[i - 1];
		return {
			label: exam ? dayMonth(exam.opensAt) : "Exam",
			name: exam ? `${dayMonth(exam.opensAt)} · ${exam.title}` : "Exam",
			percentage: s.percentage,
			step: before ? signedPoints(Math.round((s.percentage - before.percentage) * 10) / 10) : "",
		};
	});
	const summary = `${title}: ${points.map((p) => `${p.label} ${p.percentage} %`).join("; ")}.`;
	return (
		<ChartFigure
			title={title}
			chart={
				<div role="img" aria-label={summary}>
					<LineChart
						h={220}
						data={points.map((p) => ({ exam: p.label, Score: p.percentage }))}
						dataKey="exam"
						series={[{ name: "Score", color: "teal.7" }]}
						yAxisProps={{ domain: [0, 100] }}
						curveType="linear"
						withDots
					/>
				</div>
			}
			data={{
				caption: title,
				columns: ["Exam", "Score", "Since the exam before (points)"],
				rows: points.map((p) => [p.name, `${p.percentage} %`, p.step]),
			}}
		/>
	);
}
