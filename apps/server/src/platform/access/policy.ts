import type { Role } from "@unnati/contracts/constants";
import { AppError } from "../errors";
import type { Principal } from "./principal";

/**
 * Who may call a route, declared on the route itself (platform/http/route.ts) and checked before
 * its handler runs:
 * - `public`: anyone, signed in or not (the handler may still look at `request.principal`, which is
 *   set when a valid session came with the request);
 * - `permission`: a signed-in person whose role has the permission. The policy that made it also
 *   checks the scope (own record, section, department, college, mentees) against the record itself,
 *   inside the service, through `authorize`.
 */
export type Access =
	| { readonly kind: "public" }
	| {
			readonly kind: "permission";
			readonly resource: string;
			readonly action: string;
			readonly roles: readonly Role[];
			/**
			 * `statement`: the principal may come from memory and the handler re-checks the session in
			 * its own write statement (Authenticator.requireAuthCheckedInStatement); only hot write paths.
			 */
			readonly session?: "checked" | "statement";
	  };

export const PUBLIC: Access = { kind: "public" };

/** Decides whether one principal may act on one record; may ask the database (e.g. mentees). */
export type Scope<R> = (principal: Principal, record: R) => boolean | Promise<boolean>;

/** One rule: these roles may do the action, within this scope (every record of the kind when absent). */
export type Rule<R> = { readonly roles: readonly Role[]; readonly scope?: Scope<R> };

export type Policy<R, A extends string> = {
	readonly resource: string;
	/** The route declaration for `action`: the roles of all its rules. */
	permission(action: A, options?: { session?: "checked" | "statement" }): Access;
	/** The roles that may do `action` on some record of this kind. */
	roles(action: A): readonly Role[];
	/** Whether `principal` may do `action` on `record` (role and scope). */
	allows(principal: Principal, action: A, record: R): Promise<boolean>;
	/**
	 * Throws unless `principal` may do `action` on `record`. A record out of scope answers 404 with
	 * `notFound` (so ids of other colleges' records cannot be probed); a role with no rule answers 403.
	 */
	authorize(principal: Principal, action: A, record: R, notFound: string): Promise<void>;
};

/**
 * A module's policy for one kind of record, in one style everywhere (after Outline's and immich's):
 * `definePolicy("exam", { read: [{ roles: ["ROLE_EXAM_ADMIN"], scope: sameCollege }] })`.
 */
export function definePolicy<R, A extends string>(
	resource: string,
	rules: Record<A, readonly Rule<R>[]>,
): Policy<R, A> {
	const rolesOf = (action: A): readonly Role[] => [...new Set(rules[action].flatMap((rule) => rule.roles))];
	const allows = async (principal: Principal, action: A, record: R) => {
		for (const rule of rules[action]) {
			if (!rule.roles.includes(principal.role)) continue;
			if (!rule.scope || (await rule.scope(principal, record))) return true;
		}
		return false;
	};
	return {
		resource,
		roles: rolesOf,
		permission: (action, options = {}) => ({
			kind: "permission",
			resource,
			action,
			roles: rolesOf(action),
			...(options.session ? { session: options.session } : {}),
		}),
		allows,
		async authorize(principal, action, record, notFound) {
			if (!rolesOf(action).includes(principal.role))
				throw new AppError("ROLE_NOT_ALLOWED", "You do not have access to this.");
			if (!(await allows(principal, action, record))) throw new AppError("NOT_FOUND", notFound);
		},
	};
}

// Scopes shared by every module's policies.

/** The record belongs to the principal's own college. */
export const sameCollege: Scope<{ institutionId: string | null }> = (principal, record) =>
	principal.institutionId !== null && principal.institutionId === record.institutionId;

/** The record belongs to the principal's own department. */
export const sameDepartment: Scope<{ departmentId: string | null }> = (principal, record) =>
	principal.departmentId !== null && principal.departmentId === record.departmentId;

/** The record is the principal's own (a student's attempt, a user's profile). */
export const ownRecord: Scope<{ userId: string }> = (principal, record) => principal.userId === record.userId;

/** Any signed-in role: for routes every account may call (its own profile, its own session). */
export const anyRole = (roles: readonly Role[]): Rule<unknown> => ({ roles });
