import { counsellingEndpoints as endpoints } from "@unnati/contracts/counselling";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { followUps, journeyOptions, listCases, overview } from "./caseload";
import { casePolicy, referralPolicy } from "./policy";
import { myCounselling, referMentee, referSelf } from "./referrals";
import {
	addNote,
	type CounsellingDeps,
	closeCase,
	completeFollowUp,
	getCase,
	recommend,
	reopenCase,
	takeCase,
} from "./service";

/** Referrals (mentors, students), the student's own view, and the counselor's caseload and casework. */
export function counsellingRoutes(app: FastifyInstance, deps: CounsellingDeps): void {
	const counselor = casePolicy.permission("manage");
	route(app, endpoints.referMentee, {
		access: referralPolicy.permission("referMentee"),
		handler: async (request) => referMentee(deps, principalOf(request), request.body),
	});
	route(app, endpoints.referSelf, {
		access: referralPolicy.permission("own"),
		handler: async (request) => referSelf(deps, principalOf(request), request.body),
	});
	route(app, endpoints.mine, {
		access: referralPolicy.permission("own"),
		handler: async (request) => myCounselling(deps.db, principalOf(request)),
	});
	route(app, endpoints.overview, {
		access: counselor,
		handler: async (request) => overview(deps, principalOf(request)),
	});
	route(app, endpoints.cases, {
		access: counselor,
		handler: async (request) => listCases(deps.db, principalOf(request), request.query),
	});
	route(app, endpoints.case, {
		access: counselor,
		handler: async (request) => getCase(deps, principalOf(request), request.params.caseId),
	});
	route(app, endpoints.take, {
		access: counselor,
		handler: async (request) => takeCase(deps, principalOf(request), request.params.caseId),
	});
	route(app, endpoints.addNote, {
		access: counselor,
		handler: async (request) => addNote(deps, principalOf(request), request.params.caseId, request.body),
	});
	route(app, endpoints.completeFollowUp, {
		access: counselor,
		handler: async (request) =>
			completeFollowUp(deps, principalOf(request), request.params.caseId, request.params.noteId),
	});
	route(app, endpoints.recommend, {
		access: counselor,
		handler: async (request) => recommend(deps, principalOf(request), request.params.caseId, request.body),
	});
	route(app, endpoints.close, {
		access: counselor,
		handler: async (request) => closeCase(deps, principalOf(request), request.params.caseId),
	});
	route(app, endpoints.reopen, {
		access: counselor,
		handler: async (request) => reopenCase(deps, principalOf(request), request.params.caseId),
	});
	route(app, endpoints.followUps, {
		access: counselor,
		handler: async (request) => followUps(deps, principalOf(request)),
	});
	route(app, endpoints.journeys, {
		access: counselor,
		handler: async () => journeyOptions(deps.db),
	});
}
