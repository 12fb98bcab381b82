import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { CourseAnalytics } from "@unnati/contracts/learning";
import type { ComponentProps } from "react";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { ChartFigure } from "../../../components/chart-figure";
import { type DataPage, DataTable } from "../../../components/data-table";
import { QueryState } from "../../../components/load-states";
import { analyticsQuery } from "../api";

type LessonRow = CourseAnalytics["lessons"][number];

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Completed students per lesson, as horizontal bars (drop-off shows as the shrinking bars). */
function CompletionBars({ data }: { data: CourseAnalytics }) {
	const rowHeight = 26;
	const labelWidth = 40;
	const width = 560;
	const max = Math.max(1, data.enrolled, ...data.lessons.map((l) => l.completed));
	const height = data.lessons.length * rowHeight + 10;
	return (
		<svg
			role="img"
			aria-label={`Students who completed each of the ${data.lessons.length} lessons, out of ${data.enrolled} enrolled`}
			viewBox={`0 0 ${width} ${height}`}
			width="100%"
		>
			{data.lessons.map((lesson, i) => {
				const barWidth = ((width - labelWidth - 60) * lesson.completed) / max;
				const y = i * rowHeight + 4;
				return (
					<g key={lesson.lessonId}>
						<text x={0} y={y + 15} fontSize={12} fill="currentColor">
							{lesson.position}
						</text>
						<rect
							x={labelWidth}
							y={y}
							width={barWidth}
							height={rowHeight - 8}
							fill="var(--mantine-color-blue-6)"
							rx={2}
						/>
						<text x={labelWidth + barWidth + 6} y={y + 14} fontSize={12} fill="currentColor">
							{lesson.completed}
						</text>
					</g>
				);
			})}
		</svg>
	);
}

function exportCsv(data: CourseAnalytics) {
	const quote = (value: string | number) => `"${String(value).replaceAll('"', '""')}"`;
	const lines = [
		["Position", "Lesson", "Completed", "Completed %", "Drop-off"].map(quote).join(","),
		...data.lessons.map((l) =>
			[l.position, l.title, l.completed, percent(l.completed, data.enrolled), l.dropOff].map(quote).join(","),
		),
	];
	const blob = new Blob([`${lines.join("\r\n")}\r\n`], { type: "text/csv;charset=utf-8" });
	const url = URL.createObjectURL(blob);
	const link = document.createElement("a");
	link.href = url;
	link.download = `${data.title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-lessons.csv`;
	link.click();
	URL.revokeObjectURL(url);
}

function Figures({
	data,
	refetch,
	isFetching,
}: {
	data: CourseAnalytics;
	refetch: () => Promise<unknown>;
	isFetching: boolean;
}) {
	// The figures are already loaded (one page: every lesson); the table only needs its shape.
	const pageQuery = {
		isPending: false,
		isError: false,
		error: null,
		isFetching,
		data: { items: data.lessons, total: data.lessons.length } satisfies DataPage<LessonRow>,
		refetch,
	} as unknown as ComponentProps<typeof DataTable<LessonRow>>["query"];
	return (
		<Stack gap="lg">
			<Title order={1}>{data.title}</Title>
			<SimpleGrid cols={{ base: 1, sm: 3 }}>
				<Paper withBorder p="md">
					<Text size="sm" c="dimmed">
						Enrolled
					</Text>
					<Text fz={28} fw={700}>
						{data.enrolled}
					</Text>
				</Paper>
				<Paper withBorder p="md">
					<Text size="sm" c="dimmed">
						Completed the course
					</Text>
					<Text fz={28} fw={700}>
						{data.completed}
					</Text>
				</Paper>
				<Paper withBorder p="md">
					<Text size="sm" c="dimmed">
						Completion rate
					</Text>
					<Text fz={28} fw={700}>
						{percent(data.completed, data.enrolled)}%
					</Text>
				</Paper>
			</SimpleGrid>
			{data.lessons.length > 0 && (
				<ChartFigure
					title="Completion per lesson"
					description="How many enrolled students completed each lesson, in course order; a drop between bars is drop-off."
					chart={<CompletionBars data={data} />}
					data={{
						caption: "Students who completed each lesson",
						columns: ["Lesson", "Completed", "Drop-off"],
						rows: data.lessons.map((l) => [
							`${l.position}. ${l.title}`,
							String(l.completed),
							String(l.dropOff),
						]),
					}}
				/>
			)}
			<DataTable<LessonRow>
				label="Lessons"
				columns={[
					{ key: "position", header: "#", cell: (l) => l.position },
					{ key: "title", header: "Lesson", cell: (l) => l.title, minWidth: 220 },
					{ key: "completed", header: "Completed", cell: (l) => l.completed },
					{ key: "percent", header: "Completed %", cell: (l) => `${percent(l.completed, data.enrolled)}%` },
					{ key: "dropOff", header: "Drop-off", cell: (l) => l.dropOff },
				]}
				rowKey={(l) => l.lessonId}
				query={pageQuery}
				what="The lessons"
				empty="This course has no published lessons yet."
				page={1}
				pageSize={Math.max(1, data.lessons.length)}
				onPageChange={() => {}}
				csv={{ onExport: () => exportCsv(data) }}
				noun={["lesson", "lessons"]}
			/>
		</Stack>
	);
}

/** /instructor-admin-dashboard/courses/{courseId}: enrolment, completion and drop-off per lesson. */
export function CourseAnalyticsScreen() {
	const { courseId = "" } = useParams();
	const analytics = useQuery(analyticsQuery(courseId));
	useDocumentTitle(`${analytics.data?.title ?? "Course"} · Analytics · Unnati`);
	return (
		<Stack gap="md">
			<Group>
				<Anchor component={Link} to={paths.instructorAdminHome} size="sm">
					← Courses and reviews
				</Anchor>
			</Group>
			<QueryState query={analytics} what="The course's figures" loading={{ label: "Loading the figures" }}>
				{(data) => <Figures data={data} refetch={analytics.refetch} isFetching={analytics.isFetching} />}
			</QueryState>
		</Stack>
	);
}
