import type {
	AnswerKey,
	Audience,
	EssayUpload,
	MultiAnswerMarking,
	QuestionOption,
	RegradeChange,
	SectionSource,
	ShowAnswers,
	StudentAnswer,
	ViolationSummary,
} from "@unnati/contracts";
import { sql } from "drizzle-orm";
import {
	bigint,
	boolean,
	check,
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

/** An exam of one college: its rules, window and audience. Questions are frozen into exam_questions on publish. */
export const exams = pgTable(
	"exams",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
		/** 'draft' (editable, invisible to students) | 'published'. */
		state: text("state").notNull().default("draft"),
		title: text("title").notNull(),
		description: text("description").notNull().default(""),
		/** Empty: students see the default instructions (SPEC §3). */
		instructions: jsonb("instructions").$type<string[]>().notNull(),
		opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
		closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
		durationMinutes: integer("duration_minutes").notNull(),
		passingScorePercentage: doublePrecision("passing_score_percentage").notNull().default(0),
		shuffleQuestions: boolean("shuffle_questions").notNull().default(false),
		shuffleOptions: boolean("shuffle_options").notNull().default(false),
		multiAnswerMarking: text("multi_answer_marking").$type<MultiAnswerMarking>().notNull().default("partial"),
		showAnswers: text("show_answers").$type<ShowAnswers>().notNull().default("after_submit"),
		proctored: boolean("proctored").notNull().default(false),
		/** Violations that end a proctored attempt; 0 = never. */
		maxViolations: integer("max_violations").notNull().default(5),
		/** A student whose attempt passes earns an exam certificate (issue 14; the certificates module issues it). */
		certificateOnPass: boolean("certificate_on_pass").notNull().default(false),
		/** Untimed sections taken one after another, with no going back (timed sections always are). */
		sectionsInOrder: boolean("sections_in_order").notNull().default(false),
		/** Essays are graded with students' names hidden (the examination admin switches it on the grading queue). */
		anonymousGrading: boolean("anonymous_grading").notNull().default(true),
		audience: jsonb("audience").$type<Audience>().notNull(),
		publishedAt: timestamp("published_at", { withTimezone: true }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("exams_institution_window_idx").on(t.institutionId, t.closesAt),
		check("exams_state_check", sql`${t.state} in ('draft', 'published')`),
		check("exams_window_check", sql`${t.closesAt} > ${t.opensAt}`),
	],
);

export const examSections = pgTable(
	"exam_sections",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		examId: uuid("exam_id")
			.notNull()
			.references(() => exams.id, { onDelete: "cascade" }),
		position: integer("position").notNull(),
		title: text("title").notNull(),
		/** Fixed question ids, or a random draw from a bank by tags (contracts' sectionSourceSchema). */
		source: jsonb("source").$type<SectionSource>().notNull(),
		/** A timed section's own limit; null when the exam is timed as a whole. */
		durationMinutes: integer("duration_minutes"),
	},
	(t) => [uniqueIndex("exam_sections_exam_position_key").on(t.examId, t.position)],
);

/**
 * The questions of a published exam, copied from the bank at publish time: a fixed section's
 * questions, or a random section's whole pool (each attempt draws its own from it).
 */
export const examQuestions = pgTable(
	"exam_questions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		examId: uuid("exam_id")
			.notNull()
			.references(() => exams.id, { onDelete: "cascade" }),
		sectionId: uuid("section_id")
			.notNull()
			.references(() => examSections.id, { onDelete: "cascade" }),
		/** The bank question it was copied from (null once that is deleted). */
		sourceQuestionId: uuid("source_question_id"),
		position: integer("position").notNull(),
		type: text("type").notNull(),
		text: text("text").notNull(),
		options: jsonb("options").$type<QuestionOption[]>().notNull(),
		multiAnswer: boolean("multi_answer").notNull(),
		answerKey: jsonb("answer_key").$type<AnswerKey>().notNull(),
		marks: doublePrecision("marks").notNull(),
		negativeMarks: doublePrecision("negative_marks").notNull(),
		explanation: text("explanation").notNull().default(""),
	},
	(t) => [index("exam_questions_exam_idx").on(t.examId, t.sectionId, t.position)],
);

/** The paper one student got: question order per section and option order per question. */
export type AttemptPaper = {
	sections: { sectionId: string; questionIds: string[] }[];
	/** Option ids in the order this student sees them, by question id (only shuffled questions). */
	optionOrder: Record<string, string[]>;
};

/** One student's sitting of one exam (at most one per exam). */
export const examAttempts = pgTable(
	"exam_attempts",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		examId: uuid("exam_id")
			.notNull()
			.references(() => exams.id, { onDelete: "cascade" }),
		studentId: uuid("student_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** 'in_progress' | 'submitted'. */
		status: text("status").notNull().default("in_progress"),
		startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
		/** The earlier of start + duration and the window's close; the server's clock decides. */
		deadline: timestamp("deadline", { withTimezone: true }).notNull(),
		paper: jsonb("paper").$type<AttemptPaper>().notNull(),
		/**
		 * Timed sections: when each section of the paper ends (ISO times, the paper's order). Set at
		 * start; finishing a section early moves it and every later one forward, and `deadline` with them.
		 */
		sectionEnds: jsonb("section_ends").$type<string[]>(),
		submittedAt: timestamp("submitted_at", { withTimezone: true }),
		autoSubmitted: boolean("auto_submitted").notNull().default(false),
		/** 'student' | 'time_up' | 'max_violations'. */
		submissionReason: text("submission_reason"),
		/** The device's own submittedAt, for the record only. */
		clientSubmittedAt: text("client_submitted_at"),
		violationSummary: jsonb("violation_summary").$type<ViolationSummary>(),
		score: doublePrecision("score"),
		maxScore: doublePrecision("max_score"),
		percentage: doublePrecision("percentage"),
		passed: boolean("passed"),
		/**
		 * An answered essay waits for a grader, or its marks for release: score, percentage and passed
		 * count only the automatically scored questions until then, and the attempt is not yet "scored"
		 * for results readers and analytics (read.ts, read-analytics.ts).
		 */
		awaitingGrading: boolean("awaiting_grading").notNull().default(false),
		/** Last save or heartbeat: the live view calls an attempt disconnected after 60 s without one. */
		lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
	},
	(t) => [
		uniqueIndex("exam_attempts_exam_student_key").on(t.examId, t.studentId),
		index("exam_attempts_student_idx").on(t.studentId),
		index("exam_attempts_open_deadline_idx").on(t.deadline).where(sql`${t.status} = 'in_progress'`),
		check("exam_attempts_status_check", sql`${t.status} in ('in_progress', 'submitted')`),
	],
);

/** The latest answer to one question of one attempt: saves upsert it, so a replayed batch changes nothing. */
export const attemptAnswers = pgTable(
	"attempt_answers",
	{
		attemptId: uuid("attempt_id")
			.notNull()
			.references(() => examAttempts.id, { onDelete: "cascade" }),
		questionId: uuid("question_id")
			.notNull()
			.references(() => examQuestions.id, { onDelete: "cascade" }),
		sectionId: uuid("section_id").notNull(),
		/**
		 * `{ value }`, wrapped: a bare JSON string such as "3.5" would come back from the driver as the
		 * number 3.5, and a numeric answer must stay exactly as typed.
		 */
		answer: jsonb("answer").$type<{ value: StudentAnswer }>(),
		/** Seconds the student spent on the question. */
		timeSpent: integer("time_spent").notNull().default(0),
		/** The browser's sequence number of this answer; an older one never overwrites a newer one. */
		clientSeq: bigint("client_seq", { mode: "number" }),
		programmingLanguage: text("programming_language"),
		savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
		/** Set when the attempt is scored. */
		score: doublePrecision("score"),
		outcome: text("outcome"),
	},
	(t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** A question as frozen into a published exam: what papers are drawn from and scored against. */
export type FrozenQuestion = typeof examQuestions.$inferSelect;

/**
 * A corrected answer key, kept for the record: the key before and after, who corrected it and
 * whose marks changed (contracts' RegradeChange), so a student's changed mark can be explained.
 */
export const examRegrades = pgTable(
	"exam_regrades",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		examId: uuid("exam_id")
			.notNull()
			.references(() => exams.id, { onDelete: "cascade" }),
		questionId: uuid("question_id")
			.notNull()
			.references(() => examQuestions.id, { onDelete: "cascade" }),
		regradedBy: uuid("regraded_by").references(() => users.id, { onDelete: "set null" }),
		regradedAt: timestamp("regraded_at", { withTimezone: true }).notNull(),
		keyBefore: jsonb("key_before").$type<AnswerKey>().notNull(),
		keyAfter: jsonb("key_after").$type<AnswerKey>().notNull(),
		changes: jsonb("changes").$type<RegradeChange[]>().notNull(),
	},
	(t) => [index("exam_regrades_exam_idx").on(t.examId, t.regradedAt)],
);

/**
 * A hand-graded answer's grade: the marks, the rubric levels chosen and the grader's comment. The
 * answer's own score and outcome change only when the examination admin releases it (`releasedAt`).
 */
export const examManualGrades = pgTable(
	"exam_manual_grades",
	{
		attemptId: uuid("attempt_id")
			.notNull()
			.references(() => examAttempts.id, { onDelete: "cascade" }),
		questionId: uuid("question_id")
			.notNull()
			.references(() => examQuestions.id, { onDelete: "cascade" }),
		score: doublePrecision("score").notNull(),
		/** criterion id → level id, when the question has a rubric. */
		levels: jsonb("levels").$type<Record<string, string>>().notNull(),
		comment: text("comment").notNull().default(""),
		gradedBy: uuid("graded_by").references(() => users.id, { onDelete: "set null" }),
		gradedAt: timestamp("graded_at", { withTimezone: true }).notNull(),
		releasedAt: timestamp("released_at", { withTimezone: true }),
	},
	(t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/** Faculty the examination admin assigned to grade an exam's essays (the admin always may). */
export const examGraders = pgTable(
	"exam_graders",
	{
		examId: uuid("exam_id")
			.notNull()
			.references(() => exams.id, { onDelete: "cascade" }),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
	},
	(t) => [primaryKey({ columns: [t.examId, t.userId] }), index("exam_graders_user_idx").on(t.userId)],
);

/** The file a student attached to an essay answer (one per answer; attaching again replaces it). */
export const attemptUploads = pgTable(
	"attempt_uploads",
	{
		attemptId: uuid("attempt_id")
			.notNull()
			.references(() => examAttempts.id, { onDelete: "cascade" }),
		questionId: uuid("question_id")
			.notNull()
			.references(() => examQuestions.id, { onDelete: "cascade" }),
		/** The file storage's key (platform/storage): a random name, never the student's file name. */
		fileKey: text("file_key").notNull(),
		mime: text("mime").$type<EssayUpload["mime"]>().notNull(),
		size: integer("size").notNull(),
		uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull(),
	},
	(t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);
