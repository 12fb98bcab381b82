import type { CourseProgress, EnrolledCourse, Lesson, MyLearning } from "@unnati/contracts/learning";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { recordActivity, streakAndGoal } from "./activity";
import {
	type PublishedCourse,
	type PublishedLesson,
	publishedCourse,
	publishedLessons,
	quizHeads,
	rowsOf,
} from "./catalogue";
import {
	learningBookmarks,
	learningEnrolments,
	learningLessonProgress,
	learningNotes,
	learningQuizAttempts,
} from "./tables";

export const LESSON_NOT_FOUND = "No such lesson in this course.";
export const NOT_ENROLLED = "Enrol in this course first.";
const SIGN_UP_TO_CONTINUE = "Sign up to continue: this lesson is for students enrolled in the course.";
const ENROL_TO_CONTINUE = "Enrol in the course to continue: this lesson is not a free preview.";

type Enrolment = typeof learningEnrolments.$inferSelect;

export async function enrolmentOf(db: Db, userId: string, courseUuid: string): Promise<Enrolment | null> {
	const [row] = await db
		.select()
		.from(learningEnrolments)
		.where(and(eq(learningEnrolments.userId, userId), eq(learningEnrolments.courseId, courseUuid)));
	return row ?? null;
}

/** The enrolment, or 403 NOT_ENROLLED: completing, notes, bookmarks and quizzes need one. */
export async function requireEnrolment(db: Db, userId: string, courseUuid: string): Promise<Enrolment> {
	const enrolment = await enrolmentOf(db, userId, courseUuid);
	if (!enrolment) throw new AppError("NOT_ENROLLED", NOT_ENROLLED);
	return enrolment;
}

/** Where a lesson sits in the outline: its module, previous and next. */
function locate(course: PublishedCourse, lessonUuid: string) {
	const order = course.modules.flatMap((module) => module.lessonIds.map((id) => ({ id, module })));
	const index = order.findIndex((entry) => entry.id === lessonUuid);
	if (index < 0) return null;
	return {
		module: order[index]?.module,
		previous: order[index - 1]?.id ?? null,
		next: order[index + 1]?.id ?? null,
	};
}

/** The lesson of the published outline with this slug; 404 for one not published (or not in the outline). */
async function outlineLesson(db: Db, course: PublishedCourse, lessonSlug: string, withBody: boolean) {
	const lessons = await publishedLessons(db, course, withBody ? { bodies: [lessonSlug] } : {});
	const lesson = [...lessons.values()].find((l) => l.slug === lessonSlug);
	if (!lesson) throw new AppError("NOT_FOUND", LESSON_NOT_FOUND);
	return { lesson, lessons };
}

/**
 * GET a lesson: a preview lesson for anyone; any other only for a student enrolled in the course
 * (403 LESSON_LOCKED otherwise, with nothing of the body). An enrolled student's visit is remembered
 * for "resume where you left off".
 */
export async function readLesson(
	db: Db,
	principal: Principal | null,
	courseId: string,
	lessonSlug: string,
	now: Date,
): Promise<Lesson> {
	const course = await publishedCourse(db, courseId);
	const { lesson: head } = await outlineLesson(db, course, lessonSlug, false);
	const enrolment =
		principal?.role === "ROLE_STUDENT" ? await enrolmentOf(db, principal.userId, course.uuid) : null;
	if (!head.preview && !enrolment)
		throw new AppError("LESSON_LOCKED", principal ? ENROL_TO_CONTINUE : SIGN_UP_TO_CONTINUE);

	const { lesson, lessons } = await outlineLesson(db, course, lessonSlug, true);
	const place = locate(course, lesson.uuid);
	const ref = (id: string | null) => {
		const found = id ? lessons.get(id) : undefined;
		return found ? { id: found.slug, title: found.title } : null;
	};
	let student: Lesson["student"] = null;
	if (enrolment && principal) {
		const userId = principal.userId;
		const [done, mark, note] = await Promise.all([
			db
				.select({ at: learningLessonProgress.completedAt })
				.from(learningLessonProgress)
				.where(
					and(eq(learningLessonProgress.userId, userId), eq(learningLessonProgress.lessonId, lesson.uuid)),
				),
			db
				.select({ at: learningBookmarks.createdAt })
				.from(learningBookmarks)
				.where(and(eq(learningBookmarks.userId, userId), eq(learningBookmarks.lessonId, lesson.uuid))),
			db
				.select({ body: learningNotes.body })
				.from(learningNotes)
				.where(and(eq(learningNotes.userId, userId), eq(learningNotes.lessonId, lesson.uuid))),
			db
				.update(learningEnrolments)
				.set({ lastLessonId: lesson.uuid, lastActiveAt: now })
				.where(eq(learningEnrolments.id, enrolment.id)),
		]);
		student = { completed: done.length > 0, bookmarked: mark.length > 0, note: note[0]?.body ?? "" };
	}
	return {
		id: lesson.slug,
		courseId: course.slug,
		courseTitle: course.title,
		pathId: course.pathId,
		moduleTitle: place?.module?.title ?? "",
		title: lesson.title,
		minutes: lesson.minutes,
		preview: lesson.preview,
		videoUrl: lesson.videoUrl,
		html: lesson.html,
		previous: ref(place?.previous ?? null),
		next: ref(place?.next ?? null),
		student,
	};
}

type QuizStats = { best: number | null; attempts: number };

/** The best finished score and number of finished attempts of each quiz, for one student. */
async function quizStats(db: Db, userId: string, quizIds: string[]): Promise<Map<string, QuizStats>> {
	if (quizIds.length === 0) return new Map();
	const rows = await db
		.select({
			quizId: learningQuizAttempts.quizId,
			best: sql<number | null>`max(${learningQuizAttempts.percentage})`,
			attempts: sql<number>`count(*)::int`,
		})
		.from(learningQuizAttempts)
		.where(
			and(
				eq(learningQuizAttempts.userId, userId),
				inArray(learningQuizAttempts.quizId, quizIds),
				eq(learningQuizAttempts.status, "submitted"),
			),
		)
		.groupBy(learningQuizAttempts.quizId);
	return new Map(
		rows.map((row) => [
			row.quizId,
			{ best: row.best === null ? null : Number(row.best), attempts: Number(row.attempts) },
		]),
	);
}

/** The lesson to open on "Continue": the last one opened if not yet completed, else the first not completed after it. */
export function resumeLesson(
	order: readonly string[],
	completed: ReadonlySet<string>,
	last: string | null,
): string | null {
	if (order.length === 0) return null;
	if (last && order.includes(last) && !completed.has(last)) return last;
	const start = last ? Math.max(0, order.indexOf(last)) : 0;
	const after = order.slice(start).find((id) => !completed.has(id));
	return after ?? order.find((id) => !completed.has(id)) ?? last ?? order[0] ?? null;
}

const percentOf = (done: number, total: number) => (total === 0 ? 0 : Math.floor((done / total) * 100));

/** The outline with one student's progress (enrolled or not: a student may look before enrolling). */
export async function courseProgress(db: Db, userId: string, courseId: string): Promise<CourseProgress> {
	const course = await publishedCourse(db, courseId);
	return progressOf(db, userId, course);
}

async function progressOf(db: Db, userId: string, course: PublishedCourse): Promise<CourseProgress> {
	const quizIds = [...course.modules.map((m) => m.quizId), course.mockTestId].filter(
		(id): id is string => id !== null,
	);
	const [lessons, enrolment, doneRows, markRows, quizzes, stats] = await Promise.all([
		publishedLessons(db, course),
		enrolmentOf(db, userId, course.uuid),
		db
			.select({ lessonId: learningLessonProgress.lessonId })
			.from(learningLessonProgress)
			.where(
				and(eq(learningLessonProgress.userId, userId), eq(learningLessonProgress.courseId, course.uuid)),
			),
		db
			.select({ lessonId: learningBookmarks.lessonId })
			.from(learningBookmarks)
			.where(eq(learningBookmarks.userId, userId)),
		quizHeads(db, quizIds),
		quizStats(db, userId, quizIds),
	]);
	const completed = new Set(doneRows.map((r) => r.lessonId));
	const bookmarked = new Set(markRows.map((r) => r.lessonId));
	const order = course.modules.flatMap((m) => m.lessonIds).filter((id) => lessons.has(id));
	const completedLessons = order.filter((id) => completed.has(id)).length;
	const resume = resumeLesson(order, completed, enrolment?.lastLessonId ?? null);
	const mock = course.mockTestId ? quizzes.get(course.mockTestId) : undefined;
	const mockStats = course.mockTestId ? stats.get(course.mockTestId) : undefined;
	return {
		course: { id: course.slug, title: course.title, pathId: course.pathId, pathTitle: course.pathTitle },
		enrolled: enrolment !== null,
		enrolledAt: enrolment?.enrolledAt.toISOString() ?? null,
		completedAt: enrolment?.completedAt?.toISOString() ?? null,
		completedLessons,
		totalLessons: order.length,
		percent: percentOf(completedLessons, order.length),
		resumeLessonId: resume ? (lessons.get(resume)?.slug ?? null) : null,
		modules: course.modules.map((module) => {
			const moduleLessons = module.lessonIds
				.map((id) => lessons.get(id))
				.filter((lesson): lesson is PublishedLesson => lesson !== undefined);
			const quiz = module.quizId ? quizzes.get(module.quizId) : undefined;
			const quizStat = module.quizId ? stats.get(module.quizId) : undefined;
			return {
				slug: module.slug,
				title: module.title,
				completedLessons: moduleLessons.filter((l) => completed.has(l.uuid)).length,
				totalLessons: moduleLessons.length,
				lessons: moduleLessons.map((lesson) => ({
					id: lesson.slug,
					title: lesson.title,
					minutes: lesson.minutes,
					preview: lesson.preview,
					completed: completed.has(lesson.uuid),
					bookmarked: bookmarked.has(lesson.uuid),
				})),
				quiz: quiz
					? {
							id: quiz.uuid,
							title: quiz.title,
							questionCount: quiz.questionCount,
							passPercent: quiz.passPercent,
							bestPercentage: quizStat?.best ?? null,
							attempts: quizStat?.attempts ?? 0,
							passed: (quizStat?.best ?? -1) >= quiz.passPercent,
						}
					: null,
			};
		}),
		mockTest: mock
			? {
					id: mock.uuid,
					title: mock.title,
					durationMinutes: mock.durationMinutes ?? 0,
					bestPercentage: mockStats?.best ?? null,
					attempts: mockStats?.attempts ?? 0,
				}
			: null,
	};
}

/** Enrols a student (again changes nothing) and answers the course's progress. */
export async function enrol(db: Db, userId: string, courseId: string, now: Date): Promise<CourseProgress> {
	const course = await publishedCourse(db, courseId);
	await db
		.insert(learningEnrolments)
		.values({ userId, courseId: course.uuid, enrolledAt: now, lastActiveAt: now })
		.onConflictDoNothing();
	return progressOf(db, userId, course);
}

/**
 * Marks a lesson complete, only in a course the student is enrolled in (403 NOT_ENROLLED) and only a
 * lesson of its published outline (404). Completing twice counts once. The last lesson completes the course.
 */
export async function completeLesson(
	db: Db,
	userId: string,
	courseId: string,
	lessonSlug: string,
	now: Date,
) {
	const course = await publishedCourse(db, courseId);
	const enrolment = await requireEnrolment(db, userId, course.uuid);
	const { lesson, lessons } = await outlineLesson(db, course, lessonSlug, false);
	const inserted = await db
		.insert(learningLessonProgress)
		.values({ userId, lessonId: lesson.uuid, courseId: course.uuid, completedAt: now })
		.onConflictDoNothing()
		.returning({ lessonId: learningLessonProgress.lessonId });
	if (inserted.length > 0) await recordActivity(db, userId, now, { lessons: 1 });
	const done = await db
		.select({ lessonId: learningLessonProgress.lessonId })
		.from(learningLessonProgress)
		.where(and(eq(learningLessonProgress.userId, userId), eq(learningLessonProgress.courseId, course.uuid)));
	const doneSet = new Set(done.map((d) => d.lessonId));
	const order = course.modules.flatMap((m) => m.lessonIds).filter((id) => lessons.has(id));
	const completedLessons = order.filter((id) => doneSet.has(id)).length;
	const courseCompleted = completedLessons === order.length;
	await db
		.update(learningEnrolments)
		.set({
			lastLessonId: lesson.uuid,
			lastActiveAt: now,
			...(courseCompleted && !enrolment.completedAt ? { completedAt: now } : {}),
		})
		.where(eq(learningEnrolments.id, enrolment.id));
	return {
		courseSlug: course.slug,
		completedLessons,
		totalLessons: order.length,
		percent: percentOf(completedLessons, order.length),
		courseCompleted,
	};
}

/** Resolves an enrolled student's lesson for notes and bookmarks. */
async function enrolledLesson(db: Db, userId: string, courseId: string, lessonSlug: string) {
	const course = await publishedCourse(db, courseId);
	await requireEnrolment(db, userId, course.uuid);
	return (await outlineLesson(db, course, lessonSlug, false)).lesson;
}

export async function saveNote(
	db: Db,
	userId: string,
	courseId: string,
	lessonSlug: string,
	body: string,
	now: Date,
) {
	const lesson = await enrolledLesson(db, userId, courseId, lessonSlug);
	if (body.trim() === "") {
		await db
			.delete(learningNotes)
			.where(and(eq(learningNotes.userId, userId), eq(learningNotes.lessonId, lesson.uuid)));
		return { body: "", updatedAt: null };
	}
	await db
		.insert(learningNotes)
		.values({ userId, lessonId: lesson.uuid, body, updatedAt: now })
		.onConflictDoUpdate({
			target: [learningNotes.userId, learningNotes.lessonId],
			set: { body, updatedAt: now },
		});
	return { body, updatedAt: now.toISOString() };
}

export async function setBookmark(
	db: Db,
	userId: string,
	courseId: string,
	lessonSlug: string,
	on: boolean,
	now: Date,
) {
	const lesson = await enrolledLesson(db, userId, courseId, lessonSlug);
	if (on)
		await db
			.insert(learningBookmarks)
			.values({ userId, lessonId: lesson.uuid, createdAt: now })
			.onConflictDoNothing();
	else
		await db
			.delete(learningBookmarks)
			.where(and(eq(learningBookmarks.userId, userId), eq(learningBookmarks.lessonId, lesson.uuid)));
}

/** Every course a student is enrolled in, most recently active first, with progress and where to resume. */
export async function enrolledCourses(db: Db, userId: string): Promise<EnrolledCourse[]> {
	const rows = await rowsOf<{
		id: string;
		uuid: string;
		title: string;
		modules: { lessonIds: string[] }[];
		pathId: string | null;
		pathTitle: string | null;
		lastLessonId: string | null;
		lastActiveAt: string;
		completedAt: string | null;
	}>(
		db,
		sql`select c.slug as "id", c.id::text as "uuid", r.title, r.modules, j.slug as "pathId", j.title as "pathTitle",
			e.last_lesson_id::text as "lastLessonId", e.last_active_at as "lastActiveAt", e.completed_at as "completedAt"
			from learning_enrolments e
			join learning_courses c on c.id = e.course_id
			join learning_course_revisions r on r.id = c.published_revision_id
			left join lateral (
				select lj.slug, lj.title from learning_journey_courses jc
				join learning_journeys lj on lj.id = jc.journey_id and lj.state = 'published'
				where jc.course_id = c.id order by lj.position, jc.position limit 1
			) j on true
			where e.user_id = ${userId}
			order by e.last_active_at desc`,
	);
	if (rows.length === 0) return [];
	const allLessonIds = rows.flatMap((row) => row.modules.flatMap((m) => m.lessonIds));
	const [done, titles] = await Promise.all([
		db
			.select({ lessonId: learningLessonProgress.lessonId })
			.from(learningLessonProgress)
			.where(eq(learningLessonProgress.userId, userId)),
		allLessonIds.length === 0
			? Promise.resolve([] as { uuid: string; slug: string; title: string }[])
			: rowsOf<{ uuid: string; slug: string; title: string }>(
					db,
					sql`select l.id::text as "uuid", l.slug, lr.title from learning_lessons l
						join learning_lesson_revisions lr on lr.id = l.published_revision_id
						where l.id in (${sql.join(
							allLessonIds.map((id) => sql`${id}::uuid`),
							sql`, `,
						)})`,
				),
	]);
	const completed = new Set(done.map((d) => d.lessonId));
	const byId = new Map(titles.map((t) => [t.uuid, t]));
	return rows.map((row) => {
		const order = row.modules.flatMap((m) => m.lessonIds).filter((id) => byId.has(id));
		const completedLessons = order.filter((id) => completed.has(id)).length;
		const resume = resumeLesson(order, completed, row.lastLessonId);
		const resumeRow = resume ? byId.get(resume) : undefined;
		return {
			id: row.id,
			title: row.title,
			pathId: row.pathId ?? "",
			pathTitle: row.pathTitle ?? "",
			percent: percentOf(completedLessons, order.length),
			completedLessons,
			totalLessons: order.length,
			resumeLesson: resumeRow ? { id: resumeRow.slug, title: resumeRow.title } : null,
			lastActiveAt: new Date(row.lastActiveAt).toISOString(),
			completedAt: row.completedAt ? new Date(row.completedAt).toISOString() : null,
		};
	});
}

/** GET /api/learning/me: the student's courses, bookmarks, streak and weekly goal. */
export async function myLearning(db: Db, userId: string, now: Date): Promise<MyLearning> {
	const [courses, bookmarks, activity] = await Promise.all([
		enrolledCourses(db, userId),
		rowsOf<{
			courseId: string;
			courseTitle: string;
			lessonId: string;
			lessonTitle: string;
			createdAt: string;
		}>(
			db,
			sql`select c.slug as "courseId", r.title as "courseTitle", l.slug as "lessonId", lr.title as "lessonTitle",
				b.created_at as "createdAt"
				from learning_bookmarks b
				join learning_lessons l on l.id = b.lesson_id
				join learning_lesson_revisions lr on lr.id = l.published_revision_id
				join learning_courses c on c.id = l.course_id
				join learning_course_revisions r on r.id = c.published_revision_id
				where b.user_id = ${userId} order by b.created_at desc limit 50`,
		),
		streakAndGoal(db, userId, now),
	]);
	return {
		courses,
		bookmarks: bookmarks.map((b) => ({ ...b, createdAt: new Date(b.createdAt).toISOString() })),
		...activity,
	};
}

/** Slugs of the courses a student is enrolled in (SPEC §3 enrolledCourses). */
export async function enrolledCourseSlugs(db: Db, userId: string): Promise<string[]> {
	const rows = await rowsOf<{ slug: string }>(
		db,
		sql`select c.slug from learning_enrolments e join learning_courses c on c.id = e.course_id
			where e.user_id = ${userId} order by e.enrolled_at`,
	);
	return rows.map((row) => row.slug);
}
