import { Stack } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { HOME_BY_ROLE } from "@unnati/contracts/constants";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { examAnalyticsQuery } from "../api";
import { AnalyticsView } from "../components/analytics-view";
import { ExamHeading } from "../components/exam-heading";
import { useFilterParams } from "../components/use-filter-params";

/** /examination-admin/exam-analytics/{examId}: every attempt of one of the college's exams. */
export function ExamAnalyticsScreen() {
	const { examId = "" } = useParams();
	const [filters, setFilters] = useFilterParams();
	const analytics = useQuery(examAnalyticsQuery(examId, filters));
	const exam = analytics.data?.exam;
	useDocumentTitle(exam ? `Analytics: ${exam.title} · Unnati` : "Exam analytics · Unnati");

	let body: ReactNode;
	if (analytics.isPending) body = <LoadingState label="Loading the analytics" shape={[84, 220, 160]} />;
	else if (analytics.isError)
		body = <LoadFailed what="The analytics" error={analytics.error} onRetry={() => analytics.refetch()} />;
	else
		body = (
			<AnalyticsView
				analytics={analytics.data}
				filters={filters}
				onFiltersChange={setFilters}
				updating={analytics.isPlaceholderData}
			/>
		);

	return (
		<Stack gap="lg" maw={1200}>
			<ExamHeading
				title={exam ? `Analytics: ${exam.title}` : "Exam analytics"}
				exam={exam}
				back={{ to: HOME_BY_ROLE.ROLE_EXAM_ADMIN, label: "Exams" }}
			/>
			{body}
		</Stack>
	);
}
