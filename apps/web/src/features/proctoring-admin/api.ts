import { queryOptions } from "@tanstack/react-query";
import { examAuthoringEndpoints } from "@unnati/contracts/exams";
import {
	type AccommodationInputRaw,
	type ProctoringSettings,
	proctoringEndpoints,
	type ReviewState,
} from "@unnati/contracts/proctoring";
import { callApi, endpointUrl } from "../../lib/api-client";

/** Every query of this feature starts with "proctoring", so a review can refresh what it touched. */
export const proctoringKeys = {
	all: ["proctoring"] as const,
	exams: ["proctoring", "exams"] as const,
	exam: (examId: string) => ["proctoring", "exam", examId] as const,
	attempt: (examId: string, attemptId: string) =>
		["proctoring", "exam", examId, "attempt", attemptId] as const,
	accommodations: ["proctoring", "accommodations"] as const,
	allExams: ["proctoring", "all-exams"] as const,
};

/** GET /api/proctoring/exams: the college's proctored exams with flags to review. */
export const proctoredExamsQuery = () =>
	queryOptions({
		queryKey: proctoringKeys.exams,
		queryFn: async () => (await callApi(proctoringEndpoints.proctoredExams)).exams,
	});

/** GET /api/exams/{id}/proctoring: the exam's attempts with credibility. */
export const examProctoringQuery = (examId: string) =>
	queryOptions({
		queryKey: proctoringKeys.exam(examId),
		queryFn: () => callApi(proctoringEndpoints.examProctoring, { params: { examId } }),
	});

/** GET /api/exams/{id}/proctoring/attempts/{attemptId}: one attempt's flags. */
export const attemptFlagsQuery = (examId: string, attemptId: string) =>
	queryOptions({
		queryKey: proctoringKeys.attempt(examId, attemptId),
		queryFn: () => callApi(proctoringEndpoints.attemptViolations, { params: { examId, attemptId } }),
	});

export function reviewFlag(violationId: string, review: ReviewState) {
	return callApi(proctoringEndpoints.reviewViolation, { params: { violationId }, body: { review } });
}

export function saveProctoringSettings(examId: string, settings: ProctoringSettings) {
	return callApi(proctoringEndpoints.saveSettings, { params: { examId }, body: settings });
}

/** GET /api/proctoring/accommodations: every accommodation of the college. */
export const accommodationsQuery = () =>
	queryOptions({
		queryKey: proctoringKeys.accommodations,
		queryFn: async () => (await callApi(proctoringEndpoints.accommodations)).accommodations,
	});

/** GET /api/exams: all the college's exams (an accommodation may be for any of them). */
export const allExamsQuery = () =>
	queryOptions({
		queryKey: proctoringKeys.allExams,
		queryFn: async () => (await callApi(examAuthoringEndpoints.list)).exams,
	});

export function saveAccommodation(input: AccommodationInputRaw) {
	return callApi(proctoringEndpoints.saveAccommodation, { body: input });
}

export async function deleteAccommodation(id: string) {
	await callApi(proctoringEndpoints.deleteAccommodation, { params: { accommodationId: id } });
}

/** The live view's stream (text/event-stream), opened with the session cookie. */
export const liveUrl = (examId: string) => endpointUrl(proctoringEndpoints.live, { params: { examId } });
