import { queryOptions } from "@tanstack/react-query";
import { labAuthoringEndpoints as la, labReviewEndpoints as lr } from "@unnati/contracts/labs";
import { authoringEndpoints as a, reviewEndpoints as r } from "@unnati/contracts/learning";
import { callApi } from "../../lib/api-client";
import { HttpError } from "../../lib/http-error";

export const instructorKeys = {
	all: ["authoring"] as const,
	courses: ["authoring", "courses"] as const,
	journeys: ["authoring", "journeys"] as const,
	course: (id: string) => ["authoring", "course", id] as const,
	lesson: (courseId: string, lessonId: string) => ["authoring", "lesson", courseId, lessonId] as const,
	quiz: (courseId: string, quizKey: string) => ["authoring", "quiz", courseId, quizKey] as const,
	banks: ["authoring", "banks"] as const,
	queue: ["authoring", "reviews"] as const,
	review: (id: string) => ["authoring", "review", id] as const,
	adminCourses: ["authoring", "admin-courses"] as const,
	analytics: (id: string) => ["authoring", "analytics", id] as const,
	courseLabs: (courseId: string) => ["authoring", "course-labs", courseId] as const,
	lab: (labId: string) => ["authoring", "lab", labId] as const,
	labQueue: ["authoring", "lab-reviews"] as const,
	labReview: (id: string) => ["authoring", "lab-review", id] as const,
};

export const myCoursesQuery = () =>
	queryOptions({ queryKey: instructorKeys.courses, queryFn: () => callApi(a.courses) });
export const journeysQuery = () =>
	queryOptions({
		queryKey: instructorKeys.journeys,
		queryFn: () => callApi(a.journeys),
		staleTime: 5 * 60_000,
	});
export const courseQuery = (courseId: string) =>
	queryOptions({
		queryKey: instructorKeys.course(courseId),
		queryFn: () => callApi(a.course, { params: { courseId } }),
	});
export const lessonQuery = (courseId: string, lessonId: string) =>
	queryOptions({
		queryKey: instructorKeys.lesson(courseId, lessonId),
		queryFn: () => callApi(a.lesson, { params: { courseId, lessonId } }),
	});
export const quizQuery = (courseId: string, quizKey: string) =>
	queryOptions({
		queryKey: instructorKeys.quiz(courseId, quizKey),
		queryFn: () => callApi(a.quiz, { params: { courseId, quizKey } }),
	});
export const banksQuery = () =>
	queryOptions({ queryKey: instructorKeys.banks, queryFn: () => callApi(a.banks), staleTime: 60_000 });
export const reviewQueueQuery = () =>
	queryOptions({ queryKey: instructorKeys.queue, queryFn: () => callApi(r.queue) });
export const reviewQuery = (revisionId: string) =>
	queryOptions({
		queryKey: instructorKeys.review(revisionId),
		queryFn: () => callApi(r.detail, { params: { revisionId } }),
	});
export const adminCoursesQuery = () =>
	queryOptions({ queryKey: instructorKeys.adminCourses, queryFn: () => callApi(r.courses) });
export const analyticsQuery = (courseId: string) =>
	queryOptions({
		queryKey: instructorKeys.analytics(courseId),
		queryFn: () => callApi(r.analytics, { params: { courseId } }),
	});

export const courseLabsQuery = (courseId: string) =>
	queryOptions({
		queryKey: instructorKeys.courseLabs(courseId),
		queryFn: () => callApi(la.courseLabs, { params: { courseId } }),
	});
export const labQuery = (labId: string) =>
	queryOptions({
		queryKey: instructorKeys.lab(labId),
		queryFn: () => callApi(la.lab, { params: { labId } }),
	});
export const labReviewQueueQuery = () =>
	queryOptions({ queryKey: instructorKeys.labQueue, queryFn: () => callApi(lr.queue) });
export const labReviewQuery = (revisionId: string) =>
	queryOptions({
		queryKey: instructorKeys.labReview(revisionId),
		queryFn: () => callApi(lr.detail, { params: { revisionId } }),
	});

/** The server's words for a refusal (field message first), else `fallback`. */
export const messageOf = (error: unknown, fallback: string) =>
	error instanceof HttpError ? (error.errors[0]?.message ?? error.serverMessage ?? fallback) : fallback;
