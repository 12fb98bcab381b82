import { queryOptions } from "@tanstack/react-query";
import { type LabSubmission, labEndpoints } from "@unnati/contracts/labs";
import { callApi } from "../../lib/api-client";

export const labKeys = {
	all: ["labs"] as const,
	details: (labId: string) => ["labs", "details", labId] as const,
	session: (labId: string) => ["labs", "session", labId] as const,
};

/** GET /api/labs/:labId: the public description (objectives, duration, prerequisites, steps). */
export const labDetailsQuery = (labId: string) =>
	queryOptions({
		queryKey: labKeys.details(labId),
		queryFn: () => callApi(labEndpoints.details, { params: { labId } }),
		staleTime: 5 * 60_000,
	});

/** GET /api/labs/:labId/session: the student's lab with progress and where to resume. */
export const labSessionQuery = (labId: string) =>
	queryOptions({
		queryKey: labKeys.session(labId),
		queryFn: () => callApi(labEndpoints.session, { params: { labId } }),
	});

/** POST a step's code; the server judges it and answers the result and the updated lab. */
export const submitStep = (labId: string, stepNumber: number, submission: LabSubmission) =>
	callApi(labEndpoints.submit, { params: { labId, stepNumber }, body: submission });
