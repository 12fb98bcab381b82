import { z } from "zod";
import {
	countWords,
	DIFFICULTIES,
	EMPTY_ANSWER_MESSAGE,
	INTERVIEW_TYPES,
	LONG_ANSWER_MESSAGE,
	MAX_ANSWER_CHARS,
	MAX_ANSWER_WORDS,
	MAX_QUESTIONS,
	MIN_QUESTIONS,
	ROLE_FAMILIES,
	SCORECARD_RUBRICS,
	SPOKEN_INTERVIEW_TYPES,
} from "./constants";

export const interviewTypeSchema = z.enum(INTERVIEW_TYPES);
export const spokenTypeSchema = z.enum(SPOKEN_INTERVIEW_TYPES, {
	error:
		"Coding interviews run in the coding interview with the judge; choose technical, HR, behavioral or negotiation here.",
});

export const newSessionSchema = z.object({
	type: spokenTypeSchema,
	roleFamily: z.enum(ROLE_FAMILIES),
	difficulty: z.enum(DIFFICULTIES).default("medium"),
	questionCount: z
		.number()
		.int()
		.min(MIN_QUESTIONS, { error: `Choose at least ${MIN_QUESTIONS} questions.` })
		.max(MAX_QUESTIONS, { error: `Choose at most ${MAX_QUESTIONS} questions.` })
		.default(5),
});
export type NewSessionInput = z.input<typeof newSessionSchema>;

export const ANSWER_MODES = ["typed", "spoken"] as const;

/** One answer: typed or a (possibly edited) transcript; empty and over-long answers are refused with their messages. */
export const answerInputSchema = z.object({
	answer: z
		.string()
		.max(MAX_ANSWER_CHARS, { error: LONG_ANSWER_MESSAGE })
		.superRefine((text, ctx) => {
			const words = countWords(text);
			if (words === 0) ctx.addIssue({ code: "custom", message: EMPTY_ANSWER_MESSAGE });
			else if (words > MAX_ANSWER_WORDS) ctx.addIssue({ code: "custom", message: LONG_ANSWER_MESSAGE });
		}),
	mode: z.enum(ANSWER_MODES).default("typed"),
	/** Seconds the student spent answering (the per-answer timer); words per minute uses it for spoken answers. */
	durationSeconds: z
		.number()
		.int()
		.min(0)
		.max(3 * 3600)
		.default(0),
});
export type AnswerInput = z.input<typeof answerInputSchema>;

const wordCountSchema = z.object({ word: z.string(), count: z.number().int() });

export const TALKING_POINT_KINDS = ["experience", "skills", "lessons", "interests"] as const;
export const NEGOTIATION_CRITERIA = [
	{ id: "anchoring", label: "Anchoring with a figure" },
	{ id: "market-data", label: "Justification with market data" },
	{ id: "questions", label: "Asking questions" },
	{ id: "whole-package", label: "The whole package" },
	{ id: "courtesy", label: "Staying courteous" },
] as const;

/** The offline feedback of one answer (computed on the server with wink-nlp). */
export const answerFeedbackSchema = z.object({
	wordCount: z.number().int(),
	sentenceCount: z.number().int(),
	keyPoints: z.array(z.object({ label: z.string(), found: z.boolean(), evidence: z.string().nullable() })),
	/** Share of the question's key points covered, 0 to 1. */
	keyPointCoverage: z.number(),
	roleTerms: z.object({ found: z.array(z.string()), missing: z.array(z.string()) }),
	/** Behavioral answers only. */
	star: z
		.object({
			situation: z.string().nullable(),
			task: z.string().nullable(),
			action: z.string().nullable(),
			result: z.string().nullable(),
			present: z.number().int(),
		})
		.nullable(),
	fillers: z.object({ count: z.number().int(), per100Words: z.number(), words: z.array(wordCountSchema) }),
	/** Spoken answers of 10 seconds or more only. */
	pace: z
		.object({ wordsPerMinute: z.number().int(), band: z.enum(["slow", "comfortable", "fast"]) })
		.nullable(),
	mostUsedWords: z.array(wordCountSchema),
	talkingPoints: z.array(z.object({ kind: z.enum(TALKING_POINT_KINDS), sentence: z.string() })),
	numbers: z.array(z.string()),
	outcomes: z.array(z.string()),
	/** Negotiation answers only. */
	negotiation: z
		.array(z.object({ id: z.string(), label: z.string(), met: z.boolean(), evidence: z.string().nullable() }))
		.nullable(),
	suggestions: z.array(z.string()),
});
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

export const sessionQuestionSchema = z.object({
	position: z.number().int(),
	questionId: z.string(),
	text: z.string(),
	competency: z.string().nullable(),
	status: z.enum(["pending", "answered", "skipped"]),
	answer: z.string().nullable(),
	mode: z.enum(ANSWER_MODES).nullable(),
	durationSeconds: z.number().int().nullable(),
});

export const sessionSchema = z.object({
	id: z.string(),
	type: spokenTypeSchema,
	roleFamily: z.enum(ROLE_FAMILIES),
	difficulty: z.enum(DIFFICULTIES),
	status: z.enum(["in_progress", "completed"]),
	startedAt: z.iso.datetime(),
	completedAt: z.iso.datetime().nullable(),
	questions: z.array(sessionQuestionSchema),
});
export type InterviewSession = z.infer<typeof sessionSchema>;

export const overallFeedbackSchema = z.object({
	answered: z.number().int(),
	skipped: z.number().int(),
	keyPointsFound: z.number().int(),
	keyPointsTotal: z.number().int(),
	/** Mean of the answered questions' coverage, 0 to 1. */
	averageCoverage: z.number(),
	fillersPer100Words: z.number(),
	/** Mean over spoken answers; null when none was spoken. */
	averageWordsPerMinute: z.number().int().nullable(),
	/** Behavioral: answers with all four STAR parts. */
	starComplete: z.number().int().nullable(),
	totalWords: z.number().int(),
	mostUsedWords: z.array(wordCountSchema),
	roleTermsUsed: z.array(z.string()),
	negotiationMet: z
		.array(z.object({ id: z.string(), label: z.string(), answers: z.number().int() }))
		.nullable(),
	suggestions: z.array(z.string()),
});
export type OverallFeedback = z.infer<typeof overallFeedbackSchema>;

export const narrativeSchema = z.object({
	status: z.enum(["off", "ready", "failed"]),
	/** Why there is none: not configured, timed out, unreadable answer. */
	message: z.string().nullable(),
	summary: z.string().nullable(),
	followUps: z.array(z.object({ position: z.number().int(), question: z.string() })),
});
export type Narrative = z.infer<typeof narrativeSchema>;

export const scoreSchema = z.object({
	criterion: z.string(),
	label: z.string(),
	score: z.number().int().min(1).max(5),
	comment: z.string(),
});

export const scorecardSchema = z.object({
	bookingId: z.string(),
	type: interviewTypeSchema,
	interviewerName: z.string(),
	title: z.string(),
	startsAt: z.iso.datetime(),
	scores: z.array(scoreSchema),
	/** Mean of the scores, 1 to 5, one decimal. */
	average: z.number(),
	strengths: z.string(),
	improvements: z.string(),
	updatedAt: z.iso.datetime(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const scorecardInputSchema = z.object({
	scores: z
		.array(
			z.object({
				criterion: z.string().max(40),
				score: z
					.number()
					.int()
					.min(1, { error: "Scores run from 1 to 5." })
					.max(5, { error: "Scores run from 1 to 5." }),
				comment: z.string().trim().max(1000).default(""),
			}),
		)
		.min(1)
		.max(10),
	strengths: z.string().trim().min(10, { error: "Write at least a sentence on what went well." }).max(3000),
	improvements: z
		.string()
		.trim()
		.min(10, { error: "Write at least a sentence on what to improve." })
		.max(3000),
});
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

/** The criteria ids of a type's rubric, for checking a scorecard covers each exactly once. */
export const rubricIds = (type: keyof typeof SCORECARD_RUBRICS) => SCORECARD_RUBRICS[type].map((c) => c.id);

/** What /mockinterviews/feedback/{type}/{id} shows: a practice session or a scheduled interview's scorecard. */
export const feedbackSchema = z.discriminatedUnion("kind", [
	z.object({
		kind: z.literal("practice"),
		session: sessionSchema,
		answers: z.array(z.object({ position: z.number().int(), feedback: answerFeedbackSchema.nullable() })),
		overall: overallFeedbackSchema,
		/** Offered when a language model is configured (LLM_BASE_URL); fetched separately. */
		narrativeAvailable: z.boolean(),
	}),
	z.object({ kind: z.literal("scheduled"), scorecard: scorecardSchema }),
]);
export type InterviewFeedback = z.infer<typeof feedbackSchema>;

export const historyItemSchema = z.object({
	id: z.string(),
	kind: z.enum(["practice", "scheduled"]),
	type: interviewTypeSchema,
	roleFamily: z.enum(ROLE_FAMILIES).nullable(),
	title: z.string(),
	at: z.iso.datetime(),
	status: z.enum(["in_progress", "completed"]),
	/** Practice: key-point coverage in percent; scheduled: the scorecard's average times 20. */
	score: z.number().nullable(),
	fillersPer100Words: z.number().nullable(),
	averageWordsPerMinute: z.number().int().nullable(),
});
export const historySchema = z.object({ items: z.array(historyItemSchema) });
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const hostedScorecardSchema = z.object({
	bookingId: z.string(),
	type: interviewTypeSchema,
	studentName: z.string(),
	rubric: z.array(z.object({ id: z.string(), label: z.string(), hint: z.string() })),
	scorecard: scorecardSchema.nullable(),
});
