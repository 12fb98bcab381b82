import { queryOptions } from "@tanstack/react-query";
import type { StudentAnswer } from "@unnati/contracts/exams";
import { labEndpoints } from "@unnati/contracts/labs";
import {
	type CatalogueQuery,
	catalogueEndpoints as catalogue,
	studentLearningEndpoints as student,
} from "@unnati/contracts/learning";
import { callApi } from "../../lib/api-client";
import { preloadedAnswer } from "../../lib/preloaded";

export const learningKeys = {
	all: ["learning"] as const,
	paths: ["learning", "paths"] as const,
	search: (query: CatalogueQuery) => ["learning", "search", query] as const,
	course: (id: string) => ["learning", "course", id] as const,
	lesson: (courseId: string, lessonId: string) => ["learning", "lesson", courseId, lessonId] as const,
	mine: ["learning", "mine"] as const,
	progress: (courseId: string) => ["learning", "progress", courseId] as const,
	quiz: (id: string) => ["learning", "quiz", id] as const,
	mock: (id: string) => ["learning", "mock", id] as const,
	mockResult: (attemptId: string) => ["learning", "mock-result", attemptId] as const,
	labs: (courseId: string) => ["learning", "labs", courseId] as const,
};

/** GET /api/labs?course=: the course's published labs (with the student's completion when signed in). */
export const courseLabsQuery = (courseId: string) =>
	queryOptions({
		queryKey: learningKeys.labs(courseId),
		queryFn: () => callApi(labEndpoints.list, { query: { course: courseId } }),
	});

/** GET /api/learning-paths: the journeys with their courses (public). */
export const pathsQuery = () =>
	queryOptions({
		queryKey: learningKeys.paths,
		queryFn: () => callApi(catalogue.paths),
		staleTime: 5 * 60_000,
	});

/** GET /api/learning/search: full-text search and filters. */
export const searchQuery = (query: CatalogueQuery) =>
	queryOptions({
		queryKey: learningKeys.search(query),
		queryFn: () => callApi(catalogue.search, { query }),
		staleTime: 60_000,
	});

export const courseQuery = (courseId: string) =>
	queryOptions({
		queryKey: learningKeys.course(courseId),
		queryFn: () => callApi(catalogue.course, { params: { courseId } }),
		staleTime: 5 * 60_000,
	});

/** A lesson: its body when it is a preview or the student is enrolled; 403 LESSON_LOCKED otherwise. */
export const lessonQuery = (courseId: string, lessonId: string) =>
	queryOptions({
		queryKey: learningKeys.lesson(courseId, lessonId),
		queryFn: () => callApi(catalogue.lesson, { params: { courseId, lessonId } }),
	});

/**
 * The lesson as it came with a page the server pre-rendered for a visitor (lib/preloaded.ts), or
 * undefined: the public lesson screen starts from it instead of fetching it again.
 */
export const preloadedLesson = (courseId: string, lessonId: string) =>
	preloadedAnswer(catalogue.lesson, { params: { courseId, lessonId } });

export const myLearningQuery = () =>
	queryOptions({ queryKey: learningKeys.mine, queryFn: () => callApi(student.mine) });

export const progressQuery = (courseId: string) =>
	queryOptions({
		queryKey: learningKeys.progress(courseId),
		queryFn: () => callApi(student.progress, { params: { courseId } }),
	});

export const enrol = (courseId: string) => callApi(student.enrol, { params: { courseId } });
export const completeLesson = (courseId: string, lessonId: string) =>
	callApi(student.complete, { params: { courseId, lessonId } });
export const saveNote = (courseId: string, lessonId: string, body: string) =>
	callApi(student.saveNote, { params: { courseId, lessonId }, body: { body } });
export const setBookmark = (courseId: string, lessonId: string, on: boolean) =>
	callApi(on ? student.bookmark : student.unbookmark, { params: { courseId, lessonId } });

export const quizQuery = (quizId: string) =>
	queryOptions({
		queryKey: learningKeys.quiz(quizId),
		queryFn: () => callApi(student.quiz, { params: { quizId } }),
	});
export const answerQuiz = (quizId: string, questionId: string, answer: StudentAnswer) =>
	callApi(student.answerQuiz, { params: { quizId }, body: { questionId, answer } });

export const mockTestQuery = (id: string) =>
	queryOptions({
		queryKey: learningKeys.mock(id),
		queryFn: () => callApi(student.mockTest, { params: { id } }),
	});
export const startMock = (id: string) => callApi(student.startMock, { params: { id } });
export const saveMockAnswers = (
	attemptId: string,
	answers: { questionId: string; answer: StudentAnswer; timeSpent: number }[],
) => callApi(student.saveMock, { params: { attemptId }, body: { answers } });
export const submitMock = (attemptId: string) => callApi(student.submitMock, { params: { attemptId } });
export const mockResultQuery = (attemptId: string) =>
	queryOptions({
		queryKey: learningKeys.mockResult(attemptId),
		queryFn: () => callApi(student.mockResult, { params: { attemptId } }),
	});
