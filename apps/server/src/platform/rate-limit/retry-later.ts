import type { FastifyReply } from "fastify";
import { AppError } from "../errors";

/** A 429 that knows when the caller may try again; `withRetryAfter` puts that in the Retry-After header. */
export class RetryLater extends AppError {
	constructor(
		message: string,
		readonly retryAfterSeconds: number,
	) {
		super("RATE_LIMITED", message);
	}
}

/**
 * Runs a handler's work; a RetryLater it throws leaves with `Retry-After: <seconds>` (RFC 9110 §10.2.3)
 * set on the reply, which the error handler keeps.
 */
export async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
	try {
		return await work();
	} catch (error) {
		if (error instanceof RetryLater) reply.header("retry-after", String(error.retryAfterSeconds));
		throw error;
	}
}
