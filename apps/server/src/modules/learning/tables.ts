import type { AnswerKey, Difficulty, QuestionOption, QuestionType, StudentAnswer } from "@unnati/contracts";
import { sql } from "drizzle-orm";
import {
	type AnyPgColumn,
	boolean,
	check,
	customType,
	date,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { institutions } from "../institutions/tables";

// Learning: journeys of courses, courses of modules of lessons, practice quizzes and mock tests, and
// each student's enrolments, progress, notes, bookmarks and attempts.
//
// Versioned publishing (issue 13): a course, a lesson and a quiz are each an identity row (stable id
// and slug, which URLs, progress and attempts point at) plus revisions. Students only ever see the
// revision the identity row's `published_revision_id` points at; an edit is a new revision that goes
// draft → in_review → published, and publishing moves the pointer (the old published revision becomes
// 'superseded' and stays as history). So a published course changes only when an edit is approved.

/** A PostgreSQL text-search document (to_tsvector); PGlite has the same type and functions. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The states of a revision: 'draft' (its author edits it), 'in_review' (sent for approval, frozen),
 * 'published' (what students see; one per identity row), 'superseded' (published once, now history),
 * 'rejected' (review refused it; the author drafts again).
 */
export const REVISION_STATES = ["draft", "in_review", "published", "superseded", "rejected"] as const;
export type RevisionState = (typeof REVISION_STATES)[number];
const revisionStateCheck = (name: string, column: AnyPgColumn) =>
	check(name, sql`${column} in ('draft', 'in_review', 'published', 'superseded', 'rejected')`);

/** The review trail every revision carries (who wrote it, who approved or refused it, when, why). */
const reviewColumns = () => ({
	state: text("state").$type<RevisionState>().notNull().default("draft"),
	/** 'content' (loaded from the files in git, reviewed there) | 'authoring' (written in the app). */
	source: text("source").notNull().default("authoring"),
	/** For 'content': a hash of the files it was loaded from, so loading again changes nothing. */
	sourceHash: text("source_hash"),
	authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
	submittedAt: timestamp("submitted_at", { withTimezone: true }),
	reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "set null" }),
	reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
	reviewNote: text("review_note").notNull().default(""),
	publishedAt: timestamp("published_at", { withTimezone: true }),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A journey path (AI, AR/VR, Cybersecurity, Cloud Computing, Full Stack, DSA): an ordered list of courses. */
export const learningJourneys = pgTable(
	"learning_journeys",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** The public id in URLs (/learning-path/{pathId}); never changes once published. */
		slug: text("slug").notNull(),
		title: text("title").notNull(),
		tagline: text("tagline").notNull().default(""),
		/** Markdown source; descriptionHtml is its sanitized rendering. */
		description: text("description").notNull().default(""),
		descriptionHtml: text("description_html").notNull().default(""),
		position: integer("position").notNull(),
		/** Journeys are few and edited rarely: 'draft' | 'published' without revisions. */
		state: text("state").notNull().default("draft"),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex("learning_journeys_slug_key").on(t.slug),
		check("learning_journeys_state_check", sql`${t.state} in ('draft', 'published')`),
	],
);

/** A course's identity: stable id and slug; what it says lives in its revisions. */
export const learningCourses = pgTable(
	"learning_courses",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** The public id in URLs (/course/{courseId}) and in enrolledCourses; never changes once published. */
		slug: text("slug").notNull(),
		/** Null: Unnati's own catalogue, open to every college; else the one college it is published to. */
		institutionId: uuid("institution_id").references(() => institutions.id, { onDelete: "cascade" }),
		/** The revision students see; null until the first approval. */
		publishedRevisionId: uuid("published_revision_id").references(
			(): AnyPgColumn => learningCourseRevisions.id,
			{ onDelete: "set null" },
		),
		/**
		 * The published revision's text, its lessons' titles and bodies, weighted (title A, summary and
		 * tags B, lesson titles C, lesson text D); rebuilt on every publish. Catalogue search reads it.
		 */
		search: tsvector("search"),
		/**
		 * The small part of `search` (title, summary, tags, lesson titles) that results are ranked by:
		 * ranking reads each matching document, and the full one holds every lesson's text.
		 */
		searchHead: tsvector("search_head"),
		createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex("learning_courses_slug_key").on(t.slug),
		index("learning_courses_search_idx").using("gin", t.search),
	],
);

/** One module of a course revision's outline; lessons and quiz by their identity ids. */
export type OutlineModule = { slug: string; title: string; lessonIds: string[]; quizId: string | null };

/** A version of a course: its text, level, length and outline (modules of lessons). */
export const learningCourseRevisions = pgTable(
	"learning_course_revisions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		courseId: uuid("course_id")
			.notNull()
			.references(() => learningCourses.id, { onDelete: "cascade" }),
		/** 1, 2, 3… per course: the version history's numbering. */
		number: integer("number").notNull(),
		title: text("title").notNull(),
		summary: text("summary").notNull(),
		description: text("description").notNull(),
		descriptionHtml: text("description_html").notNull(),
		/** 'beginner' | 'intermediate' | 'advanced'. */
		level: text("level").notNull(),
		hours: doublePrecision("hours").notNull(),
		/** Slugs of courses that should come first (any journey). */
		prerequisites: text("prerequisites").array().notNull().default(sql`'{}'::text[]`),
		outcomes: text("outcomes").array().notNull().default(sql`'{}'::text[]`),
		tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
		modules: jsonb("modules").$type<OutlineModule[]>().notNull(),
		/** The course's timed mock test (a quiz of kind 'mock'), if it has one. */
		mockTestId: uuid("mock_test_id"),
		...reviewColumns(),
	},
	(t) => [
		uniqueIndex("learning_course_revisions_number_key").on(t.courseId, t.number),
		revisionStateCheck("learning_course_revisions_state_check", t.state),
		check(
			"learning_course_revisions_level_check",
			sql`${t.level} in ('beginner', 'intermediate', 'advanced')`,
		),
	],
);

/** Which journeys list which courses, in order (a course may sit in more than one journey). */
export const learningJourneyCourses = pgTable(
	"learning_journey_courses",
	{
		journeyId: uuid("journey_id")
			.notNull()
			.references(() => learningJourneys.id, { onDelete: "cascade" }),
		courseId: uuid("course_id")
			.notNull()
			.references(() => learningCourses.id, { onDelete: "cascade" }),
		position: integer("position").notNull(),
	},
	(t) => [
		primaryKey({ columns: [t.journeyId, t.courseId] }),
		index("learning_journey_courses_course_idx").on(t.courseId),
	],
);

/** Instructors assigned to a course: they may edit it (authoring); others may not. */
export const learningCourseInstructors = pgTable(
	"learning_course_instructors",
	{
		courseId: uuid("course_id")
			.notNull()
			.references(() => learningCourses.id, { onDelete: "cascade" }),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		primaryKey({ columns: [t.courseId, t.userId] }),
		index("learning_course_instructors_user_idx").on(t.userId),
	],
);

/** A lesson's identity within its course: progress, notes and bookmarks point here. */
export const learningLessons = pgTable(
	"learning_lessons",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		courseId: uuid("course_id")
			.notNull()
			.references(() => learningCourses.id, { onDelete: "cascade" }),
		/** The public id in URLs (/lesson/{lessonId}), unique within the course. */
		slug: text("slug").notNull(),
		publishedRevisionId: uuid("published_revision_id").references(
			(): AnyPgColumn => learningLessonRevisions.id,
			{ onDelete: "set null" },
		),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [uniqueIndex("learning_lessons_course_slug_key").on(t.courseId, t.slug)],
);

/** A version of a lesson: Markdown as written and its sanitized HTML (rendered on the server when saved). */
export const learningLessonRevisions = pgTable(
	"learning_lesson_revisions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		lessonId: uuid("lesson_id")
			.notNull()
			.references(() => learningLessons.id, { onDelete: "cascade" }),
		number: integer("number").notNull(),
		title: text("title").notNull(),
		minutes: integer("minutes").notNull(),
		/** A visitor may read it without signing up. */
		preview: boolean("preview").notNull().default(false),
		videoUrl: text("video_url"),
		markdown: text("markdown").notNull(),
		/** Sanitized (rehype-sanitize) and highlighted HTML: what the API sends, never the raw Markdown. */
		html: text("html").notNull(),
		...reviewColumns(),
	},
	(t) => [
		uniqueIndex("learning_lesson_revisions_number_key").on(t.lessonId, t.number),
		revisionStateCheck("learning_lesson_revisions_state_check", t.state),
	],
);

/** One question of a quiz revision: the exam engine's question model (contracts' questionDraftSchema), frozen. */
export type QuizQuestion = {
	/** Stable within the revision ("q1", "q2"…): answers and attempts point at it. */
	id: string;
	type: QuestionType;
	text: string;
	options: QuestionOption[];
	multiAnswer: boolean;
	answerKey: AnswerKey;
	marks: number;
	negativeMarks: number;
	tags: string[];
	difficulty: Difficulty;
	explanation: string;
	/** Authoring: the question bank question it was copied from (absent for content files and new questions). */
	bankQuestionId?: string | null;
};

/** A quiz's identity: a module's practice quiz ('practice') or a course's timed mock test ('mock', /test/{id}). */
export const learningQuizzes = pgTable(
	"learning_quizzes",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		courseId: uuid("course_id")
			.notNull()
			.references(() => learningCourses.id, { onDelete: "cascade" }),
		/** The module's slug for a practice quiz; 'mock-test' for the mock test. */
		slug: text("slug").notNull(),
		kind: text("kind").notNull(),
		publishedRevisionId: uuid("published_revision_id").references(
			(): AnyPgColumn => learningQuizRevisions.id,
			{
				onDelete: "set null",
			},
		),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex("learning_quizzes_course_slug_key").on(t.courseId, t.slug),
		check("learning_quizzes_kind_check", sql`${t.kind} in ('practice', 'mock')`),
	],
);

export const learningQuizRevisions = pgTable(
	"learning_quiz_revisions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		quizId: uuid("quiz_id")
			.notNull()
			.references(() => learningQuizzes.id, { onDelete: "cascade" }),
		number: integer("number").notNull(),
		title: text("title").notNull(),
		/** Mock tests only: the time allowed. */
		durationMinutes: integer("duration_minutes"),
		passPercent: doublePrecision("pass_percent").notNull().default(60),
		questions: jsonb("questions").$type<QuizQuestion[]>().notNull(),
		...reviewColumns(),
	},
	(t) => [
		uniqueIndex("learning_quiz_revisions_number_key").on(t.quizId, t.number),
		revisionStateCheck("learning_quiz_revisions_state_check", t.state),
	],
);

/** A figure of a course (SVG from the content files; checked for scripts and outside references when stored). */
export const learningAssets = pgTable(
	"learning_assets",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		courseId: uuid("course_id")
			.notNull()
			.references(() => learningCourses.id, { onDelete: "cascade" }),
		/** The file name lessons refer to (figures/<name>). */
		name: text("name").notNull(),
		contentType: text("content_type").notNull(),
		/** The SVG text. (Uploaded photos will keep their bytes in FileStorage under `storage_key`.) */
		body: text("body"),
		storageKey: text("storage_key"),
		sha256: text("sha256").notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [uniqueIndex("learning_assets_course_name_key").on(t.courseId, t.name)],
);

/** A student's enrolment in a course. */
export const learningEnrolments = pgTable(
	"learning_enrolments",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		courseId: uuid("course_id")
			.notNull()
			.references(() => learningCourses.id, { onDelete: "cascade" }),
		enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull().defaultNow(),
		/** Where to resume: the lesson last opened. */
		lastLessonId: uuid("last_lesson_id").references(() => learningLessons.id, { onDelete: "set null" }),
		lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
		/** Set when every published lesson is complete. */
		completedAt: timestamp("completed_at", { withTimezone: true }),
	},
	(t) => [
		uniqueIndex("learning_enrolments_user_course_key").on(t.userId, t.courseId),
		index("learning_enrolments_user_active_idx").on(t.userId, t.lastActiveAt),
	],
);

/** A lesson a student completed. */
export const learningLessonProgress = pgTable(
	"learning_lesson_progress",
	{
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		lessonId: uuid("lesson_id")
			.notNull()
			.references(() => learningLessons.id, { onDelete: "cascade" }),
		courseId: uuid("course_id")
			.notNull()
			.references(() => learningCourses.id, { onDelete: "cascade" }),
		completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		primaryKey({ columns: [t.userId, t.lessonId] }),
		index("learning_lesson_progress_user_course_idx").on(t.userId, t.courseId),
	],
);

/** A student's private note on a lesson (only they read it). */
export const learningNotes = pgTable(
	"learning_notes",
	{
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		lessonId: uuid("lesson_id")
			.notNull()
			.references(() => learningLessons.id, { onDelete: "cascade" }),
		body: text("body").notNull(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

export const learningBookmarks = pgTable(
	"learning_bookmarks",
	{
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		lessonId: uuid("lesson_id")
			.notNull()
			.references(() => learningLessons.id, { onDelete: "cascade" }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** A stored answer of a quiz attempt, by question id. */
export type QuizAttemptAnswer = {
	answer: StudentAnswer;
	timeSpent: number;
	score?: number;
	outcome?: string;
};

/**
 * One go at a quiz or mock test, against the revision published when it started. Practice attempts
 * finish when the last question is answered; mock attempts when submitted or their deadline passes.
 */
export const learningQuizAttempts = pgTable(
	"learning_quiz_attempts",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		quizId: uuid("quiz_id")
			.notNull()
			.references(() => learningQuizzes.id, { onDelete: "cascade" }),
		quizRevisionId: uuid("quiz_revision_id")
			.notNull()
			.references(() => learningQuizRevisions.id, { onDelete: "cascade" }),
		courseId: uuid("course_id")
			.notNull()
			.references(() => learningCourses.id, { onDelete: "cascade" }),
		/** 'in_progress' | 'submitted'. */
		status: text("status").notNull().default("in_progress"),
		startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
		/** Mock tests: when time is up (the server's clock decides). */
		deadline: timestamp("deadline", { withTimezone: true }),
		submittedAt: timestamp("submitted_at", { withTimezone: true }),
		answers: jsonb("answers").$type<Record<string, QuizAttemptAnswer>>().notNull().default({}),
		score: doublePrecision("score"),
		maxScore: doublePrecision("max_score"),
		percentage: doublePrecision("percentage"),
	},
	(t) => [
		index("learning_quiz_attempts_user_quiz_idx").on(t.userId, t.quizId, t.startedAt),
		index("learning_quiz_attempts_user_submitted_idx").on(t.userId, t.submittedAt),
		check("learning_quiz_attempts_status_check", sql`${t.status} in ('in_progress', 'submitted')`),
	],
);

/** One row per student per day they learned (a lesson completed or a quiz answered): streaks and weekly goals. */
export const learningActivityDays = pgTable(
	"learning_activity_days",
	{
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** The day in India (Asia/Kolkata), where Unnati's students are. */
		day: date("day", { mode: "string" }).notNull(),
		lessonsCompleted: integer("lessons_completed").notNull().default(0),
		questionsAnswered: integer("questions_answered").notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A student's own learning settings. */
export const learningGoals = pgTable("learning_goals", {
	userId: uuid("user_id")
		.primaryKey()
		.references(() => users.id, { onDelete: "cascade" }),
	/** Lessons a week the student aims for. */
	weeklyLessons: integer("weekly_lessons").notNull().default(5),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
