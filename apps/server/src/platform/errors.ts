import type { FieldError } from "@unnati/contracts";

/** What went wrong, independent of transport; `STATUS_BY_CODE` is the one place it becomes an HTTP status. */
export type AppErrorCode =
	| "BAD_REQUEST"
	| "UNAUTHORIZED"
	| "FORBIDDEN"
	| "NOT_FOUND"
	| "CONFLICT"
	| "PAYLOAD_TOO_LARGE"
	| "UNSUPPORTED_MEDIA_TYPE"
	| "RATE_LIMITED"
	| "UNAVAILABLE"
	| "INTERNAL";

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
	BAD_REQUEST: 400,
	UNAUTHORIZED: 401,
	FORBIDDEN: 403,
	NOT_FOUND: 404,
	CONFLICT: 409,
	PAYLOAD_TOO_LARGE: 413,
	UNSUPPORTED_MEDIA_TYPE: 415,
	RATE_LIMITED: 429,
	UNAVAILABLE: 503,
	INTERNAL: 500,
};

export class AppError extends Error {
	override name = "AppError";

	constructor(
		readonly code: AppErrorCode,
		message: string,
		readonly errors?: FieldError[],
	) {
		super(message);
	}

	get status(): number {
		return STATUS_BY_CODE[this.code];
	}
}
