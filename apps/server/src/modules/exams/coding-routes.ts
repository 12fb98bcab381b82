import { CODE_REQUEST_MAX_BYTES } from "@unnati/contracts";
import { studentExamEndpoints as endpoints } from "@unnati/contracts/exams";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { examPolicy } from "./policy";
import { type RunCodeDeps, runExamCode } from "./run-code";

/** Running code during an exam: the same judge as practice, on the problem's samples only. */
export function examCodingRoutes(app: FastifyInstance, deps: RunCodeDeps): void {
	route(app, endpoints.runCode, {
		access: examPolicy.permission("take"),
		// Custom input may be up to 1 MB: above the app's default body limit.
		bodyLimit: CODE_REQUEST_MAX_BYTES,
		handler: async (request) => runExamCode(deps, principalOf(request), request.params.id, request.body),
	});
}
