import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { paths } from "../../platform/paths";
import { type ContentBundle, type CourseContent, type QuizContent, readContent } from "./content-files";
import { renderMarkdown } from "./markdown";
import { nextRevisionNumber, publishRevision } from "./publishing";
import {
	learningAssets,
	learningCourseRevisions,
	learningCourses,
	learningJourneyCourses,
	learningJourneys,
	learningLessonRevisions,
	learningLessons,
	learningQuizRevisions,
	learningQuizzes,
	type OutlineModule,
	type QuizQuestion,
} from "./tables";

/** Where the course content lives in git (the same path from src/ and from the bundled dist/). */
export const CONTENT_DIR = path.join(paths.serverRoot, "src/modules/learning/content");

export type LoadSummary = { courses: number; coursesChanged: number; journeys: number; problems: string[] };

/**
 * Loads the content files as published journeys, courses, lessons, quizzes and figures. Idempotent:
 * a course whose files did not change (by hash) is left alone; a changed lesson or quiz gets a new
 * published revision (the old one stays as history), so progress and attempts keep pointing at the
 * same lessons and quizzes. Courses with problems are skipped and their problems returned.
 */
export async function loadContent(db: Db, now: Date, root = CONTENT_DIR): Promise<LoadSummary> {
	return loadBundle(db, readContent(root), now);
}

export async function loadBundle(db: Db, bundle: ContentBundle, now: Date): Promise<LoadSummary> {
	let coursesChanged = 0;
	const courseIds = new Map<string, string>();
	for (const content of bundle.courses.values()) {
		const result = await db.transaction(async (tx) => loadCourse(tx as unknown as Db, content, now));
		courseIds.set(content.course.slug, result.courseId);
		if (result.changed) coursesChanged += 1;
	}
	for (const journey of bundle.journeys) {
		await db.transaction(async (txDb) => {
			const tx = txDb as unknown as Db;
			const values = {
				slug: journey.slug,
				title: journey.title,
				tagline: journey.tagline,
				description: journey.description,
				descriptionHtml: renderMarkdown(journey.description),
				position: journey.order,
				state: "published",
				updatedAt: now,
			};
			const [row] = await tx
				.insert(learningJourneys)
				.values(values)
				.onConflictDoUpdate({ target: learningJourneys.slug, set: values })
				.returning({ id: learningJourneys.id });
			if (!row) throw new Error(`journey ${journey.slug} was not stored`);
			await tx.delete(learningJourneyCourses).where(eq(learningJourneyCourses.journeyId, row.id));
			const members = journey.courses
				.map((slug, position) => ({ journeyId: row.id, courseId: courseIds.get(slug), position }))
				.filter(
					(m): m is { journeyId: string; courseId: string; position: number } => m.courseId !== undefined,
				);
			if (members.length > 0) await tx.insert(learningJourneyCourses).values(members);
		});
	}
	return {
		courses: bundle.courses.size,
		coursesChanged,
		journeys: bundle.journeys.length,
		problems: bundle.problems,
	};
}

async function loadCourse(
	db: Db,
	content: CourseContent,
	now: Date,
): Promise<{ courseId: string; changed: boolean }> {
	const { course } = content;
	await db.insert(learningCourses).values({ slug: course.slug }).onConflictDoNothing();
	const [identity] = await db
		.select({ id: learningCourses.id, publishedRevisionId: learningCourses.publishedRevisionId })
		.from(learningCourses)
		.where(eq(learningCourses.slug, course.slug));
	if (!identity) throw new Error(`course ${course.slug} was not stored`);
	const courseId = identity.id;
	if (identity.publishedRevisionId) {
		const [published] = await db
			.select({ source: learningCourseRevisions.source, sourceHash: learningCourseRevisions.sourceHash })
			.from(learningCourseRevisions)
			.where(eq(learningCourseRevisions.id, identity.publishedRevisionId));
		// Once an instructor's edit is approved the course is authored on Unnati, not in the files:
		// reloading the files must never publish over it.
		if (published?.source === "authoring") return { courseId, changed: false };
		if (published?.sourceHash === content.hash) return { courseId, changed: false };
	}

	// Figures first: lessons link to them.
	for (const figure of content.figures) {
		const values = {
			courseId,
			name: figure.name,
			contentType: "image/svg+xml",
			body: figure.svg,
			sha256: figure.hash,
		};
		await db
			.insert(learningAssets)
			.values(values)
			.onConflictDoUpdate({ target: [learningAssets.courseId, learningAssets.name], set: values });
	}

	const lessonIds = new Map<string, string>();
	for (const lesson of content.lessons.values()) {
		await db.insert(learningLessons).values({ courseId, slug: lesson.slug }).onConflictDoNothing();
		const [row] = await db
			.select({ id: learningLessons.id, hash: learningLessonRevisions.sourceHash })
			.from(learningLessons)
			.leftJoin(learningLessonRevisions, eq(learningLessonRevisions.id, learningLessons.publishedRevisionId))
			.where(and(eq(learningLessons.courseId, courseId), eq(learningLessons.slug, lesson.slug)));
		if (!row) throw new Error(`lesson ${lesson.slug} was not stored`);
		lessonIds.set(lesson.slug, row.id);
		if (row.hash === lesson.hash) continue;
		const [revision] = await db
			.insert(learningLessonRevisions)
			.values({
				lessonId: row.id,
				number: await nextRevisionNumber(db, "lesson", row.id),
				title: lesson.title,
				minutes: lesson.minutes,
				preview: lesson.preview,
				videoUrl: lesson.video ?? null,
				markdown: lesson.markdown,
				html: renderMarkdown(lesson.markdown, course.slug),
				source: "content",
				sourceHash: lesson.hash,
				createdAt: now,
			})
			.returning({ id: learningLessonRevisions.id });
		if (!revision) throw new Error(`lesson ${lesson.slug} revision was not stored`);
		await publishRevision(db, "lesson", revision.id, { reviewerId: null, now, fromContent: true });
	}

	const loadQuiz = async (
		quiz: QuizContent,
		kind: "practice" | "mock",
		durationMinutes: number | null,
		passPercent: number,
	) => {
		await db.insert(learningQuizzes).values({ courseId, slug: quiz.slug, kind }).onConflictDoNothing();
		const [row] = await db
			.select({ id: learningQuizzes.id, hash: learningQuizRevisions.sourceHash })
			.from(learningQuizzes)
			.leftJoin(learningQuizRevisions, eq(learningQuizRevisions.id, learningQuizzes.publishedRevisionId))
			.where(and(eq(learningQuizzes.courseId, courseId), eq(learningQuizzes.slug, quiz.slug)));
		if (!row) throw new Error(`quiz ${quiz.slug} was not stored`);
		if (row.hash === quiz.hash) return row.id;
		const questions: QuizQuestion[] = quiz.questions.map((q, index) => ({ id: `q${index + 1}`, ...q }));
		const [revision] = await db
			.insert(learningQuizRevisions)
			.values({
				quizId: row.id,
				number: await nextRevisionNumber(db, "quiz", row.id),
				title: quiz.title,
				durationMinutes,
				passPercent,
				questions,
				source: "content",
				sourceHash: quiz.hash,
				createdAt: now,
			})
			.returning({ id: learningQuizRevisions.id });
		if (!revision) throw new Error(`quiz ${quiz.slug} revision was not stored`);
		await publishRevision(db, "quiz", revision.id, { reviewerId: null, now, fromContent: true });
		return row.id;
	};

	const modules: OutlineModule[] = [];
	for (const module of course.modules) {
		const quiz = content.quizzes.get(module.slug);
		modules.push({
			slug: module.slug,
			title: module.title,
			lessonIds: module.lessons
				.map((slug) => lessonIds.get(slug))
				.filter((id): id is string => id !== undefined),
			quizId: quiz ? await loadQuiz(quiz, "practice", null, course.mockTest?.passPercent ?? 60) : null,
		});
	}
	const mockTestId =
		content.mockTest && course.mockTest
			? await loadQuiz(content.mockTest, "mock", course.mockTest.durationMinutes, course.mockTest.passPercent)
			: null;

	const [revision] = await db
		.insert(learningCourseRevisions)
		.values({
			courseId,
			number: await nextRevisionNumber(db, "course", courseId),
			title: course.title,
			summary: course.summary,
			description: course.description,
			descriptionHtml: renderMarkdown(course.description, course.slug),
			level: course.level,
			hours: course.hours,
			prerequisites: course.prerequisites,
			outcomes: course.outcomes,
			tags: course.tags,
			modules,
			mockTestId,
			source: "content",
			sourceHash: content.hash,
			createdAt: now,
		})
		.returning({ id: learningCourseRevisions.id });
	if (!revision) throw new Error(`course ${course.slug} revision was not stored`);
	await publishRevision(db, "course", revision.id, { reviewerId: null, now, fromContent: true });
	return { courseId, changed: true };
}

/** The courses of these slugs that exist (for tests and the seed's summary). */
export async function courseIdsBySlug(db: Db, slugs: readonly string[]): Promise<Map<string, string>> {
	if (slugs.length === 0) return new Map();
	const rows = await db
		.select({ id: learningCourses.id, slug: learningCourses.slug })
		.from(learningCourses)
		.where(inArray(learningCourses.slug, [...slugs]));
	return new Map(rows.map((row) => [row.slug, row.id]));
}
