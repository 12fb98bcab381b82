import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The 4xx/5xx statuses an endpoint may answer with; each answers the one ApiError shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

/** The 2xx statuses an endpoint may answer with. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * What a successful answer carries:
 * - `json` (the default): a body checked against the status's schema, on the server before it is
 *   sent and in the browser when it arrives;
 * - `file`: bytes with their own content type (CSV exports, images), read by the caller as a Blob;
 * - `stream`: server-sent events, read with EventSource.
 */
export type ResponseKind = "json" | "file" | "stream";

/**
 * One HTTP endpoint, defined once in contracts: the server registers its route from this (with the
 * access it declares), the web app calls it through the typed client, and the OpenAPI page is
 * generated from it. Paths use Fastify's `:param` syntax and are kept exactly as SPEC §7 has them.
 */
export interface EndpointDefinition {
	readonly method: HttpMethod;
	readonly path: string;
	/** One line for the API reference. */
	readonly summary: string;
	/** The API reference's section. */
	readonly tags: readonly string[];
	readonly params?: z.ZodType;
	readonly query?: z.ZodType;
	/** A JSON body's schema; a multipart upload says `multipart: true` instead. */
	readonly body?: z.ZodType;
	readonly multipart?: boolean;
	readonly responseKind?: ResponseKind;
	/** The schema of each success status; `null` for an answer with no body (204). */
	readonly responses: Partial<Record<SuccessStatus, z.ZodType | null>>;
	/** The error statuses this endpoint may answer with, beside the 500 any endpoint may. */
	readonly errors: readonly ErrorStatus[];
}

/** Declares an endpoint, keeping its literal types for the server's handler and the web's client. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
	return endpoint;
}

type Schema<E, K extends "params" | "query" | "body"> = E extends { [P in K]: infer S extends z.ZodType }
	? S
	: never;

/** What a caller passes (before the schema's defaults and coercions). */
export type EndpointParams<E extends EndpointDefinition> = z.input<Schema<E, "params">>;
export type EndpointQuery<E extends EndpointDefinition> = z.input<Schema<E, "query">>;
export type EndpointBody<E extends EndpointDefinition> = z.input<Schema<E, "body">>;

/** What the server's handler receives (after defaults and coercions). */
export type ParsedParams<E extends EndpointDefinition> = z.output<Schema<E, "params">>;
export type ParsedQuery<E extends EndpointDefinition> = z.output<Schema<E, "query">>;
export type ParsedBody<E extends EndpointDefinition> = z.output<Schema<E, "body">>;

type SuccessSchemas<E extends EndpointDefinition> = E["responses"][keyof E["responses"]];

/** The body of any of the endpoint's success answers (a union when it has several). */
export type EndpointResponse<E extends EndpointDefinition> =
	SuccessSchemas<E> extends infer S
		? S extends z.ZodType
			? z.output<S>
			: S extends null
				? undefined
				: never
		: never;

/** The body a handler may return: the input side of the response schemas (before serialisation). */
export type EndpointReply<E extends EndpointDefinition> =
	SuccessSchemas<E> extends infer S
		? S extends z.ZodType
			? z.input<S>
			: S extends null
				? undefined
				: never
		: never;

/** The names of a path's `:params`, in order. */
export function pathParamNames(path: string): string[] {
	return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string);
}

/**
 * The path with its `:params` filled in, each encoded as one URL segment. A missing parameter is a
 * programming error, so it throws rather than calling a wrong URL.
 */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
	return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
		const value = params[name];
		if (value === undefined || value === "") throw new Error(`${path}: the parameter "${name}" is missing`);
		return encodeURIComponent(String(value));
	});
}

/** A query object as a URL query string ("" when empty); arrays repeat the key, nullish values are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
	if (!query) return "";
	const search = new URLSearchParams();
	for (const [key, value] of Object.entries(query)) {
		if (value === undefined || value === null) continue;
		if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
		else search.append(key, value instanceof Date ? value.toISOString() : String(value));
	}
	const text = search.toString();
	return text ? `?${text}` : "";
}
