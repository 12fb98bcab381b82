import { Alert, Button, Card, Grid, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ProblemDetail, Submission } from "@unnati/contracts";
import { useEffect, useRef } from "react";
import { RunErrorAlert } from "../../../components/code-editor/run-error-alert";
import { useCodeWorkspace } from "../../../components/code-editor/use-code-workspace";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http";
import { problemQuery } from "../api";
import type { InterviewSession } from "../interview-storage";
import { useProblemJudge } from "../use-problem-judge";
import { InterviewClock, useSecondsLeft } from "./interview-clock";
import { ProblemStatement } from "./problem-statement";
import { ProblemWorkspace } from "./problem-workspace";

interface InterviewSessionViewProps {
	session: InterviewSession;
	userId: string;
	/** The judged submission; `automatic` when the clock ran out. */
	onFinished: (submission: Submission, automatic: boolean, problemTitle: string) => void;
	/** The problem no longer exists: the session cannot go on. */
	onAbandon: () => void;
}

/** The running interview: loads its problem, then the clock, the statement and the editor. */
export function InterviewSessionView({ session, userId, onFinished, onAbandon }: InterviewSessionViewProps) {
	const problem = useQuery(problemQuery(session.problemId));
	if (problem.isPending)
		return <LoadingState label="Loading the problem" shape={[{ height: 32, width: "60%" }, 220, 320]} />;
	if (problem.isError) {
		if (problem.error instanceof HttpError && problem.error.status === 404) {
			return (
				<Alert color="orange" variant="light" title="This problem is no longer available" role="alert">
					<Button mt="sm" size="xs" onClick={onAbandon}>
						Choose another problem
					</Button>
				</Alert>
			);
		}
		return <LoadFailed what="The interview problem" onRetry={() => void problem.refetch()} />;
	}
	return (
		<RunningInterview session={session} userId={userId} problem={problem.data} onFinished={onFinished} />
	);
}

interface RunningInterviewProps {
	session: InterviewSession;
	userId: string;
	problem: ProblemDetail;
	onFinished: InterviewSessionViewProps["onFinished"];
}

function RunningInterview({ session, userId, problem, onFinished }: RunningInterviewProps) {
	const workspace = useCodeWorkspace({
		workspace: `${userId}:interview:${problem.id}`,
		starters: problem.starters,
	});
	const judge = useProblemJudge(problem.id);
	const secondsLeft = useSecondsLeft(session.deadline);
	const timeUp = secondsLeft === 0;
	const automatic = useRef(false);

	const { mutate: submit, data: submission, isPending: submitting, isError: submitFailed } = judge.submit;
	const submitLastCode = () => {
		workspace.flush();
		submit({ language: workspace.language, source: workspace.source });
	};

	// Time up: the last code is submitted once, by itself (SPEC: the interview auto-submits).
	useEffect(() => {
		if (!timeUp || automatic.current || submitting || submission) return;
		automatic.current = true;
		workspace.flush();
		submit({ language: workspace.language, source: workspace.source });
	}, [timeUp, submitting, submission, submit, workspace]);

	useEffect(() => {
		if (submission) onFinished(submission, automatic.current, problem.title);
	}, [submission, onFinished, problem.title]);

	return (
		<Stack gap="md">
			<Card withBorder padding="sm">
				<Group justify="space-between" wrap="wrap" gap="sm">
					<Text size="sm" c="dimmed">
						Coding interview · one submission ends it
					</Text>
					<InterviewClock seconds={secondsLeft} />
				</Group>
			</Card>
			{timeUp && (
				<Alert color="orange" variant="light" title="Time is up" role="alert">
					{submitFailed ? (
						<Stack gap="xs">
							<RunErrorAlert error={judge.submit.error} />
							<div>
								<Button size="xs" onClick={submitLastCode}>
									Submit my last code again
								</Button>
							</div>
						</Stack>
					) : (
						<Text size="sm">Your last code is being submitted…</Text>
					)}
				</Alert>
			)}
			<Grid gutter="lg">
				<Grid.Col span={{ base: 12, md: 5 }}>
					<ProblemStatement problem={problem} headingLevel={2} />
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 7 }}>
					<ProblemWorkspace
						problem={problem}
						workspace={workspace}
						judge={judge}
						submitLabel="Submit and finish"
						showSubmission={false}
						locked={timeUp}
					/>
				</Grid.Col>
			</Grid>
		</Stack>
	);
}
