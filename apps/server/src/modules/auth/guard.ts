import { AUTH_MESSAGES, type Role } from "@unnati/contracts";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { findPrincipal, type Principal } from "./sessions";
import type { TokenSigner } from "./tokens";

export const SESSION_COOKIE = "unnati_session";

declare module "fastify" {
	interface FastifyRequest {
		/** Set by `requireAuth` on routes that need a signed-in person. */
		principal: Principal | null;
	}
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A cookie is sent by the browser whoever started the request, so a state-changing request
 * authenticated by cookie must come from our own pages: its Origin (or Referer) must be this host.
 */
function isSameOrigin(request: FastifyRequest): boolean {
	const source = request.headers.origin ?? request.headers.referer;
	if (!source) return false;
	try {
		// Through URL on both sides, so a default port (":80", ":443") compares equal to none.
		return new URL(source).host === new URL(`${request.protocol}://${request.host}`).host;
	} catch {
		return false;
	}
}

function readToken(request: FastifyRequest): { token: string; viaCookie: boolean } | null {
	const header = request.headers.authorization;
	if (header?.startsWith("Bearer ")) return { token: header.slice(7).trim(), viaCookie: false };
	const cookie = request.cookies[SESSION_COOKIE];
	return cookie ? { token: cookie, viaCookie: true } : null;
}

export type Authenticator = {
	/** The principal of the request's token, or null when there is none or it is not valid. */
	identify(request: FastifyRequest): Promise<Principal | null>;
	/** A preHandler: 401 without a valid session, 403 for a role not in `roles` (any role when empty). */
	requireAuth(...roles: Role[]): preHandlerAsyncHookHandler;
};

export function createAuthenticator(deps: { db: Db; tokens: TokenSigner; clock: Clock }): Authenticator {
	const identify = async (request: FastifyRequest) => {
		const found = readToken(request);
		if (!found) return null;
		const claims = await deps.tokens.verify(found.token);
		if (!claims) return null;
		if (found.viaCookie && !SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
			throw new AppError("FORBIDDEN", AUTH_MESSAGES.csrfRejected);
		}
		return findPrincipal(deps.db, claims.sid, claims.userId, deps.clock());
	};
	return {
		identify,
		requireAuth(...roles) {
			return async (request: FastifyRequest, _reply: FastifyReply) => {
				const principal = await identify(request);
				if (!principal) {
					const message = readToken(request) ? AUTH_MESSAGES.sessionExpired : AUTH_MESSAGES.signInRequired;
					throw new AppError("UNAUTHORIZED", message);
				}
				if (roles.length > 0 && !roles.includes(principal.role)) {
					throw new AppError("FORBIDDEN", AUTH_MESSAGES.forbidden);
				}
				request.principal = principal;
			};
		},
	};
}
