import { AUTH_MESSAGES, type Role } from "@unnati/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Authenticator, Principal } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { isSessionLive } from "./read";
import { findPrincipal } from "./sessions";
import type { TokenClaims, TokenSigner } from "./tokens";

export const SESSION_COOKIE = "unnati_session";

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

/** Whether the request presents a session at all (a bearer token or the session cookie), valid or not. */
export const presentsCredentials = (request: FastifyRequest) => readToken(request) !== null;

/** The 401 for a session found revoked, expired or suspended by a handler's own check. */
export const sessionEnded = () => new AppError("SESSION_EXPIRED", AUTH_MESSAGES.sessionExpired);

/** Verified tokens kept in memory: verifying an HS256 signature costs more than the save it guards. */
const TOKEN_CACHE_LIMIT = 50_000;
/** Principals kept for requireAuthCheckedInStatement: a student saves every few seconds. */
const PRINCIPAL_CACHE_LIMIT = 50_000;
/** How old a remembered principal's name, placement and role may be (never its session's liveness). */
export const PRINCIPAL_TTL_MS = 60_000;

/** Map insertion order is age order: the oldest entry goes first when the map is full. */
function remember<K, V>(map: Map<K, V>, limit: number, key: K, value: V): void {
	map.delete(key);
	if (map.size >= limit) {
		const oldest = map.keys().next();
		if (!oldest.done) map.delete(oldest.value);
	}
	map.set(key, value);
}

export function createAuthenticator(deps: { db: Db; tokens: TokenSigner; clock: Clock }): Authenticator {
	// A token's signature check is a pure function of its text, so a verified token's claims are
	// kept (keyed by the exact text; only tokens that verified get in) until the token expires.
	// Whether its session is still live is a separate question asked below, never cached here.
	const verified = new Map<string, { claims: TokenClaims; expSeconds: number }>();
	const verify = async (token: string): Promise<TokenClaims | null> => {
		const nowSeconds = Math.floor(deps.clock().getTime() / 1000);
		const hit = verified.get(token);
		if (hit) {
			// The same rule as jose's: a token is expired once `exp` is not after the current second.
			if (hit.expSeconds > nowSeconds) return hit.claims;
			verified.delete(token);
			return null;
		}
		const claims = await deps.tokens.verify(token);
		const exp = (claims as { exp?: unknown } | null)?.exp;
		if (claims && typeof exp === "number")
			remember(verified, TOKEN_CACHE_LIMIT, token, { claims, expSeconds: exp });
		return claims;
	};

	const claimsOf = async (request: FastifyRequest) => {
		const found = readToken(request);
		if (!found) return null;
		const claims = await verify(found.token);
		if (!claims) return null;
		if (found.viaCookie && !SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
			throw new AppError("CSRF_REJECTED", AUTH_MESSAGES.csrfRejected);
		}
		return claims;
	};

	const principals = new Map<string, { principal: Principal; at: number }>();
	const identify = async (request: FastifyRequest) => {
		const claims = await claimsOf(request);
		if (!claims) return null;
		const principal = await findPrincipal(deps.db, claims.sid, claims.userId, deps.clock());
		if (principal)
			remember(principals, PRINCIPAL_CACHE_LIMIT, principal.sessionId, { principal, at: Date.now() });
		else principals.delete(claims.sid);
		return principal;
	};
	/** The principal from memory when recent and unexpired, else from the database (and remembered). */
	const identifyRemembered = async (request: FastifyRequest) => {
		const claims = await claimsOf(request);
		if (!claims) return null;
		const held = principals.get(claims.sid);
		if (
			held &&
			held.principal.userId === claims.userId &&
			Date.now() - held.at < PRINCIPAL_TTL_MS &&
			held.principal.expiresAt > deps.clock()
		) {
			return held.principal;
		}
		principals.delete(claims.sid);
		return identify(request);
	};

	const guard =
		(find: (request: FastifyRequest) => Promise<Principal | null>, roles: Role[]) =>
		async (request: FastifyRequest, _reply: FastifyReply) => {
			const principal = await find(request);
			if (!principal) {
				throw readToken(request)
					? new AppError("SESSION_EXPIRED", AUTH_MESSAGES.sessionExpired)
					: new AppError("SIGN_IN_REQUIRED", AUTH_MESSAGES.signInRequired);
			}
			if (roles.length > 0 && !roles.includes(principal.role)) {
				throw new AppError("ROLE_NOT_ALLOWED", AUTH_MESSAGES.forbidden);
			}
			request.principal = principal;
		};
	return {
		identify,
		requireAuth: (...roles) => guard(identify, roles),
		requireAuthCheckedInStatement: (...roles) => guard(identifyRemembered, roles),
		isLive: (principal) => isSessionLive(deps.db, principal.sessionId, principal.userId, deps.clock()),
	};
}
