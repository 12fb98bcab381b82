import { passwordResetEndpoints } from "@unnati/contracts/auth";
import type { FastifyInstance } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import { route } from "../../platform/http/route";
import { withRetryAfter } from "../../platform/rate-limit/retry-later";
import type { AuthDeps } from "./deps";
import { checkStudentEmail, resetPasswordWithOtp, sendResetOtp, verifyResetOtp } from "./otp-service";
import { requestResetLink, resetPasswordWithLink } from "./reset-link-service";

/**
 * Both password resets of SPEC §2: by one-time code (students, by roll number) and by mailed link.
 * All public: the person has forgotten their password. Each is rate limited in its service.
 */
export function resetRoutes(app: FastifyInstance, deps: AuthDeps): void {
	const endpoints = passwordResetEndpoints;
	route(app, endpoints.checkStudentEmail, {
		access: PUBLIC,
		handler: async (request, reply) =>
			withRetryAfter(reply, () => checkStudentEmail(deps, request.body.rollNumber, request.ip)),
	});
	route(app, endpoints.sendResetOtp, {
		access: PUBLIC,
		handler: async (request, reply) =>
			withRetryAfter(reply, () => sendResetOtp(deps, request.body, request.ip)),
	});
	route(app, endpoints.verifyResetOtp, {
		access: PUBLIC,
		handler: async (request) => verifyResetOtp(deps, request.body.rollNumber, request.body.otp),
	});
	route(app, endpoints.resetPasswordWithOtp, {
		access: PUBLIC,
		handler: async (request) => resetPasswordWithOtp(deps, request.body),
	});
	route(app, endpoints.forgotPassword, {
		access: PUBLIC,
		handler: async (request) => requestResetLink(deps, request.body.email),
	});
	route(app, endpoints.resetPassword, {
		access: PUBLIC,
		handler: async (request) => resetPasswordWithLink(deps, request.body),
	});
}
