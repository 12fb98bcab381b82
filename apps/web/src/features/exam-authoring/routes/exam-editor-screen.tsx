import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http";
import { banksQuery, examQuery } from "../api";
import { ExamForm } from "../components/exam-form";

/** Creates an exam (no `examId` in the address) or edits one. */
export function ExamEditorScreen() {
	const { examId } = useParams();
	const navigate = useNavigate();
	const exam = useQuery({ ...examQuery(examId ?? ""), enabled: examId !== undefined });
	const banks = useQuery(banksQuery());
	const title = examId ? `Edit: ${exam.data?.title ?? "exam"}` : "New exam";
	useDocumentTitle(`${title} · Unnati`);

	const back = (
		<Anchor component={Link} to={paths.examAdminHome} size="sm">
			← All exams
		</Anchor>
	);
	let body: ReactNode;
	if ((examId && exam.isPending) || banks.isPending) body = <LoadingState label="Loading the exam" />;
	else if (examId && exam.isError) {
		body =
			exam.error instanceof HttpError && exam.error.status === 404 ? (
				<EmptyCard>No such exam. It may have been removed.</EmptyCard>
			) : (
				<LoadFailed what="The exam" onRetry={() => exam.refetch()} />
			);
	} else if (banks.isError) body = <LoadFailed what="The question banks" onRetry={() => banks.refetch()} />;
	else {
		body = (
			<ExamForm
				key={exam.data?.id ?? "new"}
				{...(exam.data ? { exam: exam.data } : {})}
				banks={banks.data}
				onSaved={() => navigate(paths.examAdminHome)}
			/>
		);
	}

	return (
		<Stack gap="lg" maw={900}>
			{back}
			<div>
				<Title order={1}>{title}</Title>
				{exam.data?.state === "published" && (
					<Text c="dimmed" mt={4}>
						This exam is published. It can be changed only until the first student starts it.
					</Text>
				)}
			</div>
			{body}
		</Stack>
	);
}
