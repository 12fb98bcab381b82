import { ERROR_STATUS, type ErrorCode, type FieldError } from "@unnati/contracts/http";

export type { ErrorCode };

/**
 * What went wrong, independent of transport. The code is contracts' stable, machine-readable name
 * (`ERROR_STATUS` there is the one place a code becomes an HTTP status); the message is for people.
 * A service either returns a value or throws one of these.
 */
export class AppError extends Error {
	override name = "AppError";

	constructor(
		readonly code: ErrorCode,
		message: string,
		readonly errors?: FieldError[],
	) {
		super(message);
	}

	get status(): number {
		return ERROR_STATUS[this.code];
	}
}
