import type { FieldError } from "@unnati/contracts";

/**
 * A non-2xx answer from the API, carrying the `{ message, errors[] }` body it sent (or a fallback).
 * Kept apart from http.ts so code that only checks for it (the query client's retry rule) does not
 * pull zod into the landing bundle.
 */
export class HttpError extends Error {
	override readonly name = "HttpError";

	constructor(
		readonly status: number,
		message: string,
		readonly errors: FieldError[] = [],
	) {
		super(message);
	}
}
