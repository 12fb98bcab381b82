import {
	apiErrorSchema,
	heartbeatResultSchema,
	heartbeatSchema,
	recordViolationResultSchema,
	recordViolationSchema,
	studentProctoringSchema,
} from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { principalOf } from "../../platform/access/principal";
import type { Authenticator } from "../auth/guard";
import { heartbeat, type ProctoringDeps, recordViolation, studentProctoring } from "./student-service";

const errors = {
	400: apiErrorSchema,
	401: apiErrorSchema,
	403: apiErrorSchema,
	404: apiErrorSchema,
	409: apiErrorSchema,
	413: apiErrorSchema,
	429: apiErrorSchema,
};
const tags = ["proctoring (students)"];
const examParams = z.object({ id: z.string().max(64) });

/**
 * The proctor's calls, beside the seed's exam paths (/students/exam/{id}/...) and authenticated
 * the same way: the exam's bearer token, or the session cookie from our own pages.
 */
export const studentProctoringRoutes: FastifyPluginAsyncZod<{
	deps: ProctoringDeps;
	auth: Authenticator;
}> = async (app, { deps, auth }) => {
	const student = auth.requireAuth("ROLE_STUDENT");

	app.get(
		"/students/exam/:id/proctoring",
		{
			schema: {
				tags,
				summary: "How the proctor runs for this student (maximum, face signals) and what it recorded",
				params: examParams,
				response: { 200: studentProctoringSchema, ...errors },
			},
			preHandler: student,
		},
		async (request) => studentProctoring(deps, principalOf(request), request.params.id),
	);

	app.post(
		"/students/exam/:id/violations",
		{
			schema: {
				tags,
				summary:
					"Report one violation as it happens (JSON; a face signal may carry `snapshot`, a JPEG of at most 200 KB as base64). Idempotent per client_id.",
				params: examParams,
				body: recordViolationSchema,
				response: { 200: recordViolationResultSchema, ...errors },
			},
			preHandler: student,
		},
		async (request) => recordViolation(deps, principalOf(request), request.params.id, request.body),
	);

	app.post(
		"/students/exam/:id/heartbeat",
		{
			schema: {
				tags,
				summary: "The student is still in the exam (every 20 s); the live view shows disconnected after 60 s",
				params: examParams,
				body: heartbeatSchema.optional(),
				response: { 200: heartbeatResultSchema, ...errors },
			},
			preHandler: student,
		},
		async (request) => heartbeat(deps, principalOf(request), request.params.id, request.body),
	);
};
