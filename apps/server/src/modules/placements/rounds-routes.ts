import { roundEndpoints as endpoints } from "@unnati/contracts/placements";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import { route } from "../../platform/http/route";
import { applicationsPolicy, jobsPolicy, placementPolicy } from "./policy";
import {
	advanceRound,
	driveRounds,
	jobRounds,
	recordResults,
	recordScorecard,
	schedule,
	studentRounds,
} from "./rounds";
import { previewCsv } from "./rounds-csv";
import { createRoundExam, previewExamResults, testSources } from "./rounds-exam";
import type { PlacementDeps } from "./service";

/** A drive's rounds: the college's placement officer runs them; a student reads their own. */
export function placementRoundRoutes(app: FastifyInstance, deps: PlacementDeps & { clock: Clock }): void {
	const { db, clock } = deps;
	const manage = placementPolicy.permission("manage");

	route(app, endpoints.driveRounds, {
		access: manage,
		handler: async (request) => driveRounds(db, principalOf(request), request.params.driveId),
	});
	route(app, endpoints.testSources, {
		access: manage,
		handler: async (request) => testSources(db, principalOf(request)),
	});
	route(app, endpoints.createRoundExam, {
		access: manage,
		handler: async (request, reply) => {
			const { driveId, roundIndex } = request.params;
			return reply
				.code(201)
				.send(await createRoundExam(deps, principalOf(request), driveId, roundIndex, request.body, clock()));
		},
	});
	route(app, endpoints.previewExamResults, {
		access: manage,
		handler: async (request) =>
			previewExamResults(
				db,
				principalOf(request),
				request.params.driveId,
				request.params.roundIndex,
				request.body.cutoffPercent,
				clock(),
			),
	});
	route(app, endpoints.previewCsv, {
		access: manage,
		handler: async (request) =>
			previewCsv(
				db,
				principalOf(request),
				request.params.driveId,
				request.params.roundIndex,
				request.body.csv,
			),
	});
	route(app, endpoints.recordResults, {
		access: manage,
		handler: async (request) =>
			recordResults(
				db,
				principalOf(request),
				request.params.driveId,
				request.params.roundIndex,
				request.body.results,
				clock(),
			),
	});
	route(app, endpoints.schedule, {
		access: manage,
		handler: async (request) =>
			schedule(
				deps,
				principalOf(request),
				request.params.driveId,
				request.params.roundIndex,
				request.body,
				clock(),
			),
	});
	route(app, endpoints.scorecard, {
		access: manage,
		handler: async (request) =>
			recordScorecard(
				db,
				principalOf(request),
				request.params.applicationId,
				request.params.roundIndex,
				request.body,
				clock(),
			),
	});
	route(app, endpoints.advance, {
		access: manage,
		handler: async (request) =>
			advanceRound(deps, principalOf(request), request.params.driveId, request.params.roundIndex, clock()),
	});
	route(app, endpoints.jobRounds, {
		access: jobsPolicy.permission("apply"),
		handler: async (request) => jobRounds(db, principalOf(request), request.params.driveId),
	});
	route(app, endpoints.studentRounds, {
		access: applicationsPolicy.permission("read"),
		handler: async (request) => ({
			applications: await studentRounds(db, principalOf(request), request.params.studentId),
		}),
	});
}
