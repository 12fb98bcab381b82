import { apiErrorSchema } from "@unnati/contracts/http";
import { HttpError } from "./http-error";

export { HttpError };

/** Like `RequestInit`, but `body` is any value to send as JSON (form data and blobs pass through). */
export type ApiRequestInit = Omit<RequestInit, "body"> & {
	body?: unknown;
	/** Told the status of a successful answer (the typed client picks the schema by it). */
	onStatus?: (status: number) => void;
};

function isRawBody(body: unknown): body is FormData | Blob | URLSearchParams {
	return body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams;
}

function parseBody(text: string, contentType: string): unknown {
	if (text === "") return undefined;
	if (!contentType.includes("json")) return text;
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}

async function readBody(response: Response): Promise<unknown> {
	return parseBody(await response.text(), response.headers.get("Content-Type") ?? "");
}

export async function toHttpError(response: Response): Promise<HttpError> {
	const bodyText = await response.text().catch(() => "");
	const parsed = apiErrorSchema.safeParse(parseBody(bodyText, response.headers.get("Content-Type") ?? ""));
	if (parsed.success) {
		return new HttpError(response.status, parsed.data.message, parsed.data.errors ?? [], {
			serverMessage: parsed.data.message,
			bodyText,
			code: parsed.data.code,
		});
	}
	const reason = response.statusText ? ` (${response.statusText})` : "";
	return new HttpError(response.status, `Request failed with status ${response.status}${reason}`, [], {
		bodyText,
	});
}

/**
 * Calls the API on this origin. Sends `body` as JSON, sends the session cookie, and resolves with the
 * parsed JSON (plain text for text answers, `undefined` for an empty one).
 * Throws `HttpError` on a non-2xx status; a network failure rejects with fetch's own error.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
	const { body, headers: initHeaders, onStatus, ...rest } = init;
	const headers = new Headers(initHeaders);
	if (!headers.has("Accept")) headers.set("Accept", "application/json");

	let requestBody: BodyInit | undefined;
	if (body === undefined || isRawBody(body)) {
		requestBody = body;
	} else {
		requestBody = JSON.stringify(body);
		if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
	}

	const response = await fetch(path, {
		credentials: "same-origin",
		...rest,
		headers,
		...(requestBody === undefined ? {} : { body: requestBody }),
	});
	if (!response.ok) throw await toHttpError(response);
	onStatus?.(response.status);
	return (await readBody(response)) as T;
}
