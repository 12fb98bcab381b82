import type { AnswerKey, QuestionOption } from "@unnati/contracts";
import { sql } from "drizzle-orm";
import {
	boolean,
	check,
	doublePrecision,
	index,
	jsonb,
	pgTable,
	text,
	timestamp,
	uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { institutions } from "../institutions/tables";

/** A college's collection of questions, kept by its question-bank and examination admins. */
export const questionBanks = pgTable(
	"question_banks",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		institutionId: uuid("institution_id")
			.notNull()
			.references(() => institutions.id, { onDelete: "cascade" }),
		name: text("name").notNull(),
		description: text("description").notNull().default(""),
		createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("question_banks_institution_idx").on(t.institutionId)],
);

/** One question of a bank. Exams copy questions when they are published, so later edits never change a taken exam. */
export const questions = pgTable(
	"questions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		bankId: uuid("bank_id")
			.notNull()
			.references(() => questionBanks.id, { onDelete: "cascade" }),
		/** 'mcq' | 'numeric' (the coding type joins later with its own answer-key variant). */
		type: text("type").notNull(),
		text: text("text").notNull(),
		/** [{ id, text }] in authored order; empty for numeric questions. */
		options: jsonb("options").$type<QuestionOption[]>().notNull(),
		multiAnswer: boolean("multi_answer").notNull().default(false),
		/** What makes an answer right, by type (contracts' answerKeySchema). Never sent to students. */
		answerKey: jsonb("answer_key").$type<AnswerKey>().notNull(),
		marks: doublePrecision("marks").notNull().default(1),
		/** Marks taken away for a wrong answer (0 for none). */
		negativeMarks: doublePrecision("negative_marks").notNull().default(0),
		/** Lower-case topic tags; random sections draw from questions carrying all of theirs. */
		tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
		difficulty: text("difficulty").notNull().default("medium"),
		explanation: text("explanation").notNull().default(""),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("questions_bank_idx").on(t.bankId),
		check("questions_difficulty_check", sql`${t.difficulty} in ('easy', 'medium', 'hard')`),
		check("questions_marks_check", sql`${t.marks} >= 0 and ${t.negativeMarks} >= 0`),
	],
);
