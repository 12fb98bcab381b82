import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { studentExamsQuery } from "../api";
import { ExamCard } from "../components/exam-card";
import { useServerNow } from "../components/server-clock";

/** /exam-instructions: the exams the student can take now. */
export function ExamInstructionsListScreen() {
	useDocumentTitle("Take an exam · Unnati");
	const list = useQuery(studentExamsQuery());
	const serverNow = useServerNow(list.data);
	const live = (list.data?.exams ?? []).filter(
		(exam) => exam.status === "live" && exam.attempt_status !== "submitted",
	);

	return (
		<Stack gap="md">
			<Title order={1} size="h2">
				Take an exam
			</Title>
			<Text c="dimmed" size="sm">
				Choose an open exam to read its instructions.
			</Text>
			{list.isPending ? (
				<LoadingState label="Loading your exams" shape={rows(3, 120)} />
			) : list.isError ? (
				<LoadFailed what="Your exams" onRetry={() => void list.refetch()} />
			) : live.length === 0 ? (
				<EmptyCard>
					No exam is open for you right now.{" "}
					<Anchor component={Link} to={paths.examsDashboard}>
						See all your exams
					</Anchor>
				</EmptyCard>
			) : (
				live.map((exam) => <ExamCard key={exam.exam_id} exam={exam} serverNow={serverNow ?? Date.now()} />)
			)}
		</Stack>
	);
}
