import { Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { ProblemSummary, Submission } from "@unnati/contracts";
import { useCallback, useState } from "react";
import { LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { useSession } from "../../../lib/session";
import { problemListQuery } from "../api";
import { InterviewSessionView } from "../components/interview-session";
import { InterviewSetup } from "../components/interview-setup";
import { type InterviewOutcome, InterviewSummary } from "../components/interview-summary";
import { clearInterview, INTERVIEW_MINUTES, loadInterview, startInterview } from "../interview-storage";

interface CodingInterviewScreenProps {
	/** Tests choose the problem; the app draws one at random. */
	pick?: (candidates: readonly ProblemSummary[]) => ProblemSummary;
}

/**
 * /coding-interview: a timed, single-problem session. Choose a difficulty, get a random unsolved
 * problem and 45 minutes; one submission ends it, and time up submits the last code.
 */
export function CodingInterviewScreen({ pick }: CodingInterviewScreenProps) {
	useDocumentTitle("Coding interview · Unnati");
	const { data: account } = useSession();

	return (
		<Stack gap="md">
			<div>
				<Title order={1} size="h2">
					Coding interview
				</Title>
				<Text c="dimmed" size="sm">
					One problem, {INTERVIEW_MINUTES} minutes, the same judge as DSA practice.
				</Text>
			</div>
			{/* The student guard has loaded the session; the interview on this device is kept per student. */}
			{account ? (
				<Interview userId={account.userId} pick={pick} />
			) : (
				<LoadingState label="Loading problems" shape={[136, 56, ...rows(5, 44)]} />
			)}
		</Stack>
	);
}

function Interview({ userId, pick }: CodingInterviewScreenProps & { userId: string }) {
	const [session, setSession] = useState(() => loadInterview(userId));
	const [outcome, setOutcome] = useState<InterviewOutcome | null>(null);
	const list = useQuery({ ...problemListQuery(), enabled: !session && !outcome });

	const finish = useCallback(
		(submission: Submission, automatic: boolean, problemTitle: string) => {
			if (!session) return;
			clearInterview(userId);
			setOutcome({
				problemTitle,
				submission,
				automatic,
				usedSeconds: Math.min(INTERVIEW_MINUTES * 60, Math.round((Date.now() - session.startedAt) / 1000)),
			});
			setSession(null);
		},
		[session, userId],
	);

	if (outcome) return <InterviewSummary outcome={outcome} onAgain={() => setOutcome(null)} />;
	if (session) {
		return (
			<InterviewSessionView
				session={session}
				userId={userId}
				onFinished={finish}
				onAbandon={() => {
					clearInterview(userId);
					setSession(null);
				}}
			/>
		);
	}
	if (list.isPending) return <LoadingState label="Loading problems" shape={[136, 56, ...rows(5, 44)]} />;
	if (list.isError) return <LoadFailed what="The problems" onRetry={() => void list.refetch()} />;
	return (
		<InterviewSetup
			problems={list.data.problems}
			onStart={(problem) => setSession(startInterview(userId, problem.id, problem.difficulty))}
			{...(pick ? { pick } : {})}
		/>
	);
}
