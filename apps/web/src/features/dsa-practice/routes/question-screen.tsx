import { Anchor, Badge, Grid, Group, Stack } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { type ProblemDetail, problemIdSchema } from "@unnati/contracts";
import { Link, useParams } from "react-router";
import { paths } from "../../../app/paths";
import { useCodeWorkspace } from "../../../components/code-editor/use-code-workspace";
import { LoadFailed, LoadingState } from "../../../components/load-states";
import { HttpError } from "../../../lib/http";
import { notFound } from "../../../lib/not-found";
import { useSession } from "../../../lib/session";
import { problemQuery } from "../api";
import { ProblemStatement } from "../components/problem-statement";
import { ProblemWorkspace } from "../components/problem-workspace";
import { SubmissionHistory } from "../components/submission-history";
import { useProblemJudge } from "../use-problem-judge";

function QuestionView({ problem, userId }: { problem: ProblemDetail; userId: string }) {
	const workspace = useCodeWorkspace({
		workspace: `${userId}:problem:${problem.id}`,
		starters: problem.starters,
	});
	const judge = useProblemJudge(problem.id);

	return (
		<Stack gap="md">
			<Group justify="space-between">
				<Anchor component={Link} to={paths.dsaQuestions} size="sm">
					Back to DSA practice
				</Anchor>
				{problem.solved && (
					<Badge color="green" variant="light" tt="none">
						✓ Solved
					</Badge>
				)}
			</Group>
			<Grid gutter="lg">
				<Grid.Col span={{ base: 12, md: 5 }}>
					<ProblemStatement problem={problem} />
				</Grid.Col>
				<Grid.Col span={{ base: 12, md: 7 }}>
					<ProblemWorkspace problem={problem} workspace={workspace} judge={judge} />
				</Grid.Col>
			</Grid>
			<SubmissionHistory problemId={problem.id} onLoad={workspace.load} />
		</Stack>
	);
}

/** /question/{id}: one DSA problem beside the editor; Run, Submit and the student's past submissions. */
export function QuestionScreen() {
	const { id = "" } = useParams();
	const valid = problemIdSchema.safeParse(id).success;
	const problem = useQuery({ ...problemQuery(id), enabled: valid });
	const { data: session } = useSession();
	useDocumentTitle(`${problem.data?.title ?? "Problem"} · Unnati`);

	if (!valid || (problem.error instanceof HttpError && problem.error.status === 404)) throw notFound();
	if (problem.isPending || !session)
		return <LoadingState label="Loading the problem" shape={[{ height: 32, width: "60%" }, 220, 320]} />;
	if (problem.isError) return <LoadFailed what="The problem" onRetry={() => void problem.refetch()} />;
	// A new key per problem: the editor's drafts are read when it opens.
	return <QuestionView key={problem.data.id} problem={problem.data} userId={session.userId} />;
}
