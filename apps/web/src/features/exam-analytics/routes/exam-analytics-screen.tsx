import { Button, Group, Stack } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { ItemStatistics } from "@unnati/contracts";
import { HOME_BY_ROLE } from "@unnati/contracts/constants";
import { type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { examAnalyticsQuery } from "../api";
import { AnalyticsView } from "../components/analytics-view";
import { ExamHeading } from "../components/exam-heading";
import { RegradeDialog } from "../components/regrade-dialog";
import { RegradeHistory } from "../components/regrade-history";
import { useFilterParams } from "../components/use-filter-params";

/** /examination-admin/exam-analytics/{examId}: every attempt of one of the college's exams. */
export function ExamAnalyticsScreen() {
	const { examId = "" } = useParams();
	const [filters, setFilters] = useFilterParams();
	const analytics = useQuery(examAnalyticsQuery(examId, filters));
	const exam = analytics.data?.exam;
	const [regrading, setRegrading] = useState<ItemStatistics | null>(null);
	useDocumentTitle(exam ? `Analytics: ${exam.title} · Unnati` : "Exam analytics · Unnati");

	let body: ReactNode;
	if (analytics.isPending) body = <LoadingState label="Loading the analytics" shape={[84, 220, 160]} />;
	else if (analytics.isError)
		body = <LoadFailed what="The analytics" error={analytics.error} onRetry={() => analytics.refetch()} />;
	else {
		// Answer keys are corrected only once students have sat the exam, which needs it published.
		const regradable = analytics.data.scope === "exam" && analytics.data.exam.state === "published";
		body = (
			<AnalyticsView
				analytics={analytics.data}
				filters={filters}
				onFiltersChange={setFilters}
				updating={analytics.isPlaceholderData}
				{...(regradable
					? {
							onCorrectKey: setRegrading,
							afterItems: <RegradeHistory examId={examId} items={analytics.data.items} />,
						}
					: {})}
			/>
		);
	}

	return (
		<Stack gap="lg" maw={1200}>
			<Group justify="space-between" align="flex-end" wrap="wrap">
				<ExamHeading
					title={exam ? `Analytics: ${exam.title}` : "Exam analytics"}
					exam={exam}
					back={{ to: HOME_BY_ROLE.ROLE_EXAM_ADMIN, label: "Exams" }}
				/>
				{/* Whether the exam has essays is not known here; the queue says so when it has none. */}
				{exam?.state === "published" && (
					<Button component={Link} to={paths.gradingQueue("ROLE_EXAM_ADMIN", examId)} variant="default">
						Grade essays
					</Button>
				)}
			</Group>
			{body}
			<RegradeDialog examId={examId} item={regrading} onClose={() => setRegrading(null)} />
		</Stack>
	);
}
