import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { PlacementReport, ReportSeason } from "@unnati/contracts/placements";
import { useSearchParams } from "react-router";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { CtcDistributionChart, PlacedByBranchChart } from "../components/report-charts";
import { ReportOutcomes } from "../components/report-outcomes";
import {
	BranchTable,
	CompanyTable,
	CtcTable,
	NbaTable,
	NirfTable,
	ReportDefinitions,
	ReportHeadline,
	TierTable,
} from "../components/report-tables";
import { reportCsvUrl, reportPdfUrl, reportQuery, reportSeasonsQuery } from "../reports-api";

/** The season shown first: the newest with offers (a season just opened has nothing to report yet). */
const firstSeason = (seasons: readonly ReportSeason[]) => seasons.find((s) => s.offers > 0) ?? seasons[0];

function Part({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<Stack gap="lg" component="section" aria-label={title}>
			<Title order={2} size="h3">
				{title}
			</Title>
			{children}
		</Stack>
	);
}

function ReportBody({ report }: { report: PlacementReport }) {
	return (
		<Stack gap="xl">
			{report.inProgress && (
				<Alert color="yellow" variant="light" title="This season is still in progress">
					Some drives are still open or offers unanswered, so these figures will move.
				</Alert>
			)}
			<Part title={`The ${report.season.batch} batch at a glance`}>
				<ReportHeadline report={report} />
				<SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
					<PlacedByBranchChart report={report} />
					<CtcDistributionChart report={report} />
				</SimpleGrid>
			</Part>
			<Part title="Pay, branches and companies">
				<CtcTable report={report} />
				<BranchTable report={report} />
				<CompanyTable report={report} />
				<TierTable report={report} />
				{report.summary.offersLeftOut > 0 && (
					<Text size="sm" c="dimmed">
						{report.summary.offersLeftOut} {report.summary.offersLeftOut === 1 ? "offer" : "offers"} in this
						season went to students without an academic record of the {report.season.batch} batch, and{" "}
						{report.summary.offersLeftOut === 1 ? "is" : "are"} not counted.
					</Text>
				)}
			</Part>
			<Part title="NBA and NIRF figures">
				<NbaTable report={report} />
				<NirfTable report={report} />
			</Part>
		</Stack>
	);
}

/**
 * A batch's placement reports (issue 19): charts, tables, the NBA and NIRF figures, the CSV and PDF,
 * and the higher-studies and venture outcomes they count. The placement officer may record outcomes;
 * the principal and the college administrator read.
 */
export function ReportsScreen({ canRecordOutcomes = false }: { canRecordOutcomes?: boolean }) {
	useDocumentTitle("Placement reports · Unnati");
	const [params, setParams] = useSearchParams();
	const seasons = useQuery(reportSeasonsQuery());
	const asked = Number(params.get("batch"));
	const season =
		seasons.data?.find((s) => s.batch === asked) ?? (seasons.data ? firstSeason(seasons.data) : undefined);
	const batch = season?.batch ?? 0;
	const report = useQuery({ ...reportQuery(batch), enabled: batch > 0 });

	let body: React.ReactNode;
	if (seasons.isPending) body = <LoadingState label="Loading the seasons" shape={[40, 120, 240]} />;
	else if (seasons.isError)
		body = <LoadFailed what="The seasons" error={seasons.error} onRetry={() => seasons.refetch()} />;
	else if (!season)
		body = (
			<EmptyCard>No placement season yet: reports appear once a season is opened for a batch.</EmptyCard>
		);
	else if (report.isPending)
		body = <LoadingState label={`Loading the ${batch} batch's report`} shape={[96, 240, 160, 160]} />;
	else if (report.isError)
		body = <LoadFailed what="The report" error={report.error} onRetry={() => report.refetch()} />;
	else body = <ReportBody report={report.data} />;

	return (
		<Stack gap="lg" maw={1100}>
			<div>
				<Title order={1}>Placement reports</Title>
				<Text c="dimmed" mt={4}>
					One passing-out batch at a time, computed from the placement records: placed percentage, CTC with
					fixed and variable pay apart, companies, offers per student, and the NBA and NIRF figures.
				</Text>
			</div>
			{seasons.data && season && (
				<Group align="flex-end" justify="space-between" wrap="wrap" gap="sm">
					<Select
						label="Season"
						data={seasons.data.map((s) => ({
							value: String(s.batch),
							label: `${s.name} (${s.batch} batch)`,
						}))}
						value={String(batch)}
						onChange={(value) => value && setParams({ batch: value }, { replace: true })}
						allowDeselect={false}
						w={{ base: "100%", sm: 360 }}
					/>
					<Group gap="sm">
						<Button component="a" href={reportPdfUrl(batch)} download variant="light">
							Download PDF
						</Button>
						<Button component="a" href={reportCsvUrl(batch)} download variant="default">
							Download CSV
						</Button>
					</Group>
				</Group>
			)}
			{body}
			{season && <ReportOutcomes batch={batch} canRecord={canRecordOutcomes} />}
			{season && <ReportDefinitions />}
		</Stack>
	);
}
