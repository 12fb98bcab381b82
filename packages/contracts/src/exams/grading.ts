import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import { rubricCriterionSchema } from "./answer-keys";
import { essayUploadSchema } from "./uploads";

// Manual grading (issue 15): essays wait in a grading queue for the examination admin and the
// graders they assign (faculty of the same college). Graders mark answer by answer or student by
// student, with the question's rubric and a comment, names hidden when the exam grades anonymously.
// Marks reach students only when the examination admin releases them; until then a student's
// result says "awaiting grading" and the attempt is left out of the exam's analytics.

const id = z.string().min(1).max(64);

/** Who may be assigned to grade an exam: faculty of the exam's own college. */
export const GRADER_ROLES = ["ROLE_MENTOR", "ROLE_DEPARTMENT"] as const;

/** The longest comment a grader may leave on one answer. */
export const GRADE_COMMENT_MAX_CHARS = 2000;

export const GRADING_MESSAGES = {
	notAGrader: "You are not a grader of this exam.",
	otherCollege: "You can only grade your own college's exams.",
	graderOutsideCollege: "Graders must be faculty of the exam's own college.",
	notHandGraded: "This answer is scored automatically; only essays are graded by hand.",
	noSuchAnswer: "No such answer waits for grading in this exam.",
	alreadyReleased: "This answer's marks are already released to the student.",
	rubricIncomplete: "Choose a level for every criterion of the rubric.",
	scoreRequired: "Give the marks this answer earns.",
	scoreTooHigh: (marks: number) => `An answer earns at most ${marks} marks.`,
	onlyAdminManages: "Only the examination admin may change graders, anonymity or release marks.",
} as const;

export const gradeSchema = z.object({
	score: z.number(),
	/** criterion id → chosen level id, when the question has a rubric. */
	levels: z.record(z.string(), z.string()),
	comment: z.string(),
	/** The grader's name. */
	graded_by: z.string(),
	graded_at: z.string(),
	released: z.boolean(),
});
export type Grade = z.infer<typeof gradeSchema>;

export const gradingEntrySchema = z.object({
	attempt_id: id,
	question_id: id,
	/** "Student 7" when the exam grades anonymously, else the student's name. */
	student_label: z.string(),
	roll_no: z.string().nullable(),
	answer: z.string(),
	words: z.number().int(),
	/** The attached photo or PDF (GET …/grading/{attemptId}/{questionId}/upload), when there is one. */
	upload: essayUploadSchema.nullable(),
	submitted_at: z.string(),
	grade: gradeSchema.nullable(),
});
export type GradingEntry = z.infer<typeof gradingEntrySchema>;

export const gradingQuestionSchema = z.object({
	question_id: id,
	section_title: z.string(),
	text: z.string(),
	marks: z.number(),
	word_limit: z.number().int(),
	rubric: z.array(rubricCriterionSchema).nullable(),
	guidance: z.string(),
});
export type GradingQuestion = z.infer<typeof gradingQuestionSchema>;

export const gradingQueueSchema = z
	.object({
		exam_id: id,
		exam_title: z.string(),
		anonymous: z.boolean(),
		/** The examination admin: may assign graders, switch anonymity and release marks. */
		can_manage: z.boolean(),
		questions: z.array(gradingQuestionSchema),
		entries: z.array(gradingEntrySchema),
		graders: z.array(z.object({ user_id: id, name: z.string() })),
		/** Faculty of the college who could be assigned (only for the examination admin; else empty). */
		grader_candidates: z.array(z.object({ user_id: id, name: z.string(), role: z.string() })),
		counts: z.object({
			/** Answers with no grade yet. */
			ungraded: z.number().int(),
			/** Graded answers not yet released. */
			unreleased: z.number().int(),
			released: z.number().int(),
			/** Attempts whose every essay is graded, waiting for release. */
			attempts_ready: z.number().int(),
			/** Attempts still awaiting grading. */
			attempts_awaiting: z.number().int(),
		}),
	})
	.meta({ id: "GradingQueue" });
export type GradingQueue = z.infer<typeof gradingQueueSchema>;

export const gradeAnswerRequestSchema = z.object({
	/** criterion id → level id; every criterion when the question has a rubric (the marks follow from it). */
	levels: z.record(z.string().max(16), z.string().max(16)).optional(),
	/** The marks, when the question has no rubric. */
	score: z.number().min(0).finite().optional(),
	comment: z.string().trim().max(GRADE_COMMENT_MAX_CHARS).default(""),
});
export type GradeAnswerRequest = z.input<typeof gradeAnswerRequestSchema>;

export const gradingSettingsSchema = z.object({
	anonymous: z.boolean().optional(),
	/** The graders besides the examination admin: faculty user ids of the exam's college. */
	grader_ids: z.array(z.string().max(64)).max(50).optional(),
});
export type GradingSettings = z.input<typeof gradingSettingsSchema>;

export const releaseResultSchema = z.object({
	/** Attempts whose marks this release made visible (0 when releasing again changes nothing). */
	released: z.number().int(),
	/** Attempts left awaiting grading (an essay still ungraded). */
	still_awaiting: z.number().int(),
});
export type ReleaseResult = z.infer<typeof releaseResultSchema>;

export const gradingExamListSchema = z.object({
	exams: z.array(
		z.object({
			exam_id: id,
			title: z.string(),
			closes_at: z.string(),
			ungraded: z.number().int(),
			unreleased: z.number().int(),
			released: z.number().int(),
			can_manage: z.boolean(),
		}),
	),
});
export type GradingExamList = z.infer<typeof gradingExamListSchema>;

const tags = ["exam grading"];
const examParams = z.object({ examId: z.string().max(64) });

export const gradingEndpoints = {
	list: defineEndpoint({
		method: "GET",
		path: "/api/grading",
		summary: "The exams with essays the signed-in examination admin or grader may grade, with counts",
		tags,
		responses: { 200: gradingExamListSchema },
		errors: [401, 403],
	}),
	queue: defineEndpoint({
		method: "GET",
		path: "/api/exams/:examId/grading",
		summary: "An exam's grading queue: its essay questions with rubrics, every answer to grade and its grade",
		tags,
		params: examParams,
		responses: { 200: gradingQueueSchema },
		errors: [400, 401, 403, 404],
	}),
	grade: defineEndpoint({
		method: "PUT",
		path: "/api/exams/:examId/grading/:attemptId/:questionId",
		summary: "Grade one answer: rubric levels (or marks) and a comment; changes nothing once released",
		tags,
		params: examParams.extend({ attemptId: z.string().max(64), questionId: z.string().max(64) }),
		body: gradeAnswerRequestSchema,
		responses: { 200: gradeSchema },
		errors: [400, 401, 403, 404, 409],
	}),
	settings: defineEndpoint({
		method: "PATCH",
		path: "/api/exams/:examId/grading",
		summary: "Assign graders and switch anonymous grading (the examination admin)",
		tags,
		params: examParams,
		body: gradingSettingsSchema,
		responses: { 200: gradingQueueSchema },
		errors: [400, 401, 403, 404],
	}),
	release: defineEndpoint({
		method: "POST",
		path: "/api/exams/:examId/grading/release",
		summary:
			"Release the marks of every fully graded attempt: scores, results and analytics update and students are told; releasing again changes nothing",
		tags,
		params: examParams,
		responses: { 200: releaseResultSchema },
		errors: [400, 401, 403, 404],
	}),
} as const;
