import { z } from "zod";
import { answerKeySchema } from "./answer-keys";
import { optionSchema, QUESTION_TYPES } from "./schemas";

// Regrading: an answer key corrected after students have sat the exam. A dry run shows whose marks
// would change and by how much; applying it rescores every submitted attempt, keeps the history,
// and tells the students whose result changed.

const id = z.string().min(1).max(64);

/** The key types a regrade can correct: a program's tests are its key, so coding questions are not. */
export const REGRADABLE_TYPES = ["mcq", "numeric", "truefalse", "short", "matching", "ordering"] as const;

export const regradeRequestSchema = z.object({
	/** The corrected key; of the question's own type, naming only its own options and items. */
	answerKey: answerKeySchema,
	/** false: a dry run that changes nothing. */
	apply: z.boolean().default(false),
});
export type RegradeRequest = z.input<typeof regradeRequestSchema>;

export const regradeChangeSchema = z.object({
	attempt_id: id,
	student_name: z.string(),
	roll_no: z.string().nullable(),
	/** The question's marks in this attempt, before and after. */
	question_before: z.number(),
	question_after: z.number(),
	/** The attempt's score, percentage and pass, before and after. */
	score_before: z.number(),
	score_after: z.number(),
	percentage_before: z.number(),
	percentage_after: z.number(),
	passed_before: z.boolean(),
	passed_after: z.boolean(),
});
export type RegradeChange = z.infer<typeof regradeChangeSchema>;

export const regradeHistoryEntrySchema = z.object({
	id,
	question_id: id,
	question_text: z.string(),
	regraded_at: z.string(),
	regraded_by: z.string(),
	/** Attempts whose marks changed. */
	changed_attempts: z.number().int(),
});
export type RegradeHistoryEntry = z.infer<typeof regradeHistoryEntrySchema>;

export const regradeResultSchema = z
	.object({
		question_id: id,
		applied: z.boolean(),
		/** Submitted attempts that were given this question. */
		attempts_checked: z.number().int(),
		/** Only the attempts whose marks change, largest change first. */
		changes: z.array(regradeChangeSchema),
	})
	.meta({ id: "RegradeResult" });
export type RegradeResult = z.infer<typeof regradeResultSchema>;

/** An exam's questions with their keys (for the exam's authors only), and its regrades, newest first. */
export const examAnswerKeysSchema = z
	.object({
		questions: z.array(
			z.object({
				question_id: id,
				section_title: z.string(),
				type: z.enum(QUESTION_TYPES),
				text: z.string(),
				options: z.array(optionSchema),
				multi_answer: z.boolean(),
				marks: z.number(),
				answer_key: answerKeySchema,
			}),
		),
		history: z.array(regradeHistoryEntrySchema),
	})
	.meta({ id: "ExamAnswerKeys" });
export type ExamAnswerKeys = z.infer<typeof examAnswerKeysSchema>;
