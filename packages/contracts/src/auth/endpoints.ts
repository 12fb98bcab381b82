import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import {
	checkStudentEmailRequestSchema,
	checkStudentEmailResponseSchema,
	messageResponseSchema,
	requestResetLinkSchema,
	resetPasswordRequestSchema,
	resetPasswordWithOtpRequestSchema,
	sendResetOtpRequestSchema,
	sendResetOtpResponseSchema,
	signupRequestSchema,
	verifyResetOtpRequestSchema,
} from "./flows";
import {
	loginRequestSchema,
	loginResponseSchema,
	mentorLoginRequestSchema,
	mentorLoginResponseSchema,
	sessionSchema,
} from "./schemas";

/** Signing in and out, the session, and self-signup (SPEC §7 paths, kept exactly). */
export const authEndpoints = {
	login: defineEndpoint({
		method: "POST",
		path: "/api/auth/login",
		summary: "Sign in with a password; sets the session cookie and returns a bearer token",
		tags: ["auth"],
		body: loginRequestSchema,
		responses: { 200: loginResponseSchema },
		errors: [400, 401, 403, 429],
	}),
	mentorLogin: defineEndpoint({
		method: "POST",
		path: "/api/mentors/login",
		summary: "Faculty mentors sign in with their fact ID",
		tags: ["auth"],
		body: mentorLoginRequestSchema,
		responses: { 200: mentorLoginResponseSchema },
		errors: [400, 401, 403, 429],
	}),
	logout: defineEndpoint({
		method: "POST",
		path: "/api/auth/logout",
		summary: "End this session",
		tags: ["auth"],
		responses: { 204: null },
		errors: [401, 403],
	}),
	session: defineEndpoint({
		method: "GET",
		path: "/api/auth/session",
		summary:
			"Who is signed in: 204 when the request presents no session, 401 when the one presented has ended",
		tags: ["auth"],
		responses: { 200: sessionSchema, 204: null },
		errors: [401],
	}),
	register: defineEndpoint({
		method: "POST",
		path: "/api/auth/register",
		summary: "Self-signup of a student or a college (7-day free trial); answers plain text",
		tags: ["auth"],
		body: signupRequestSchema,
		// The seed's answer is the text 'User registered successfully!', not JSON (SPEC §7, §8).
		responses: { 201: z.string() },
		errors: [400, 409],
	}),
} as const;

/** Both password resets of SPEC §2: by one-time code (students, by roll number) and by mailed link. */
export const passwordResetEndpoints = {
	checkStudentEmail: defineEndpoint({
		method: "POST",
		path: "/api/auth/check-student-email",
		summary: "The masked email on record for a roll number",
		tags: ["password reset"],
		body: checkStudentEmailRequestSchema,
		responses: { 200: checkStudentEmailResponseSchema },
		errors: [400, 404, 429],
	}),
	sendResetOtp: defineEndpoint({
		method: "POST",
		path: "/api/auth/send-reset-otp",
		summary: "Mail a 6-digit code valid 300 s (first send and resend); at most 5 an hour",
		tags: ["password reset"],
		body: sendResetOtpRequestSchema,
		responses: { 200: sendResetOtpResponseSchema },
		errors: [400, 404, 429],
	}),
	verifyResetOtp: defineEndpoint({
		method: "POST",
		path: "/api/auth/verify-reset-otp",
		summary: "Check a code; the fifth wrong guess kills it",
		tags: ["password reset"],
		body: verifyResetOtpRequestSchema,
		responses: { 200: messageResponseSchema },
		errors: [400, 404, 429],
	}),
	resetPasswordWithOtp: defineEndpoint({
		method: "POST",
		path: "/api/auth/reset-password-with-otp",
		summary: "Set a new password with a live code; ends every session",
		tags: ["password reset"],
		body: resetPasswordWithOtpRequestSchema,
		responses: { 200: messageResponseSchema },
		errors: [400, 404, 429],
	}),
	forgotPassword: defineEndpoint({
		method: "POST",
		path: "/api/auth/forgot-password",
		summary: "Mail a single-use reset link valid 30 minutes (same answer for unknown addresses)",
		tags: ["password reset"],
		body: requestResetLinkSchema,
		responses: { 200: messageResponseSchema },
		errors: [400, 404, 429],
	}),
	resetPassword: defineEndpoint({
		method: "POST",
		path: "/api/auth/reset-password",
		summary: "Set a new password with a reset link's token; ends every session",
		tags: ["password reset"],
		body: resetPasswordRequestSchema,
		responses: { 200: messageResponseSchema },
		errors: [400, 404, 429],
	}),
} as const;
