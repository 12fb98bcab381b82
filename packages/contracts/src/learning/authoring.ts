import { z } from "zod";
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
export const authoringModuleSchema = z.object({
	slug: z.string(),
	title: z.string(),
	lessons: z.array(authoringLessonSchema),
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
	history: z.array(courseHistoryEntrySchema),
});

export const outlineInputSchema = z.object({
	modules: z
		.array(
			z.object({
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
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;
export type AdminCourse = z.infer<typeof adminCourseSchema>;
export type CourseAnalytics = z.infer<typeof courseAnalyticsSchema>;
