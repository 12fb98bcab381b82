import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { RevisionState } from "./tables";

// Versioned publishing: one set of rules for course, lesson and quiz revisions (tables.ts explains
// the design). A revision moves draft → in_review → published (or rejected back to its author);
// publishing moves the identity row's pointer and marks the revision published before it
// 'superseded'. Nothing a student reads changes until a revision is published.

export type RevisionKind = "course" | "lesson" | "quiz";

// Table and column names are constants of this file, never input: sql.raw is safe here.
const TABLES: Record<RevisionKind, { revisions: string; identity: string; owner: string }> = {
	course: { revisions: "learning_course_revisions", identity: "learning_courses", owner: "course_id" },
	lesson: { revisions: "learning_lesson_revisions", identity: "learning_lessons", owner: "lesson_id" },
	quiz: { revisions: "learning_quiz_revisions", identity: "learning_quizzes", owner: "quiz_id" },
};

/** The first row of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function firstRow<T>(db: Db, query: SQL): Promise<T | undefined> {
	const result = await db.execute(query);
	return (result as unknown as { rows: T[] }).rows[0];
}

type RevisionHead = { id: string; ownerId: string; state: RevisionState; number: number };

async function revisionHead(db: Db, kind: RevisionKind, revisionId: string): Promise<RevisionHead> {
	const t = TABLES[kind];
	const row = await firstRow<{ id: string; owner_id: string; state: RevisionState; number: number }>(
		db,
		sql`select id, ${sql.raw(t.owner)} as owner_id, state, number from ${sql.raw(t.revisions)} where id = ${revisionId} for update`,
	);
	if (!row) throw new AppError("NOT_FOUND", `No such ${kind} version.`);
	return { id: row.id, ownerId: row.owner_id, state: row.state, number: Number(row.number) };
}

/** The next version number of a course, lesson or quiz (1 for the first). */
export async function nextRevisionNumber(db: Db, kind: RevisionKind, ownerId: string): Promise<number> {
	const t = TABLES[kind];
	const row = await firstRow<{ n: number }>(
		db,
		sql`select coalesce(max(number), 0) + 1 as n from ${sql.raw(t.revisions)} where ${sql.raw(t.owner)} = ${ownerId}`,
	);
	return Number(row?.n ?? 1);
}

/** A draft goes to review; it is frozen from now on. */
export async function submitForReview(
	db: Db,
	kind: RevisionKind,
	revisionId: string,
	now: Date,
): Promise<void> {
	const head = await revisionHead(db, kind, revisionId);
	if (head.state !== "draft")
		throw new AppError(
			"CONFLICT",
			`Only a draft can be sent for review; this version is ${head.state.replace("_", " ")}.`,
		);
	await db.execute(
		sql`update ${sql.raw(TABLES[kind].revisions)} set state = 'in_review', submitted_at = ${now} where id = ${revisionId}`,
	);
}

/** Review refuses a revision; what students see does not change. */
export async function rejectRevision(
	db: Db,
	kind: RevisionKind,
	revisionId: string,
	review: { reviewerId: string; note: string; now: Date },
): Promise<void> {
	const head = await revisionHead(db, kind, revisionId);
	if (head.state !== "in_review") throw new AppError("CONFLICT", "Only a version in review can be rejected.");
	await db.execute(
		sql`update ${sql.raw(TABLES[kind].revisions)} set state = 'rejected', reviewer_id = ${review.reviewerId},
			reviewed_at = ${review.now}, review_note = ${review.note} where id = ${revisionId}`,
	);
}

/**
 * Publishes a revision: it must be in review (approval), except content loaded from the reviewed
 * files in git (`fromContent`), which may go straight from draft. Call inside a transaction.
 */
export async function publishRevision(
	db: Db,
	kind: RevisionKind,
	revisionId: string,
	review: { reviewerId: string | null; now: Date; fromContent?: boolean },
): Promise<void> {
	const t = TABLES[kind];
	const head = await revisionHead(db, kind, revisionId);
	const allowed = review.fromContent
		? head.state === "draft" || head.state === "in_review"
		: head.state === "in_review";
	if (!allowed)
		throw new AppError(
			"CONFLICT",
			head.state === "published"
				? "This version is already published."
				: "Only a version in review can be published: send the draft for review first.",
		);
	await db.execute(
		sql`update ${sql.raw(t.revisions)} set state = 'superseded'
			where ${sql.raw(t.owner)} = ${head.ownerId} and state = 'published'`,
	);
	await db.execute(
		sql`update ${sql.raw(t.revisions)} set state = 'published', published_at = ${review.now},
			reviewer_id = ${review.reviewerId}, reviewed_at = ${review.now} where id = ${revisionId}`,
	);
	await db.execute(
		sql`update ${sql.raw(t.identity)} set published_revision_id = ${revisionId} where id = ${head.ownerId}`,
	);
	if (kind === "course") await rebuildCourseSearch(db, head.ownerId);
}

/**
 * Rebuilds a course's search document from its published revision and the published revisions of
 * the lessons in its outline: title (A), summary and tags (B), lesson titles (C), description and
 * lesson text (D). Called when a course or one of its lessons is published.
 */
export async function rebuildCourseSearch(db: Db, courseId: string): Promise<void> {
	await db.execute(sql`
		with outline as (
			select (jsonb_array_elements_text(m -> 'lessonIds'))::uuid as lesson_id
			from learning_courses c
			join learning_course_revisions r on r.id = c.published_revision_id,
			jsonb_array_elements(r.modules) m
			where c.id = ${courseId}
		), lessons as (
			select coalesce(string_agg(lr.title, ' '), '') as titles, coalesce(string_agg(lr.markdown, ' '), '') as bodies
			from outline o
			join learning_lessons l on l.id = o.lesson_id
			join learning_lesson_revisions lr on lr.id = l.published_revision_id
		)
		update learning_courses c set search =
			setweight(to_tsvector('english', r.title), 'A') ||
			setweight(to_tsvector('english', r.summary || ' ' || array_to_string(r.tags, ' ')), 'B') ||
			setweight(to_tsvector('english', lessons.titles), 'C') ||
			setweight(to_tsvector('english', r.description || ' ' || left(lessons.bodies, 400000)), 'D'),
			search_head =
			setweight(to_tsvector('english', r.title), 'A') ||
			setweight(to_tsvector('english', r.summary || ' ' || array_to_string(r.tags, ' ')), 'B') ||
			setweight(to_tsvector('english', lessons.titles), 'C'),
			updated_at = now()
		from learning_course_revisions r, lessons
		where c.id = ${courseId} and r.id = c.published_revision_id
	`);
}
