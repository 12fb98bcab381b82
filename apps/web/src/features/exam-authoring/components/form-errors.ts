import type { FieldIssue } from "../../../lib/field-errors";
import { HttpError } from "../../../lib/http";

/**
 * Messages by dotted path ("options.1.text"), from zod's issues and the API's `errors` alike; the
 * first message per path wins. Nested forms need the whole path, not only its first segment.
 */
export type ErrorMap = Record<string, string>;

export function errorMap(issues: readonly FieldIssue[]): ErrorMap {
	const map: ErrorMap = {};
	for (const issue of issues) {
		const key = Array.isArray(issue.path) ? issue.path.map(String).join(".") : String(issue.path);
		map[key] ??= issue.message;
	}
	return map;
}

/** The message for `path` or for anything inside it ("answerKey" finds "answerKey.correct"). */
export function errorAt(errors: ErrorMap, path: string): string | undefined {
	if (errors[path]) return errors[path];
	const inner = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
	return inner ? errors[inner] : undefined;
}

/** What to say about a failed request when no field took the blame. */
export function requestFailure(error: unknown, fallback: string): string {
	if (error instanceof HttpError) return error.serverMessage ?? fallback;
	return "Could not reach the server. Please check your connection and try again.";
}

/** The server's field errors of a failed request (a 400), or none. */
export function serverErrors(error: unknown): ErrorMap {
	return error instanceof HttpError ? errorMap(error.errors) : {};
}
