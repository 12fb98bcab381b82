import {
	AUTHORING_LIMITS,
	authoringEndpoints as a,
	courseImageEndpoint,
	reviewEndpoints as r,
} from "@unnati/contracts/learning";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { definePolicy, PUBLIC } from "../../platform/access/policy";
import { principalOf } from "../../platform/access/principal";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import type { ModuleContext } from "../../platform/module";
import {
	addLesson,
	adminCourses,
	approveRevision,
	assignInstructors,
	courseAnalytics,
	courseForEditor,
	createCourse,
	journeyChoices,
	lessonForEditor,
	myCourses,
	previewMarkdown,
	type ReviewNotice,
	readImage,
	reviewDetail,
	reviewQueue,
	saveLesson,
	saveOutline,
	sendBackRevision,
	storeImage,
	studentsToTell,
	submitCourse,
} from "./authoring";
import { authoringBank, authoringBanks, quizForEditor, saveQuiz } from "./quiz-authoring";

/**
 * Authoring: instructors write (their assignment to the course is checked in the service: 403 when
 * not assigned); the instructor admin reviews, assigns and reads analytics (their college's courses
 * and Unnati's own catalogue).
 */
export const authoringPolicy = definePolicy<unknown, "author" | "review">("learning-authoring", {
	author: [{ roles: ["ROLE_INSTRUCTOR"] }],
	review: [{ roles: ["ROLE_INSTRUCTOR_ADMIN"] }],
});

const IMAGE_HEADERS = {
	"content-security-policy": "default-src 'none'; sandbox",
	"x-content-type-options": "nosniff",
	"cache-control": "public, max-age=86400, immutable",
};

/** Reads the multipart upload's one "image" file, refusing anything over the size limit. */
async function readImageForm(request: FastifyRequest): Promise<Buffer> {
	if (!request.isMultipart())
		throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the image as a form upload (multipart/form-data).");
	let image: Buffer | null = null;
	const tooLarge = "The image is larger than 2 MB. Make it smaller and upload it again.";
	try {
		for await (const part of request.parts({
			limits: { fileSize: AUTHORING_LIMITS.imageMaxBytes, files: 1, fields: 2, fieldSize: 256 },
		})) {
			if (part.type === "file") {
				const bytes = await part.toBuffer();
				if (part.fieldname === "image") image = bytes;
			}
		}
	} catch (error) {
		const code = (error as { code?: string }).code;
		if (code === "FST_REQ_FILE_TOO_LARGE")
			throw new AppError("PAYLOAD_TOO_LARGE", tooLarge, [{ path: "image", message: tooLarge }]);
		if (code?.startsWith("FST_"))
			throw new AppError("BAD_REQUEST", "The upload could not be read. Please try again.");
		throw error;
	}
	if (!image || image.length === 0)
		throw new AppError("BAD_REQUEST", "Choose an image to upload.", [
			{ path: "image", message: "Choose an image." },
		]);
	return image;
}

export function registerAuthoringRoutes(app: FastifyInstance, context: ModuleContext): void {
	const { db, clock, storage } = context;
	const author = authoringPolicy.permission("author");
	const review = authoringPolicy.permission("review");
	const me = (request: FastifyRequest) => principalOf(request as never).userId;

	const tellAuthor = async (notice: ReviewNotice) => {
		if (!notice.authorId) return;
		try {
			await context.services.notifications.notify([notice.authorId], "course_review_decided", {
				courseId: notice.courseId,
				courseTitle: notice.courseTitle.slice(0, 200),
				version: notice.number,
				decision: notice.decision,
				comment: notice.comment,
			});
		} catch (error) {
			// The decision stands even if the message could not be stored; the instructor sees it on the course.
			context.log.error({ err: error }, "course review notification failed");
		}
		if (notice.firstPublished) {
			// A course published for the first time: the students of its college (every student for
			// Unnati's own catalogue) hear of it once; later approved edits do not announce again.
			try {
				const students = await studentsToTell(db, notice.firstPublished.institutionId);
				await context.services.notifications.notify(students, "course_published", {
					courseId: notice.firstPublished.courseSlug,
					courseTitle: notice.courseTitle.slice(0, 200),
					summary: notice.firstPublished.summary.slice(0, 300),
				});
			} catch (error) {
				context.log.error({ err: error }, "course published notification failed");
			}
		}
	};

	route(app, a.courses, {
		access: author,
		handler: async (request) => ({ courses: await myCourses(db, me(request)) }),
	});
	route(app, a.journeys, { access: author, handler: async () => journeyChoices(db) });
	route(app, a.createCourse, {
		access: author,
		handler: async (request) => createCourse(db, principalOf(request), request.body, clock()),
	});
	route(app, a.course, {
		access: author,
		handler: async (request) => courseForEditor(db, me(request), request.params.courseId),
	});
	route(app, a.saveOutline, {
		access: author,
		handler: async (request) => saveOutline(db, me(request), request.params.courseId, request.body, clock()),
	});
	route(app, a.addLesson, {
		access: author,
		handler: async (request) => addLesson(db, me(request), request.params.courseId, request.body, clock()),
	});
	route(app, a.lesson, {
		access: author,
		handler: async (request) =>
			lessonForEditor(db, me(request), request.params.courseId, request.params.lessonId),
	});
	route(app, a.saveLesson, {
		access: author,
		handler: async (request) =>
			saveLesson(db, me(request), request.params.courseId, request.params.lessonId, request.body, clock()),
	});
	route(app, a.preview, {
		access: author,
		handler: async (request) =>
			previewMarkdown(db, me(request), request.params.courseId, request.body.markdown),
	});
	route(app, a.uploadImage, {
		access: author,
		handler: async (request) => {
			const bytes = await readImageForm(request);
			return storeImage(db, storage, me(request), request.params.courseId, bytes, clock());
		},
	});
	route(app, a.quiz, {
		access: author,
		handler: async (request) =>
			quizForEditor(db, me(request), request.params.courseId, request.params.quizKey),
	});
	route(app, a.saveQuiz, {
		access: author,
		handler: async (request) =>
			saveQuiz(
				db,
				principalOf(request),
				request.params.courseId,
				request.params.quizKey,
				request.body,
				clock(),
			),
	});
	route(app, a.banks, {
		access: author,
		handler: async (request) => authoringBanks(db, principalOf(request)),
	});
	route(app, a.bank, {
		access: author,
		handler: async (request) => authoringBank(db, principalOf(request), request.params.bankId),
	});
	route(app, a.submit, {
		access: author,
		handler: async (request) => submitCourse(db, me(request), request.params.courseId, clock()),
	});
	route(app, courseImageEndpoint, {
		access: PUBLIC,
		handler: async (request, reply) => {
			const image = await readImage(db, storage, request.params.courseId, request.params.name);
			return reply.headers({ ...IMAGE_HEADERS, "content-type": image.contentType }).send(image.bytes);
		},
	});

	route(app, r.queue, {
		access: review,
		handler: async (request) => ({ items: await reviewQueue(db, principalOf(request)) }),
	});
	route(app, r.detail, {
		access: review,
		handler: async (request) => reviewDetail(db, principalOf(request), request.params.revisionId),
	});
	route(app, r.approve, {
		access: review,
		handler: async (request) => {
			const notice = await approveRevision(
				db,
				principalOf(request),
				request.params.revisionId,
				request.body.comment ?? "",
				clock(),
			);
			await tellAuthor(notice);
			return { state: "published" as const };
		},
	});
	route(app, r.sendBack, {
		access: review,
		handler: async (request) => {
			const notice = await sendBackRevision(
				db,
				principalOf(request),
				request.params.revisionId,
				request.body.comment,
				clock(),
			);
			await tellAuthor(notice);
			return { state: "rejected" as const };
		},
	});
	route(app, r.courses, {
		access: review,
		handler: async (request) => adminCourses(db, principalOf(request)),
	});
	route(app, r.assign, {
		access: review,
		handler: async (request) =>
			assignInstructors(
				db,
				principalOf(request),
				request.params.courseId,
				request.body.instructorIds,
				clock(),
			),
	});
	route(app, r.analytics, {
		access: review,
		handler: async (request) => courseAnalytics(db, principalOf(request), request.params.courseId),
	});
}
