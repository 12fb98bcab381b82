import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { CollegeExamList, ExamAnalytics } from "@unnati/contracts";
import { apiFetch } from "../../lib/http";

/** The filters of the analytics screens, as the URL and the API carry them. */
export type AnalyticsFilters = { departmentId: string | null; year: number | null; section: string | null };
export const NO_FILTERS: AnalyticsFilters = { departmentId: null, year: null, section: null };

/** `?departmentId=…&year=…&section=…`, only the filters that are set; "" for none. */
export function filterQuery(filters: AnalyticsFilters): string {
	const params = new URLSearchParams();
	if (filters.departmentId) params.set("departmentId", filters.departmentId);
	if (filters.year !== null) params.set("year", String(filters.year));
	if (filters.section) params.set("section", filters.section);
	const text = params.toString();
	return text ? `?${text}` : "";
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

const examAnalyticsUrl = (examId: string) => `/api/exams/${encodeURIComponent(examId)}/analytics`;

export const analyticsKeys = {
	exam: (examId: string, filters: AnalyticsFilters) => ["exam-analytics", examId, filters] as const,
	college: (title: string, filters: AnalyticsFilters) =>
		["exam-analytics", "college", title, filters] as const,
	collegeExams: ["exam-analytics", "college-exams"] as const,
};

/** GET /api/exams/:examId/analytics: the examination admin's figures. */
export const examAnalyticsQuery = (examId: string, filters: AnalyticsFilters) =>
	queryOptions({
		queryKey: analyticsKeys.exam(examId, filters),
		queryFn: () => apiFetch<ExamAnalytics>(`${examAnalyticsUrl(examId)}${filterQuery(filters)}`),
		// A new filter keeps the old figures on screen, marked as updating, until the new ones arrive.
		placeholderData: keepPreviousData,
	});

/** GET /api/college/exam-analytics/:examTitle: the college's view of its newest exam of that title. */
export const collegeAnalyticsQuery = (title: string, filters: AnalyticsFilters) =>
	queryOptions({
		queryKey: analyticsKeys.college(title, filters),
		queryFn: () =>
			apiFetch<ExamAnalytics>(
				`/api/college/exam-analytics/${encodeURIComponent(title)}${filterQuery(filters)}`,
			),
		placeholderData: keepPreviousData,
	});

/** GET /api/college/exams: the college's published exams, for finding one by title. */
export const collegeExamsQuery = () =>
	queryOptions({
		queryKey: analyticsKeys.collegeExams,
		queryFn: () => apiFetch<CollegeExamList>("/api/college/exams").then((body) => body.exams),
	});

/** Where a CSV is downloaded from: a plain link, so the browser saves it with the session cookie. */
export const csvUrl = (examId: string, kind: "attempts" | "items", filters: AnalyticsFilters) =>
	`${examAnalyticsUrl(examId)}/${kind}.csv${filterQuery(filters)}`;
