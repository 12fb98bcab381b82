import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { studentExamsQuery } from "../api";
import { ExamsBoard } from "../components/exams-board";

/** /exams-dashboard: the student's exams by status (SPEC §2). */
export function ExamsDashboardScreen() {
	useDocumentTitle("Exams · Unnati");
	const list = useQuery(studentExamsQuery());
	const { refetch } = list;
	const onStartReached = useCallback(() => {
		void refetch();
	}, [refetch]);

	return (
		<Stack gap="md">
			<Group justify="space-between" align="flex-end" wrap="wrap">
				<div>
					<Title order={1} size="h2">
						Exams
					</Title>
					<Text c="dimmed" size="sm">
						Your exams, with countdowns from the college's clock.
					</Text>
				</div>
				<Group gap="md">
					<Anchor component={Link} to={paths.practiceRun}>
						Try a practice run
					</Anchor>
					<Anchor component={Link} to={paths.examInstructionsList}>
						Take an exam
					</Anchor>
					<Anchor component={Link} to={paths.previousExams}>
						Previous exams
					</Anchor>
				</Group>
			</Group>
			{list.isPending ? (
				<LoadingState label="Loading your exams" shape={rows(3, 120)} />
			) : list.isError ? (
				<LoadFailed what="Your exams" onRetry={() => void list.refetch()} />
			) : (
				<ExamsBoard list={list.data} onStartReached={onStartReached} />
			)}
		</Stack>
	);
}
