import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProblemRunRequest, SubmissionRequest } from "@unnati/contracts";
import { problemKeys, runProblem, submitSolution } from "./api";

/** Run (samples or custom input) and Submit for one problem; a submission refreshes progress and history. */
export function useProblemJudge(problemId: string) {
	const queryClient = useQueryClient();
	const run = useMutation({
		mutationFn: (request: ProblemRunRequest) => runProblem(problemId, request),
	});
	const submit = useMutation({
		mutationFn: (request: SubmissionRequest) => submitSolution(problemId, request),
		onSuccess: () => {
			void queryClient.invalidateQueries({ queryKey: problemKeys.all });
		},
	});
	return { run, submit };
}

export type ProblemJudge = ReturnType<typeof useProblemJudge>;
