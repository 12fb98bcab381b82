import type { CodeLanguage, Verdict } from "@unnati/contracts/code";
import type { LabDifficulty, LabStatus, LabStepResult } from "@unnati/contracts/labs";
import type { AuthoringRevisionState } from "@unnati/contracts/learning";
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
	uniqueIndex,
	uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import type { LabStepDefinition } from "./content";

// Labs: guided hands-on exercises of a course, each a sequence of steps checked by the sandboxed judge,
// and each student's progress through them. A lab goes draft -> in_review -> published like a lesson;
// students only ever see published labs.

export const labs = pgTable(
	"labs",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** The lab's id in URLs (/lab-details/{labId}), e.g. "attendance-prefix-sums". */
		slug: text("slug").notNull().unique(),
		/** Learning's course slug; not a foreign key: labs read the catalogue through learning's read.ts. */
		courseSlug: text("course_slug").notNull(),
		/** Order among the course's labs. */
		position: integer("position").notNull().default(0),
		title: text("title").notNull(),
		summary: text("summary").notNull(),
		minutes: integer("minutes").notNull(),
		language: text("language").$type<CodeLanguage>().notNull(),
		difficulty: text("difficulty").$type<LabDifficulty>().notNull().default("beginner"),
		objectives: jsonb("objectives").$type<string[]>().notNull(),
		prerequisites: jsonb("prerequisites").$type<string[]>().notNull(),
		/** The steps with their instructions, starters and tests; the tests never leave the server. */
		steps: jsonb("steps").$type<LabStepDefinition[]>().notNull(),
		status: text("status").$type<LabStatus>().notNull().default("draft"),
		/** 'content' (loaded from the files in git, reviewed there) | 'authoring' (written in the app). */
		source: text("source").notNull().default("authoring"),
		/** For 'content': a hash of the definition it was loaded from, so loading again changes nothing. */
		sourceHash: text("source_hash"),
		authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
		submittedAt: timestamp("submitted_at", { withTimezone: true }),
		reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "set null" }),
		reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
		publishedAt: timestamp("published_at", { withTimezone: true }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("labs_course_idx").on(t.courseSlug, t.position),
		check("labs_status_check", sql`${t.status} in ('draft', 'in_review', 'published')`),
	],
);

/** The last run of a step's reference solution, keyed by a hash of the step as it was run. */
export type LabReferenceCheck = { hash: string; passed: boolean; verdict: Verdict; checkedAt: string };

/**
 * Authored versions of a lab, as learning keeps lesson revisions: the newest is the instructor's
 * draft, in review, published, or sent back ('rejected'); an edit after publication or after being
 * sent back starts a new draft, so students keep reading the published copy (the `labs` row, which
 * approval overwrites) until the next version is approved.
 */
export const labRevisions = pgTable(
	"lab_revisions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		labId: uuid("lab_id")
			.notNull()
			.references(() => labs.id, { onDelete: "cascade" }),
		number: integer("number").notNull(),
		state: text("state").$type<AuthoringRevisionState>().notNull().default("draft"),
		title: text("title").notNull(),
		summary: text("summary").notNull(),
		minutes: integer("minutes").notNull(),
		language: text("language").$type<CodeLanguage>().notNull(),
		difficulty: text("difficulty").$type<LabDifficulty>().notNull(),
		objectives: jsonb("objectives").$type<string[]>().notNull(),
		prerequisites: jsonb("prerequisites").$type<string[]>().notNull(),
		/** Steps with their reference solutions and hidden tests; only staff ever read them. */
		steps: jsonb("steps").$type<LabStepDefinition[]>().notNull(),
		/** Reference-solution runs; a step counts as checked only while its hash matches. */
		checks: jsonb("checks").$type<LabReferenceCheck[]>().notNull().default([]),
		authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
		submittedAt: timestamp("submitted_at", { withTimezone: true }),
		reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "set null" }),
		reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
		reviewNote: text("review_note").notNull().default(""),
		publishedAt: timestamp("published_at", { withTimezone: true }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
	},
	(t) => [
		uniqueIndex("lab_revisions_lab_number_idx").on(t.labId, t.number),
		index("lab_revisions_state_idx").on(t.state),
		check(
			"lab_revisions_state_check",
			sql`${t.state} in ('draft', 'in_review', 'published', 'superseded', 'rejected')`,
		),
	],
);

/** One student's state in one step of a lab: only the server's judgement sets `passed_at`. */
export const labStepProgress = pgTable(
	"lab_step_progress",
	{
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		labId: uuid("lab_id")
			.notNull()
			.references(() => labs.id, { onDelete: "cascade" }),
		/** 1-based. */
		stepNumber: integer("step_number").notNull(),
		language: text("language").$type<CodeLanguage>().notNull(),
		/** The last code submitted for this step (what the editor reopens with). */
		lastCode: text("last_code").notNull(),
		lastVerdict: text("last_verdict").$type<Verdict>().notNull(),
		/** The last judgement as the student saw it (examples with data, hidden tests only counted). */
		lastResult: jsonb("last_result").$type<LabStepResult>().notNull(),
		attempts: integer("attempts").notNull().default(0),
		/** When the judge first accepted a submission; never unset by a later failing one. */
		passedAt: timestamp("passed_at", { withTimezone: true }),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.labId, t.stepNumber] })],
);

/** A lab whose every step the student passed; what counts towards the course. */
export const labCompletions = pgTable(
	"lab_completions",
	{
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		labId: uuid("lab_id")
			.notNull()
			.references(() => labs.id, { onDelete: "cascade" }),
		completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.labId] }), index("lab_completions_lab_idx").on(t.labId)],
);

export type LabRow = typeof labs.$inferSelect;
export type LabRevisionRow = typeof labRevisions.$inferSelect;
export type LabStepProgressRow = typeof labStepProgress.$inferSelect;
