import { CODE_MESSAGES, CODE_RUNS_PER_MINUTE } from "@unnati/contracts/code";
import { labAuthoringEndpoints as a, labReviewEndpoints as r } from "@unnati/contracts/labs";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import {
	addStep,
	approveLab,
	checkStep,
	courseLabs,
	createLab,
	labForEditor,
	labReviewDetail,
	labReviewQueue,
	orderSteps,
	previewInstructions,
	removeStep,
	saveDetails,
	saveStep,
	sendBackLab,
	submitLab,
} from "./authoring";
import { labAuthoringPolicy } from "./policy";
import type { LabRouteDeps } from "./routes";

/**
 * Lab authoring: instructors write (their assignment to the lab's course is checked in the service:
 * 403 when not assigned); the instructor admin, who reviews lessons, reviews labs.
 */
export function labAuthoringRoutes(app: FastifyInstance, deps: LabRouteDeps): void {
	const { db, limiter, runsPerMinute = CODE_RUNS_PER_MINUTE } = deps;
	const author = labAuthoringPolicy.permission("author");
	const review = labAuthoringPolicy.permission("review");
	const me = (request: FastifyRequest) => principalOf(request as never).userId;

	route(app, a.courseLabs, {
		access: author,
		handler: async (request) => ({ labs: await courseLabs(db, me(request), request.params.courseId) }),
	});
	route(app, a.create, {
		access: author,
		handler: async (request) => createLab(deps, me(request), request.params.courseId, request.body),
	});
	route(app, a.lab, {
		access: author,
		handler: async (request) => labForEditor(deps, me(request), request.params.labId),
	});
	route(app, a.saveDetails, {
		access: author,
		handler: async (request) => saveDetails(deps, me(request), request.params.labId, request.body),
	});
	route(app, a.addStep, {
		access: author,
		handler: async (request) => addStep(deps, me(request), request.params.labId, request.body),
	});
	route(app, a.saveStep, {
		access: author,
		handler: async (request) =>
			saveStep(deps, me(request), request.params.labId, request.params.stepNumber, request.body),
	});
	route(app, a.removeStep, {
		access: author,
		handler: async (request) =>
			removeStep(deps, me(request), request.params.labId, request.params.stepNumber),
	});
	route(app, a.orderSteps, {
		access: author,
		handler: async (request) => orderSteps(deps, me(request), request.params.labId, request.body.order),
	});
	route(app, a.checkStep, {
		access: author,
		handler: async (request) => {
			const userId = me(request);
			// Access first (403/404 cost nothing); a judged run spends the one sandbox budget per person.
			await labForEditor(deps, userId, request.params.labId);
			if ((await limiter.hit(`code-run:user:${userId}`)) > runsPerMinute)
				throw new AppError("RATE_LIMITED", CODE_MESSAGES.tooManyRuns);
			const run = await checkStep(deps, userId, request.params.labId, request.params.stepNumber);
			return { ...run, lab: await labForEditor(deps, userId, request.params.labId) };
		},
	});
	route(app, a.preview, {
		access: author,
		handler: async (request) =>
			previewInstructions(deps, me(request), request.params.labId, request.body.markdown),
	});
	route(app, a.submit, {
		access: author,
		handler: async (request) => submitLab(deps, me(request), request.params.labId),
	});

	route(app, r.queue, {
		access: review,
		handler: async (request) => ({ items: await labReviewQueue(db, principalOf(request)) }),
	});
	route(app, r.detail, {
		access: review,
		handler: async (request) => labReviewDetail(deps, principalOf(request), request.params.revisionId),
	});
	route(app, r.approve, {
		access: review,
		handler: async (request) =>
			approveLab(deps, principalOf(request), request.params.revisionId, request.body.comment),
	});
	route(app, r.sendBack, {
		access: review,
		handler: async (request) =>
			sendBackLab(deps, principalOf(request), request.params.revisionId, request.body.comment),
	});
}
