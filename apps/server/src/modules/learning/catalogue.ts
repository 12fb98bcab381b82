import type {
	CatalogueQuery,
	CatalogueResult,
	CourseCard,
	CourseDetail,
	LearningPath,
	Level,
} from "@unnati/contracts/learning";
import { DURATIONS } from "@unnati/contracts/learning";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { rowsOf } from "../../platform/db/rows";
import { AppError } from "../../platform/errors";
import type { OutlineModule } from "./tables";

// The published catalogue, as anyone may read it: journeys, courses and outlines. Everything here
// reads published revisions only (the identity rows' pointers); drafts never show.

export const COURSE_NOT_FOUND = "No such course in the catalogue.";
export const PATH_NOT_FOUND = "No such learning path.";

export { rowsOf };

type CardRow = {
	id: string;
	courseUuid: string;
	title: string;
	summary: string;
	level: Level;
	hours: number;
	tags: string[];
	modules: OutlineModule[];
	pathId: string;
	pathTitle: string;
};

const toCard = (row: CardRow): CourseCard => ({
	id: row.id,
	title: row.title,
	summary: row.summary,
	level: row.level,
	hours: Number(row.hours),
	tags: row.tags,
	lessonCount: row.modules.reduce((n, m) => n + m.lessonIds.length, 0),
	moduleCount: row.modules.length,
	pathId: row.pathId,
	pathTitle: row.pathTitle,
});

/** A published course's card columns with its first journey (the one its URLs sit below). */
const cardSelect = sql`
	c.slug as "id", c.id::text as "courseUuid", r.title as "title", r.summary as "summary", r.level as "level",
	r.hours as "hours", r.tags as "tags", r.modules as "modules", j.slug as "pathId", j.title as "pathTitle"
	from learning_courses c
	join learning_course_revisions r on r.id = c.published_revision_id
	join lateral (
		select lj.slug, lj.title, lj.position from learning_journey_courses jc
		join learning_journeys lj on lj.id = jc.journey_id and lj.state = 'published'
		where jc.course_id = c.id order by lj.position, jc.position limit 1
	) j on true`;

/** GET /api/learning-paths: every published journey with its published courses, in order. */
export async function learningPaths(db: Db, onlyPath?: string): Promise<LearningPath[]> {
	const journeys = await rowsOf<{
		id: string;
		uuid: string;
		title: string;
		tagline: string;
		descriptionHtml: string;
		order: number;
	}>(
		db,
		sql`select slug as "id", id::text as "uuid", title, tagline, description_html as "descriptionHtml", position as "order"
			from learning_journeys where state = 'published' ${onlyPath ? sql`and slug = ${onlyPath}` : sql``}
			order by position`,
	);
	if (journeys.length === 0) return [];
	const members = await rowsOf<CardRow & { journeyUuid: string }>(
		db,
		sql`select member.journey_id::text as "journeyUuid", ${cardSelect}
			join learning_journey_courses member on member.course_id = c.id
			where member.journey_id in (${sql.join(
				journeys.map((j) => sql`${j.uuid}::uuid`),
				sql`, `,
			)})
			order by member.position`,
	);
	return journeys.map((journey) => ({
		id: journey.id,
		title: journey.title,
		tagline: journey.tagline,
		descriptionHtml: journey.descriptionHtml,
		order: Number(journey.order),
		courses: members.filter((m) => m.journeyUuid === journey.uuid).map(toCard),
	}));
}

export async function learningPath(db: Db, pathId: string): Promise<LearningPath> {
	const [path] = await learningPaths(db, pathId.slice(0, 80));
	if (!path) throw new AppError("NOT_FOUND", PATH_NOT_FOUND);
	return path;
}

/**
 * A prefix query from what a person typed: words of letters and digits, each matching words that
 * start with it ("recurs" finds "recursion"), all required. Null when nothing searchable was typed.
 */
export function prefixQuery(typed: string): string | null {
	const words = typed
		.toLowerCase()
		.split(/[^\p{L}\p{N}]+/u)
		.filter((word) => word.length > 0)
		.slice(0, 8);
	return words.length > 0 ? words.map((word) => `${word}:*`).join(" & ") : null;
}

/** GET /api/learning/search: PostgreSQL full-text search over the published courses and lessons, with filters. */
export async function searchCatalogue(db: Db, query: CatalogueQuery): Promise<CatalogueResult> {
	const tsquery = query.q ? prefixQuery(query.q) : null;
	const conditions: SQL[] = [];
	if (tsquery) conditions.push(sql`c.search @@ to_tsquery('english', ${tsquery})`);
	if (query.journey)
		conditions.push(sql`exists (select 1 from learning_journey_courses fj join learning_journeys fjj on fjj.id = fj.journey_id
			where fj.course_id = c.id and fjj.slug = ${query.journey})`);
	if (query.level) conditions.push(sql`r.level = ${query.level}`);
	if (query.duration) {
		const { from, below } = DURATIONS[query.duration];
		conditions.push(sql`r.hours >= ${from}`);
		if (Number.isFinite(below)) conditions.push(sql`r.hours < ${below}`);
	}
	const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
	const rank = tsquery ? sql`ts_rank(c.search_head, to_tsquery('english', ${tsquery}))` : sql`0::real`;
	// Two steps: rank and cut to a page over the index's matches first, then build only that page's
	// cards (the journey lookup per course is the costly part when many courses match).
	const rows = await rowsOf<CardRow>(
		db,
		sql`with hits as (
			select c.id, ${rank} as rank, r.title from learning_courses c
			join learning_course_revisions r on r.id = c.published_revision_id
			${where} order by rank desc, r.title limit 30
		)
		select ${cardSelect} join hits on hits.id = c.id order by hits.rank desc, j.position, hits.title`,
	);
	const matching = new Map<string, { id: string; title: string }[]>();
	if (tsquery && rows.length > 0) {
		const lessons = await rowsOf<{ courseUuid: string; id: string; title: string }>(
			db,
			sql`select l.course_id::text as "courseUuid", l.slug as "id", lr.title as "title"
				from learning_lessons l join learning_lesson_revisions lr on lr.id = l.published_revision_id
				where l.course_id in (${sql.join(
					rows.map((r) => sql`${r.courseUuid}::uuid`),
					sql`, `,
				)}) and to_tsvector('english', lr.title) @@ to_tsquery('english', ${tsquery})`,
		);
		for (const lesson of lessons) {
			const list = matching.get(lesson.courseUuid) ?? [];
			if (list.length < 3) list.push({ id: lesson.id, title: lesson.title });
			matching.set(lesson.courseUuid, list);
		}
	}
	return {
		courses: rows.map((row) => ({ ...toCard(row), matchingLessons: matching.get(row.courseUuid) ?? [] })),
	};
}

/** A published course as the pages read it, with the identity ids other services need. */
export type PublishedCourse = {
	uuid: string;
	slug: string;
	revisionId: string;
	revisionNumber: number;
	publishedAt: Date | null;
	title: string;
	summary: string;
	descriptionHtml: string;
	level: Level;
	hours: number;
	outcomes: string[];
	tags: string[];
	prerequisites: string[];
	modules: OutlineModule[];
	mockTestId: string | null;
	pathId: string;
	pathTitle: string;
	institutionId: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The published course named by its slug (or its uuid); 404 when there is none. */
export async function publishedCourse(db: Db, courseId: string): Promise<PublishedCourse> {
	const key = courseId.slice(0, 120);
	const match = UUID.test(key) ? sql`c.id = ${key}::uuid` : sql`c.slug = ${key}`;
	const [row] = await rowsOf<PublishedCourse & { hours: number; revisionNumber: number }>(
		db,
		sql`select c.id::text as "uuid", c.slug as "slug", r.id::text as "revisionId", r.number as "revisionNumber",
			r.published_at as "publishedAt", r.title, r.summary, r.description_html as "descriptionHtml", r.level,
			r.hours, r.outcomes, r.tags, r.prerequisites, r.modules, r.mock_test_id::text as "mockTestId",
			c.institution_id::text as "institutionId", coalesce(j.slug, '') as "pathId", coalesce(j.title, '') as "pathTitle"
			from learning_courses c
			join learning_course_revisions r on r.id = c.published_revision_id
			left join lateral (
				select lj.slug, lj.title from learning_journey_courses jc
				join learning_journeys lj on lj.id = jc.journey_id and lj.state = 'published'
				where jc.course_id = c.id order by lj.position, jc.position limit 1
			) j on true
			where ${match}`,
	);
	if (!row) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
	return {
		...row,
		hours: Number(row.hours),
		revisionNumber: Number(row.revisionNumber),
		publishedAt: row.publishedAt ? new Date(row.publishedAt) : null,
	};
}

/** A published lesson of a course's outline (its published revision), by lesson uuid. */
export type PublishedLesson = {
	uuid: string;
	slug: string;
	title: string;
	minutes: number;
	preview: boolean;
	videoUrl: string | null;
	html: string;
};

/** The published lessons of a course's outline, by lesson uuid (bodies only when asked). */
export async function publishedLessons(
	db: Db,
	course: PublishedCourse,
	options: { bodies?: string[] } = {},
): Promise<Map<string, PublishedLesson>> {
	const ids = course.modules.flatMap((m) => m.lessonIds);
	if (ids.length === 0) return new Map();
	const wanted = new Set(options.bodies ?? []);
	const rows = await rowsOf<PublishedLesson & { minutes: number }>(
		db,
		sql`select l.id::text as "uuid", l.slug, lr.title, lr.minutes, lr.preview, lr.video_url as "videoUrl",
			case when l.slug in (${sql.join(
				[...wanted, ""].map((s) => sql`${s}`),
				sql`, `,
			)}) then lr.html else '' end as "html"
			from learning_lessons l join learning_lesson_revisions lr on lr.id = l.published_revision_id
			where l.id in (${sql.join(
				ids.map((id) => sql`${id}::uuid`),
				sql`, `,
			)})`,
	);
	return new Map(rows.map((row) => [row.uuid, { ...row, minutes: Number(row.minutes) }]));
}

export type QuizHead = {
	uuid: string;
	title: string;
	questionCount: number;
	durationMinutes: number | null;
	passPercent: number;
};

/** The published revisions' titles and sizes of a course's quizzes, by quiz uuid. */
export async function quizHeads(db: Db, quizIds: string[]): Promise<Map<string, QuizHead>> {
	if (quizIds.length === 0) return new Map();
	const rows = await rowsOf<QuizHead>(
		db,
		sql`select q.id::text as "uuid", qr.title, jsonb_array_length(qr.questions) as "questionCount",
			qr.duration_minutes as "durationMinutes", qr.pass_percent as "passPercent"
			from learning_quizzes q join learning_quiz_revisions qr on qr.id = q.published_revision_id
			where q.id in (${sql.join(
				quizIds.map((id) => sql`${id}::uuid`),
				sql`, `,
			)})`,
	);
	return new Map(
		rows.map((row) => [
			row.uuid,
			{ ...row, questionCount: Number(row.questionCount), passPercent: Number(row.passPercent) },
		]),
	);
}

/** GET /api/learning/courses/:courseId: the course page's description, outcomes, prerequisites and outline. */
export async function courseDetail(db: Db, courseId: string): Promise<CourseDetail> {
	const course = await publishedCourse(db, courseId);
	const lessons = await publishedLessons(db, course);
	const quizzes = await quizHeads(
		db,
		[...course.modules.map((m) => m.quizId), course.mockTestId].filter((id): id is string => id !== null),
	);
	const prerequisites =
		course.prerequisites.length === 0
			? []
			: await rowsOf<{ id: string; title: string; pathId: string }>(
					db,
					sql`select ${cardSelect} where c.slug in (${sql.join(
						course.prerequisites.map((slug) => sql`${slug}`),
						sql`, `,
					)})`,
				);
	const mock = course.mockTestId ? quizzes.get(course.mockTestId) : undefined;
	return {
		id: course.slug,
		title: course.title,
		summary: course.summary,
		descriptionHtml: course.descriptionHtml,
		level: course.level,
		hours: course.hours,
		outcomes: course.outcomes,
		tags: course.tags,
		prerequisites: prerequisites.map((p) => ({ id: p.id, title: p.title, pathId: p.pathId })),
		modules: course.modules.map((module) => {
			const quiz = module.quizId ? quizzes.get(module.quizId) : undefined;
			return {
				slug: module.slug,
				title: module.title,
				lessons: module.lessonIds
					.map((id) => lessons.get(id))
					.filter((lesson): lesson is PublishedLesson => lesson !== undefined)
					.map((lesson) => ({
						id: lesson.slug,
						title: lesson.title,
						minutes: lesson.minutes,
						preview: lesson.preview,
					})),
				quiz: quiz ? { id: quiz.uuid, title: quiz.title, questionCount: quiz.questionCount } : null,
			};
		}),
		mockTest: mock
			? {
					id: mock.uuid,
					title: mock.title,
					durationMinutes: mock.durationMinutes ?? 0,
					questionCount: mock.questionCount,
				}
			: null,
		path: { id: course.pathId, title: course.pathTitle },
		version: course.revisionNumber,
		updatedAt: (course.publishedAt ?? new Date(0)).toISOString(),
	};
}
