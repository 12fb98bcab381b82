import { proctoringEndpoints } from "@unnati/contracts/proctoring";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { proctoringPolicy } from "./policy";
import { heartbeat, type ProctoringDeps, recordViolation, studentProctoring } from "./student-service";

/**
 * The proctor's calls, beside the seed's exam paths (/students/exam/{id}/...) and authenticated
 * the same way: the exam's bearer token, or the session cookie from our own pages.
 */
export function studentProctoringRoutes(app: FastifyInstance, deps: ProctoringDeps): void {
	const report = proctoringPolicy.permission("report");

	route(app, proctoringEndpoints.studentProctoring, {
		access: report,
		handler: async (request) => studentProctoring(deps, principalOf(request), request.params.id),
	});

	route(app, proctoringEndpoints.recordViolation, {
		access: report,
		handler: async (request) => recordViolation(deps, principalOf(request), request.params.id, request.body),
	});

	route(app, proctoringEndpoints.heartbeat, {
		access: report,
		handler: async (request) => heartbeat(deps, principalOf(request), request.params.id, request.body),
	});
}
