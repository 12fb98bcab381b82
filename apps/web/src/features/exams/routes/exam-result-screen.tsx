import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { HttpError } from "../../../lib/http";
import { examResultQuery } from "../api";
import { ResultView } from "../components/result-view";

/** /exam-results/{attemptId}: the score, sections and per-question outcomes of an attempt. */
export function ExamResultScreen() {
	const { attemptId = "" } = useParams();
	const result = useQuery(examResultQuery(attemptId));
	useDocumentTitle(`${result.data ? `${result.data.exam_title} result` : "Exam result"} · Unnati`);

	if (result.isPending) return <LoadingState label="Loading your exams" shape={rows(3, 120)} />;
	if (result.isError) {
		const error = result.error;
		const message = error instanceof HttpError ? error.serverMessage : undefined;
		return <LoadFailed what="The result" message={message} onRetry={() => void result.refetch()} />;
	}
	return <ResultView result={result.data} />;
}
