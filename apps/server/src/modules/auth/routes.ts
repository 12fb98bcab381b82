import {
	AUTH_MESSAGES,
	apiErrorSchema,
	loginRequestSchema,
	loginResponseSchema,
	mentorLoginRequestSchema,
	mentorLoginResponseSchema,
	ROLE_BY_LOGIN_TYPE,
	type Role,
	sessionSchema,
	signupRequestSchema,
} from "@unnati/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { findAccountById } from "../accounts";
import { describePlacement } from "../institutions";
import { organizationName } from "../organizations";
import type { AuthDeps } from "./deps";
import { type Authenticator, SESSION_COOKIE } from "./guard";
import { login } from "./login-service";
import { toLoginResponse, toMentorLoginResponse, toSession } from "./presenters";
import { revokeSession } from "./sessions";
import { signUp } from "./signup-service";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
	reply.setCookie(SESSION_COOKIE, token, {
		httpOnly: true,
		sameSite: "lax",
		secure: request.protocol === "https",
		path: "/",
		expires: expiresAt,
	});
}

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; auth: Authenticator }> = async (
	app,
	{ deps, auth },
) => {
	/** Checks the password, starts the session and sets its cookie; both login endpoints go through here. */
	const signIn = async (
		request: FastifyRequest,
		reply: FastifyReply,
		attempt: { role: Role; identifier: string; password: string; rememberMe?: boolean | undefined },
		failureMessage: string,
	) => {
		const signedIn = await login(deps, {
			...attempt,
			rememberMe: attempt.rememberMe ?? false,
			ip: request.ip,
			userAgent: request.headers["user-agent"],
			failureMessage,
		});
		setSessionCookie(request, reply, signedIn.token, signedIn.expiresAt);
		return signedIn;
	};

	app.post(
		"/api/auth/login",
		{
			schema: {
				tags: ["auth"],
				summary: "Sign in with a password; sets the session cookie and returns a bearer token",
				body: loginRequestSchema,
				response: { 200: loginResponseSchema, ...errors },
			},
		},
		async (request, reply) => {
			const { username, password, loginType, rememberMe } = request.body;
			const attempt = { role: ROLE_BY_LOGIN_TYPE[loginType], identifier: username, password, rememberMe };
			return toLoginResponse(await signIn(request, reply, attempt, AUTH_MESSAGES.loginFailed));
		},
	);

	app.post(
		"/api/mentors/login",
		{
			schema: {
				tags: ["auth"],
				summary: "Faculty mentors sign in with their fact ID",
				body: mentorLoginRequestSchema,
				response: { 200: mentorLoginResponseSchema, ...errors },
			},
		},
		async (request, reply) => {
			const { factId, password, rememberMe } = request.body;
			const attempt = { role: "ROLE_MENTOR" as const, identifier: factId, password, rememberMe };
			return toMentorLoginResponse(await signIn(request, reply, attempt, AUTH_MESSAGES.mentorLoginFailed));
		},
	);

	app.post(
		"/api/auth/logout",
		{
			schema: {
				tags: ["auth"],
				summary: "End this session",
				response: { 204: z.null(), 401: apiErrorSchema },
			},
			preHandler: auth.requireAuth(),
		},
		async (request, reply) => {
			if (request.principal) await revokeSession(deps.db, request.principal.sessionId, deps.clock());
			reply.clearCookie(SESSION_COOKIE, { path: "/" });
			return reply.status(204).send(null);
		},
	);

	app.get(
		"/api/auth/session",
		{
			schema: {
				tags: ["auth"],
				summary: "Who is signed in",
				response: { 200: sessionSchema, 401: apiErrorSchema },
			},
			preHandler: auth.requireAuth(),
		},
		async (request) => {
			const principal = request.principal;
			const account = principal ? await findAccountById(deps.db, principal.userId) : null;
			if (!principal || !account) throw new Error("requireAuth let a request through without an account");
			const placement = await describePlacement(deps.db, account.institutionId, account.departmentId);
			const organization = await organizationName(deps.db, account.organizationId);
			return toSession(account, { ...placement, organizationName: organization }, principal.expiresAt);
		},
	);

	app.post(
		"/api/auth/register",
		{
			schema: {
				tags: ["auth"],
				summary: "Self-signup of a student or a college (7-day free trial); answers plain text",
				body: signupRequestSchema,
				response: { 201: z.string(), 400: apiErrorSchema, 409: apiErrorSchema },
			},
		},
		async (request, reply) => {
			await signUp(deps.db, request.body, deps.clock());
			return reply.status(201).type("text/plain; charset=utf-8").send(AUTH_MESSAGES.registered);
		},
	);
};
