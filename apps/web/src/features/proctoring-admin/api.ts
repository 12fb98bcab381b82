import { queryOptions } from "@tanstack/react-query";
import {
	type AccommodationInputRaw,
	accommodationListSchema,
	accommodationSchema,
	attemptViolationsSchema,
	examListSchema,
	examProctoringSchema,
	type ProctoringSettings,
	proctoredExamListSchema,
	proctoringSettingsSchema,
	type ReviewState,
	reviewResultSchema,
} from "@unnati/contracts";
import { apiFetch } from "../../lib/http";

const examUrl = (examId: string) => `/api/exams/${encodeURIComponent(examId)}`;

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
		queryFn: async () => proctoredExamListSchema.parse(await apiFetch("/api/proctoring/exams")).exams,
	});

/** GET /api/exams/{id}/proctoring: the exam's attempts with credibility. */
export const examProctoringQuery = (examId: string) =>
	queryOptions({
		queryKey: proctoringKeys.exam(examId),
		queryFn: async () => examProctoringSchema.parse(await apiFetch(`${examUrl(examId)}/proctoring`)),
	});

/** GET /api/exams/{id}/proctoring/attempts/{attemptId}: one attempt's flags. */
export const attemptFlagsQuery = (examId: string, attemptId: string) =>
	queryOptions({
		queryKey: proctoringKeys.attempt(examId, attemptId),
		queryFn: async () =>
			attemptViolationsSchema.parse(
				await apiFetch(`${examUrl(examId)}/proctoring/attempts/${encodeURIComponent(attemptId)}`),
			),
	});

export async function reviewFlag(violationId: string, review: ReviewState) {
	return reviewResultSchema.parse(
		await apiFetch(`/api/proctoring/violations/${encodeURIComponent(violationId)}`, {
			method: "PATCH",
			body: { review },
		}),
	);
}

export async function saveProctoringSettings(examId: string, settings: ProctoringSettings) {
	return proctoringSettingsSchema.parse(
		await apiFetch(`${examUrl(examId)}/proctoring/settings`, { method: "PUT", body: settings }),
	);
}

/** GET /api/proctoring/accommodations: every accommodation of the college. */
export const accommodationsQuery = () =>
	queryOptions({
		queryKey: proctoringKeys.accommodations,
		queryFn: async () =>
			accommodationListSchema.parse(await apiFetch("/api/proctoring/accommodations")).accommodations,
	});

/** GET /api/exams: all the college's exams (an accommodation may be for any of them). */
export const allExamsQuery = () =>
	queryOptions({
		queryKey: proctoringKeys.allExams,
		queryFn: async () => examListSchema.parse(await apiFetch("/api/exams")).exams,
	});

export async function saveAccommodation(input: AccommodationInputRaw) {
	return accommodationSchema.parse(
		await apiFetch("/api/proctoring/accommodations", { method: "PUT", body: input }),
	);
}

export async function deleteAccommodation(id: string) {
	await apiFetch<void>(`/api/proctoring/accommodations/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** The live view's stream (text/event-stream), opened with the session cookie. */
export const liveUrl = (examId: string) => `${examUrl(examId)}/live`;
