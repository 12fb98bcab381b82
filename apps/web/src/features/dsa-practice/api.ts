import { queryOptions } from "@tanstack/react-query";
import {
	type ProblemRunRequest,
	type ProblemRunResult,
	problemEndpoints,
	type Submission,
	type SubmissionRequest,
} from "@unnati/contracts/problems";
import { callApi } from "../../lib/api-client";

export const problemKeys = {
	all: ["problems"] as const,
	list: ["problems", "list"] as const,
	detail: (id: string) => ["problems", "detail", id] as const,
	submissions: (id: string) => ["problems", "submissions", id] as const,
};

/** GET /api/problems: the catalogue with the student's own progress. */
export const problemListQuery = () =>
	queryOptions({
		queryKey: problemKeys.list,
		queryFn: () => callApi(problemEndpoints.list),
	});

/** GET /api/problems/:id: statement, samples, limits and starters. */
export const problemQuery = (id: string) =>
	queryOptions({
		queryKey: problemKeys.detail(id),
		queryFn: () => callApi(problemEndpoints.detail, { params: { id } }),
		// The statement does not change while it is open; a refetch would only re-render the editor.
		staleTime: 5 * 60_000,
	});

/** GET /api/problems/:id/submissions: the student's own, newest first. */
export const submissionsQuery = (id: string) =>
	queryOptions({
		queryKey: problemKeys.submissions(id),
		queryFn: () => callApi(problemEndpoints.submissions, { params: { id } }),
	});

/** POST /api/problems/:id/run: the samples, or the custom input when `stdin` is given. */
export function runProblem(id: string, request: ProblemRunRequest): Promise<ProblemRunResult> {
	return callApi(problemEndpoints.run, { params: { id }, body: request });
}

/** POST /api/problems/:id/submissions: judged against every test. */
export function submitSolution(id: string, request: SubmissionRequest): Promise<Submission> {
	return callApi(problemEndpoints.submit, { params: { id }, body: request });
}
