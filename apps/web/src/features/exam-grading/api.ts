import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
	essayUploadEndpoints,
	type Grade,
	type GradeAnswerRequest,
	type GradingQueue,
	type GradingSettings,
	gradingEndpoints,
} from "@unnati/contracts/exams";
import { callApi, endpointUrl } from "../../lib/api-client";

/** Every query of this feature starts with "grading", so a change can refresh the list and the queue at once. */
export const gradingKeys = {
	all: ["grading"] as const,
	list: ["grading", "list"] as const,
	queue: (examId: string) => ["grading", "queue", examId] as const,
};

/** GET /api/grading: the exams the signed-in person may grade, with their counts. */
export const gradingListQuery = () =>
	queryOptions({
		queryKey: gradingKeys.list,
		queryFn: async () => (await callApi(gradingEndpoints.list)).exams,
	});

/** GET /api/exams/:examId/grading: the exam's essay questions, every answer to grade and its grade. */
export const gradingQueueQuery = (examId: string) =>
	queryOptions({
		queryKey: gradingKeys.queue(examId),
		queryFn: () => callApi(gradingEndpoints.queue, { params: { examId } }),
	});

/** One answer to grade, and the grade sent for it. */
export interface GradeInput {
	attemptId: string;
	questionId: string;
	body: GradeAnswerRequest;
}

/**
 * PUT one answer's grade. The saved grade goes into the cached queue at once (so "next ungraded"
 * sees it), then the queue and the list are fetched again for the counts the server keeps.
 */
export function useGradeAnswer(examId: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ attemptId, questionId, body }: GradeInput) =>
			callApi(gradingEndpoints.grade, { params: { examId, attemptId, questionId }, body }),
		onSuccess: (grade: Grade, { attemptId, questionId }) => {
			queryClient.setQueryData<GradingQueue>(gradingKeys.queue(examId), (queue) =>
				queue
					? {
							...queue,
							entries: queue.entries.map((entry) =>
								entry.attempt_id === attemptId && entry.question_id === questionId
									? { ...entry, grade }
									: entry,
							),
						}
					: queue,
			);
			// Not awaited: the grader moves on at once; the counts catch up when the queue arrives.
			void queryClient.invalidateQueries({ queryKey: gradingKeys.all });
		},
	});
}

/** PATCH graders or anonymity (the examination admin); the answer is the whole queue, names shown or hidden. */
export function useGradingSettings(examId: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (settings: GradingSettings) =>
			callApi(gradingEndpoints.settings, { params: { examId }, body: settings }),
		onSuccess: async (queue) => {
			queryClient.setQueryData(gradingKeys.queue(examId), queue);
			await queryClient.invalidateQueries({ queryKey: gradingKeys.all });
		},
	});
}

/** POST release: every fully graded attempt's marks reach its student; releasing again changes nothing. */
export function useReleaseMarks(examId: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => callApi(gradingEndpoints.release, { params: { examId } }),
		onSuccess: async () => {
			await queryClient.invalidateQueries({ queryKey: gradingKeys.all });
		},
	});
}

/** Where the file a student attached to an essay is read from: a plain link, sent with the session cookie. */
export const uploadUrl = (examId: string, attemptId: string, questionId: string) =>
	endpointUrl(essayUploadEndpoints.graderRead, { params: { examId, attemptId, questionId } });
