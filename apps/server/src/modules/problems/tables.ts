import type { CodeLanguage, TestResult, Verdict } from "@unnati/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";

/**
 * Every judged submission to a practice problem. Problems live in code (catalog/), so `problem_id`
 * is the catalogue's slug, not a foreign key; a problem removed from the catalogue keeps its history.
 */
export const problemSubmissions = pgTable(
	"problem_submissions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** The catalogue slug, e.g. "canteen-best-streak". */
		problemId: text("problem_id").notNull(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		language: text("language").$type<CodeLanguage>().notNull(),
		source: text("source").notNull(),
		/** Accepted, or the first failing test's verdict (contracts' VERDICTS). */
		verdict: text("verdict").$type<Verdict>().notNull(),
		/** Tests passed out of `total` (samples and hidden tests together). */
		passed: integer("passed").notNull(),
		total: integer("total").notNull(),
		/** The slowest test's CPU time and the largest peak memory. */
		timeMs: integer("time_ms").notNull(),
		memoryKb: integer("memory_kb").notNull(),
		compileOutput: text("compile_output").notNull().default(""),
		/** The sample tests' results with their data (samples are public). */
		sampleResults: jsonb("sample_results").$type<TestResult[]>().notNull(),
		/** The first failing hidden test's number and verdict; never its data. */
		firstFailure: jsonb("first_failure").$type<{ test_number: number; status: Verdict } | null>(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		// A person's history of one problem, newest first; also answers "solved?" and "attempted?".
		index("problem_submissions_user_problem_idx").on(t.userId, t.problemId, t.createdAt.desc()),
		// Acceptance rates: submissions and Accepted ones per problem.
		index("problem_submissions_problem_verdict_idx").on(t.problemId, t.verdict),
		check("problem_submissions_counts_check", sql`${t.passed} between 0 and ${t.total}`),
	],
);

export type ProblemSubmissionRow = typeof problemSubmissions.$inferSelect;
