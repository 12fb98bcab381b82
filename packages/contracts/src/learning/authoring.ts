import { z } from "zod";
import { answerKeySchema, fitsQuiz } from "../exams/answer-keys";
import { bankSummarySchema, questionDraftSchema, questionSchema } from "../exams/schemas";
import { defineEndpoint } from "../http/endpoint";
import { LEVELS } from "./schemas";

// Authoring (issue 13): instructors edit the courses they are assigned to; every edit is a draft
// revision that goes to review; the instructor admin approves (publishes) or sends it back with a
// comment, assigns instructors and reads each course's enrolment, completion and drop-off.

export const AUTHORING_LIMITS = {
	markdownMaxChars: 60_000,
	imageMaxBytes: 2 * 1024 * 1024,
	reviewCommentMaxChars: 2_000,
} as const;

export const REVISION_STATE_LABELS = {
	draft: "Draft",
	in_review: "In review",
	published: "Published",
	superseded: "Earlier version",
	rejected: "Sent back",
} as const;
export const revisionStateSchema = z.enum(["draft", "in_review", "published", "superseded", "rejected"]);
export type AuthoringRevisionState = z.infer<typeof revisionStateSchema>;

const uuid = z.uuid();
const iso = z.string();

export const authoredCourseSchema = z.object({
	id: uuid,
	slug: z.string(),
	title: z.string(),
	journeyTitle: z.string().nullable(),
	/** The version students see (null: never published). */
	publishedNumber: z.number().int().nullable(),
	/** The newest version and its state (a draft, in review, sent back, or the published one). */
	latest: z.object({ number: z.number().int(), state: revisionStateSchema, reviewNote: z.string() }),
});
export const authoredCoursesSchema = z.object({ courses: z.array(authoredCourseSchema) });

export const journeyChoiceSchema = z.object({ slug: z.string(), title: z.string() });

export const newCourseInputSchema = z.object({
	title: z.string().trim().min(4, "Give the course a title of at least 4 characters.").max(120),
	summary: z.string().trim().min(10, "Write a one-line summary of at least 10 characters.").max(300),
	level: z.enum(LEVELS),
	hours: z.number().min(0.5).max(200),
	journeySlug: z.string().min(1, "Choose the journey this course belongs to.").max(80),
});

export const authoringLessonSchema = z.object({
	id: uuid,
	slug: z.string(),
	title: z.string(),
	/** The state of the lesson's newest version. */
	state: revisionStateSchema,
	/** Changed since it was last published (or never published). */
	changed: z.boolean(),
});
/** A module's practice quiz or the course's mock test as the outline shows it (its newest version). */
export const authoringQuizSummarySchema = z.object({
	id: uuid,
	title: z.string(),
	state: revisionStateSchema,
	questionCount: z.number().int(),
	/** Changed since it was last published (or never published). */
	changed: z.boolean(),
});
export const authoringModuleSchema = z.object({
	slug: z.string(),
	title: z.string(),
	lessons: z.array(authoringLessonSchema),
	/** The module's practice quiz; absent when the module has none yet. */
	quiz: authoringQuizSummarySchema.nullable().default(null),
});
export const courseHistoryEntrySchema = z.object({
	number: z.number().int(),
	state: revisionStateSchema,
	authorName: z.string().nullable(),
	createdAt: iso,
	submittedAt: iso.nullable(),
	reviewedAt: iso.nullable(),
	reviewerName: z.string().nullable(),
	reviewNote: z.string(),
});
export const authoringCourseSchema = z.object({
	id: uuid,
	slug: z.string(),
	title: z.string(),
	summary: z.string(),
	/** The newest version: what the editor shows and changes. */
	number: z.number().int(),
	state: revisionStateSchema,
	reviewNote: z.string(),
	/** The instructor may change it now (false while it waits in review). */
	editable: z.boolean(),
	modules: z.array(authoringModuleSchema),
	/** The course's timed mock test, which is also its final test (certificates); null when it has none. */
	mockTest: authoringQuizSummarySchema.nullable().default(null),
	history: z.array(courseHistoryEntrySchema),
});

export const outlineInputSchema = z.object({
	modules: z
		.array(
			z.object({
				/**
				 * The module this entry is, by its slug, when it is already in the outline: it keeps its slug
				 * and its practice quiz wherever it moves. Absent (or empty) for a new module. A module of
				 * the draft that the outline leaves out is removed; its lessons must be placed elsewhere.
				 */
				slug: z.string().max(80).optional(),
				title: z.string().trim().min(2, "Give every module a title.").max(120),
				lessonIds: z.array(uuid).max(60),
			}),
		)
		.min(1, "A course needs at least one module.")
		.max(30),
});

export const newLessonInputSchema = z.object({
	moduleIndex: z.number().int().min(0),
	title: z.string().trim().min(3, "Give the lesson a title of at least 3 characters.").max(160),
});

export const authoringLessonDetailSchema = z.object({
	id: uuid,
	slug: z.string(),
	courseId: uuid,
	number: z.number().int(),
	state: revisionStateSchema,
	editable: z.boolean(),
	title: z.string(),
	minutes: z.number().int(),
	preview: z.boolean(),
	videoUrl: z.string().nullable(),
	markdown: z.string(),
	html: z.string(),
});

export const lessonInputSchema = z.object({
	title: z.string().trim().min(3, "Give the lesson a title of at least 3 characters.").max(160),
	minutes: z.number().int().min(1, "A lesson takes at least a minute.").max(240),
	preview: z.boolean(),
	videoUrl: z
		.string()
		.trim()
		.max(500)
		.refine((v) => v === "" || /^https:\/\//.test(v), "A video link must start with https://.")
		.optional(),
	markdown: z.string().max(AUTHORING_LIMITS.markdownMaxChars, "A lesson is at most 60,000 characters."),
});

export const previewInputSchema = z.object({
	markdown: z.string().max(AUTHORING_LIMITS.markdownMaxChars, "A lesson is at most 60,000 characters."),
});
export const previewSchema = z.object({ html: z.string() });

export const uploadedImageSchema = z.object({
	name: z.string(),
	url: z.string(),
	/** What to paste into the lesson: `![alt](images/<name>)`. */
	markdown: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Quizzes: a module's practice quiz or the course's mock test (its final test), written on the exam
// engine's question model. Questions are picked from the college's question banks (copied, so a
// later change to the bank does not change a published quiz) or written here.

export const QUIZ_LIMITS = { maxQuestions: 60, mockMinutes: { min: 5, max: 300 } } as const;
/** The mock test's key in quiz addresses; a practice quiz is addressed by its module's slug. */
export const MOCK_TEST_KEY = "mock-test";

/** A question of a quiz as the editor shows it: the exam engine's question, where it came from. */
export const authoringQuizQuestionSchema = z.object({
	id: z.string(),
	type: z.enum(["mcq", "numeric"]),
	text: z.string(),
	options: z.array(z.object({ id: z.string(), text: z.string() })),
	multiAnswer: z.boolean(),
	answerKey: answerKeySchema,
	marks: z.number(),
	negativeMarks: z.number(),
	tags: z.array(z.string()),
	difficulty: z.enum(["easy", "medium", "hard"]),
	explanation: z.string(),
	/** The bank question it was copied from, if any. */
	bankQuestionId: z.string().nullable(),
});

export const authoringQuizSchema = z.object({
	courseId: uuid,
	/** The module's slug, or "mock-test". */
	key: z.string(),
	kind: z.enum(["practice", "mock"]),
	/** The module's title for a practice quiz; the course's for the mock test. */
	placeTitle: z.string(),
	/** False: the quiz does not exist yet; saving creates it as a draft. */
	exists: z.boolean(),
	id: uuid.nullable(),
	number: z.number().int(),
	state: revisionStateSchema.nullable(),
	editable: z.boolean(),
	title: z.string(),
	durationMinutes: z.number().int().nullable(),
	passPercent: z.number(),
	questions: z.array(authoringQuizQuestionSchema),
	publishedNumber: z.number().int().nullable(),
});

/** Only multiple-choice and numeric questions: practice quizzes and mock tests score on the spot. */
const quizQuestionDraftSchema = questionDraftSchema.refine((q) => fitsQuiz(q.type), {
	message: "Quizzes take questions scored on the spot: no coding or essay questions.",
	path: ["type"],
});

export const quizQuestionInputSchema = z.discriminatedUnion("source", [
	z.object({
		source: z.literal("bank"),
		bankQuestionId: uuid,
		/** Replaces the bank question's explanation in this quiz (the bank keeps its own). */
		explanation: z.string().trim().max(5000).optional(),
	}),
	z.object({ source: z.literal("new"), question: quizQuestionDraftSchema }),
]);

export const quizInputSchema = z.object({
	title: z.string().trim().min(3, "Give the quiz a title of at least 3 characters.").max(160),
	/** Mock tests only: the time allowed, in minutes. */
	durationMinutes: z
		.number()
		.int()
		.min(QUIZ_LIMITS.mockMinutes.min, "A mock test lasts at least 5 minutes.")
		.max(QUIZ_LIMITS.mockMinutes.max, "A mock test lasts at most 300 minutes.")
		.nullable()
		.default(null),
	/** The pass mark in percent; the mock test's is the course's final-test pass mark for certificates. */
	passPercent: z
		.number()
		.min(1, "The pass mark is between 1 and 100 percent.")
		.max(100, "The pass mark is between 1 and 100 percent."),
	questions: z
		.array(quizQuestionInputSchema)
		.min(1, "Add at least one question to the quiz.")
		.max(QUIZ_LIMITS.maxQuestions, "A quiz holds at most 60 questions."),
});

export const authoringBanksSchema = z.object({ banks: z.array(bankSummarySchema) });
export const authoringBankSchema = bankSummarySchema.extend({ questions: z.array(questionSchema) });

export const reviewQueueItemSchema = z.object({
	revisionId: uuid,
	courseId: uuid,
	courseSlug: z.string(),
	courseTitle: z.string(),
	number: z.number().int(),
	authorName: z.string().nullable(),
	submittedAt: iso.nullable(),
	lessonsChanged: z.number().int(),
});
export const reviewQueueSchema = z.object({ items: z.array(reviewQueueItemSchema) });

export const reviewDetailSchema = z.object({
	revisionId: uuid,
	courseId: uuid,
	courseTitle: z.string(),
	number: z.number().int(),
	state: revisionStateSchema,
	authorName: z.string().nullable(),
	submittedAt: iso.nullable(),
	modules: z.array(z.object({ title: z.string(), lessonTitles: z.array(z.string()) })),
	lessons: z.array(
		z.object({
			lessonId: uuid,
			title: z.string(),
			number: z.number().int(),
			isNew: z.boolean(),
			html: z.string(),
		}),
	),
	/** Quizzes and the mock test this version changes, with their questions and answers. */
	quizzes: z
		.array(
			z.object({
				quizId: uuid,
				kind: z.enum(["practice", "mock"]),
				title: z.string(),
				number: z.number().int(),
				isNew: z.boolean(),
				passPercent: z.number(),
				durationMinutes: z.number().int().nullable(),
				questions: z.array(authoringQuizQuestionSchema),
			}),
		)
		.default([]),
});

export const reviewDecisionInputSchema = z.object({
	comment: z
		.string()
		.trim()
		.max(AUTHORING_LIMITS.reviewCommentMaxChars, "Keep the comment under 2,000 characters.")
		.default(""),
});
export const sendBackInputSchema = z.object({
	comment: z
		.string()
		.trim()
		.min(5, "Tell the instructor what to change (at least 5 characters).")
		.max(AUTHORING_LIMITS.reviewCommentMaxChars, "Keep the comment under 2,000 characters."),
});
export const reviewResultSchema = z.object({ state: revisionStateSchema });

export const adminCourseSchema = z.object({
	id: uuid,
	slug: z.string(),
	title: z.string(),
	publishedNumber: z.number().int().nullable(),
	instructors: z.array(z.object({ id: uuid, name: z.string() })),
});
export const adminCoursesSchema = z.object({
	courses: z.array(adminCourseSchema),
	instructors: z.array(z.object({ id: uuid, name: z.string(), email: z.string() })),
});
export const assignInputSchema = z.object({ instructorIds: z.array(uuid).max(20) });

export const courseAnalyticsSchema = z.object({
	courseId: uuid,
	title: z.string(),
	enrolled: z.number().int(),
	completed: z.number().int(),
	lessons: z.array(
		z.object({
			lessonId: uuid,
			position: z.number().int(),
			title: z.string(),
			/** Enrolled students who completed this lesson. */
			completed: z.number().int(),
			/** Students who completed the lesson before and not this one (for the first: enrolled students). */
			dropOff: z.number().int(),
		}),
	),
});

const courseParams = z.object({ courseId: uuid });
const lessonParams = z.object({ courseId: uuid, lessonId: uuid });
const revisionParams = z.object({ revisionId: uuid });
const quizParams = z.object({ courseId: uuid, quizKey: z.string().min(1).max(80) });
const bankParams = z.object({ bankId: uuid });
const instructorTags = ["learning (authoring)"];
const adminTags = ["learning (review)"];

/** The instructor's side: only courses they are assigned to (403 otherwise). */
export const authoringEndpoints = {
	courses: defineEndpoint({
		method: "GET",
		path: "/api/authoring/courses",
		summary: "The courses the instructor is assigned to, with their newest version's state",
		tags: instructorTags,
		responses: { 200: authoredCoursesSchema },
		errors: [401, 403],
	}),
	journeys: defineEndpoint({
		method: "GET",
		path: "/api/authoring/journeys",
		summary: "The journeys a new course may join",
		tags: instructorTags,
		responses: { 200: z.object({ journeys: z.array(journeyChoiceSchema) }) },
		errors: [401, 403],
	}),
	createCourse: defineEndpoint({
		method: "POST",
		path: "/api/authoring/courses",
		summary: "A new course as a draft, assigned to the instructor who creates it",
		tags: instructorTags,
		body: newCourseInputSchema,
		responses: { 201: authoringCourseSchema },
		errors: [400, 401, 403, 404],
	}),
	course: defineEndpoint({
		method: "GET",
		path: "/api/authoring/courses/:courseId",
		summary: "A course's newest version: outline, state and version history",
		tags: instructorTags,
		params: courseParams,
		responses: { 200: authoringCourseSchema },
		errors: [401, 403, 404],
	}),
	saveOutline: defineEndpoint({
		method: "PUT",
		path: "/api/authoring/courses/:courseId/outline",
		summary: "Saves the draft's modules and the order of their lessons",
		tags: instructorTags,
		params: courseParams,
		body: outlineInputSchema,
		responses: { 200: authoringCourseSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	addLesson: defineEndpoint({
		method: "POST",
		path: "/api/authoring/courses/:courseId/lessons",
		summary: "A new lesson at the end of a module of the draft",
		tags: instructorTags,
		params: courseParams,
		body: newLessonInputSchema,
		responses: { 201: authoringLessonDetailSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	lesson: defineEndpoint({
		method: "GET",
		path: "/api/authoring/courses/:courseId/lessons/:lessonId",
		summary: "A lesson's newest version (Markdown and its rendering)",
		tags: instructorTags,
		params: lessonParams,
		responses: { 200: authoringLessonDetailSchema },
		errors: [401, 403, 404],
	}),
	saveLesson: defineEndpoint({
		method: "PUT",
		path: "/api/authoring/courses/:courseId/lessons/:lessonId",
		summary: "Saves the lesson as a draft (students keep the published version until approval)",
		tags: instructorTags,
		params: lessonParams,
		body: lessonInputSchema,
		responses: { 200: authoringLessonDetailSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	preview: defineEndpoint({
		method: "POST",
		path: "/api/authoring/courses/:courseId/preview",
		summary: "Markdown rendered by the server's sanitizing renderer, as students would see it",
		tags: instructorTags,
		params: courseParams,
		body: previewInputSchema,
		responses: { 200: previewSchema },
		errors: [400, 401, 403, 404],
	}),
	uploadImage: defineEndpoint({
		method: "POST",
		path: "/api/authoring/courses/:courseId/images",
		summary: "An image for the course's lessons (multipart: image = PNG, JPEG, GIF or WebP ≤ 2 MB)",
		tags: instructorTags,
		params: courseParams,
		multipart: true,
		responses: { 201: uploadedImageSchema },
		errors: [400, 401, 403, 404, 413, 415],
	}),
	quiz: defineEndpoint({
		method: "GET",
		path: "/api/authoring/courses/:courseId/quizzes/:quizKey",
		summary:
			"A module's practice quiz (by the module's slug) or the mock test (mock-test): its newest version",
		tags: instructorTags,
		params: quizParams,
		responses: { 200: authoringQuizSchema },
		errors: [401, 403, 404],
	}),
	saveQuiz: defineEndpoint({
		method: "PUT",
		path: "/api/authoring/courses/:courseId/quizzes/:quizKey",
		summary: "Saves the quiz as a draft (created if new); students keep the published version until approval",
		tags: instructorTags,
		params: quizParams,
		body: quizInputSchema,
		responses: { 200: authoringQuizSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	banks: defineEndpoint({
		method: "GET",
		path: "/api/authoring/question-banks",
		summary: "The question banks of the instructor's college, to pick quiz questions from",
		tags: instructorTags,
		responses: { 200: authoringBanksSchema },
		errors: [401, 403],
	}),
	bank: defineEndpoint({
		method: "GET",
		path: "/api/authoring/question-banks/:bankId",
		summary: "A question bank of the instructor's college with its questions and answers",
		tags: instructorTags,
		params: bankParams,
		responses: { 200: authoringBankSchema },
		errors: [401, 403, 404],
	}),
	submit: defineEndpoint({
		method: "POST",
		path: "/api/authoring/courses/:courseId/submit",
		summary: "Sends the draft (course and changed lessons) for review",
		tags: instructorTags,
		params: courseParams,
		responses: { 200: authoringCourseSchema },
		errors: [400, 401, 403, 404, 409],
	}),
};

/** Images of lessons, public like the course's figures (names are random). */
export const courseImageEndpoint = defineEndpoint({
	method: "GET",
	path: "/api/learning/courses/:courseId/images/:name",
	summary: "An uploaded image of a course's lessons",
	tags: ["learning (catalogue)"],
	params: z.object({ courseId: z.string().min(1).max(120), name: z.string().min(1).max(120) }),
	responseKind: "file",
	responses: { 200: null },
	errors: [404],
});

/** The instructor admin's side: review, assignment and analytics. */
export const reviewEndpoints = {
	queue: defineEndpoint({
		method: "GET",
		path: "/api/authoring/reviews",
		summary: "Course versions waiting for review, oldest first",
		tags: adminTags,
		responses: { 200: reviewQueueSchema },
		errors: [401, 403],
	}),
	detail: defineEndpoint({
		method: "GET",
		path: "/api/authoring/reviews/:revisionId",
		summary: "A version in review: its outline and the lessons it changes, rendered",
		tags: adminTags,
		params: revisionParams,
		responses: { 200: reviewDetailSchema },
		errors: [401, 403, 404],
	}),
	approve: defineEndpoint({
		method: "POST",
		path: "/api/authoring/reviews/:revisionId/approve",
		summary: "Approves and publishes the version (students see it from now on); tells its instructor",
		tags: adminTags,
		params: revisionParams,
		body: reviewDecisionInputSchema,
		responses: { 200: reviewResultSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	sendBack: defineEndpoint({
		method: "POST",
		path: "/api/authoring/reviews/:revisionId/send-back",
		summary: "Sends the version back to its instructor with a comment; students keep the published one",
		tags: adminTags,
		params: revisionParams,
		body: sendBackInputSchema,
		responses: { 200: reviewResultSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	courses: defineEndpoint({
		method: "GET",
		path: "/api/authoring/admin/courses",
		summary: "Every course with its assigned instructors, and the instructors who may be assigned",
		tags: adminTags,
		responses: { 200: adminCoursesSchema },
		errors: [401, 403],
	}),
	assign: defineEndpoint({
		method: "PUT",
		path: "/api/authoring/admin/courses/:courseId/instructors",
		summary: "Sets the instructors assigned to a course",
		tags: adminTags,
		params: courseParams,
		body: assignInputSchema,
		responses: { 200: adminCourseSchema },
		errors: [400, 401, 403, 404],
	}),
	analytics: defineEndpoint({
		method: "GET",
		path: "/api/authoring/admin/courses/:courseId/analytics",
		summary: "Enrolment, completion and drop-off per lesson of a course",
		tags: adminTags,
		params: courseParams,
		responses: { 200: courseAnalyticsSchema },
		errors: [401, 403, 404],
	}),
};

export type AuthoredCourse = z.infer<typeof authoredCourseSchema>;
export type AuthoringCourse = z.infer<typeof authoringCourseSchema>;
export type AuthoringLessonDetail = z.infer<typeof authoringLessonDetailSchema>;
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export type AuthoringQuizSummary = z.infer<typeof authoringQuizSummarySchema>;
export type AuthoringQuiz = z.infer<typeof authoringQuizSchema>;
export type AuthoringQuizQuestion = z.infer<typeof authoringQuizQuestionSchema>;
export type QuizInput = z.input<typeof quizInputSchema>;
export type QuizQuestionInput = z.input<typeof quizQuestionInputSchema>;
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;
export type AdminCourse = z.infer<typeof adminCourseSchema>;
export type CourseAnalytics = z.infer<typeof courseAnalyticsSchema>;
