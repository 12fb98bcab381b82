import { studentExamEndpoints as endpoints } from "@unnati/contracts/exams";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { sessionEnded } from "../auth";
import type { ExamDeps } from "./access";
import { examPolicy, examResultPolicy } from "./policy";
import {
	examQuestionsFor,
	finishSection,
	listStudentExams,
	saveAnswers,
	startAttempt,
} from "./student-service";
import { readResult, submitAttempt } from "./submission-service";

/** The seed's exam paths (SPEC §7), kept exactly: /students/exams and /students/exam/{id}/... */
export function studentExamRoutes(app: FastifyInstance, deps: ExamDeps): void {
	const take = examPolicy.permission("take");

	route(app, endpoints.list, {
		access: take,
		handler: async (request) => listStudentExams(deps, principalOf(request)),
	});

	route(app, endpoints.questions, {
		access: take,
		handler: async (request) => examQuestionsFor(deps, principalOf(request), request.params.id),
	});

	route(app, endpoints.start, {
		access: take,
		handler: async (request) => startAttempt(deps, principalOf(request), request.params.id),
	});

	route(app, endpoints.saveAnswers, {
		// The hot path: the principal may come from memory, and the save statement itself checks
		// that the session is live; any other refusal is told only once the session is confirmed.
		access: examPolicy.permission("take", { session: "statement" }),
		// A NUL in one answer's text must not refuse the batch: saveAnswers drops it from the text.
		acceptsNul: true,
		handler: async (request) => {
			const principal = principalOf(request);
			try {
				return await saveAnswers(deps, principal, request.params.id, request.body.answers);
			} catch (error) {
				if (!(await app.authenticator.isLive(principal))) throw sessionEnded();
				throw error;
			}
		},
	});

	route(app, endpoints.nextSection, {
		access: take,
		handler: async (request) =>
			finishSection(deps, principalOf(request), request.params.id, request.body.section_id),
	});

	route(app, endpoints.submit, {
		access: take,
		handler: async (request) => submitAttempt(deps, principalOf(request), request.params.id, request.body),
	});

	route(app, endpoints.result, {
		access: examResultPolicy.permission("read"),
		handler: async (request) => readResult(deps, principalOf(request), request.params.attemptId),
	});
}
