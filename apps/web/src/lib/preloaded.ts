import type { EndpointDefinition, EndpointResponse } from "@unnati/contracts/http";
import { endpointUrl } from "./api-client";

/**
 * API answers that came with the page. A page the server pre-rendered with a visitor's data (a
 * published lesson: modules/learning/lesson-page.ts) carries the answers it rendered from in
 * `<script type="application/json" id="unnati-preloaded">`, keyed "GET /api/...": a query that finds
 * its answer here starts with it (`initialData`), so the first render in the browser is the markup
 * the server sent (hydration, not a spinner) and the request is not made again.
 * While pre-rendering, src/prerender.tsx sets the answers with `setPreloadedAnswers`.
 */
export const PRELOADED_ELEMENT_ID = "unnati-preloaded";

let answers: Map<string, unknown> | null = null;
let rendering = false;

/** The answers, with the page's data block read into them the first time it is found (and removed). */
function loaded(): Map<string, unknown> {
	answers ??= new Map();
	const element = typeof document === "undefined" ? null : document.getElementById(PRELOADED_ELEMENT_ID);
	if (element) {
		try {
			for (const [key, value] of Object.entries(JSON.parse(element.textContent || "{}") as object)) {
				answers.set(key, value);
			}
		} catch {
			// Not ours, or damaged: the queries fetch as usual.
		}
		element.remove();
	}
	return answers;
}

/** The pre-render's answers for the page it is about to render (null: none, after the page). */
export function setPreloadedAnswers(next: Record<string, unknown> | null): void {
	rendering = next !== null;
	answers = new Map(Object.entries(next ?? {}));
}

/** The key of one GET request among the preloaded answers: "GET /api/courses/x/lessons/y". */
export function preloadedKey<E extends EndpointDefinition>(
	endpoint: E,
	input: { params?: Record<string, string | number> } = {},
): string {
	return `${endpoint.method} ${endpointUrl(endpoint, input)}`;
}

/**
 * The answer that came with the page for this request, checked against the endpoint's schema like
 * any answer (callApi), or undefined. In the browser it is handed out once: the query cache keeps it
 * from then on, and a later visit fetches afresh.
 */
export function preloadedAnswer<E extends EndpointDefinition>(
	endpoint: E,
	input: { params?: Record<string, string | number> } = {},
): EndpointResponse<E> | undefined {
	const store = loaded();
	const key = preloadedKey(endpoint, input);
	if (!store.has(key)) return undefined;
	const data = store.get(key);
	if (!rendering) store.delete(key);
	const schema = endpoint.responses[200 as keyof typeof endpoint.responses];
	if (!schema) return undefined;
	const parsed = schema.safeParse(data);
	return parsed.success ? (parsed.data as EndpointResponse<E>) : undefined;
}
