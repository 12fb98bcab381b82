import type { FieldError } from "@unnati/contracts";

/** What the answer itself said, beside the message the error carries. */
export interface HttpErrorDetails {
	/** The API's own `message`, when the body had the API's `{ message, errors? }` shape. */
	serverMessage?: string;
	/** The body as received, e.g. for SPEC §8's 'Error: {status} - {body}'. */
	bodyText?: string;
	/** The API's machine-readable `code` (contracts' ERROR_STATUS), when the body had it. */
	code?: string;
}

/**
 * A non-2xx answer from the API, carrying the `{ code, message, errors[] }` body it sent (or a fallback).
 * Decide what to do by `code` (or `status`), never by the wording of the message.
 * Kept apart from http.ts so code that only checks for it (the query client's retry rule) does not
 * pull zod into the landing bundle.
 */
export class HttpError extends Error {
	override readonly name = "HttpError";
	/** The API's message; undefined when the body was not the API's shape (then `message` is a fallback). */
	readonly serverMessage: string | undefined;
	readonly bodyText: string;
	/** The API's error code; "UNKNOWN" when the body was not the API's shape (a proxy's error page). */
	readonly code: string;

	constructor(
		readonly status: number,
		message: string,
		readonly errors: FieldError[] = [],
		details: HttpErrorDetails = {},
	) {
		super(message);
		this.serverMessage = details.serverMessage;
		this.bodyText = details.bodyText ?? "";
		this.code = details.code ?? "UNKNOWN";
	}
}

/** What to tell the person about a failed call: the API's first field message, its message, or `fallback`. */
export const failureMessage = (caught: unknown, fallback: string): string =>
	caught instanceof HttpError ? (caught.errors[0]?.message ?? caught.serverMessage ?? fallback) : fallback;
