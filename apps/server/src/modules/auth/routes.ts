import { AUTH_MESSAGES, authEndpoints, ROLE_BY_LOGIN_TYPE } from "@unnati/contracts/auth";
import type { Role } from "@unnati/contracts/constants";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import { principalOf } from "../../platform/access/principal";
import { route } from "../../platform/http/route";
import { withRetryAfter } from "../../platform/rate-limit/retry-later";
import type { AuthDeps } from "./deps";
import { presentsCredentials, SESSION_COOKIE, sessionEnded } from "./guard";
import { login } from "./login-service";
import { sessionPolicy } from "./policy";
import { toLoginResponse, toMentorLoginResponse } from "./presenters";
import { currentSession } from "./session-service";
import { revokeSession } from "./sessions";
import { signUp } from "./signup-service";

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
	reply.setCookie(SESSION_COOKIE, token, {
		httpOnly: true,
		sameSite: "lax",
		secure: request.protocol === "https",
		path: "/",
		expires: expiresAt,
	});
}

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
	/** Checks the password, starts the session and sets its cookie; both login endpoints go through here. */
	const signIn = async (
		request: FastifyRequest,
		reply: FastifyReply,
		attempt: { role: Role; identifier: string; password: string; rememberMe?: boolean | undefined },
		failureMessage: string,
	) => {
		const signedIn = await withRetryAfter(reply, () =>
			login(deps, {
				...attempt,
				rememberMe: attempt.rememberMe ?? false,
				ip: request.ip,
				userAgent: request.headers["user-agent"],
				failureMessage,
			}),
		);
		setSessionCookie(request, reply, signedIn.token, signedIn.expiresAt);
		return signedIn;
	};

	// Public: this is how a person gets a session.
	route(app, authEndpoints.login, {
		access: PUBLIC,
		handler: async (request, reply) => {
			const { username, password, loginType, rememberMe } = request.body;
			const attempt = { role: ROLE_BY_LOGIN_TYPE[loginType], identifier: username, password, rememberMe };
			const signedIn = await signIn(request, reply, attempt, AUTH_MESSAGES.loginFailed);
			const enrolled =
				signedIn.account.role === "ROLE_STUDENT" ? await deps.enrolledCourses(signedIn.account.id) : [];
			return toLoginResponse(signedIn, enrolled);
		},
	});

	// Public: this is how a mentor gets a session.
	route(app, authEndpoints.mentorLogin, {
		access: PUBLIC,
		handler: async (request, reply) => {
			const { factId, password, rememberMe } = request.body;
			const attempt = { role: "ROLE_MENTOR" as const, identifier: factId, password, rememberMe };
			return toMentorLoginResponse(await signIn(request, reply, attempt, AUTH_MESSAGES.mentorLoginFailed));
		},
	});

	route(app, authEndpoints.logout, {
		access: sessionPolicy.permission("end"),
		handler: async (request, reply) => {
			await revokeSession(deps.db, principalOf(request).sessionId, deps.clock());
			reply.clearCookie(SESSION_COOKIE, { path: "/" });
			return reply.status(204).send(null);
		},
	});

	// Public, so a visitor's browser asks without an error in its console: no session presented is a
	// 204 (nobody is signed in); a session presented but revoked or expired is still the 401 it was.
	route(app, authEndpoints.session, {
		access: PUBLIC,
		handler: async (request, reply) => {
			if (!presentsCredentials(request)) return reply.code(204).send();
			const principal = await app.authenticator.identify(request);
			if (!principal) throw sessionEnded();
			return currentSession(deps.db, principal, deps.enrolledCourses);
		},
	});

	// Public: self-signup of a student or a college (SPEC §6).
	route(app, authEndpoints.register, {
		access: PUBLIC,
		handler: async (request, reply) => {
			await signUp(deps, request.body);
			return reply.status(201).type("text/plain; charset=utf-8").send(AUTH_MESSAGES.registered);
		},
	});
}
