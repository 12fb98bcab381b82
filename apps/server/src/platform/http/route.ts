import {
	apiErrorSchema,
	type EndpointDefinition,
	type EndpointReply,
	type ParsedBody,
	type ParsedParams,
	type ParsedQuery,
} from "@unnati/contracts/http";
import type {
	FastifyInstance,
	FastifyReply,
	FastifyRequest,
	onRequestAsyncHookHandler,
	preHandlerAsyncHookHandler,
	RouteHandlerMethod,
} from "fastify";
import type { Access } from "../access/policy";
import type { Authenticator } from "../access/principal";

declare module "fastify" {
	interface FastifyContextConfig {
		/** Who may call the route; every route must say (installAccessCheck refuses one that does not). */
		access?: Access;
		/** The contracts definition the route was registered from. */
		endpoint?: EndpointDefinition;
	}
	interface FastifyInstance {
		/** Set once by the app: how routes learn who is calling. */
		authenticator: Authenticator;
	}
}

/** The request a handler receives: params, query and body already parsed by the endpoint's schemas. */
export type RouteRequest<E extends EndpointDefinition> = FastifyRequest<{
	Params: ParsedParams<E>;
	Querystring: ParsedQuery<E>;
	Body: ParsedBody<E>;
}>;

export type RouteOptions<E extends EndpointDefinition> = {
	/** Who may call it: PUBLIC, or a policy's `permission(action)`. */
	access: Access;
	/**
	 * Returns the body for a JSON endpoint (sent with the lowest success status it lists: object keys
	 * that are numbers come in ascending order), or sends
	 * the answer itself through `reply` (another status, a file, a stream) and returns the reply.
	 */
	handler: (request: RouteRequest<E>, reply: FastifyReply) => Promise<EndpointReply<E> | FastifyReply>;
	/** Runs after the access check, e.g. a rate limit keyed by the principal. */
	preHandler?: preHandlerAsyncHookHandler;
	/** Runs after the access check, before the body is read (e.g. refusing an upload early). */
	onRequest?: onRequestAsyncHookHandler;
	/** Overrides the app's body limit (uploads). */
	bodyLimit?: number;
	/** false: never compress the answer (e.g. random bytes that measure the network). */
	compress?: false;
	/**
	 * The handler takes NUL characters in the body and deals with them item by item (platform/http/
	 * nul-guard.ts refuses them everywhere else before validation).
	 */
	acceptsNul?: true;
};

/**
 * The access check, run as the route's first onRequest hook: before the body is read or validated,
 * so a caller who may not call the route learns nothing about its input and uploads nothing.
 */
function accessCheck(app: FastifyInstance, access: Access): onRequestAsyncHookHandler | null {
	if (access.kind === "public") return null;
	const roles = [...access.roles];
	// Built on the first request: the auth module sets the authenticator when it registers, which may
	// be after this route was declared. Then kept, since the save path runs it for every batch.
	let guard: preHandlerAsyncHookHandler | undefined;
	return async function checkAccess(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
		guard ??=
			access.session === "statement"
				? app.authenticator.requireAuthCheckedInStatement(...roles)
				: app.authenticator.requireAuth(...roles);
		await guard.call(this, request, reply);
	};
}

/**
 * Registers the route of one contracts endpoint: its path, method and schemas come from the
 * definition (so the server, the web client and the API reference cannot drift apart), its access
 * is declared here and checked before the handler.
 */
export function route<E extends EndpointDefinition>(
	app: FastifyInstance,
	endpoint: E,
	options: RouteOptions<E>,
): void {
	const errorSchemas = Object.fromEntries(endpoint.errors.map((status) => [status, apiErrorSchema]));
	const successSchemas =
		endpoint.responseKind === undefined || endpoint.responseKind === "json"
			? Object.fromEntries(Object.entries(endpoint.responses).filter(([, schema]) => schema !== null))
			: {};
	const onRequest = [accessCheck(app, options.access), options.onRequest].filter((hook) => hook != null);
	const firstStatus = Number(Object.keys(endpoint.responses)[0] ?? 200);

	const handler = async (request: RouteRequest<E>, reply: FastifyReply) => {
		const result = await options.handler(request, reply);
		if (result === reply) return reply;
		if (firstStatus !== 200) reply.status(firstStatus);
		return result;
	};

	app.route({
		method: endpoint.method,
		url: endpoint.path,
		schema: {
			tags: [...endpoint.tags],
			summary: endpoint.summary,
			...(options.access.kind === "permission" ? { security: [{ bearerAuth: [] }] } : {}),
			...(endpoint.params ? { params: endpoint.params } : {}),
			...(endpoint.query ? { querystring: endpoint.query } : {}),
			...(endpoint.body ? { body: endpoint.body } : {}),
			response: { ...successSchemas, ...errorSchemas },
		},
		config: { access: options.access, endpoint, ...(options.acceptsNul ? { acceptsNul: true } : {}) },
		...(onRequest.length > 0 ? { onRequest } : {}),
		...(options.preHandler ? { preHandler: options.preHandler } : {}),
		...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
		...(options.compress === false ? { compress: false as const } : {}),
		handler: handler as unknown as RouteHandlerMethod,
	});
}

/** One registered route and what it declared, for the start-up check and the generated access test. */
export type DeclaredRoute = {
	method: string;
	path: string;
	access: Access;
	endpoint?: EndpointDefinition;
	/** The route takes NULs in its body and handles them itself. */
	acceptsNul: boolean;
};

/**
 * From here on, every route must declare its access: registering one that does not is an error at
 * start-up, not a hole found later. Returns the list of declared routes (filled as routes register).
 */
export function installAccessCheck(app: FastifyInstance): DeclaredRoute[] {
	const declared: DeclaredRoute[] = [];
	app.addHook("onRoute", (routeOptions) => {
		const methods = [routeOptions.method].flat();
		const access = routeOptions.config?.access;
		if (!access) {
			throw new Error(
				`${methods.join(",")} ${routeOptions.url} declares no access: register it with route() from platform/http/route.ts and say who may call it`,
			);
		}
		for (const method of methods) {
			if (method === "HEAD" && methods.length === 1 && declared.some((r) => r.path === routeOptions.url))
				continue;
			declared.push({
				method,
				path: routeOptions.url,
				access,
				acceptsNul: routeOptions.config?.acceptsNul === true,
				...(routeOptions.config?.endpoint ? { endpoint: routeOptions.config.endpoint } : {}),
			});
		}
	});
	return declared;
}
