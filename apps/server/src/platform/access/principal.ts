import type { Role } from "@unnati/contracts/constants";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { AppError } from "../errors";

/** Who is making a request, as every policy sees it. Sessions (modules/auth) produce it. */
export type Principal = {
	sessionId: string;
	userId: string;
	role: Role;
	name: string;
	email: string;
	institutionId: string | null;
	departmentId: string | null;
	organizationId: string | null;
	rollNo: string | null;
	factId: string | null;
	/** Students only: year of study and section, which decide the exams they are given. */
	currentYear: number | null;
	section: string | null;
	/** Students only: graduated by the final-year promotion, so in no exam's audience (issue 18). */
	graduated?: boolean;
	expiresAt: Date;
};

declare module "fastify" {
	interface FastifyRequest {
		/** Set by the access check on routes that need a signed-in person. */
		principal: Principal | null;
	}
}

/**
 * How routes learn who is calling; the auth module implements it (modules/auth/guard.ts) and the
 * app hands it to the route registry, so the platform never imports a module.
 */
export type Authenticator = {
	/** The principal of the request's token, or null when there is none or it is not valid. */
	identify(request: FastifyRequest): Promise<Principal | null>;
	/** A preHandler: 401 without a valid session, 403 for a role not in `roles` (any role when empty). */
	requireAuth(...roles: Role[]): preHandlerAsyncHookHandler;
	/**
	 * requireAuth for hot write paths whose handler checks the session in its own statement: the
	 * principal may come from this process's memory (up to PRINCIPAL_TTL_MS old) without a query,
	 * so the handler MUST make its write conditional on auth's liveSessionSql (modules/auth/index.ts), answer `sessionEnded()`
	 * when that is false, and confirm the session with `isLive` before telling any other refusal.
	 */
	requireAuthCheckedInStatement(...roles: Role[]): preHandlerAsyncHookHandler;
	/** Whether the principal's session is still live, asked of the database now. */
	isLive(principal: Principal): Promise<boolean>;
};

/** The signed-in principal of a request that passed a permission check. */
export function principalOf(request: { principal: Principal | null }): Principal {
	if (!request.principal) throw new AppError("SIGN_IN_REQUIRED", "Please sign in to continue.");
	return request.principal;
}
