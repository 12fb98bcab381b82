import { careerEndpoints as endpoints } from "@unnati/contracts/careers";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { careerPolicy } from "./policy";
import { type CareerDeps, getPath, listPaths, savePlan } from "./service";

/** Career paths: the list, one path with progress, gap and plan, and the student's weekly hours. */
export function careerRoutes(app: FastifyInstance, deps: CareerDeps): void {
	route(app, endpoints.list, {
		access: careerPolicy.permission("read"),
		handler: async (request) => ({ paths: await listPaths(deps, principalOf(request)) }),
	});
	route(app, endpoints.get, {
		access: careerPolicy.permission("read"),
		handler: async (request) => getPath(deps, principalOf(request), request.params.pathId),
	});
	route(app, endpoints.savePlan, {
		access: careerPolicy.permission("plan"),
		handler: async (request) => savePlan(deps, principalOf(request), request.body),
	});
}
