import { z } from "zod";
import { DIFFICULTIES, optionSchema, QUESTION_TYPES, studentAnswerSchema } from "../exams/schemas";

// Learning's wire shapes: the public catalogue, a student's courses and progress, practice quizzes and
// mock tests (on the exam engine's question model, contracts/exams), and the student's home.
// Ids in URLs are readable slugs: /learning-path/dsa/course/dsa-foundations/lesson/big-o-and-complexity.

export const LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type Level = (typeof LEVELS)[number];
export const LEVEL_LABELS: Record<Level, string> = {
	beginner: "Beginner",
	intermediate: "Intermediate",
	advanced: "Advanced",
};

/** Course length buckets of the catalogue's duration filter, in hours: [from, below). */
export const DURATIONS = {
	short: { label: "Under 10 hours", from: 0, below: 10 },
	medium: { label: "10 to 20 hours", from: 10, below: 20 },
	long: { label: "20 hours or more", from: 20, below: Number.POSITIVE_INFINITY },
} as const;
export type Duration = keyof typeof DURATIONS;
export const DURATION_KEYS = Object.keys(DURATIONS) as Duration[];

/** A slug: lower-case words joined by hyphens (the public id of a journey, course or lesson). */
export const slugSchema = z
	.string()
	.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "Use lower-case letters, digits and hyphens." })
	.max(80);

/** An id in a URL: plain text (an unknown one is a 404, not a 400). */
const urlId = z.string().min(1).max(120);

export const courseCardSchema = z.object({
	id: z.string(),
	title: z.string(),
	summary: z.string(),
	level: z.enum(LEVELS),
	hours: z.number(),
	lessonCount: z.number().int(),
	moduleCount: z.number().int(),
	tags: z.array(z.string()),
	/** The journey the course is listed under first (its URLs sit below it). */
	pathId: z.string(),
	pathTitle: z.string(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export const learningPathSchema = z.object({
	id: z.string(),
	title: z.string(),
	tagline: z.string(),
	/** Sanitized HTML (rendered from Markdown on the server). */
	descriptionHtml: z.string(),
	order: z.number().int(),
	courses: z.array(courseCardSchema),
});
export type LearningPath = z.infer<typeof learningPathSchema>;

export const learningPathsSchema = z
	.object({ paths: z.array(learningPathSchema) })
	.meta({ id: "LearningPaths" });
export type LearningPaths = z.infer<typeof learningPathsSchema>;

export const catalogueQuerySchema = z.object({
	q: z.string().trim().max(100, { error: "Search for at most 100 characters." }).optional(),
	journey: z.string().max(80).optional(),
	level: z.enum(LEVELS).optional(),
	duration: z.enum(DURATION_KEYS as [Duration, ...Duration[]]).optional(),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export const catalogueResultSchema = z
	.object({
		courses: z.array(
			courseCardSchema.extend({
				/** Titles of lessons that match the search words (at most three). */
				matchingLessons: z.array(z.object({ id: z.string(), title: z.string() })),
			}),
		),
	})
	.meta({ id: "CatalogueResult" });
export type CatalogueResult = z.infer<typeof catalogueResultSchema>;

export const outlineLessonSchema = z.object({
	id: z.string(),
	title: z.string(),
	minutes: z.number().int(),
	/** A visitor may read it without signing up. */
	preview: z.boolean(),
});
export type OutlineLesson = z.infer<typeof outlineLessonSchema>;

export const outlineModuleSchema = z.object({
	slug: z.string(),
	title: z.string(),
	lessons: z.array(outlineLessonSchema),
	/** The module's practice quiz. */
	quiz: z.object({ id: z.string(), title: z.string(), questionCount: z.number().int() }).nullable(),
});
export type OutlineModule = z.infer<typeof outlineModuleSchema>;

export const courseDetailSchema = z
	.object({
		id: z.string(),
		title: z.string(),
		summary: z.string(),
		descriptionHtml: z.string(),
		level: z.enum(LEVELS),
		hours: z.number(),
		outcomes: z.array(z.string()),
		tags: z.array(z.string()),
		prerequisites: z.array(z.object({ id: z.string(), title: z.string(), pathId: z.string() })),
		modules: z.array(outlineModuleSchema),
		mockTest: z
			.object({
				id: z.string(),
				title: z.string(),
				durationMinutes: z.number().int(),
				questionCount: z.number().int(),
			})
			.nullable(),
		path: z.object({ id: z.string(), title: z.string() }),
		/** The published version's number and date: what the outline shows. */
		version: z.number().int(),
		updatedAt: z.string(),
	})
	.meta({ id: "CourseDetail" });
export type CourseDetail = z.infer<typeof courseDetailSchema>;

const lessonRef = z.object({ id: z.string(), title: z.string() }).nullable();

export const lessonSchema = z
	.object({
		id: z.string(),
		courseId: z.string(),
		courseTitle: z.string(),
		pathId: z.string(),
		moduleTitle: z.string(),
		title: z.string(),
		minutes: z.number().int(),
		preview: z.boolean(),
		videoUrl: z.string().nullable(),
		/** Sanitized HTML: no scripts, handlers or javascript: links (rendered on the server). */
		html: z.string(),
		previous: lessonRef,
		next: lessonRef,
		/** Set for a signed-in student enrolled in the course. */
		student: z
			.object({
				completed: z.boolean(),
				bookmarked: z.boolean(),
				note: z.string(),
			})
			.nullable(),
	})
	.meta({ id: "Lesson" });
export type Lesson = z.infer<typeof lessonSchema>;

// ——— The student's learning ———

export const quizProgressSchema = z.object({
	id: z.string(),
	title: z.string(),
	questionCount: z.number().int(),
	passPercent: z.number(),
	/** The best score of any finished attempt, or null before the first. */
	bestPercentage: z.number().nullable(),
	attempts: z.number().int(),
	passed: z.boolean(),
});
export type QuizProgress = z.infer<typeof quizProgressSchema>;

/** A course's published labs and how many one student completed (issue 14). */
export const courseLabCountSchema = z.object({ total: z.number().int(), completed: z.number().int() });

export const courseProgressSchema = z
	.object({
		course: z.object({ id: z.string(), title: z.string(), pathId: z.string(), pathTitle: z.string() }),
		enrolled: z.boolean(),
		enrolledAt: z.string().nullable(),
		completedAt: z.string().nullable(),
		completedLessons: z.number().int(),
		totalLessons: z.number().int(),
		/** Lessons and labs together: a completed lab counts towards the course like a lesson. */
		percent: z.number().int(),
		/** The course's published labs and how many the student completed; absent when it has none. */
		labs: courseLabCountSchema.optional(),
		/** The lesson to open on "Continue": the last one opened if unfinished, else the first not completed. */
		resumeLessonId: z.string().nullable(),
		modules: z.array(
			z.object({
				slug: z.string(),
				title: z.string(),
				completedLessons: z.number().int(),
				totalLessons: z.number().int(),
				lessons: z.array(outlineLessonSchema.extend({ completed: z.boolean(), bookmarked: z.boolean() })),
				quiz: quizProgressSchema.nullable(),
			}),
		),
		mockTest: z
			.object({
				id: z.string(),
				title: z.string(),
				durationMinutes: z.number().int(),
				bestPercentage: z.number().nullable(),
				attempts: z.number().int(),
			})
			.nullable(),
	})
	.meta({ id: "CourseProgress" });
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const enrolledCourseSchema = z.object({
	id: z.string(),
	title: z.string(),
	pathId: z.string(),
	pathTitle: z.string(),
	percent: z.number().int(),
	completedLessons: z.number().int(),
	totalLessons: z.number().int(),
	labs: courseLabCountSchema.optional(),
	resumeLesson: z.object({ id: z.string(), title: z.string() }).nullable(),
	lastActiveAt: z.string(),
	completedAt: z.string().nullable(),
});
export type EnrolledCourse = z.infer<typeof enrolledCourseSchema>;

export const streakSchema = z.object({
	/** Days in a row (India time) with learning, ending today or yesterday. */
	current: z.number().int(),
	activeToday: z.boolean(),
});
export const weeklyGoalSchema = z.object({
	/** Lessons a week the student aims for. */
	target: z.number().int(),
	/** Lessons completed since Monday (India time). */
	done: z.number().int(),
});

export const myLearningSchema = z
	.object({
		courses: z.array(enrolledCourseSchema),
		bookmarks: z.array(
			z.object({
				courseId: z.string(),
				courseTitle: z.string(),
				lessonId: z.string(),
				lessonTitle: z.string(),
				createdAt: z.string(),
			}),
		),
		streak: streakSchema,
		weeklyGoal: weeklyGoalSchema,
	})
	.meta({ id: "MyLearning" });
export type MyLearning = z.infer<typeof myLearningSchema>;

export const completeLessonResultSchema = z
	.object({
		completedLessons: z.number().int(),
		totalLessons: z.number().int(),
		percent: z.number().int(),
		courseCompleted: z.boolean(),
	})
	.meta({ id: "CompleteLessonResult" });

export const noteInputSchema = z.object({
	body: z.string().max(10_000, { error: "A note holds at most 10,000 characters." }),
});
export const noteSchema = z
	.object({ body: z.string(), updatedAt: z.string().nullable() })
	.meta({ id: "LessonNote" });

export const weeklyGoalInputSchema = z.object({
	target: z
		.number()
		.int()
		.min(1, { error: "Aim for at least one lesson a week." })
		.max(50, { error: "Aim for at most 50 lessons a week." }),
});

// ——— Practice quizzes and mock tests ———

/** A question as a student sees it before answering: never the answer key or explanation. */
export const quizQuestionSchema = z.object({
	id: z.string(),
	type: z.enum(QUESTION_TYPES),
	text: z.string(),
	options: z.array(optionSchema),
	multiAnswer: z.boolean(),
	marks: z.number(),
	difficulty: z.enum(DIFFICULTIES),
	tags: z.array(z.string()),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const OUTCOMES = ["correct", "partial", "wrong", "unanswered"] as const;

export const answerFeedbackSchema = z.object({
	questionId: z.string(),
	answer: studentAnswerSchema,
	outcome: z.enum(OUTCOMES),
	score: z.number(),
	correctAnswer: studentAnswerSchema,
	explanation: z.string(),
});
export type AnswerFeedback = z.infer<typeof answerFeedbackSchema>;

export const quizScoreSchema = z.object({
	score: z.number(),
	maxScore: z.number(),
	percentage: z.number(),
	passed: z.boolean(),
});

export const practiceQuizSchema = z
	.object({
		id: z.string(),
		title: z.string(),
		course: z.object({ id: z.string(), title: z.string() }),
		moduleTitle: z.string(),
		passPercent: z.number(),
		questions: z.array(quizQuestionSchema),
		/** The attempt in progress (started by the first answer after the last finished one), if any. */
		attempt: z.object({ id: z.string(), feedback: z.array(answerFeedbackSchema) }).nullable(),
		bestPercentage: z.number().nullable(),
		history: z.array(z.object({ attemptId: z.string(), percentage: z.number(), submittedAt: z.string() })),
	})
	.meta({ id: "PracticeQuiz" });
export type PracticeQuiz = z.infer<typeof practiceQuizSchema>;

export const practiceAnswerInputSchema = z.object({
	questionId: z.string().min(1).max(40),
	answer: studentAnswerSchema,
});

export const practiceAnswerResultSchema = z
	.object({
		attemptId: z.string(),
		feedback: answerFeedbackSchema,
		/** Set when this answer was the attempt's last: its score, and the best of all attempts. */
		finished: quizScoreSchema.extend({ bestPercentage: z.number() }).nullable(),
	})
	.meta({ id: "PracticeAnswerResult" });
export type PracticeAnswerResult = z.infer<typeof practiceAnswerResultSchema>;

export const TOPIC_STANDINGS = ["strong", "developing", "weak"] as const;
export type TopicStanding = (typeof TOPIC_STANDINGS)[number];
export const topicScoreSchema = z.object({
	topic: z.string(),
	correct: z.number().int(),
	total: z.number().int(),
	percentage: z.number(),
	standing: z.enum(TOPIC_STANDINGS),
});
export type TopicScore = z.infer<typeof topicScoreSchema>;

export const mockTestSchema = z
	.object({
		id: z.string(),
		title: z.string(),
		course: z.object({ id: z.string(), title: z.string(), pathId: z.string() }),
		durationMinutes: z.number().int(),
		questionCount: z.number().int(),
		passPercent: z.number(),
		inProgressAttemptId: z.string().nullable(),
		history: z.array(
			z.object({
				attemptId: z.string(),
				percentage: z.number(),
				passed: z.boolean(),
				submittedAt: z.string(),
			}),
		),
	})
	.meta({ id: "MockTest" });
export type MockTest = z.infer<typeof mockTestSchema>;

export const mockAttemptSchema = z
	.object({
		attemptId: z.string(),
		testId: z.string(),
		title: z.string(),
		deadline: z.string(),
		/** From the server's clock: the countdown starts here, never from the device's time. */
		timeRemainingSeconds: z.number().int(),
		questions: z.array(quizQuestionSchema),
		answers: z.record(z.string(), z.object({ answer: studentAnswerSchema, timeSpent: z.number().int() })),
	})
	.meta({ id: "MockAttempt" });
export type MockAttempt = z.infer<typeof mockAttemptSchema>;

export const mockSaveInputSchema = z.object({
	answers: z
		.array(
			z.object({
				questionId: z.string().min(1).max(40),
				answer: studentAnswerSchema,
				timeSpent: z
					.number()
					.int()
					.min(0)
					.max(24 * 60 * 60),
			}),
		)
		.min(1, { error: "There are no answers to save." })
		.max(200),
});
export const mockSaveResultSchema = z
	.object({ saved: z.number().int(), timeRemainingSeconds: z.number().int() })
	.meta({ id: "MockSaveResult" });

export const mockResultSchema = z
	.object({
		attemptId: z.string(),
		testId: z.string(),
		title: z.string(),
		course: z.object({ id: z.string(), title: z.string(), pathId: z.string() }),
		submittedAt: z.string(),
		timeTakenSeconds: z.number().int(),
		passPercent: z.number(),
		questions: z.array(
			quizQuestionSchema.extend({
				answer: studentAnswerSchema,
				outcome: z.enum(OUTCOMES),
				score: z.number(),
				correctAnswer: studentAnswerSchema,
				explanation: z.string(),
			}),
		),
		topics: z.array(topicScoreSchema),
	})
	.extend(quizScoreSchema.shape)
	.meta({ id: "MockResult" });
export type MockResult = z.infer<typeof mockResultSchema>;

// ——— The student's home ———

const practiceTally = z.object({ solved: z.number().int(), total: z.number().int() });

export const studentHomeSchema = z
	.object({
		serverTime: z.string(),
		continueLearning: z
			.object({
				courseId: z.string(),
				courseTitle: z.string(),
				pathId: z.string(),
				lessonId: z.string(),
				lessonTitle: z.string(),
				percent: z.number().int(),
			})
			.nullable(),
		courses: z.array(enrolledCourseSchema.pick({ id: true, title: true, percent: true, pathId: true })),
		exams: z.array(
			z.object({
				id: z.string(),
				title: z.string(),
				status: z.enum(["live", "upcoming"]),
				opensAt: z.string(),
				closesAt: z.string(),
				durationMinutes: z.number().int(),
				proctored: z.boolean(),
			}),
		),
		recentResults: z.array(
			z.object({
				kind: z.enum(["exam", "mock-test", "quiz"]),
				/** The exam attempt (its result page); the mock test's or quiz's id for those. */
				id: z.string(),
				title: z.string(),
				percentage: z.number(),
				passed: z.boolean(),
				at: z.string(),
			}),
		),
		streak: streakSchema,
		weeklyGoal: weeklyGoalSchema,
		/** DSA practice: problems solved out of the catalogue, per difficulty, and the latest solves. */
		practice: z.object({
			solved: z.number().int(),
			total: z.number().int(),
			byDifficulty: z.object({
				easy: practiceTally,
				medium: practiceTally,
				hard: practiceTally,
			}),
			recent: z.array(
				z.object({
					id: z.string(),
					title: z.string(),
					difficulty: z.enum(["easy", "medium", "hard"]),
					solvedAt: z.string(),
				}),
			),
		}),
		recommendations: z.array(
			z.object({
				kind: z.enum(["lesson", "quiz", "mock-test", "course"]),
				title: z.string(),
				reason: z.string(),
				courseId: z.string(),
				pathId: z.string(),
				/** The lesson, quiz or mock test; the course itself for kind "course". */
				targetId: z.string(),
			}),
		),
	})
	.meta({ id: "StudentHome" });
export type StudentHome = z.infer<typeof studentHomeSchema>;

export const learningIds = { urlId };
