import { catalogueEndpoints, studentLearningEndpoints as student } from "@unnati/contracts/learning";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import { setWeeklyGoal } from "./activity";
import { courseDetail, learningPath, learningPaths, publishedCourse, searchCatalogue } from "./catalogue";
import { studentHome } from "./home";
import { type CourseLabs, withLabs } from "./lab-progress";
import { learnerPolicy } from "./policy";
import {
	completeLesson,
	courseProgress,
	enrol,
	myLearning,
	readLesson,
	saveNote,
	setBookmark,
} from "./progress";
import {
	answerPractice,
	mockResult,
	mockTest,
	practiceQuiz,
	saveMock,
	startMock,
	submitMock,
} from "./quizzes";
import { learningAssets, learningCourses, learningQuizzes } from "./tables";

export type LearningDeps = { db: Db; clock: Clock };

/**
 * Told after a student's progress in a course may have completed it (the last lesson, a passed mock
 * test): certificates issue through this (ModuleServices.certificates, wired in index.ts).
 */
export type ProgressListener = (userId: string, courseSlug: string) => Promise<void>;

/**
 * Figures are served as files that can run nothing even when opened directly: a CSP with no script
 * source and a sandbox, no sniffing, and kept by browsers for a day (they change with new content).
 */
const FIGURE_HEADERS = {
	"content-type": "image/svg+xml; charset=utf-8",
	"content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
	"x-content-type-options": "nosniff",
	"cache-control": "public, max-age=86400",
};

export function catalogueRoutes(app: FastifyInstance, { db, clock }: LearningDeps): void {
	route(app, catalogueEndpoints.paths, {
		access: PUBLIC,
		handler: async () => ({ paths: await learningPaths(db) }),
	});
	route(app, catalogueEndpoints.path, {
		access: PUBLIC,
		handler: async (request) => learningPath(db, request.params.pathId),
	});
	route(app, catalogueEndpoints.search, {
		access: PUBLIC,
		handler: async (request) => searchCatalogue(db, request.query),
	});
	route(app, catalogueEndpoints.course, {
		access: PUBLIC,
		handler: async (request) => courseDetail(db, request.params.courseId),
	});
	route(app, catalogueEndpoints.lesson, {
		access: PUBLIC,
		handler: async (request, reply) => {
			// Public, yet a signed-in enrolled student reads every lesson: who is asking decides.
			const principal = await app.authenticator.identify(request);
			const lesson = await readLesson(
				db,
				principal,
				request.params.courseId,
				request.params.lessonId,
				clock(),
			);
			// Bodies of enrolled-only lessons must not sit in shared caches.
			reply.header("cache-control", "private, no-store");
			return lesson;
		},
	});
	route(app, catalogueEndpoints.figure, {
		access: PUBLIC,
		handler: async (request, reply) => {
			const course = await publishedCourse(db, request.params.courseId);
			const [figure] = await db
				.select({ body: learningAssets.body, contentType: learningAssets.contentType })
				.from(learningAssets)
				.where(and(eq(learningAssets.courseId, course.uuid), eq(learningAssets.name, request.params.name)));
			if (!figure?.body || figure.contentType !== "image/svg+xml")
				throw new AppError("NOT_FOUND", "No such figure in this course.");
			return reply.headers(FIGURE_HEADERS).send(figure.body);
		},
	});
}

export function studentLearningRoutes(
	app: FastifyInstance,
	{
		db,
		clock,
		progressChanged,
		labs,
	}: LearningDeps & { progressChanged: ProgressListener; labs: CourseLabs },
): void {
	const learn = learnerPolicy.permission("learn");
	const me = (request: { principal: Parameters<typeof principalOf>[0]["principal"] }) =>
		principalOf(request).userId;

	route(app, student.mine, {
		access: learn,
		handler: async (request) => {
			const mine = await myLearning(db, me(request), clock());
			return { ...mine, courses: await withLabs(labs, me(request), mine.courses, (course) => course.id) };
		},
	});
	route(app, student.enrol, {
		access: learn,
		handler: async (request) => {
			const progress = await enrol(db, me(request), request.params.courseId, clock());
			const [counted] = await withLabs(labs, me(request), [progress], (p) => p.course.id);
			return counted ?? progress;
		},
	});
	route(app, student.progress, {
		access: learn,
		handler: async (request) => {
			const progress = await courseProgress(db, me(request), request.params.courseId);
			const [counted] = await withLabs(labs, me(request), [progress], (p) => p.course.id);
			return counted ?? progress;
		},
	});
	route(app, student.complete, {
		access: learn,
		handler: async (request) => {
			const result = await completeLesson(
				db,
				me(request),
				request.params.courseId,
				request.params.lessonId,
				clock(),
			);
			if (result.courseCompleted) await progressChanged(me(request), result.courseSlug);
			const { courseSlug: _slug, ...answer } = result;
			return answer;
		},
	});
	route(app, student.saveNote, {
		access: learn,
		handler: async (request) =>
			saveNote(db, me(request), request.params.courseId, request.params.lessonId, request.body.body, clock()),
	});
	route(app, student.bookmark, {
		access: learn,
		handler: async (request, reply) => {
			await setBookmark(db, me(request), request.params.courseId, request.params.lessonId, true, clock());
			return reply.status(204).send();
		},
	});
	route(app, student.unbookmark, {
		access: learn,
		handler: async (request, reply) => {
			await setBookmark(db, me(request), request.params.courseId, request.params.lessonId, false, clock());
			return reply.status(204).send();
		},
	});
	route(app, student.setWeeklyGoal, {
		access: learn,
		handler: async (request) => setWeeklyGoal(db, me(request), request.body.target, clock()),
	});
	route(app, student.quiz, {
		access: learn,
		handler: async (request) => practiceQuiz(db, me(request), request.params.quizId),
	});
	route(app, student.answerQuiz, {
		access: learn,
		handler: async (request) => answerPractice(db, me(request), request.params.quizId, request.body, clock()),
	});
	route(app, student.mockTest, {
		access: learn,
		handler: async (request) => mockTest(db, me(request), request.params.id, clock()),
	});
	route(app, student.startMock, {
		access: learn,
		handler: async (request) => {
			const attempt = await startMock(db, me(request), request.params.id, clock());
			// Starting scores an earlier attempt whose time ran out: that one may have passed the course.
			const [course] = await db
				.select({ slug: learningCourses.slug })
				.from(learningQuizzes)
				.innerJoin(learningCourses, eq(learningCourses.id, learningQuizzes.courseId))
				.where(eq(learningQuizzes.id, attempt.testId));
			if (course) await progressChanged(me(request), course.slug);
			return attempt;
		},
	});
	route(app, student.saveMock, {
		access: learn,
		handler: async (request) =>
			saveMock(db, me(request), request.params.attemptId, request.body.answers, clock()),
	});
	route(app, student.submitMock, {
		access: learn,
		handler: async (request) => {
			const result = await submitMock(db, me(request), request.params.attemptId, clock());
			if (result.passed) await progressChanged(me(request), result.course.id);
			return result;
		},
	});
	route(app, student.mockResult, {
		access: learn,
		handler: async (request) => {
			// Reading the result of an attempt whose time ran out scores it: that may pass the course too.
			const result = await mockResult(db, me(request), request.params.attemptId, clock());
			if (result.passed) await progressChanged(me(request), result.course.id);
			return result;
		},
	});
	route(app, student.home, {
		access: learn,
		handler: async (request) => studentHome(db, principalOf(request), clock()),
	});
}
