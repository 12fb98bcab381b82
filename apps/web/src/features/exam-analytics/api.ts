import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { examAnalyticsEndpoints } from "@unnati/contracts/exam-analytics";
import { examAuthoringEndpoints, type RegradeRequest } from "@unnati/contracts/exams";
import { callApi, endpointUrl } from "../../lib/api-client";

/** The filters of the analytics screens, as the URL and the API carry them. */
export type AnalyticsFilters = { departmentId: string | null; year: number | null; section: string | null };
export const NO_FILTERS: AnalyticsFilters = { departmentId: null, year: null, section: null };

/** The filters as the API's query: only those that are set. */
export function filterQuery(filters: AnalyticsFilters): {
	departmentId?: string;
	year?: number;
	section?: string;
} {
	return {
		...(filters.departmentId ? { departmentId: filters.departmentId } : {}),
		...(filters.year !== null ? { year: filters.year } : {}),
		...(filters.section ? { section: filters.section } : {}),
	};
}

/** The filters in a URL's search params; anything malformed is left out. */
export function filtersFrom(params: URLSearchParams): AnalyticsFilters {
	const year = Number(params.get("year"));
	const section = params.get("section")?.toUpperCase() ?? "";
	return {
		departmentId: params.get("departmentId") || null,
		year: Number.isInteger(year) && year >= 1 && year <= 4 ? year : null,
		section: /^[A-Z]$/.test(section) ? section : null,
	};
}

export const analyticsKeys = {
	exam: (examId: string, filters: AnalyticsFilters) => ["exam-analytics", examId, filters] as const,
	college: (title: string, filters: AnalyticsFilters) =>
		["exam-analytics", "college", title, filters] as const,
	collegeExams: ["exam-analytics", "college-exams"] as const,
	/** Everything shown for one exam: its figures under every filter, and its answer keys. */
	examAll: (examId: string) => ["exam-analytics", examId] as const,
	answerKeys: (examId: string) => ["exam-analytics", examId, "answer-keys"] as const,
};

/** GET /api/exams/:examId/analytics: the examination admin's figures. */
export const examAnalyticsQuery = (examId: string, filters: AnalyticsFilters) =>
	queryOptions({
		queryKey: analyticsKeys.exam(examId, filters),
		queryFn: () => callApi(examAnalyticsEndpoints.exam, { params: { examId }, query: filterQuery(filters) }),
		// A new filter keeps the old figures on screen, marked as updating, until the new ones arrive.
		placeholderData: keepPreviousData,
	});

/** GET /api/college/exam-analytics/:examTitle: the college's view of its newest exam of that title. */
export const collegeAnalyticsQuery = (title: string, filters: AnalyticsFilters) =>
	queryOptions({
		queryKey: analyticsKeys.college(title, filters),
		queryFn: () =>
			callApi(examAnalyticsEndpoints.collegeExam, {
				params: { examTitle: title },
				query: filterQuery(filters),
			}),
		placeholderData: keepPreviousData,
	});

/** GET /api/college/exams: the college's published exams, for finding one by title. */
export const collegeExamsQuery = () =>
	queryOptions({
		queryKey: analyticsKeys.collegeExams,
		queryFn: () => callApi(examAnalyticsEndpoints.collegeExams).then((body) => body.exams),
	});

/** Where a CSV is downloaded from: a plain link, so the browser saves it with the session cookie. */
export const csvUrl = (examId: string, kind: "attempts" | "items", filters: AnalyticsFilters) =>
	endpointUrl(kind === "attempts" ? examAnalyticsEndpoints.attemptsCsv : examAnalyticsEndpoints.itemsCsv, {
		params: { examId },
		query: filterQuery(filters),
	});

/** GET /api/exams/:examId/answer-keys: the published exam's questions with their keys, and its regrades. */
export const answerKeysQuery = (examId: string) =>
	queryOptions({
		queryKey: analyticsKeys.answerKeys(examId),
		queryFn: () => callApi(examAuthoringEndpoints.answerKeys, { params: { examId } }),
	});

/** POST /api/exams/:examId/questions/:questionId/regrade: a dry run (apply: false), or the regrade itself. */
export const regradeQuestion = (examId: string, questionId: string, body: RegradeRequest) =>
	callApi(examAuthoringEndpoints.regrade, { params: { examId, questionId }, body });

/**
 * One regrade call of one question. An applied regrade changes scores, pass rates and the history,
 * so every query of the exam (its figures under any filter, and its answer keys) is fetched again.
 */
export function useRegrade(examId: string, questionId: string) {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (body: RegradeRequest) => regradeQuestion(examId, questionId, body),
		onSuccess: async (result) => {
			if (result.applied) await queryClient.invalidateQueries({ queryKey: analyticsKeys.examAll(examId) });
		},
	});
}
