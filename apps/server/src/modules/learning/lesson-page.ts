import { fillPath } from "@unnati/contracts/http";
import { catalogueEndpoints } from "@unnati/contracts/learning";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../platform/errors";
import type { WebPageAnswer } from "../../platform/http/web-app";
import { readLesson } from "./progress";
import type { LearningDeps } from "./routes";

/** The web app's public lesson page (apps/web/src/app/paths.ts, learningLesson). */
export const LESSON_PAGE = "/learning-path/:pathId/course/:courseId/lesson/:lessonId";

/**
 * The public lesson page arrives with the lesson in it (issue 13: Lighthouse mobile ≥ 90; rendered
 * in the browser it painted nothing before its scripts, the session check and the lesson's JSON had
 * come, LCP 4.2 s). The server renders it with the answer a visitor's GET of the lesson gets, and the
 * browser starts from that answer. Only a visitor's reading goes in: a lesson that is not a free
 * preview is left to the browser (no body in the page, whoever asks), and so is every page asked for
 * by someone signed in, who may read more than a visitor and whose screen asks with their session.
 */
export function provideLessonPage(app: FastifyInstance, { db, clock }: LearningDeps): void {
	const endpoint = catalogueEndpoints.lesson;
	app.webPages.provide(LESSON_PAGE, async (raw, request): Promise<WebPageAnswer> => {
		const params = endpoint.params.safeParse(raw);
		if (!params.success) return { kind: "not-found" };
		if (await app.authenticator.identify(request)) return { kind: "browser" };
		const { courseId, lessonId } = params.data;
		try {
			const lesson = endpoint.responses[200].parse(await readLesson(db, null, courseId, lessonId, clock()));
			return {
				kind: "render",
				answers: { [`GET ${fillPath(endpoint.path, { courseId, lessonId })}`]: lesson },
			};
		} catch (error) {
			if (error instanceof AppError && error.code === "NOT_FOUND") return { kind: "not-found" };
			if (error instanceof AppError && error.code === "LESSON_LOCKED") return { kind: "browser" };
			throw error;
		}
	});
}
