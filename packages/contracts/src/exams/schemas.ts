import { z } from "zod";
import { LANGUAGES } from "../code/constants";
import { problemExampleSchema, problemRunRequestSchema } from "../problems/schemas";
import { answerKeySchema, unsafePatternReason } from "./answer-keys";
import { EXAM_LIMITS } from "./constants";
import { essayUploadSchema } from "./uploads";

// The exam engine's wire shapes. The student paths keep the seed's snake_case fields (SPEC §7);
// the authoring API is ours and speaks camelCase like the rest of /api.

/**
 * `coding`: a program judged against a practice problem's hidden tests when the attempt is scored.
 * `truefalse`, `short` (typed answers, each with a credit), `matching` (items to choices) and
 * `ordering` (arrange the options) are Moodle's types of the same names.
 */
export const QUESTION_TYPES = [
	"mcq",
	"numeric",
	"coding",
	"truefalse",
	"short",
	"matching",
	"ordering",
	"essay",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Multi-answer marking: a share of the marks per correct choice, or all of them only when exactly right. */
export const MULTI_ANSWER_MARKING = ["partial", "all_or_nothing"] as const;
export type MultiAnswerMarking = (typeof MULTI_ANSWER_MARKING)[number];
/** When a student may see the correct answers and explanations of their attempt. */
export const SHOW_ANSWERS = ["never", "after_submit", "after_close"] as const;
export type ShowAnswers = (typeof SHOW_ANSWERS)[number];

const id = z.string().min(1).max(64);
const marks = z.number().min(0).max(100);

export const optionSchema = z.object({
	id: z.string().trim().min(1).max(16),
	text: z.string().trim().min(1, { error: "An option needs text." }).max(1000),
});
export type QuestionOption = z.infer<typeof optionSchema>;

/** A question as authored: what the bank stores, and what importers produce. */
export const questionDraftSchema = z
	.object({
		type: z.enum(QUESTION_TYPES),
		text: z.string().trim().min(1, { error: "A question needs text." }).max(5000),
		/** Choices (mcq), choices on the right (matching) or the items to arrange (ordering); empty otherwise. */
		options: z.array(optionSchema).max(10).default([]),
		multiAnswer: z.boolean().default(false),
		answerKey: answerKeySchema,
		marks: marks.default(1),
		/** Marks taken away for a wrong answer (0 for none); never for an unanswered question. */
		negativeMarks: marks.default(0),
		tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(10).default([]),
		difficulty: z.enum(DIFFICULTIES).default("medium"),
		explanation: z.string().trim().max(5000).default(""),
	})
	.superRefine((q, ctx) => {
		if (q.type !== q.answerKey.type) {
			ctx.addIssue({
				code: "custom",
				path: ["answerKey"],
				message: "The answer key does not match the question type.",
			});
			return;
		}
		const ids = new Set(q.options.map((o) => o.id));
		if (ids.size !== q.options.length)
			ctx.addIssue({ code: "custom", path: ["options"], message: "Option ids must be unique." });
		if (q.type === "mcq" && q.answerKey.type === "mcq") {
			if (q.options.length < 2)
				ctx.addIssue({
					code: "custom",
					path: ["options"],
					message: "A multiple-choice question needs at least two options.",
				});
			if (q.answerKey.correct.some((c) => !ids.has(c)))
				ctx.addIssue({
					code: "custom",
					path: ["answerKey", "correct"],
					message: "A correct answer must be one of the options.",
				});
			if (!q.multiAnswer && q.answerKey.correct.length !== 1)
				ctx.addIssue({
					code: "custom",
					path: ["answerKey", "correct"],
					message: "A single-answer question has exactly one correct option.",
				});
		}
		if (q.answerKey.type === "mcq") checkOptionReferences(q.answerKey, ids, ctx);
		const noOptions: Partial<Record<QuestionType, string>> = {
			numeric: "A numeric question has no options.",
			coding: "A coding question has no options.",
			truefalse: "A true/false question has no options of its own (they are True and False).",
			short: "A short-answer question has no options.",
			essay: "An essay question has no options.",
		};
		const noOptionsMessage = noOptions[q.type];
		if (noOptionsMessage && (q.options.length > 0 || q.multiAnswer))
			ctx.addIssue({ code: "custom", path: ["options"], message: noOptionsMessage });
		if ((q.type === "matching" || q.type === "ordering") && q.multiAnswer)
			ctx.addIssue({
				code: "custom",
				path: ["multiAnswer"],
				message: "Only a multiple-choice question can have several answers.",
			});
		if (q.answerKey.type === "short")
			q.answerKey.answers.forEach((answer, index) => {
				const unsafe = answer.regex ? unsafePatternReason(answer.text) : null;
				if (unsafe)
					ctx.addIssue({ code: "custom", path: ["answerKey", "answers", index, "text"], message: unsafe });
			});
		if (q.answerKey.type === "short" && !q.answerKey.answers.some((a) => a.credit === 100))
			ctx.addIssue({
				code: "custom",
				path: ["answerKey", "answers"],
				message: "At least one accepted answer must earn full credit (100 %).",
			});
		if (q.answerKey.type === "essay") {
			if (q.negativeMarks > 0)
				ctx.addIssue({
					code: "custom",
					path: ["negativeMarks"],
					message: "An essay is graded by hand and takes no negative marks.",
				});
			q.answerKey.rubric?.forEach((criterion, index) => {
				if (new Set(criterion.levels.map((l) => l.id)).size !== criterion.levels.length)
					ctx.addIssue({
						code: "custom",
						path: ["answerKey", "rubric", index, "levels"],
						message: "Level ids must be unique within a criterion.",
					});
			});
			const criteria = q.answerKey.rubric?.map((c) => c.id) ?? [];
			if (new Set(criteria).size !== criteria.length)
				ctx.addIssue({
					code: "custom",
					path: ["answerKey", "rubric"],
					message: "Criterion ids must be unique.",
				});
		}
		if (q.answerKey.type === "matching") {
			if (q.options.length < 2)
				ctx.addIssue({
					code: "custom",
					path: ["options"],
					message: "A matching question needs at least two choices.",
				});
			const promptIds = new Set(q.answerKey.prompts.map((p) => p.id));
			if (promptIds.size !== q.answerKey.prompts.length)
				ctx.addIssue({ code: "custom", path: ["answerKey", "prompts"], message: "Item ids must be unique." });
			if (q.answerKey.prompts.some((p) => !ids.has(p.choice)))
				ctx.addIssue({
					code: "custom",
					path: ["answerKey", "prompts"],
					message: "Each item must match one of the choices.",
				});
		}
		if (q.answerKey.type === "ordering") {
			const order = q.answerKey.order;
			if (q.options.length < 2)
				ctx.addIssue({
					code: "custom",
					path: ["options"],
					message: "An ordering question needs at least two items.",
				});
			else if (
				order.length !== q.options.length ||
				new Set(order).size !== order.length ||
				order.some((o) => !ids.has(o))
			)
				ctx.addIssue({
					code: "custom",
					path: ["answerKey", "order"],
					message: "The right order must list every item exactly once.",
				});
		}
	});

/** An mcq key's credits and feedback may name only the question's options. */
function checkOptionReferences(
	key: { credits?: Record<string, number>; feedback?: Record<string, string> },
	ids: Set<string>,
	ctx: z.RefinementCtx,
) {
	for (const field of ["credits", "feedback"] as const) {
		const unknown = Object.keys(key[field] ?? {}).find((id) => !ids.has(id));
		if (unknown)
			ctx.addIssue({
				code: "custom",
				path: ["answerKey", field],
				message: `Option ${unknown} is not one of the question's options.`,
			});
	}
}
export type QuestionDraft = z.output<typeof questionDraftSchema>;
export type QuestionDraftInput = z.input<typeof questionDraftSchema>;

export const questionSchema = z
	.object({
		id,
		bankId: id,
		type: z.enum(QUESTION_TYPES),
		text: z.string(),
		options: z.array(optionSchema),
		multiAnswer: z.boolean(),
		answerKey: answerKeySchema,
		marks: z.number(),
		negativeMarks: z.number(),
		tags: z.array(z.string()),
		difficulty: z.enum(DIFFICULTIES),
		explanation: z.string(),
		updatedAt: z.string(),
	})
	.meta({ id: "Question" });
export type Question = z.infer<typeof questionSchema>;

export const bankInputSchema = z.object({
	name: z.string().trim().min(2, { error: "Please name the bank (at least 2 characters)." }).max(120),
	description: z.string().trim().max(1000).default(""),
});

export const bankSummarySchema = z
	.object({
		id,
		name: z.string(),
		description: z.string(),
		questionCount: z.number().int(),
		updatedAt: z.string(),
	})
	.meta({ id: "QuestionBankSummary" });
export const bankDetailSchema = bankSummarySchema
	.extend({ questions: z.array(questionSchema) })
	.meta({ id: "QuestionBank" });
export const bankListSchema = z
	.object({ banks: z.array(bankSummarySchema) })
	.meta({ id: "QuestionBankList" });
export type BankSummary = z.infer<typeof bankSummarySchema>;
export type BankDetail = z.infer<typeof bankDetailSchema>;

export const IMPORT_FORMATS = ["csv", "aiken", "gift", "moodlexml"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const importRequestSchema = z.object({
	format: z.enum(IMPORT_FORMATS),
	/** The file's text; 1 MB at most (the body limit). */
	text: z.string().min(1, { error: "The file is empty." }).max(EXAM_LIMITS.importMaxChars),
	/** Tags added to every imported question. */
	tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(10).default([]),
});
/** A line (1-based) the importer could not read, and why. */
export const importProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export const importPreviewSchema = z
	.object({ questions: z.array(questionDraftSchema), problems: z.array(importProblemSchema) })
	.meta({ id: "ImportPreview" });
/** What an import stored, and the lines it skipped. */
export const importResultSchema = z
	.object({ imported: z.number().int(), problems: z.array(importProblemSchema) })
	.meta({ id: "ImportResult" });
export type ImportProblem = z.infer<typeof importProblemSchema>;
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * Who may take an exam, always within the exam's college. Empty lists do not narrow:
 * `{ departmentIds: [], years: [2], sections: [] }` is every second-year student of the college.
 * Named students (by roll number) are an audience of their own.
 */
export const audienceSchema = z.discriminatedUnion("kind", [
	z.object({
		kind: z.literal("college"),
		departmentIds: z.array(id).max(50).default([]),
		years: z.array(z.number().int().min(1).max(4)).max(4).default([]),
		sections: z
			.array(
				z
					.string()
					.trim()
					.toUpperCase()
					.regex(/^[A-Z]$/),
			)
			.max(26)
			.default([]),
	}),
	z.object({
		kind: z.literal("students"),
		rollNos: z.array(z.string().trim().toUpperCase().min(1).max(32)).min(1).max(5000),
	}),
]);
export type Audience = z.output<typeof audienceSchema>;

/** A section's questions: named ones in order, or `count` drawn per student from a bank's questions with all of `tags`. */
export const sectionSourceSchema = z.discriminatedUnion("mode", [
	z.object({
		mode: z.literal("fixed"),
		questionIds: z.array(id).min(1).max(EXAM_LIMITS.maxQuestionsPerSection),
	}),
	z.object({
		mode: z.literal("random"),
		bankId: id,
		tags: z.array(z.string().trim().toLowerCase().min(1).max(40)).max(10).default([]),
		count: z.number().int().min(1).max(EXAM_LIMITS.maxQuestionsPerSection),
	}),
]);
export type SectionSource = z.output<typeof sectionSourceSchema>;

export const examInputSchema = z
	.object({
		title: z
			.string()
			.trim()
			.min(3, { error: "Please give the exam a title (at least 3 characters)." })
			.max(150),
		description: z.string().trim().max(2000).default(""),
		/** Empty: the default instructions are shown (SPEC §3). */
		instructions: z.array(z.string().trim().min(1).max(500)).max(30).default([]),
		opensAt: z.iso.datetime({ offset: true }),
		closesAt: z.iso.datetime({ offset: true }),
		durationMinutes: z.number().int().min(1).max(600),
		passingScorePercentage: z.number().min(0).max(100).default(0),
		shuffleQuestions: z.boolean().default(false),
		shuffleOptions: z.boolean().default(false),
		multiAnswerMarking: z.enum(MULTI_ANSWER_MARKING).default("partial"),
		showAnswers: z.enum(SHOW_ANSWERS).default("after_submit"),
		proctored: z.boolean().default(false),
		/** Violations that end a proctored attempt; 0 = never. */
		maxViolations: z.number().int().min(0).max(100).default(5),
		/** A passing attempt earns the student an exam certificate anyone can verify. */
		certificateOnPass: z.boolean().default(false),
		/**
		 * Sections without their own time limits are still taken one after another: a student finishes
		 * a section to open the next and cannot go back. Timed sections are always in order.
		 */
		sectionsInOrder: z.boolean().default(false),
		audience: audienceSchema,
		sections: z
			.array(
				z.object({
					title: z.string().trim().min(1).max(120),
					source: sectionSourceSchema,
					/**
					 * The section's own time limit, as placement aptitude tests time each section. When
					 * sections are timed, every one is, they are taken in order, and a finished section
					 * cannot be reopened.
					 */
					durationMinutes: z.number().int().min(1).max(600).optional(),
				}),
			)
			.min(1, { error: "An exam needs at least one section." })
			.max(20),
	})
	.superRefine((e, ctx) => {
		const timed = e.sections.filter((s) => s.durationMinutes !== undefined);
		if (e.sectionsInOrder && e.sections.length < 2)
			ctx.addIssue({
				code: "custom",
				path: ["sectionsInOrder"],
				message: "Sections in a fixed order need at least two sections.",
			});
		if (e.sectionsInOrder && e.shuffleQuestions && e.sections.length > 1)
			ctx.addIssue({
				code: "custom",
				path: ["shuffleQuestions"],
				message: "Questions are shuffled within each section; sections in a fixed order keep their order.",
			});
		if (timed.length === 0) return;
		if (timed.length < e.sections.length) {
			e.sections.forEach((s, index) => {
				if (s.durationMinutes === undefined)
					ctx.addIssue({
						code: "custom",
						path: ["sections", index, "durationMinutes"],
						message: "Give every section a time limit, or none of them.",
					});
			});
			return;
		}
		const total = timed.reduce((sum, s) => sum + (s.durationMinutes ?? 0), 0);
		if (total !== e.durationMinutes)
			ctx.addIssue({
				code: "custom",
				path: ["durationMinutes"],
				message: `With timed sections the exam lasts as long as its sections together: ${total} minutes.`,
			});
		if (e.shuffleQuestions && e.sections.length > 1)
			ctx.addIssue({
				code: "custom",
				path: ["shuffleQuestions"],
				message: "Questions are shuffled within each section; timed sections always keep their order.",
			});
	})
	.refine((e) => Date.parse(e.closesAt) > Date.parse(e.opensAt), {
		path: ["closesAt"],
		message: "The exam must close after it opens.",
	})
	.refine((e) => !e.certificateOnPass || e.passingScorePercentage > 0, {
		path: ["certificateOnPass"],
		message:
			"Set a pass mark above 0 % before switching certificates on: otherwise every attempt would earn one.",
	});
export type ExamInput = z.output<typeof examInputSchema>;
export type ExamInputRaw = z.input<typeof examInputSchema>;

export const EXAM_STATES = ["draft", "published"] as const;
export const examDetailSchema = z
	.object({
		id,
		state: z.enum(EXAM_STATES),
		/** Questions a student will answer (fixed ones plus each random draw's count). */
		questionCount: z.number().int(),
		totalMarks: z.number(),
		attemptCount: z.number().int(),
		createdAt: z.string(),
		updatedAt: z.string(),
		publishedAt: z.string().nullable(),
	})
	.extend({
		title: z.string(),
		description: z.string(),
		instructions: z.array(z.string()),
		opensAt: z.string(),
		closesAt: z.string(),
		durationMinutes: z.number().int(),
		passingScorePercentage: z.number(),
		shuffleQuestions: z.boolean(),
		shuffleOptions: z.boolean(),
		multiAnswerMarking: z.enum(MULTI_ANSWER_MARKING),
		showAnswers: z.enum(SHOW_ANSWERS),
		proctored: z.boolean(),
		maxViolations: z.number().int(),
		certificateOnPass: z.boolean(),
		sectionsInOrder: z.boolean(),
		audience: audienceSchema,
		sections: z.array(
			z.object({
				id,
				title: z.string(),
				source: sectionSourceSchema,
				durationMinutes: z.number().int().optional(),
			}),
		),
	})
	.meta({ id: "ExamDetail" });
export type ExamDetail = z.infer<typeof examDetailSchema>;
export const examListSchema = z.object({ exams: z.array(examDetailSchema) }).meta({ id: "ExamList" });

// ——— The student API (SPEC §7: /students/...) ———

export const STUDENT_EXAM_STATUSES = ["upcoming", "live", "completed", "missed"] as const;
export type StudentExamStatus = (typeof STUDENT_EXAM_STATUSES)[number];

export const studentExamListSchema = z
	.object({
		exams: z.array(
			z.object({
				exam_id: id,
				title: z.string(),
				status: z.enum(STUDENT_EXAM_STATUSES),
				starts_at: z.string(),
				ends_at: z.string(),
				duration_minutes: z.number().int(),
				proctored: z.boolean(),
				question_count: z.number().int(),
				attempt_id: id.optional(),
				/** Set when the attempt is in progress or submitted. */
				attempt_status: z.enum(["in_progress", "submitted"]).optional(),
				percentage: z.number().optional(),
				passed: z.boolean().optional(),
				/** Submitted, with essays still to be graded or released: no percentage or pass yet. */
				awaiting_grading: z.boolean().optional(),
			}),
		),
		/** The server's clock when it answered, so countdowns do not trust the device's clock. */
		server_time: z.string(),
	})
	.meta({ id: "StudentExamList" });
export type StudentExamList = z.infer<typeof studentExamListSchema>;
export type StudentExamListItem = StudentExamList["exams"][number];

/**
 * An answer on the wire: an option id (single answer; "true"/"false"), option ids (multi-answer; an
 * ordering question's items in the student's order), `item=choice` pairs (matching), the typed text
 * (numeric, short answer), the program (coding), or nothing.
 */
export const studentAnswerSchema = z.union([
	z.string().max(EXAM_LIMITS.maxAnswerChars),
	/** Option ids, or a matching question's `item=choice` pairs. */
	z.array(z.string().min(1).max(40)).max(10),
	z.null(),
]);
export type StudentAnswer = z.infer<typeof studentAnswerSchema>;

/** SPEC §3's `programming_language` of a queued answer: the judge's languages. */
export const PROGRAMMING_LANGUAGES = LANGUAGES;

/**
 * A number as a student would type it: plain decimals, never exponent notation (1e-7 is
 * "0.0000001"). A value too small to write in 20 decimals keeps JavaScript's form, which the
 * numeric check then names as not a number.
 */
export function typedNumber(value: number): string {
	const plain = value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
	return Number(plain) === value ? plain : String(value);
}

/**
 * A saved answer as clients send it: what the server stores, or a numeric answer as a JSON number
 * (`42`), taken as the same number typed ("42"), so one client's number never refuses a whole batch.
 */
export const sentAnswerSchema = z.union([z.number().transform(typedNumber), studentAnswerSchema]);

/** A queued answer (SPEC §3), plus the client's sequence number so a replayed or late batch cannot undo a newer answer. */
export const queuedAnswerSchema = z.object({
	section_id: id,
	question_id: id,
	student_answer: sentAnswerSchema,
	/** Seconds spent on the question so far. */
	time_spent: z
		.number()
		.int()
		.min(0)
		.max(24 * 60 * 60),
	programming_language: z.enum(PROGRAMMING_LANGUAGES).optional(),
	client_seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
export type QueuedAnswer = z.infer<typeof queuedAnswerSchema>;

export const saveAnswersBatchSchema = z.object({
	answers: z
		.array(queuedAnswerSchema)
		.min(1, { error: "There are no answers to save." })
		.max(EXAM_LIMITS.maxBatchAnswers, {
			error: `A batch holds at most ${EXAM_LIMITS.maxBatchAnswers} answers.`,
		}),
});
export const saveAnswersResultSchema = z
	.object({
		saved: z.number().int(),
		time_remaining_seconds: z.number().int(),
		/**
		 * Timed sections: answers of the batch whose section was not open (it had ended, beyond the
		 * network grace, or had not started). They are not stored; the rest of the batch is.
		 */
		closed_question_ids: z.array(id).optional(),
	})
	.meta({ id: "SaveAnswersResult" });

/** POST /students/exam/{id}/next-section: end the current timed section now and open the next. */
export const nextSectionSchema = z.object({ section_id: id });

export const ATTEMPT_STATUSES = ["in_progress", "submitted"] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

export const attemptSchema = z
	.object({
		attempt_id: id,
		status: z.enum(ATTEMPT_STATUSES),
		started_at: z.string(),
		deadline: z.string(),
		/** Derived from the server's clock: the countdown starts from this, never from the device's time. */
		time_remaining_seconds: z.number().int(),
		/**
		 * Timed sections only: when each section of the paper ends, in order (a section starts when
		 * the one before it ends). The current section is the first that has not ended; the ones
		 * before it are closed and the ones after it not open yet.
		 */
		section_deadlines: z.array(z.object({ section_id: id, ends_at: z.string() })).optional(),
		/**
		 * With section_deadlines: "timed" when each section has its own time limit; "in_order" when the
		 * sections have none and only their order is fixed (each ends at the deadline until finished).
		 */
		section_mode: z.enum(["timed", "in_order"]).optional(),
		/** The stored answers, by question id. */
		answers: z.record(
			z.string(),
			z.object({
				student_answer: studentAnswerSchema,
				time_spent: z.number().int(),
				/** The language a coding answer is written in. */
				programming_language: z.enum(PROGRAMMING_LANGUAGES).optional(),
			}),
		),
		/** Files attached to essay answers, by question id. */
		uploads: z.record(z.string(), essayUploadSchema).optional(),
	})
	.meta({ id: "ExamAttempt" });
export type Attempt = z.infer<typeof attemptSchema>;

export const playerQuestionSchema = z.object({
	question_id: id,
	type: z.enum(QUESTION_TYPES),
	text: z.string(),
	options: z.array(optionSchema),
	multi_answer: z.boolean(),
	marks: z.number(),
	negative_marks: z.number(),
	/** A matching question's items, each to be matched to one of `options`. */
	prompts: z.array(optionSchema).optional(),
	/** For a coding question: the problem to solve, without its hidden tests. */
	coding: z
		.object({
			problem_id: z.string(),
			title: z.string(),
			statement: z.string(),
			input_format: z.string(),
			output_format: z.string(),
			constraints: z.array(z.string()),
			examples: z.array(problemExampleSchema),
			languages: z.array(z.enum(LANGUAGES)).min(1),
			/** A starting program for each allowed language. */
			starters: z.partialRecord(z.enum(LANGUAGES), z.string()),
			time_limit_ms: z.number().int().positive(),
			marks_per_test: z.number(),
		})
		.optional(),
	/** For an essay: its word limit, and whether a photo or PDF may be attached. */
	essay: z.object({ word_limit: z.number().int(), allow_upload: z.boolean() }).optional(),
});
export type PlayerQuestion = z.infer<typeof playerQuestionSchema>;

/** What the player needs: never an answer key, a correct option or an explanation. */
export const examQuestionsSchema = z
	.object({
		exam: z.object({
			exam_id: id,
			title: z.string(),
			instructions: z.array(z.string()),
			passing_score_percentage: z.number(),
			duration_minutes: z.number().int(),
			proctored: z.boolean(),
			max_violations: z.number().int(),
			sections: z.array(
				z.object({ section_id: id, title: z.string(), questions: z.array(playerQuestionSchema) }),
			),
		}),
		attempt: attemptSchema,
	})
	.meta({ id: "ExamQuestions" });
export type ExamQuestions = z.infer<typeof examQuestionsSchema>;

export const startAttemptSchema = z
	.object({ attempt: attemptSchema, is_resume: z.boolean() })
	.meta({ id: "StartAttempt" });

export const violationSummarySchema = z.object({
	violations: z
		.array(
			z.object({
				violation: z.string().max(200),
				awayDuration: z.number().min(0).optional(),
				at: z.string().max(40).optional(),
			}),
		)
		.max(1000),
	violationCount: z.number().int().min(0),
	maxViolationsReached: z.boolean(),
	submissionReason: z.string().max(100).optional(),
	proctoringSummary: z.object({
		totalViolations: z.number().int().min(0),
		focusViolations: z.number().int().min(0),
		fullscreenViolations: z.number().int().min(0),
		totalAwayTime: z.number().min(0),
		longestAwayDuration: z.number().min(0),
	}),
});
export type ViolationSummary = z.infer<typeof violationSummarySchema>;

export const submitExamSchema = z.object({
	autoSubmitted: z.boolean(),
	/** The device's time of submission, kept for the record; the server's clock decides what counts. */
	submittedAt: z.string().max(40),
	violationSummary: violationSummarySchema.optional(),
});
export type SubmitExam = z.infer<typeof submitExamSchema>;

export const SUBMISSION_REASONS = ["student", "time_up", "max_violations"] as const;

export const resultQuestionSchema = z.object({
	question_id: id,
	text: z.string(),
	type: z.enum(QUESTION_TYPES),
	options: z.array(optionSchema),
	multi_answer: z.boolean(),
	/** A matching question's items. */
	prompts: z.array(optionSchema).optional(),
	student_answer: studentAnswerSchema,
	time_spent: z.number().int(),
	marks: z.number(),
	score: z.number(),
	/** "correct" | "partial" | "wrong" | "unanswered", or "pending" while a grader has yet to mark it. */
	outcome: z.enum(["correct", "partial", "wrong", "unanswered", "pending"]),
	/** The file attached to an essay answer (read it at GET /students/exam/{id}/questions/{qid}/upload). */
	upload: essayUploadSchema.optional(),
	/** A hand-graded answer's grade once released: the rubric levels chosen and the grader's comment. */
	grade: z
		.object({
			comment: z.string(),
			levels: z.array(z.object({ criterion: z.string(), level: z.string(), points: z.number() })),
		})
		.optional(),
	/** Present only when the exam lets students see answers now. */
	correct_answer: studentAnswerSchema.optional(),
	explanation: z.string().optional(),
	/** What the author wrote for the answer this student gave (shown with the answers). */
	feedback: z.string().optional(),
});

export const examResultSchema = z
	.object({
		attempt_id: id,
		exam_id: id,
		exam_title: z.string(),
		student_name: z.string(),
		roll_no: z.string().nullable(),
		status: z.enum(ATTEMPT_STATUSES),
		started_at: z.string(),
		submitted_at: z.string().nullable(),
		auto_submitted: z.boolean(),
		submission_reason: z.string().nullable(),
		score: z.number(),
		max_score: z.number(),
		percentage: z.number(),
		passing_score_percentage: z.number(),
		passed: z.boolean(),
		time_taken_seconds: z.number().int(),
		answers_visible: z.boolean(),
		/**
		 * An essay of this attempt waits for a grader, or its marks are not released yet: score,
		 * percentage and passed then count only the automatically scored questions, and a screen
		 * shows "awaiting grading" in their place.
		 */
		awaiting_grading: z.boolean(),
		/** When answers become visible, if they will ("after_close"). */
		answers_visible_from: z.string().nullable(),
		sections: z.array(
			z.object({
				section_id: id,
				title: z.string(),
				score: z.number(),
				max_score: z.number(),
				questions: z.array(resultQuestionSchema),
			}),
		),
	})
	.meta({ id: "ExamResult" });
export type ExamResult = z.infer<typeof examResultSchema>;
export type ResultQuestion = z.infer<typeof resultQuestionSchema>;

/**
 * POST /students/exam/{id}/run-code: runs the student's program for a coding question of their paper
 * on the problem's samples (or their own input). Nothing is saved or scored; answers go through
 * save-answers-batch like every other answer.
 */
export const examRunCodeSchema = problemRunRequestSchema.extend({ question_id: id });
export type ExamRunCode = z.infer<typeof examRunCodeSchema>;
