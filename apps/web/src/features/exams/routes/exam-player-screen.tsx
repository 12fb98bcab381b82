import { Alert, Button, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { ExamLoadError, examPlayerQuery, studentExamsQuery } from "../api";
import { ExamPlayer } from "../components/player/exam-player";
import { recordSecurityValidation } from "../exam-storage";

/** While the player is open its security validation stays fresh, so a reload returns to the exam (exam-guard.tsx). */
function useSecurityRenewal(examId: string, active: boolean) {
	useEffect(() => {
		if (!active) return;
		recordSecurityValidation(examId);
		const id = setInterval(() => recordSecurityValidation(examId), 60_000);
		return () => clearInterval(id);
	}, [examId, active]);
}

function SubmittedResultLink({ examId, knownAttemptId }: { examId: string; knownAttemptId?: string }) {
	// A 409 names no attempt; the student's list does.
	const list = useQuery({ ...studentExamsQuery(), enabled: knownAttemptId === undefined });
	const attemptId = knownAttemptId ?? list.data?.exams.find((exam) => exam.exam_id === examId)?.attempt_id;
	return attemptId ? (
		<Button component={Link} to={paths.examResult(attemptId)} size="xs">
			View result
		</Button>
	) : null;
}

/** /exam/{examId} and /proctored-exam/{examId}: loads the attempt (SPEC §4) and runs the player. */
export function ExamPlayerScreen() {
	const { examId = "" } = useParams();
	const location = useLocation();
	const load = useQuery(examPlayerQuery(examId));
	useDocumentTitle(`${load.data?.exam.title ?? "Exam"} · Unnati`);
	useSecurityRenewal(examId, load.isSuccess);

	if (load.isPending) {
		return (
			<Center component="main" mih="100dvh">
				<Stack align="center" gap="sm" role="status">
					<Loader />
					<Text>Loading your exam…</Text>
				</Stack>
			</Center>
		);
	}
	if (load.isError) {
		const error = load.error;
		const kind = error instanceof ExamLoadError ? error.kind : "failed";
		const title =
			kind === "denied"
				? "You cannot take this exam"
				: kind === "submitted"
					? "You have already submitted this exam"
					: "The exam could not be loaded";
		return (
			<Center component="main" mih="100dvh" p="md">
				<Alert
					color={kind === "submitted" ? "yellow" : "red"}
					variant="light"
					title={title}
					role="alert"
					maw={560}
				>
					<Text size="sm">{error.message}</Text>
					<Group mt="sm" gap="sm">
						{kind === "submitted" && (
							<SubmittedResultLink
								examId={examId}
								knownAttemptId={error instanceof ExamLoadError ? error.attemptId : undefined}
							/>
						)}
						{kind === "failed" && (
							<Button size="xs" onClick={() => void load.refetch()}>
								Try again
							</Button>
						)}
						<Button component={Link} to={paths.examsDashboard} size="xs" variant="default">
							Back to exams
						</Button>
					</Group>
				</Alert>
			</Center>
		);
	}
	// The list decides which player path the security screen opens; the exam itself has the last word.
	const proctoredPath = location.pathname.startsWith("/proctored-exam/");
	if (load.data.exam.proctored !== proctoredPath) {
		const path = `${load.data.exam.proctored ? "/proctored-exam" : "/exam"}/${examId}`;
		return <Navigate replace to={path} />;
	}
	return <ExamPlayer key={examId} examId={examId} data={load.data} />;
}
