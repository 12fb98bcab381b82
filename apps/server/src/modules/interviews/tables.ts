import type { AnswerFeedback, Narrative, OverallFeedback } from "@unnati/contracts/interviews";
import { sql } from "drizzle-orm";
import {
	check,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { scheduleBookings } from "../scheduling/tables";

/** A practice interview a student takes alone: questions from Unnati's bank, answered typed or spoken. */
export const interviewSessions = pgTable(
	"interview_sessions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** 'technical' | 'hr' | 'behavioral' | 'negotiation' (coding runs in the coding interview). */
		type: text("type").notNull(),
		/** contracts' ROLE_FAMILIES. */
		roleFamily: text("role_family").notNull(),
		difficulty: text("difficulty").notNull(),
		/** 'in_progress' | 'completed'. */
		status: text("status").notNull().default("in_progress"),
		startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
		completedAt: timestamp("completed_at", { withTimezone: true }),
		/** The overall offline feedback, computed when the student finishes. */
		overall: jsonb("overall").$type<OverallFeedback>(),
		/** The language model's narrative and follow-ups, when one is configured and answered. */
		narrative: jsonb("narrative").$type<Narrative>(),
	},
	(t) => [
		index("interview_sessions_user_idx").on(t.userId, t.startedAt),
		check("interview_sessions_status_check", sql`${t.status} in ('in_progress', 'completed')`),
	],
);

/** One question of a session and the student's latest answer to it (a retry replaces it). */
export const interviewAnswers = pgTable(
	"interview_answers",
	{
		sessionId: uuid("session_id")
			.notNull()
			.references(() => interviewSessions.id, { onDelete: "cascade" }),
		/** 1-based order in the session. */
		position: integer("position").notNull(),
		/** The bank question's id (question-bank/); its text is copied so a reworded bank never changes history. */
		questionId: text("question_id").notNull(),
		questionText: text("question_text").notNull(),
		competency: text("competency"),
		/** 'pending' | 'answered' | 'skipped'. */
		status: text("status").notNull().default("pending"),
		answer: text("answer"),
		/** 'typed' | 'spoken'. */
		mode: text("mode"),
		durationSeconds: integer("duration_seconds"),
		/** The answer's offline feedback, computed when it is saved. */
		feedback: jsonb("feedback").$type<AnswerFeedback>(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		primaryKey({ columns: [t.sessionId, t.position] }),
		check("interview_answers_status_check", sql`${t.status} in ('pending', 'answered', 'skipped')`),
	],
);

/** The interviewer's scorecard of a scheduled mock interview (one per booking). */
export const interviewScorecards = pgTable("interview_scorecards", {
	bookingId: uuid("booking_id")
		.primaryKey()
		.references(() => scheduleBookings.id, { onDelete: "cascade" }),
	interviewerId: uuid("interviewer_id")
		.notNull()
		.references(() => users.id, { onDelete: "cascade" }),
	studentId: uuid("student_id")
		.notNull()
		.references(() => users.id, { onDelete: "cascade" }),
	type: text("type").notNull(),
	/** [{ criterion, score 1-5, comment }] in the rubric's order (contracts' SCORECARD_RUBRICS). */
	scores: jsonb("scores").$type<{ criterion: string; score: number; comment: string }[]>().notNull(),
	strengths: text("strengths").notNull(),
	improvements: text("improvements").notNull(),
	createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
