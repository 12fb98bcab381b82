import { Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ExamAnalytics, ItemStatistics } from "@unnati/contracts";
import type { ReactNode } from "react";
import { EmptyCard } from "../../../components/load-states";
import type { AnalyticsFilters } from "../api";
import { plural } from "../format";
import { AnalyticsFiltersBar } from "./analytics-filters";
import { CsvDownloads } from "./csv-downloads";
import { DistractorBars } from "./distractor-bars";
import { ItemAnalysisTable } from "./item-analysis-table";
import { ProctoringSection } from "./proctoring-section";
import { ScoreHistogram } from "./score-histogram";
import { SectionAveragesChart } from "./section-averages-chart";
import { StatisticsGuide } from "./statistics-guide";
import { SummaryCards } from "./summary-cards";

interface AnalyticsViewProps {
	analytics: ExamAnalytics;
	filters: AnalyticsFilters;
	onFiltersChange: (filters: AnalyticsFilters) => void;
	/** New figures for changed filters are on their way; the ones on screen are the previous filters'. */
	updating: boolean;
	/** Offers to correct a question's answer key (the examination admin's view of a published exam). */
	onCorrectKey?: (item: ItemStatistics) => void;
	/** Shown below the item analysis, e.g. the regrade history. */
	afterItems?: ReactNode;
}

/** Every figure of one exam's analytics, shared by the examination admin's and the college's screens. */
export function AnalyticsView({
	analytics,
	filters,
	onFiltersChange,
	updating,
	onCorrectKey,
	afterItems,
}: AnalyticsViewProps) {
	const { summary, exam } = analytics;
	const filtered = filters.departmentId !== null || filters.year !== null || filters.section !== null;
	return (
		<Stack gap="lg">
			<Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
				<AnalyticsFiltersBar options={analytics.filterOptions} filters={filters} onChange={onFiltersChange} />
				<CsvDownloads examId={exam.id} filters={filters} />
			</Group>
			<Text size="sm" c="dimmed" aria-live="polite">
				{updating
					? "Updating the figures for the new filters…"
					: `${plural(summary.attempts, "submitted attempt")}${filtered ? " match these filters" : ""}.`}
			</Text>
			<div style={{ opacity: updating ? 0.6 : 1, transition: "opacity 150ms" }}>
				{summary.attempts === 0 ? (
					<Stack gap="md">
						<SummaryCards summary={summary} passMark={exam.passingScorePercentage} />
						<EmptyCard>
							{filtered
								? "No submitted attempts match these filters."
								: "No attempts have been submitted yet: the figures appear after the first submission."}
						</EmptyCard>
					</Stack>
				) : (
					<Stack gap="xl">
						<SummaryCards summary={summary} passMark={exam.passingScorePercentage} />
						<SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
							<ScoreHistogram bins={analytics.histogram} passMark={exam.passingScorePercentage} />
							<SectionAveragesChart sections={analytics.sections} />
						</SimpleGrid>
						<Stack gap="sm" component="section" aria-labelledby="item-analysis-heading">
							<Title order={2} size="h3" id="item-analysis-heading">
								Item analysis
							</Title>
							<StatisticsGuide />
							<ItemAnalysisTable
								items={analytics.items}
								sections={analytics.sections}
								onCorrectKey={onCorrectKey}
							/>
						</Stack>
						{afterItems}
						<Stack gap="sm" component="section" aria-labelledby="answers-heading">
							<Title order={2} size="h3" id="answers-heading">
								Answers to each question
							</Title>
							<Text size="sm" c="dimmed">
								The share of attempts that chose each option (distractor analysis). Open a question to see its
								bars.
							</Text>
							<DistractorBars items={analytics.items} />
						</Stack>
						{analytics.proctoring && (
							<ProctoringSection
								examId={exam.id}
								proctoring={analytics.proctoring}
								withReviewLinks={analytics.scope === "exam"}
							/>
						)}
					</Stack>
				)}
			</div>
		</Stack>
	);
}
