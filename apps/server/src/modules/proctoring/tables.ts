import type { FaceSignalState, ReviewState, ViolationType } from "@unnati/contracts";
import { sql } from "drizzle-orm";
import {
	boolean,
	check,
	index,
	integer,
	pgTable,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { examAttempts, exams } from "../exams/tables";
import { institutions } from "../institutions/tables";

/** One thing the proctor saw during an attempt: a lost focus, a blocked copy, a face signal. */
export const proctoringViolations = pgTable(
	"proctoring_violations",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		attemptId: uuid("attempt_id")
			.notNull()
			.references(() => examAttempts.id, { onDelete: "cascade" }),
		/** The attempt's exam, kept here so an exam's flags are read without a join. */
		examId: uuid("exam_id")
			.notNull()
			.references(() => exams.id, { onDelete: "cascade" }),
		/** The browser's id of the report: a retried report is recorded once. */
		clientId: text("client_id").notNull(),
		type: text("type").$type<ViolationType>().notNull(),
		/** When it happened, by the device's clock, kept between the attempt's start and its arrival. */
		at: timestamp("at", { withTimezone: true }).notNull(),
		receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
		/** Milliseconds away (focus violations) or in the flagged condition (face signals). */
		awayMs: integer("away_ms"),
		/** The face signal's JPEG in file storage (DATA_DIR/files); null for the others. */
		snapshotKey: text("snapshot_key"),
		/** Whether it counted toward the exam's maximum when it arrived (face signals only if the exam said so). */
		counted: boolean("counted").notNull(),
		/** 'unreviewed' | 'confirmed' | 'dismissed': the examination admin's judgement. */
		review: text("review").$type<ReviewState>().notNull().default("unreviewed"),
		reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
		reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
	},
	(t) => [
		uniqueIndex("proctoring_violations_attempt_client_key").on(t.attemptId, t.clientId),
		index("proctoring_violations_exam_idx").on(t.examId, t.attemptId, t.at),
		check("proctoring_violations_review_check", sql`${t.review} in ('unreviewed', 'confirmed', 'dismissed')`),
		check("proctoring_violations_away_check", sql`${t.awayMs} is null or ${t.awayMs} >= 0`),
	],
);

/**
 * An accommodation the examination admin grants a student: for one exam, or for all their exams
 * (exam_id null). An exam's own accommodation wins over the general one.
 */
export const proctoringAccommodations = pgTable(
	"proctoring_accommodations",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		studentId: uuid("student_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		examId: uuid("exam_id").references(() => exams.id, { onDelete: "cascade" }),
		/** Added to the exam's duration (and to its window's close) when the student starts. */
		extraMinutes: integer("extra_minutes").notNull().default(0),
		/** The webcam is not used for this student: no face signals are read or accepted. */
		faceSignalsOff: boolean("face_signals_off").notNull().default(false),
		note: text("note").notNull().default(""),
		updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		// Two partial indexes: one general accommodation per student, one per student and exam.
		uniqueIndex("proctoring_accommodations_global_key").on(t.studentId).where(sql`${t.examId} is null`),
		uniqueIndex("proctoring_accommodations_exam_key")
			.on(t.studentId, t.examId)
			.where(sql`${t.examId} is not null`),
		index("proctoring_accommodations_institution_idx").on(t.institutionId),
		check("proctoring_accommodations_extra_check", sql`${t.extraMinutes} between 0 and 600`),
	],
);

/** An exam's proctoring settings; an exam without a row uses the defaults (face signals on, not counted). */
export const proctoringSettings = pgTable("proctoring_settings", {
	examId: uuid("exam_id")
		.primaryKey()
		.references(() => exams.id, { onDelete: "cascade" }),
	faceSignals: boolean("face_signals").notNull().default(true),
	/** Face signals count toward max_violations, so they can end an attempt on their own. */
	faceSignalsCount: boolean("face_signals_count").notNull().default(false),
	updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
	updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The proctor's last heartbeat per attempt. With the attempt's own last save (exam_attempts.last_seen_at)
 * it tells the live view who is still connected.
 */
export const proctoringPresence = pgTable(
	"proctoring_presence",
	{
		attemptId: uuid("attempt_id")
			.primaryKey()
			.references(() => examAttempts.id, { onDelete: "cascade" }),
		examId: uuid("exam_id")
			.notNull()
			.references(() => exams.id, { onDelete: "cascade" }),
		lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
		/** What the device last said about face signals (null: never said), why, and when. */
		faceSignals: text("face_signals").$type<FaceSignalState>(),
		faceSignalsReason: text("face_signals_reason"),
		faceSignalsAt: timestamp("face_signals_at", { withTimezone: true }),
	},
	(t) => [index("proctoring_presence_exam_idx").on(t.examId)],
);
