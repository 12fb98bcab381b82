import {
	apiErrorSchema,
	checkStudentEmailRequestSchema,
	checkStudentEmailResponseSchema,
	messageResponseSchema,
	requestResetLinkSchema,
	resetPasswordRequestSchema,
	resetPasswordWithOtpRequestSchema,
	sendResetOtpRequestSchema,
	sendResetOtpResponseSchema,
	verifyResetOtpRequestSchema,
} from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthDeps } from "./deps";
import { checkStudentEmail, resetPasswordWithOtp, sendResetOtp, verifyResetOtp } from "./otp-service";
import { requestResetLink, resetPasswordWithLink } from "./reset-link-service";

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const tags = ["password reset"];

/** Both password resets of SPEC §2: by one-time code (students, by roll number) and by mailed link. */
export const resetRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps }> = async (app, { deps }) => {
	app.post(
		"/api/auth/check-student-email",
		{
			schema: {
				tags,
				summary: "The masked email on record for a roll number",
				body: checkStudentEmailRequestSchema,
				response: { 200: checkStudentEmailResponseSchema, ...errors },
			},
		},
		async (request) => checkStudentEmail(deps, request.body.rollNumber),
	);

	app.post(
		"/api/auth/send-reset-otp",
		{
			schema: {
				tags,
				summary: "Mail a 6-digit code valid 300 s (first send and resend); at most 5 an hour",
				body: sendResetOtpRequestSchema,
				response: { 200: sendResetOtpResponseSchema, ...errors },
			},
		},
		async (request) => sendResetOtp(deps, request.body),
	);

	app.post(
		"/api/auth/verify-reset-otp",
		{
			schema: {
				tags,
				summary: "Check a code; the fifth wrong guess kills it",
				body: verifyResetOtpRequestSchema,
				response: { 200: messageResponseSchema, ...errors },
			},
		},
		async (request) => verifyResetOtp(deps, request.body.rollNumber, request.body.otp),
	);

	app.post(
		"/api/auth/reset-password-with-otp",
		{
			schema: {
				tags,
				summary: "Set a new password with a live code; ends every session",
				body: resetPasswordWithOtpRequestSchema,
				response: { 200: messageResponseSchema, ...errors },
			},
		},
		async (request) => resetPasswordWithOtp(deps, request.body),
	);

	app.post(
		"/api/auth/forgot-password",
		{
			schema: {
				tags,
				summary: "Mail a single-use reset link valid 30 minutes (same answer for unknown addresses)",
				body: requestResetLinkSchema,
				response: { 200: messageResponseSchema, ...errors },
			},
		},
		async (request) => requestResetLink(deps, request.body.email),
	);

	app.post(
		"/api/auth/reset-password",
		{
			schema: {
				tags,
				summary: "Set a new password with a reset link's token; ends every session",
				body: resetPasswordRequestSchema,
				response: { 200: messageResponseSchema, ...errors },
			},
		},
		async (request) => resetPasswordWithLink(deps, request.body),
	);
};
