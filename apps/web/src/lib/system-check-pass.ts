import { queryOptions, useQuery } from "@tanstack/react-query";
import { isRecentPass, type SystemCheckResult, systemCheckEndpoints } from "@unnati/contracts/system-check";
import { callApi } from "./api-client";
import { HttpError } from "./http";

// Shared by the system check (which records a pass) and the exam screens (which may require one):
// one query key, one request function.

export const latestSystemCheckKey = ["system-check", "latest"] as const;

/** GET /api/system-check/latest: the signed-in person's latest pass; null when none or signed out. */
export async function fetchLatestSystemCheck(): Promise<SystemCheckResult | null> {
	try {
		return (await callApi(systemCheckEndpoints.latest)).pass;
	} catch (error) {
		if (error instanceof HttpError && error.status === 401) return null;
		throw error;
	}
}

export const latestSystemCheckQuery = () =>
	queryOptions({ queryKey: latestSystemCheckKey, queryFn: fetchLatestSystemCheck, staleTime: 30_000 });

/** Whether the signed-in person passed the system check recently enough for a proctored exam. */
export function useRecentSystemCheckPass() {
	const query = useQuery(latestSystemCheckQuery());
	return { ...query, hasRecentPass: isRecentPass(query.data) };
}

/**
 * Where to send a student for the check before `examId`: Proceed brings them back to `returnTo`
 * with `{ systemCheckPassed: true }` as the location's state, and the pass is kept for the exam.
 *
 *     navigate(...systemCheckLink(`/exam-security/${id}`, id))
 */
export function systemCheckLink(
	returnTo: string,
	examId?: string,
): [string, { state: { returnTo: string } }] {
	const query = examId ? `?examId=${encodeURIComponent(examId)}` : "";
	return [`/system-check${query}`, { state: { returnTo } }];
}
