import { createHash } from "node:crypto";
import type {
	AdminCourse,
	AuthoredCourse,
	AuthoringCourse,
	AuthoringLessonDetail,
	CourseAnalytics,
	lessonInputSchema,
	newCourseInputSchema,
	outlineInputSchema,
	ReviewDetail,
	ReviewQueueItem,
} from "@unnati/contracts/learning";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { FileStorage } from "../../platform/storage/file-storage";
import { sniffImageType } from "../../platform/storage/image-type";
import { studentsOfInstitution } from "../accounts/read";
import { rowsOf } from "./catalogue";
import { renderMarkdown } from "./markdown";
import { nextRevisionNumber, publishRevision, rejectRevision, submitForReview } from "./publishing";
import {
	editorQuestion,
	latestQuizRevisions,
	quizIdsOf,
	quizRevisionsIn,
	quizSummary,
} from "./quiz-revisions";
import {
	learningAssets,
	learningCourseInstructors,
	learningCourseRevisions,
	learningCourses,
	learningJourneyCourses,
	learningJourneys,
	learningLessonRevisions,
	learningLessons,
	type OutlineModule,
	type RevisionState,
} from "./tables";

// Authoring (issue 13) on the learning module's versioned tables: an edit is a new course revision
// (its outline) plus new lesson revisions, all 'draft' while the instructor writes, 'in_review'
// together once submitted, and published together when the instructor admin approves (publishing.ts
// moves the pointers). Students read only published revisions, so nothing they see changes before.

export type NewCourseInput = z.infer<typeof newCourseInputSchema>;
export type OutlineInput = z.infer<typeof outlineInputSchema>;
export type LessonInput = z.infer<typeof lessonInputSchema>;

export const NOT_ASSIGNED = "You are not assigned to this course. Ask the instructor admin to assign you.";
const COURSE_NOT_FOUND = "No such course.";
export const IN_REVIEW =
	"This course is waiting for review; you can edit it again once the review is decided.";
const EDITABLE: readonly RevisionState[] = ["draft"];

// ---------------------------------------------------------------------------------------------
// Uploaded images: referenced in Markdown as images/<name>; the renderer keeps only https images and
// the course's SVG figures, so an image reference is rendered through a fixed https placeholder and
// the placeholder (a name checked against IMAGE_NAME) becomes the course's image route afterwards.

export const IMAGE_NAME = /^[a-f0-9]{16}\.(png|jpg|gif|webp)$/;
const IMAGE_REF = /\]\(\s*images\/([a-f0-9]{16}\.(?:png|jpg|gif|webp))\s*\)/g;
const PLACEHOLDER = "https://images.unnati.invalid/";
export const imageUrl = (courseSlug: string, name: string) =>
	`/api/learning/courses/${encodeURIComponent(courseSlug)}/images/${encodeURIComponent(name)}`;

/** Lesson Markdown to sanitized HTML (learning's renderer), with the course's uploaded images linked. */
export function renderLesson(markdown: string, courseSlug: string): string {
	const html = renderMarkdown(markdown.replace(IMAGE_REF, `](${PLACEHOLDER}$1)`), courseSlug);
	return html.replace(
		/src="https:\/\/images\.unnati\.invalid\/([a-f0-9]{16}\.(?:png|jpg|gif|webp))"/g,
		(_all, name: string) => `src="${imageUrl(courseSlug, name)}"`,
	);
}

// ---------------------------------------------------------------------------------------------
// Access: instructors edit only the courses they are assigned to (403 otherwise).

type CourseRow = { id: string; slug: string; institutionId: string | null };

async function courseRow(db: Db, courseId: string): Promise<CourseRow> {
	const [row] = await db
		.select({
			id: learningCourses.id,
			slug: learningCourses.slug,
			institutionId: learningCourses.institutionId,
		})
		.from(learningCourses)
		.where(eq(learningCourses.id, courseId));
	if (!row) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
	return row;
}

/** The course, if the instructor is assigned to it; 404 for no course, 403 for someone else's. */
export async function assignedCourse(db: Db, instructorId: string, courseId: string): Promise<CourseRow> {
	const course = await courseRow(db, courseId);
	const [assigned] = await db
		.select({ userId: learningCourseInstructors.userId })
		.from(learningCourseInstructors)
		.where(
			and(
				eq(learningCourseInstructors.courseId, courseId),
				eq(learningCourseInstructors.userId, instructorId),
			),
		);
	if (!assigned) throw new AppError("FORBIDDEN", NOT_ASSIGNED);
	return course;
}

/** The instructor admin manages Unnati's own catalogue and their college's courses. */
async function adminCourse(db: Db, admin: Principal, courseId: string): Promise<CourseRow> {
	const course = await courseRow(db, courseId);
	if (course.institutionId !== null && course.institutionId !== admin.institutionId)
		throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
	return course;
}

// ---------------------------------------------------------------------------------------------
// Revisions.

type CourseRevision = typeof learningCourseRevisions.$inferSelect;
type LessonRevision = typeof learningLessonRevisions.$inferSelect;

export async function latestCourseRevision(db: Db, courseId: string): Promise<CourseRevision> {
	const [row] = await db
		.select()
		.from(learningCourseRevisions)
		.where(eq(learningCourseRevisions.courseId, courseId))
		.orderBy(desc(learningCourseRevisions.number))
		.limit(1);
	if (!row) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
	return row;
}

async function latestLessonRevision(db: Db, lessonId: string): Promise<LessonRevision | undefined> {
	const [row] = await db
		.select()
		.from(learningLessonRevisions)
		.where(eq(learningLessonRevisions.lessonId, lessonId))
		.orderBy(desc(learningLessonRevisions.number))
		.limit(1);
	return row;
}

/** What a new draft revision (of a course or a lesson) starts with, beside the content it copies. */
export const newDraft = (number: number, authorId: string, now: Date) => ({
	number,
	state: "draft" as const,
	source: "authoring" as const,
	sourceHash: null,
	authorId,
	submittedAt: null,
	reviewerId: null,
	reviewedAt: null,
	reviewNote: "",
	publishedAt: null,
	createdAt: now,
});

/** The course's draft: the newest revision if it is a draft, else a new draft copied from it. */
export async function courseDraft(
	db: Db,
	courseId: string,
	authorId: string,
	now: Date,
): Promise<CourseRevision> {
	const latest = await latestCourseRevision(db, courseId);
	if (latest.state === "draft") return latest;
	if (latest.state === "in_review") throw new AppError("CONFLICT", IN_REVIEW);
	const { id: _id, number: _n, ...copy } = latest;
	const [draft] = await db
		.insert(learningCourseRevisions)
		.values({
			...copy,
			...newDraft(await nextRevisionNumber(db, "course", courseId), authorId, now),
		})
		.returning();
	if (!draft) throw new Error("course draft not stored");
	return draft;
}

async function lessonDraft(db: Db, lessonId: string, authorId: string, now: Date): Promise<LessonRevision> {
	const latest = await latestLessonRevision(db, lessonId);
	if (!latest) throw new AppError("NOT_FOUND", "No such lesson.");
	if (latest.state === "draft") return latest;
	if (latest.state === "in_review") throw new AppError("CONFLICT", IN_REVIEW);
	const { id: _id, number: _n, ...copy } = latest;
	const [draft] = await db
		.insert(learningLessonRevisions)
		.values({
			...copy,
			...newDraft(await nextRevisionNumber(db, "lesson", lessonId), authorId, now),
		})
		.returning();
	if (!draft) throw new Error("lesson draft not stored");
	return draft;
}

const lessonIdsOf = (modules: OutlineModule[]) => modules.flatMap((m) => m.lessonIds);

/** Lessons of an outline whose newest revision is in `state` (the lessons an edit changes). */
async function lessonRevisionsIn(
	db: Db,
	lessonIds: string[],
	states: readonly RevisionState[],
): Promise<LessonRevision[]> {
	if (lessonIds.length === 0) return [];
	const rows = await rowsOf<{ id: string }>(
		db,
		sql`select distinct on (lesson_id) id::text as id, state from learning_lesson_revisions
			where lesson_id in (${sql.join(
				lessonIds.map((id) => sql`${id}::uuid`),
				sql`, `,
			)}) order by lesson_id, number desc`,
	);
	if (rows.length === 0) return [];
	const latest = await db
		.select()
		.from(learningLessonRevisions)
		.where(
			inArray(
				learningLessonRevisions.id,
				rows.map((r) => r.id),
			),
		);
	return latest.filter((r) => states.includes(r.state));
}

// ---------------------------------------------------------------------------------------------
// The instructor's views.

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export async function myCourses(db: Db, instructorId: string): Promise<AuthoredCourse[]> {
	const rows = await rowsOf<{
		id: string;
		slug: string;
		title: string;
		journeyTitle: string | null;
		publishedNumber: number | null;
		number: number;
		state: RevisionState;
		reviewNote: string;
	}>(
		db,
		sql`select c.id::text as id, c.slug, r.title, j.title as "journeyTitle", p.number as "publishedNumber",
			r.number, r.state, r.review_note as "reviewNote"
			from learning_course_instructors ci
			join learning_courses c on c.id = ci.course_id
			join lateral (select * from learning_course_revisions where course_id = c.id order by number desc limit 1) r on true
			left join learning_course_revisions p on p.id = c.published_revision_id
			left join lateral (
				select lj.title from learning_journey_courses jc join learning_journeys lj on lj.id = jc.journey_id
				where jc.course_id = c.id order by lj.position limit 1
			) j on true
			where ci.user_id = ${instructorId}
			order by r.title`,
	);
	return rows.map((r) => ({
		id: r.id,
		slug: r.slug,
		title: r.title,
		journeyTitle: r.journeyTitle,
		publishedNumber: r.publishedNumber === null ? null : Number(r.publishedNumber),
		latest: { number: Number(r.number), state: r.state, reviewNote: r.reviewNote },
	}));
}

export async function journeyChoices(db: Db) {
	const rows = await db
		.select({ slug: learningJourneys.slug, title: learningJourneys.title })
		.from(learningJourneys)
		.orderBy(learningJourneys.position);
	return { journeys: rows };
}

const slugify = (title: string) =>
	title
		.toLowerCase()
		.normalize("NFKD")
		.replace(/[^a-z0-9]+/g, "-")
		.replace(/^-+|-+$/g, "")
		.slice(0, 60) || "course";

async function freeSlug(db: Db, table: "course" | { courseId: string }, base: string): Promise<string> {
	for (let i = 1; ; i++) {
		const slug = i === 1 ? base : `${base}-${i}`;
		const taken =
			table === "course"
				? await db
						.select({ id: learningCourses.id })
						.from(learningCourses)
						.where(eq(learningCourses.slug, slug))
				: await db
						.select({ id: learningLessons.id })
						.from(learningLessons)
						.where(and(eq(learningLessons.courseId, table.courseId), eq(learningLessons.slug, slug)));
		if (taken.length === 0) return slug;
	}
}

export async function createCourse(
	db: Db,
	instructor: Principal,
	input: NewCourseInput,
	now: Date,
): Promise<AuthoringCourse> {
	const courseId = await db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const [journey] = await tx
			.select({ id: learningJourneys.id })
			.from(learningJourneys)
			.where(eq(learningJourneys.slug, input.journeySlug));
		if (!journey) throw new AppError("NOT_FOUND", "No such journey.");
		const slug = await freeSlug(tx, "course", slugify(input.title));
		const [course] = await tx
			.insert(learningCourses)
			.values({ slug, createdBy: instructor.userId, createdAt: now, updatedAt: now })
			.returning({ id: learningCourses.id });
		if (!course) throw new Error("course not stored");
		await tx.insert(learningCourseRevisions).values({
			courseId: course.id,
			number: 1,
			title: input.title,
			summary: input.summary,
			description: input.summary,
			descriptionHtml: renderMarkdown(input.summary, slug),
			level: input.level,
			hours: input.hours,
			modules: [{ slug: "module-1", title: "Module 1", lessonIds: [], quizId: null }],
			authorId: instructor.userId,
			createdAt: now,
		});
		const [last] = await rowsOf<{ position: number }>(
			tx,
			sql`select coalesce(max(position), 0) + 1 as position from learning_journey_courses where journey_id = ${journey.id}`,
		);
		await tx
			.insert(learningJourneyCourses)
			.values({ journeyId: journey.id, courseId: course.id, position: Number(last?.position ?? 1) });
		await tx.insert(learningCourseInstructors).values({ courseId: course.id, userId: instructor.userId });
		return course.id;
	});
	return courseForEditor(db, instructor.userId, courseId);
}

export async function courseForEditor(
	db: Db,
	instructorId: string,
	courseId: string,
): Promise<AuthoringCourse> {
	const course = await assignedCourse(db, instructorId, courseId);
	return describeCourse(db, course);
}

async function describeCourse(db: Db, course: CourseRow): Promise<AuthoringCourse> {
	const latest = await latestCourseRevision(db, course.id);
	const ids = lessonIdsOf(latest.modules);
	const lessons = ids.length
		? await rowsOf<{
				id: string;
				slug: string;
				title: string;
				state: RevisionState;
				publishedId: string | null;
				latestId: string;
			}>(
				db,
				sql`select l.id::text as id, l.slug, r.title, r.state, l.published_revision_id::text as "publishedId", r.id::text as "latestId"
					from learning_lessons l
					join lateral (select * from learning_lesson_revisions where lesson_id = l.id order by number desc limit 1) r on true
					where l.id in (${sql.join(
						ids.map((id) => sql`${id}::uuid`),
						sql`, `,
					)})`,
			)
		: [];
	const byId = new Map(lessons.map((l) => [l.id, l]));
	const quizzes = await latestQuizRevisions(db, quizIdsOf(latest));
	const quizOf = (quizId: string | null) => {
		const entry = quizId ? quizzes.get(quizId) : undefined;
		return entry ? quizSummary(entry) : null;
	};
	const history = await rowsOf<{
		number: number;
		state: RevisionState;
		authorName: string | null;
		createdAt: string;
		submittedAt: string | null;
		reviewedAt: string | null;
		reviewerName: string | null;
		reviewNote: string;
	}>(
		db,
		sql`select r.number, r.state, a.name as "authorName", r.created_at as "createdAt", r.submitted_at as "submittedAt",
			r.reviewed_at as "reviewedAt", v.name as "reviewerName", r.review_note as "reviewNote"
			from learning_course_revisions r
			left join users a on a.id = r.author_id
			left join users v on v.id = r.reviewer_id
			where r.course_id = ${course.id} order by r.number desc`,
	);
	return {
		id: course.id,
		slug: course.slug,
		title: latest.title,
		summary: latest.summary,
		number: latest.number,
		state: latest.state,
		reviewNote: latest.reviewNote,
		editable: latest.state !== "in_review",
		modules: latest.modules.map((m) => ({
			slug: m.slug,
			title: m.title,
			lessons: m.lessonIds.flatMap((id) => {
				const l = byId.get(id);
				return l
					? [
							{
								id: l.id,
								slug: l.slug,
								title: l.title,
								state: l.state,
								changed: l.publishedId !== l.latestId,
							},
						]
					: [];
			}),
			quiz: quizOf(m.quizId),
		})),
		mockTest: quizOf(latest.mockTestId),
		history: history.map((h) => ({
			number: Number(h.number),
			state: h.state,
			authorName: h.authorName,
			createdAt: iso(h.createdAt) ?? "",
			submittedAt: iso(h.submittedAt),
			reviewedAt: iso(h.reviewedAt),
			reviewerName: h.reviewerName,
			reviewNote: h.reviewNote,
		})),
	};
}

/** Saves the draft's modules (titles) and lesson order; lessons may move between modules, not vanish silently. */
export async function saveOutline(
	db: Db,
	instructorId: string,
	courseId: string,
	input: OutlineInput,
	now: Date,
): Promise<AuthoringCourse> {
	const course = await assignedCourse(db, instructorId, courseId);
	await db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const draft = await courseDraft(tx, course.id, instructorId, now);
		const given = input.modules.flatMap((m) => m.lessonIds);
		if (new Set(given).size !== given.length)
			throw new AppError("BAD_REQUEST", "A lesson can appear only once in the outline.");
		if (given.length > 0) {
			const owned = await tx
				.select({ id: learningLessons.id })
				.from(learningLessons)
				.where(and(eq(learningLessons.courseId, course.id), inArray(learningLessons.id, given)));
			if (owned.length !== given.length)
				throw new AppError("BAD_REQUEST", "The outline names a lesson that is not part of this course.");
		}
		await tx
			.update(learningCourseRevisions)
			.set({ modules: arrangeModules(draft.modules, input) })
			.where(eq(learningCourseRevisions.id, draft.id));
	});
	return describeCourse(db, course);
}

/**
 * The draft's new module list: a module named by its slug keeps that slug and its practice quiz
 * wherever it moves (never the ones of whichever module used to sit at its position); a new module
 * gets a slug that no module of the draft has used.
 */
export function arrangeModules(current: readonly OutlineModule[], input: OutlineInput): OutlineModule[] {
	const bySlug = new Map(current.map((m) => [m.slug, m]));
	const named = input.modules.map((m) => m.slug).filter((slug): slug is string => Boolean(slug));
	if (new Set(named).size !== named.length)
		throw new AppError("BAD_REQUEST", "A module can appear only once in the outline.");
	const unknown = named.find((slug) => !bySlug.has(slug));
	if (unknown !== undefined)
		throw new AppError(
			"BAD_REQUEST",
			`The outline names a module that is not part of this course: "${unknown}".`,
		);
	const placed = new Set(input.modules.flatMap((m) => m.lessonIds));
	if (current.some((m) => m.lessonIds.some((id) => !placed.has(id))))
		throw new AppError(
			"BAD_REQUEST",
			"Every lesson of the course must stay in the outline: move a module's lessons to another module before removing it.",
		);
	const used = new Set(current.map((m) => m.slug));
	let next = 1;
	const freshSlug = () => {
		while (used.has(`module-${next}`)) next++;
		used.add(`module-${next}`);
		return `module-${next}`;
	};
	return input.modules.map((m) => {
		const previous = m.slug ? bySlug.get(m.slug) : undefined;
		return {
			slug: previous?.slug ?? freshSlug(),
			title: m.title,
			lessonIds: m.lessonIds,
			quizId: previous?.quizId ?? null,
		};
	});
}

export async function addLesson(
	db: Db,
	instructorId: string,
	courseId: string,
	input: { moduleIndex: number; title: string },
	now: Date,
): Promise<AuthoringLessonDetail> {
	const course = await assignedCourse(db, instructorId, courseId);
	const lessonId = await db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const draft = await courseDraft(tx, course.id, instructorId, now);
		const target = draft.modules[input.moduleIndex];
		if (!target) throw new AppError("BAD_REQUEST", "Choose one of the course's modules.");
		const slug = await freeSlug(tx, { courseId: course.id }, slugify(input.title));
		const [lesson] = await tx
			.insert(learningLessons)
			.values({ courseId: course.id, slug, createdAt: now })
			.returning({ id: learningLessons.id });
		if (!lesson) throw new Error("lesson not stored");
		const markdown = `## ${input.title}\n\nWrite the lesson here.`;
		await tx.insert(learningLessonRevisions).values({
			lessonId: lesson.id,
			number: 1,
			title: input.title,
			minutes: 10,
			markdown,
			html: renderLesson(markdown, course.slug),
			authorId: instructorId,
			createdAt: now,
		});
		const modules = draft.modules.map((m, i) =>
			i === input.moduleIndex ? { ...m, lessonIds: [...m.lessonIds, lesson.id] } : m,
		);
		await tx.update(learningCourseRevisions).set({ modules }).where(eq(learningCourseRevisions.id, draft.id));
		return lesson.id;
	});
	return lessonForEditor(db, instructorId, course.id, lessonId);
}

async function lessonOfCourse(db: Db, courseId: string, lessonId: string) {
	const [lesson] = await db
		.select({ id: learningLessons.id, slug: learningLessons.slug })
		.from(learningLessons)
		.where(and(eq(learningLessons.id, lessonId), eq(learningLessons.courseId, courseId)));
	if (!lesson) throw new AppError("NOT_FOUND", "No such lesson in this course.");
	return lesson;
}

function describeLesson(
	courseId: string,
	lesson: { id: string; slug: string },
	r: LessonRevision,
): AuthoringLessonDetail {
	return {
		id: lesson.id,
		slug: lesson.slug,
		courseId,
		number: r.number,
		state: r.state,
		editable: r.state !== "in_review",
		title: r.title,
		minutes: r.minutes,
		preview: r.preview,
		videoUrl: r.videoUrl,
		markdown: r.markdown,
		html: r.html,
	};
}

export async function lessonForEditor(
	db: Db,
	instructorId: string,
	courseId: string,
	lessonId: string,
): Promise<AuthoringLessonDetail> {
	const course = await assignedCourse(db, instructorId, courseId);
	const lesson = await lessonOfCourse(db, course.id, lessonId);
	const latest = await latestLessonRevision(db, lesson.id);
	if (!latest) throw new AppError("NOT_FOUND", "No such lesson in this course.");
	return describeLesson(course.id, lesson, latest);
}

/** Saves the lesson as a draft (a new version when the newest is published or was sent back). */
export async function saveLesson(
	db: Db,
	instructorId: string,
	courseId: string,
	lessonId: string,
	input: LessonInput,
	now: Date,
): Promise<AuthoringLessonDetail> {
	const course = await assignedCourse(db, instructorId, courseId);
	const lesson = await lessonOfCourse(db, course.id, lessonId);
	const saved = await db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		// The lesson's edit travels with a course draft: that is what goes to review.
		await courseDraft(tx, course.id, instructorId, now);
		const draft = await lessonDraft(tx, lesson.id, instructorId, now);
		const [row] = await tx
			.update(learningLessonRevisions)
			.set({
				title: input.title,
				minutes: input.minutes,
				preview: input.preview,
				videoUrl: input.videoUrl ? input.videoUrl : null,
				markdown: input.markdown,
				html: renderLesson(input.markdown, course.slug),
			})
			.where(eq(learningLessonRevisions.id, draft.id))
			.returning();
		if (!row) throw new Error("lesson draft not saved");
		return row;
	});
	return describeLesson(course.id, lesson, saved);
}

export async function previewMarkdown(db: Db, instructorId: string, courseId: string, markdown: string) {
	const course = await assignedCourse(db, instructorId, courseId);
	return { html: renderLesson(markdown, course.slug) };
}

/** Sends the course draft and its changed lessons to review, together. */
export async function submitCourse(
	db: Db,
	instructorId: string,
	courseId: string,
	now: Date,
): Promise<AuthoringCourse> {
	const course = await assignedCourse(db, instructorId, courseId);
	await db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const latest = await latestCourseRevision(tx, course.id);
		if (latest.state !== "draft")
			throw new AppError(
				"CONFLICT",
				latest.state === "in_review" ? IN_REVIEW : "There is no draft to send: edit the course first.",
			);
		const ids = lessonIdsOf(latest.modules);
		if (ids.length === 0)
			throw new AppError("BAD_REQUEST", "Add at least one lesson before sending the course for review.");
		const empty = await lessonRevisionsIn(tx, ids, [
			"draft",
			"rejected",
			"published",
			"superseded",
			"in_review",
		]);
		if (empty.some((r) => r.markdown.trim().length === 0))
			throw new AppError("BAD_REQUEST", "Every lesson needs some text before the course is sent for review.");
		const drafts = await lessonRevisionsIn(tx, ids, EDITABLE);
		for (const lesson of drafts) await submitForReview(tx, "lesson", lesson.id, now);
		for (const quiz of await quizRevisionsIn(tx, quizIdsOf(latest), EDITABLE))
			await submitForReview(tx, "quiz", quiz.id, now);
		await submitForReview(tx, "course", latest.id, now);
	});
	return describeCourse(db, course);
}

// ---------------------------------------------------------------------------------------------
// Images.

export async function storeImage(
	db: Db,
	storage: FileStorage,
	instructorId: string,
	courseId: string,
	bytes: Buffer,
	now: Date,
) {
	const course = await assignedCourse(db, instructorId, courseId);
	const type = sniffImageType(bytes);
	if (!type)
		throw new AppError("UNSUPPORTED_MEDIA_TYPE", "That file is not a PNG, JPEG, GIF or WebP image.", [
			{ path: "image", message: "Upload a PNG, JPEG, GIF or WebP image." },
		]);
	const sha256 = createHash("sha256").update(bytes).digest("hex");
	const name = `${sha256.slice(0, 16)}.${type.extension}`;
	const [existing] = await db
		.select({ id: learningAssets.id })
		.from(learningAssets)
		.where(and(eq(learningAssets.courseId, course.id), eq(learningAssets.name, name)));
	if (!existing) {
		const storageKey = await storage.save(bytes, type.extension);
		await db
			.insert(learningAssets)
			.values({ courseId: course.id, name, contentType: type.mime, storageKey, sha256, createdAt: now })
			.onConflictDoNothing();
	}
	return { name, url: imageUrl(course.slug, name), markdown: `![Describe the image](images/${name})` };
}

export async function readImage(db: Db, storage: FileStorage, courseKey: string, name: string) {
	if (!IMAGE_NAME.test(name)) throw new AppError("NOT_FOUND", "No such image.");
	const [row] = await db
		.select({ storageKey: learningAssets.storageKey, contentType: learningAssets.contentType })
		.from(learningAssets)
		.innerJoin(learningCourses, eq(learningCourses.id, learningAssets.courseId))
		.where(and(eq(learningCourses.slug, courseKey), eq(learningAssets.name, name)));
	const bytes = row?.storageKey ? await storage.read(row.storageKey) : null;
	if (!row || !bytes) throw new AppError("NOT_FOUND", "No such image.");
	return { bytes, contentType: row.contentType };
}

// ---------------------------------------------------------------------------------------------
// Review.

export async function reviewQueue(db: Db, admin: Principal): Promise<ReviewQueueItem[]> {
	const rows = await rowsOf<{
		revisionId: string;
		courseId: string;
		courseSlug: string;
		courseTitle: string;
		number: number;
		authorName: string | null;
		submittedAt: string | null;
		modules: OutlineModule[];
	}>(
		db,
		sql`select r.id::text as "revisionId", c.id::text as "courseId", c.slug as "courseSlug", r.title as "courseTitle",
			r.number, a.name as "authorName", r.submitted_at as "submittedAt", r.modules
			from learning_course_revisions r
			join learning_courses c on c.id = r.course_id
			left join users a on a.id = r.author_id
			where r.state = 'in_review' and (c.institution_id is null or c.institution_id = ${admin.institutionId})
			order by r.submitted_at asc nulls last`,
	);
	const items: ReviewQueueItem[] = [];
	for (const r of rows) {
		const changed = await lessonRevisionsIn(db, lessonIdsOf(r.modules), ["in_review"]);
		items.push({
			revisionId: r.revisionId,
			courseId: r.courseId,
			courseSlug: r.courseSlug,
			courseTitle: r.courseTitle,
			number: Number(r.number),
			authorName: r.authorName,
			submittedAt: iso(r.submittedAt),
			lessonsChanged: changed.length,
		});
	}
	return items;
}

async function reviewRevision(db: Db, admin: Principal, revisionId: string) {
	const [revision] = await db
		.select()
		.from(learningCourseRevisions)
		.where(eq(learningCourseRevisions.id, revisionId));
	if (!revision) throw new AppError("NOT_FOUND", "No such course version.");
	const course = await adminCourse(db, admin, revision.courseId);
	return { revision, course };
}

export async function reviewDetail(db: Db, admin: Principal, revisionId: string): Promise<ReviewDetail> {
	const { revision, course } = await reviewRevision(db, admin, revisionId);
	const ids = lessonIdsOf(revision.modules);
	const all = await lessonRevisionsIn(db, ids, ["draft", "in_review", "published", "superseded", "rejected"]);
	const titles = new Map(all.map((r) => [r.lessonId, r.title]));
	const changed = all.filter((r) => r.state === "in_review");
	const quizzes = await quizRevisionsIn(db, quizIdsOf(revision), ["in_review"]);
	const [author] = revision.authorId
		? await rowsOf<{ name: string }>(db, sql`select name from users where id = ${revision.authorId}`)
		: [];
	return {
		revisionId: revision.id,
		courseId: course.id,
		courseTitle: revision.title,
		number: revision.number,
		state: revision.state,
		authorName: author?.name ?? null,
		submittedAt: iso(revision.submittedAt),
		modules: revision.modules.map((m) => ({
			title: m.title,
			lessonTitles: m.lessonIds.map((id) => titles.get(id) ?? "Untitled lesson"),
		})),
		lessons: changed.map((r) => ({
			lessonId: r.lessonId,
			title: r.title,
			number: r.number,
			isNew: r.number === 1,
			html: r.html,
		})),
		quizzes: quizzes.map((q) => ({
			quizId: q.quizId,
			kind: q.quizId === revision.mockTestId ? ("mock" as const) : ("practice" as const),
			title: q.title,
			number: q.number,
			isNew: q.number === 1,
			passPercent: q.passPercent,
			durationMinutes: q.durationMinutes,
			questions: q.questions.map(editorQuestion),
		})),
	};
}

export type ReviewNotice = {
	authorId: string | null;
	courseId: string;
	courseTitle: string;
	number: number;
	decision: "approved" | "sent_back";
	comment: string;
	/** Approved as the course's first published version: students of its college (or all) may hear of it. */
	firstPublished: { courseSlug: string; institutionId: string | null; summary: string } | null;
};

/** Who hears of a newly published course: its college's students, or every student for Unnati's own catalogue. */
export async function studentsToTell(db: Db, institutionId: string | null): Promise<string[]> {
	if (institutionId) return (await studentsOfInstitution(db, institutionId)).map((s) => s.id);
	const rows = await rowsOf<{ id: string }>(
		db,
		sql`select id::text as id from users where role = 'ROLE_STUDENT'`,
	);
	return rows.map((r) => r.id);
}

/** Approves a course version: its lessons in review, then the course, are published together. */
export async function approveRevision(
	db: Db,
	admin: Principal,
	revisionId: string,
	comment: string,
	now: Date,
): Promise<ReviewNotice> {
	const { revision, course } = await reviewRevision(db, admin, revisionId);
	const first = await db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		const [before] = await tx
			.select({ publishedRevisionId: learningCourses.publishedRevisionId })
			.from(learningCourses)
			.where(eq(learningCourses.id, course.id));
		const [head] = await rowsOf<{ state: RevisionState }>(
			tx,
			sql`select state from learning_course_revisions where id = ${revision.id} for update`,
		);
		if (head?.state !== "in_review")
			throw new AppError("CONFLICT", "Only a version in review can be approved.");
		const lessons = await lessonRevisionsIn(tx, lessonIdsOf(revision.modules), ["in_review"]);
		for (const lesson of lessons)
			await publishRevision(tx, "lesson", lesson.id, { reviewerId: admin.userId, now });
		for (const quiz of await quizRevisionsIn(tx, quizIdsOf(revision), ["in_review"]))
			await publishRevision(tx, "quiz", quiz.id, { reviewerId: admin.userId, now });
		await publishRevision(tx, "course", revision.id, { reviewerId: admin.userId, now });
		if (comment)
			await tx
				.update(learningCourseRevisions)
				.set({ reviewNote: comment })
				.where(eq(learningCourseRevisions.id, revision.id));
		return !before?.publishedRevisionId;
	});
	return {
		authorId: revision.authorId,
		courseId: course.id,
		courseTitle: revision.title,
		number: revision.number,
		decision: "approved",
		comment,
		firstPublished: first
			? { courseSlug: course.slug, institutionId: course.institutionId, summary: revision.summary }
			: null,
	};
}

/** Sends a version back with a comment: the course and its lessons in review become 'rejected'. */
export async function sendBackRevision(
	db: Db,
	admin: Principal,
	revisionId: string,
	comment: string,
	now: Date,
): Promise<ReviewNotice> {
	const { revision, course } = await reviewRevision(db, admin, revisionId);
	await db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		await rejectRevision(tx, "course", revision.id, { reviewerId: admin.userId, note: comment, now });
		const lessons = await lessonRevisionsIn(tx, lessonIdsOf(revision.modules), ["in_review"]);
		for (const lesson of lessons)
			await rejectRevision(tx, "lesson", lesson.id, { reviewerId: admin.userId, note: comment, now });
		for (const quiz of await quizRevisionsIn(tx, quizIdsOf(revision), ["in_review"]))
			await rejectRevision(tx, "quiz", quiz.id, { reviewerId: admin.userId, note: comment, now });
	});
	return {
		authorId: revision.authorId,
		courseId: course.id,
		courseTitle: revision.title,
		number: revision.number,
		decision: "sent_back",
		comment,
		firstPublished: null,
	};
}

// ---------------------------------------------------------------------------------------------
// Assignment and analytics.

async function instructorsOf(db: Db, courseIds: string[]) {
	if (courseIds.length === 0) return new Map<string, { id: string; name: string }[]>();
	const rows = await db
		.select({ courseId: learningCourseInstructors.courseId, id: learningCourseInstructors.userId })
		.from(learningCourseInstructors)
		.where(inArray(learningCourseInstructors.courseId, courseIds));
	const names = rows.length
		? await rowsOf<{ id: string; name: string }>(
				db,
				sql`select id::text as id, name from users where id in (${sql.join(
					rows.map((r) => sql`${r.id}::uuid`),
					sql`, `,
				)})`,
			)
		: [];
	const nameOf = new Map(names.map((n) => [n.id, n.name]));
	const map = new Map<string, { id: string; name: string }[]>();
	for (const r of rows) {
		const list = map.get(r.courseId) ?? [];
		list.push({ id: r.id, name: nameOf.get(r.id) ?? "" });
		map.set(r.courseId, list);
	}
	for (const list of map.values()) list.sort((a, b) => a.name.localeCompare(b.name));
	return map;
}

export async function adminCourses(db: Db, admin: Principal) {
	const courses = await rowsOf<{ id: string; slug: string; title: string; publishedNumber: number | null }>(
		db,
		sql`select c.id::text as id, c.slug, r.title, p.number as "publishedNumber"
			from learning_courses c
			join lateral (select title from learning_course_revisions where course_id = c.id order by number desc limit 1) r on true
			left join learning_course_revisions p on p.id = c.published_revision_id
			where c.institution_id is null or c.institution_id = ${admin.institutionId}
			order by r.title`,
	);
	const assigned = await instructorsOf(
		db,
		courses.map((c) => c.id),
	);
	const instructors = await rowsOf<{ id: string; name: string; email: string }>(
		db,
		sql`select id::text as id, name, email from users
			where role = 'ROLE_INSTRUCTOR' and institution_id is not distinct from ${admin.institutionId}
			order by name`,
	);
	return {
		courses: courses.map(
			(c): AdminCourse => ({
				id: c.id,
				slug: c.slug,
				title: c.title,
				publishedNumber: c.publishedNumber === null ? null : Number(c.publishedNumber),
				instructors: assigned.get(c.id) ?? [],
			}),
		),
		instructors,
	};
}

export async function assignInstructors(
	db: Db,
	admin: Principal,
	courseId: string,
	instructorIds: string[],
	now: Date,
): Promise<AdminCourse> {
	const course = await adminCourse(db, admin, courseId);
	const ids = [...new Set(instructorIds)];
	if (ids.length > 0) {
		const valid = await rowsOf<{ id: string }>(
			db,
			sql`select id::text as id from users where role = 'ROLE_INSTRUCTOR'
				and institution_id is not distinct from ${admin.institutionId}
				and id in (${sql.join(
					ids.map((id) => sql`${id}::uuid`),
					sql`, `,
				)})`,
		);
		if (valid.length !== ids.length)
			throw new AppError("BAD_REQUEST", "Only instructors of your college can be assigned.", [
				{ path: "instructorIds", message: "Choose instructors from the list." },
			]);
	}
	await db.transaction(async (txDb) => {
		const tx = txDb as unknown as Db;
		await tx.delete(learningCourseInstructors).where(eq(learningCourseInstructors.courseId, course.id));
		if (ids.length > 0)
			await tx
				.insert(learningCourseInstructors)
				.values(ids.map((userId) => ({ courseId: course.id, userId, assignedAt: now })));
	});
	const { courses } = await adminCourses(db, admin);
	const result = courses.find((c) => c.id === course.id);
	if (!result) throw new AppError("NOT_FOUND", COURSE_NOT_FOUND);
	return result;
}

export async function courseAnalytics(db: Db, admin: Principal, courseId: string): Promise<CourseAnalytics> {
	const course = await adminCourse(db, admin, courseId);
	const [published] = await db
		.select({ title: learningCourseRevisions.title, modules: learningCourseRevisions.modules })
		.from(learningCourses)
		.innerJoin(learningCourseRevisions, eq(learningCourseRevisions.id, learningCourses.publishedRevisionId))
		.where(eq(learningCourses.id, course.id));
	const title = published?.title ?? (await latestCourseRevision(db, course.id)).title;
	const ids = published ? lessonIdsOf(published.modules) : [];
	const [totals] = await rowsOf<{ enrolled: number; completed: number }>(
		db,
		sql`select count(*)::int as enrolled, count(completed_at)::int as completed
			from learning_enrolments where course_id = ${course.id}`,
	);
	const perLesson = ids.length
		? await rowsOf<{ lessonId: string; title: string; completed: number }>(
				db,
				sql`select l.id::text as "lessonId", r.title,
					(select count(*)::int from learning_lesson_progress p
						join learning_enrolments e on e.user_id = p.user_id and e.course_id = p.course_id
						where p.lesson_id = l.id) as completed
					from learning_lessons l join learning_lesson_revisions r on r.id = l.published_revision_id
					where l.id in (${sql.join(
						ids.map((id) => sql`${id}::uuid`),
						sql`, `,
					)})`,
			)
		: [];
	const byId = new Map(perLesson.map((l) => [l.lessonId, l]));
	const enrolled = Number(totals?.enrolled ?? 0);
	let before = enrolled;
	const lessons = ids.flatMap((id, index) => {
		const l = byId.get(id);
		if (!l) return [];
		const completed = Number(l.completed);
		const dropOff = Math.max(0, before - completed);
		before = completed;
		return [{ lessonId: id, position: index + 1, title: l.title, completed, dropOff }];
	});
	return { courseId: course.id, title, enrolled, completed: Number(totals?.completed ?? 0), lessons };
}
