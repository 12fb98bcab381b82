import { type ApiError, ERROR_STATUS, type ErrorCode, type FieldError } from "@unnati/contracts/http";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors";

/** Fastify's own request errors, rewritten in words a client developer can act on. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
	FST_ERR_CTP_INVALID_MEDIA_TYPE: {
		code: "UNSUPPORTED_MEDIA_TYPE",
		message: "Unsupported content type. Send the request body as application/json.",
	},
	FST_ERR_CTP_BODY_TOO_LARGE: { code: "PAYLOAD_TOO_LARGE", message: "The request body is larger than 1 MB." },
	FST_ERR_CTP_EMPTY_JSON_BODY: {
		code: "BAD_REQUEST",
		message: "The request body is empty; send a JSON object.",
	},
	FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
		code: "BAD_REQUEST",
		message: "The Content-Length header does not match the body.",
	},
	FST_ERR_CTP_INVALID_JSON_BODY: { code: "BAD_REQUEST", message: "The request body is not valid JSON." },
};

const INTERNAL_MESSAGE = "Something went wrong on our side. Please try again.";

/** An answer in the one error shape; the status comes from the code (contracts' ERROR_STATUS). */
const answer = (code: ErrorCode, message: string, errors?: FieldError[]) => ({
	status: ERROR_STATUS[code],
	body: errors ? { code, message, errors } : { code, message },
});

/** A generic code for a status Fastify or a plugin chose itself. */
function codeForStatus(status: number): ErrorCode {
	const general: Partial<Record<number, ErrorCode>> = {
		400: "BAD_REQUEST",
		401: "UNAUTHORIZED",
		403: "FORBIDDEN",
		404: "NOT_FOUND",
		409: "CONFLICT",
		410: "GONE",
		413: "PAYLOAD_TOO_LARGE",
		415: "UNSUPPORTED_MEDIA_TYPE",
		429: "RATE_LIMITED",
		503: "UNAVAILABLE",
	};
	return general[status] ?? "BAD_REQUEST";
}

function validationErrors(
	error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
	const context = error.validationContext ?? "body";
	return error.validation.map(
		(issue): FieldError => ({
			path: issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || context,
			message: issue.message ?? "Invalid value.",
		}),
	);
}

/** PostgreSQL's unique_violation, directly or wrapped by Drizzle: two requests raced for one unique value. */
function isUniqueViolation(error: unknown): boolean {
	const code = (e: unknown) =>
		e && typeof e === "object" && "code" in e ? (e as { code: unknown }).code : undefined;
	return code(error) === "23505" || code((error as { cause?: unknown }).cause) === "23505";
}

function toApiError(error: FastifyError, request: FastifyRequest): { status: number; body: ApiError } {
	if (error instanceof AppError) {
		return {
			status: error.status,
			body: error.errors
				? { code: error.code, message: error.message, errors: error.errors }
				: { code: error.code, message: error.message },
		};
	}
	if (hasZodFastifySchemaValidationErrors(error)) {
		const where =
			error.validationContext === "querystring" ? "query string" : (error.validationContext ?? "body");
		return answer("VALIDATION_FAILED", `The request ${where} is invalid.`, validationErrors(error));
	}
	if (isResponseSerializationError(error)) {
		request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
		return answer("INTERNAL", INTERNAL_MESSAGE);
	}
	const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
	if (known) return answer(known.code, known.message);
	if (error instanceof SyntaxError) return answer("BAD_REQUEST", "The request body is not valid JSON.");
	if (isUniqueViolation(error)) {
		return answer("CONFLICT", "This already exists: another record uses the same unique value.");
	}
	const status = error.statusCode ?? 500;
	if (status >= 400 && status < 500)
		return { status, body: { code: codeForStatus(status), message: error.message } };
	request.log.error({ err: error }, "unhandled error");
	return answer("INTERNAL", INTERNAL_MESSAGE);
}

/** Every error leaves the API as `{ code, message, errors? }` (contracts' apiErrorSchema). */
export function registerErrorHandler(app: FastifyInstance): void {
	app.setErrorHandler((error: FastifyError, request, reply) => {
		const { status, body } = toApiError(error, request);
		return reply.status(status).type("application/json; charset=utf-8").send(body);
	});
}
