import { type Heartbeat, proctoringEndpoints, type RecordViolation } from "@unnati/contracts/proctoring";
import { callApi } from "../../../../lib/api-client";
import { HttpError } from "../../../../lib/http";

// The proctor's calls (SPEC §7's exam paths carry on beside these). Like the player's other calls
// they go with the session cookie; the server takes the exam's bearer token alike.

/** GET .../proctoring: the maximum, whether face signals run, and what was recorded before a reload. */
export async function fetchStudentProctoring(examId: string) {
	return callApi(proctoringEndpoints.studentProctoring, { params: { id: examId } });
}

export async function postViolation(examId: string, report: RecordViolation) {
	// A report made as the page hides must still leave: keepalive lets it outlive the page (browsers
	// cap such bodies at 64 KB, which only a snapshot could pass).
	return callApi(proctoringEndpoints.recordViolation, {
		params: { id: examId },
		body: report,
		keepalive: (report.snapshot?.length ?? 0) < 50_000,
	});
}

export async function postHeartbeat(examId: string, body: Heartbeat = {}) {
	return callApi(proctoringEndpoints.heartbeat, { params: { id: examId }, body });
}

/**
 * A refusal the server will repeat (the report is invalid, or the attempt is closed): the queue
 * drops it. A network failure, a 401 (signed out in another tab), a 429 or a 5xx is retried.
 */
export function isPermanentRefusal(error: unknown): boolean {
	return error instanceof HttpError && [400, 403, 404, 409, 413, 422].includes(error.status);
}

/** The attempt is closed (submitted, or past its time): nothing more will be accepted. */
export const attemptClosed = (error: unknown) => error instanceof HttpError && error.status === 409;
