import {
	type EndpointBody,
	type EndpointDefinition,
	type EndpointParams,
	type EndpointQuery,
	type EndpointResponse,
	fillPath,
	queryString,
} from "@unnati/contracts/http";
import { apiFetch } from "./http";

/** What a call passes: only the parts its endpoint defines are allowed, and those it requires are required. */
export type CallInput<E extends EndpointDefinition> = (E extends { params: object }
	? { params: EndpointParams<E> }
	: { params?: never }) &
	(E extends { query: object } ? { query?: EndpointQuery<E> } : { query?: never }) &
	(E extends { body: object } ? { body: EndpointBody<E> } : { body?: never }) &
	(E extends { multipart: true } ? { form: FormData } : { form?: never }) & {
		signal?: AbortSignal;
		headers?: HeadersInit;
		/** Lets the request outlive the page (a report sent as the tab closes); bodies under 64 KB only. */
		keepalive?: boolean;
	};

/**
 * The server answered 2xx with a body that does not match the endpoint's schema: usually a page
 * loaded before a new version of the server. Reloading gets a page that reads the new answers.
 */
export class ResponseShapeError extends Error {
	override readonly name = "ResponseShapeError";
	readonly code = "INVALID_RESPONSE";

	constructor(
		readonly endpoint: string,
		readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
	) {
		super("The server sent an answer this page cannot read. Please reload the page.");
	}
}

/** The URL of an endpoint with its params and query filled in (for links, downloads and EventSource). */
export function endpointUrl<E extends EndpointDefinition>(
	endpoint: E,
	input: { params?: Record<string, string | number>; query?: Record<string, unknown> } = {},
): string {
	return fillPath(endpoint.path, input.params) + queryString(input.query);
}

/**
 * Calls one contracts endpoint and returns its answer, checked against the endpoint's schema for
 * the status received (so a screen never reads a shape it did not expect). Errors reject with
 * HttpError, whose `code` says what went wrong; a network failure rejects with fetch's own error.
 */
export async function callApi<E extends EndpointDefinition>(
	endpoint: E,
	...[input]: E extends { params: object } | { body: object } | { multipart: true }
		? [CallInput<E>]
		: [CallInput<E>?]
): Promise<EndpointResponse<E>> {
	const { params, query, body, form, signal, headers, keepalive } = (input ?? {}) as {
		params?: Record<string, string | number>;
		query?: Record<string, unknown>;
		body?: unknown;
		form?: FormData;
		signal?: AbortSignal;
		headers?: HeadersInit;
		keepalive?: boolean;
	};
	const url = endpointUrl(endpoint, { ...(params ? { params } : {}), ...(query ? { query } : {}) });
	let status = 0;
	const data = await apiFetch<unknown>(url, {
		method: endpoint.method,
		...(form ? { body: form } : body === undefined ? {} : { body }),
		...(signal ? { signal } : {}),
		...(headers ? { headers } : {}),
		...(keepalive ? { keepalive } : {}),
		onStatus: (received: number) => {
			status = received;
		},
	});
	const schema = endpoint.responses[status as keyof typeof endpoint.responses];
	if (!schema) return data as EndpointResponse<E>;
	const parsed = schema.safeParse(data);
	if (!parsed.success) {
		console.error(
			`${endpoint.method} ${endpoint.path}: the answer does not match its schema`,
			parsed.error.issues,
		);
		throw new ResponseShapeError(`${endpoint.method} ${endpoint.path}`, parsed.error.issues);
	}
	return parsed.data as EndpointResponse<E>;
}
