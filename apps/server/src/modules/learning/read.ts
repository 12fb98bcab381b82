import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { publishedCourse, publishedLessons, rowsOf } from "./catalogue";
import { enrolledCourseSlugs } from "./progress";

/**
 * What other modules may read about learning: plain values, never rows. Auth puts a student's
 * enrolments in the login response and session (SPEC §3) through the `learning` service of
 * ModuleServices (index.ts), since auth may not import learning (learning reads exams, which
 * imports auth: a cycle).
 */
export async function enrolledCoursesOf(db: Db, userId: string): Promise<string[]> {
	return enrolledCourseSlugs(db, userId);
}

/** Where one student stands in one published course: what certificates decide issuance on. */
export type CourseCompletion = {
	courseSlug: string;
	courseTitle: string;
	hours: number;
	totalLessons: number;
	completedLessons: number;
	/** The course's mock test (its final test); null when the course has none. */
	finalTest: {
		passPercent: number;
		/** When the student first passed it (a submitted attempt at or above its revision's pass mark), or null. */
		passedAt: Date | null;
	} | null;
};

/** The student's completion of a published course by slug, or null when no such course is published. */
export async function courseCompletionOf(
	db: Db,
	userId: string,
	courseSlug: string,
): Promise<CourseCompletion | null> {
	const course = await publishedCourse(db, courseSlug).catch(() => null);
	if (!course || course.slug !== courseSlug) return null;
	const lessons = await publishedLessons(db, course);
	const order = course.modules.flatMap((m) => m.lessonIds).filter((id) => lessons.has(id));
	const done = await rowsOf<{ lessonId: string }>(
		db,
		sql`select lesson_id::text as "lessonId" from learning_lesson_progress
			where user_id = ${userId}::uuid and course_id = ${course.uuid}::uuid`,
	);
	const doneSet = new Set(done.map((row) => row.lessonId));
	let finalTest: CourseCompletion["finalTest"] = null;
	if (course.mockTestId) {
		const [head] = await rowsOf<{ passPercent: number }>(
			db,
			sql`select qr.pass_percent as "passPercent" from learning_quizzes q
				join learning_quiz_revisions qr on qr.id = q.published_revision_id where q.id = ${course.mockTestId}::uuid`,
		);
		// Each attempt is judged at the pass mark of the revision it was taken on.
		const [passed] = await rowsOf<{ passedAt: Date | string | null }>(
			db,
			sql`select min(a.submitted_at) as "passedAt" from learning_quiz_attempts a
				join learning_quiz_revisions qr on qr.id = a.quiz_revision_id
				where a.user_id = ${userId}::uuid and a.quiz_id = ${course.mockTestId}::uuid
				and a.status = 'submitted' and a.percentage >= qr.pass_percent`,
		);
		finalTest = {
			passPercent: Number(head?.passPercent ?? 0),
			passedAt: passed?.passedAt ? new Date(passed.passedAt) : null,
		};
	}
	return {
		courseSlug: course.slug,
		courseTitle: course.title,
		hours: course.hours,
		totalLessons: order.length,
		completedLessons: order.filter((id) => doneSet.has(id)).length,
		finalTest,
	};
}

/** A published journey and its published courses, in order. */
export type JourneySummary = {
	slug: string;
	title: string;
	courses: { slug: string; title: string; hours: number }[];
};

/** The published journeys that list this course, each with all its published courses. */
export async function journeysWithCourse(db: Db, courseSlug: string): Promise<JourneySummary[]> {
	const rows = await rowsOf<{
		journeySlug: string;
		journeyTitle: string;
		courseSlug: string;
		courseTitle: string;
		hours: number;
	}>(
		db,
		sql`select j.slug as "journeySlug", j.title as "journeyTitle", c.slug as "courseSlug", r.title as "courseTitle",
			r.hours as "hours"
			from learning_journeys j
			join learning_journey_courses jc on jc.journey_id = j.id
			join learning_courses c on c.id = jc.course_id
			join learning_course_revisions r on r.id = c.published_revision_id
			where j.state = 'published' and j.id in (
				select jc2.journey_id from learning_journey_courses jc2
				join learning_courses c2 on c2.id = jc2.course_id where c2.slug = ${courseSlug}
			)
			order by j.position, jc.position`,
	);
	const journeys = new Map<string, JourneySummary>();
	for (const row of rows) {
		const journey = journeys.get(row.journeySlug) ?? {
			slug: row.journeySlug,
			title: row.journeyTitle,
			courses: [],
		};
		journey.courses.push({ slug: row.courseSlug, title: row.courseTitle, hours: Number(row.hours) });
		journeys.set(row.journeySlug, journey);
	}
	return [...journeys.values()];
}

/** The title of a published course or journey, by slug, for badges (null when it is not published). */
export async function catalogueTitleOf(
	db: Db,
	kind: "course" | "journey",
	slug: string,
): Promise<{ title: string; summary: string } | null> {
	const [row] =
		kind === "course"
			? await rowsOf<{ title: string; summary: string }>(
					db,
					sql`select r.title, r.summary from learning_courses c
						join learning_course_revisions r on r.id = c.published_revision_id where c.slug = ${slug}`,
				)
			: await rowsOf<{ title: string; summary: string }>(
					db,
					sql`select title, tagline as summary from learning_journeys where slug = ${slug} and state = 'published'`,
				);
	return row ?? null;
}

/** The published journeys (learning paths) in catalogue order: their path ids, titles and taglines. */
export function publishedJourneys(db: Db): Promise<{ id: string; title: string; tagline: string }[]> {
	return rowsOf<{ id: string; title: string; tagline: string }>(
		db,
		sql`select slug as "id", title, tagline from learning_journeys where state = 'published' order by position`,
	);
}

/** Lessons and courses a student had completed by one moment. */
export type LearningCounts = { lessons: number; courses: number };

/**
 * For each student, the lessons and courses they had completed by each of `moments` (in that order):
 * placement readiness reads it for a whole batch and for six months of history, in two queries.
 * Students with nothing completed are left out.
 */
export async function learningCountsAt(
	db: Db,
	userIds: readonly string[],
	moments: readonly Date[],
): Promise<Map<string, LearningCounts[]>> {
	const result = new Map<string, LearningCounts[]>();
	if (userIds.length === 0 || moments.length === 0) return result;
	const ids = `{${[...new Set(userIds)].join(",")}}`;
	const at = `{${moments.map((m) => m.toISOString()).join(",")}}`;
	const counted = (table: "learning_lesson_progress" | "learning_enrolments") =>
		rowsOf<{ userId: string; i: number; n: number }>(
			db,
			sql`select t.user_id::text as "userId", m.i::int as "i", count(*)::int as "n"
				from unnest(${at}::timestamptz[]) with ordinality as m(at, i)
				join ${sql.raw(table)} t on t.completed_at <= m.at
				where t.user_id = any(${ids}::uuid[])
				group by t.user_id, m.i`,
		);
	const [lessons, courses] = await Promise.all([
		counted("learning_lesson_progress"),
		counted("learning_enrolments"),
	]);
	const slot = (userId: string) => {
		let list = result.get(userId);
		if (!list) {
			list = moments.map(() => ({ lessons: 0, courses: 0 }));
			result.set(userId, list);
		}
		return list;
	};
	for (const row of lessons) {
		const entry = slot(row.userId)[row.i - 1];
		if (entry) entry.lessons = Number(row.n);
	}
	for (const row of courses) {
		const entry = slot(row.userId)[row.i - 1];
		if (entry) entry.courses = Number(row.n);
	}
	return result;
}

/** What a group of students learned in a span of time: the figures of a college's monthly report. */
export type LearningTally = {
	/** Lessons completed (each lesson counts once, on the day it was first completed). */
	lessons: number;
	/** Practice and mock questions answered. */
	questions: number;
	/** Courses whose last lesson was completed in the span. */
	courses: number;
};

/**
 * Each student's learning between two days in India (`fromDay` included, `toDay` not, as
 * YYYY-MM-DD) and the courses they completed between the same instants; students who did nothing
 * are left out.
 */
export async function learningTallies(
	db: Db,
	userIds: readonly string[],
	span: { fromDay: string; toDay: string; from: Date; to: Date },
): Promise<Map<string, LearningTally>> {
	const tallies = new Map<string, LearningTally>();
	if (userIds.length === 0) return tallies;
	const ids = `{${userIds.join(",")}}`;
	const days = await rowsOf<{ userId: string; lessons: number; questions: number }>(
		db,
		sql`select user_id::text as "userId", sum(lessons_completed)::int as "lessons",
			sum(questions_answered)::int as "questions"
			from learning_activity_days
			where user_id = any(${ids}::uuid[]) and day >= ${span.fromDay}::date and day < ${span.toDay}::date
			group by user_id`,
	);
	for (const row of days)
		tallies.set(row.userId, { lessons: Number(row.lessons), questions: Number(row.questions), courses: 0 });
	const completed = await rowsOf<{ userId: string; courses: number }>(
		db,
		sql`select user_id::text as "userId", count(*)::int as "courses" from learning_enrolments
			where user_id = any(${ids}::uuid[]) and completed_at >= ${span.from.toISOString()}::timestamptz
			and completed_at < ${span.to.toISOString()}::timestamptz
			group by user_id`,
	);
	for (const row of completed) {
		const tally = tallies.get(row.userId) ?? { lessons: 0, questions: 0, courses: 0 };
		tally.courses = Number(row.courses);
		tallies.set(row.userId, tally);
	}
	return tallies;
}

/** A course as authoring elsewhere (labs) needs it: its ids, newest title, college and assigned instructors. */
export type AuthoredCourseRef = {
	id: string;
	slug: string;
	title: string;
	/** Null for Unnati's own catalogue. */
	institutionId: string | null;
	instructorIds: string[];
};

/** A course by its id or its slug (any state, drafts included), or null when there is none. */
export async function authoredCourseOf(
	db: Db,
	ref: { id: string } | { slug: string },
): Promise<AuthoredCourseRef | null> {
	const where = "id" in ref ? sql`c.id = ${ref.id}::uuid` : sql`c.slug = ${ref.slug}`;
	const [row] = await rowsOf<{
		id: string;
		slug: string;
		title: string;
		institutionId: string | null;
		instructorIds: string[] | null;
	}>(
		db,
		sql`select c.id::text as id, c.slug, r.title, c.institution_id::text as "institutionId",
			(select array_agg(ci.user_id::text) from learning_course_instructors ci where ci.course_id = c.id) as "instructorIds"
			from learning_courses c
			join lateral (select title from learning_course_revisions where course_id = c.id order by number desc limit 1) r on true
			where ${where}`,
	);
	return row ? { ...row, instructorIds: row.instructorIds ?? [] } : null;
}
