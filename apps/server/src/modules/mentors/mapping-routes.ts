import { mentorMappingEndpoints } from "@unnati/contracts/mentors";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import {
	applyMapping,
	departmentHistory,
	type MappingDeps,
	mentorMapping,
	moveMentees,
	previewMapping,
} from "./mapping-service";
import { mentorMappingPolicy } from "./policy";

/** The department head's mentor mapping: read it, preview and apply a rule, move by hand, the history. */
export function mentorMappingRoutes(app: FastifyInstance, deps: MappingDeps): void {
	const access = mentorMappingPolicy.permission("map");
	route(app, mentorMappingEndpoints.mapping, {
		access,
		handler: async (request, reply) => {
			// Read right after a change (another tab, another department head): never from a cache.
			reply.header("cache-control", "no-store");
			return mentorMapping(deps.db, principalOf(request));
		},
	});
	route(app, mentorMappingEndpoints.preview, {
		access,
		handler: async (request) => previewMapping(deps.db, principalOf(request), request.body),
	});
	route(app, mentorMappingEndpoints.apply, {
		access,
		handler: async (request) => applyMapping(deps, principalOf(request), request.body),
	});
	route(app, mentorMappingEndpoints.move, {
		access,
		handler: async (request) => moveMentees(deps, principalOf(request), request.body),
	});
	route(app, mentorMappingEndpoints.history, {
		access,
		handler: async (request) =>
			departmentHistory(deps.db, principalOf(request), request.query.offset, request.query.limit),
	});
}
