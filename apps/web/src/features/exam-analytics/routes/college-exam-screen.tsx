import { Anchor, List, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { HOME_BY_ROLE } from "@unnati/contracts/constants";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http-error";
import { collegeAnalyticsQuery, collegeExamsQuery } from "../api";
import { AnalyticsView } from "../components/analytics-view";
import { ExamHeading, formatWhen } from "../components/exam-heading";
import { useFilterParams } from "../components/use-filter-params";
import { plural } from "../format";

/** When the title matches no exam: the college's exams, to pick the one meant. */
function CollegeExamList() {
	const exams = useQuery(collegeExamsQuery());
	if (exams.isPending) return <Text size="sm">Loading your college's exams…</Text>;
	if (exams.isError || exams.data.length === 0) return null;
	return (
		<Stack gap="xs" component="section" aria-label="Your college's exams">
			<Text fw={600}>Your college's exams</Text>
			<List spacing="xs">
				{exams.data.map((exam) => (
					<List.Item key={exam.id}>
						<Anchor component={Link} to={paths.collegeExam(exam.title)}>
							{exam.title}
						</Anchor>{" "}
						<Text span size="sm" c="dimmed">
							({formatWhen(exam.opensAt)}, {plural(exam.attempts, "attempt")})
						</Text>
					</List.Item>
				))}
			</List>
		</Stack>
	);
}

/** /collegedashboard/{examTitle}: the college admin's view of one exam, its own students only. */
export function CollegeExamScreen() {
	const { examTitle = "" } = useParams();
	const [filters, setFilters] = useFilterParams();
	const analytics = useQuery(collegeAnalyticsQuery(examTitle, filters));
	const exam = analytics.data?.exam;
	useDocumentTitle(`${exam?.title ?? examTitle} · Unnati`);

	let body: ReactNode;
	if (analytics.isPending) body = <LoadingState label="Loading the analytics" shape={[84, 220, 160]} />;
	else if (analytics.isError)
		body = (
			<Stack gap="md">
				<LoadFailed what="The analytics" error={analytics.error} onRetry={() => analytics.refetch()} />
				{analytics.error instanceof HttpError && analytics.error.status === 404 && <CollegeExamList />}
			</Stack>
		);
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
				title={exam?.title ?? examTitle}
				exam={exam}
				back={{ to: HOME_BY_ROLE.ROLE_COLLEGE, label: "College dashboard" }}
				note="your college's students only"
			/>
			{body}
		</Stack>
	);
}
