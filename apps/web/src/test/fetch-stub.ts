import { afterEach, beforeEach, type Mock, vi } from "vitest";

/** One request the code under test made, with its JSON body parsed. */
export interface SeenRequest {
	method: string;
	path: string;
	body: unknown;
}

type Handler = (request: SeenRequest) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
	return new Response(JSON.stringify(body), {
		status,
		headers: { "Content-Type": "application/json; charset=utf-8" },
	});
}

export function textResponse(text: string, status = 200): Response {
	return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

function toSeen(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): SeenRequest {
	const url = new URL(String(input instanceof Request ? input.url : input), "http://localhost");
	const raw = init?.body;
	let body: unknown;
	if (typeof raw === "string") {
		try {
			body = JSON.parse(raw);
		} catch {
			body = raw;
		}
	} else if (raw instanceof FormData) body = raw;
	return { method: (init?.method ?? "GET").toUpperCase(), path: `${url.pathname}${url.search}`, body };
}

/**
 * Stubs `fetch` for every test of the calling file. `respond` answers "METHOD /path" keys; a request
 * nobody answers fails the test loudly. `requests` lists what was sent, in order.
 */
export function stubFetch() {
	const routes = new Map<string, Handler>();
	const requests: SeenRequest[] = [];
	const fetchMock: Mock<typeof fetch> = vi.fn(async (input, init) => {
		const seen = toSeen(input, init);
		requests.push(seen);
		const handler =
			routes.get(`${seen.method} ${seen.path}`) ?? routes.get(`${seen.method} ${seen.path.split("?")[0]}`);
		if (!handler) throw new Error(`unexpected request ${seen.method} ${seen.path}`);
		return handler(seen);
	});

	beforeEach(() => {
		routes.clear();
		requests.length = 0;
		fetchMock.mockClear();
		vi.stubGlobal("fetch", fetchMock);
	});
	afterEach(() => {
		vi.unstubAllGlobals();
	});

	return {
		fetchMock,
		requests,
		/** Answers `key` ("POST /api/auth/login") with `handler` from now on. */
		respond(key: string, handler: Handler) {
			routes.set(key, handler);
		},
		/** The requests sent to `key`. */
		sent(key: string): SeenRequest[] {
			return requests.filter((request) => `${request.method} ${request.path}` === key);
		},
	};
}

/** A promise the test settles by hand, to hold a request in flight. */
export function deferred<T>() {
	let resolve!: (value: T) => void;
	let reject!: (reason: unknown) => void;
	const promise = new Promise<T>((res, rej) => {
		resolve = res;
		reject = rej;
	});
	return { promise, resolve, reject };
}
