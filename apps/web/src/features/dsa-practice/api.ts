import { queryOptions } from "@tanstack/react-query";
import {
	type ProblemRunRequest,
	type ProblemRunResult,
	problemDetailSchema,
	problemListSchema,
	problemRunResultSchema,
	type Submission,
	type SubmissionRequest,
	submissionHistorySchema,
	submissionSchema,
} from "@unnati/contracts";
import { apiFetch } from "../../lib/http";

const problemPath = (id: string) => `/api/problems/${encodeURIComponent(id)}`;

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
		queryFn: async () => problemListSchema.parse(await apiFetch("/api/problems")),
	});

/** GET /api/problems/:id: statement, samples, limits and starters. */
export const problemQuery = (id: string) =>
	queryOptions({
		queryKey: problemKeys.detail(id),
		queryFn: async () => problemDetailSchema.parse(await apiFetch(problemPath(id))),
		// The statement does not change while it is open; a refetch would only re-render the editor.
		staleTime: 5 * 60_000,
	});

/** GET /api/problems/:id/submissions: the student's own, newest first. */
export const submissionsQuery = (id: string) =>
	queryOptions({
		queryKey: problemKeys.submissions(id),
		queryFn: async () => submissionHistorySchema.parse(await apiFetch(`${problemPath(id)}/submissions`)),
	});

/** POST /api/problems/:id/run: the samples, or the custom input when `stdin` is given. */
export async function runProblem(id: string, request: ProblemRunRequest): Promise<ProblemRunResult> {
	return problemRunResultSchema.parse(
		await apiFetch(`${problemPath(id)}/run`, { method: "POST", body: request }),
	);
}

/** POST /api/problems/:id/submissions: judged against every test. */
export async function submitSolution(id: string, request: SubmissionRequest): Promise<Submission> {
	return submissionSchema.parse(
		await apiFetch(`${problemPath(id)}/submissions`, { method: "POST", body: request }),
	);
}
