import type { ApiError, FieldError } from "@unnati/contracts";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors";

/** Fastify's own request errors, rewritten in words a client developer can act on. */
const FASTIFY_MESSAGES: Record<string, (error: FastifyError) => { status: number; message: string }> = {
	FST_ERR_CTP_INVALID_MEDIA_TYPE: () => ({
		status: 415,
		message: "Unsupported content type. Send the request body as application/json.",
	}),
	FST_ERR_CTP_BODY_TOO_LARGE: () => ({ status: 413, message: "The request body is larger than 1 MB." }),
	FST_ERR_CTP_EMPTY_JSON_BODY: () => ({
		status: 400,
		message: "The request body is empty; send a JSON object.",
	}),
	FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({
		status: 400,
		message: "The Content-Length header does not match the body.",
	}),
	FST_ERR_CTP_INVALID_JSON_BODY: () => ({ status: 400, message: "The request body is not valid JSON." }),
};

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
			body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message },
		};
	}
	if (hasZodFastifySchemaValidationErrors(error)) {
		const where =
			error.validationContext === "querystring" ? "query string" : (error.validationContext ?? "body");
		return {
			status: 400,
			body: { message: `The request ${where} is invalid.`, errors: validationErrors(error) },
		};
	}
	if (isResponseSerializationError(error)) {
		request.log.error({ err: error, issues: error.cause.issues }, "response does not match its schema");
		return { status: 500, body: { message: "Something went wrong on our side. Please try again." } };
	}
	const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
	if (known) return { status: known(error).status, body: { message: known(error).message } };
	if (error instanceof SyntaxError) {
		return { status: 400, body: { message: "The request body is not valid JSON." } };
	}
	if (isUniqueViolation(error)) {
		return {
			status: 409,
			body: { message: "This already exists: another record uses the same unique value." },
		};
	}
	const status = error.statusCode ?? 500;
	if (status >= 400 && status < 500) return { status, body: { message: error.message } };
	request.log.error({ err: error }, "unhandled error");
	return { status: 500, body: { message: "Something went wrong on our side. Please try again." } };
}

/** Every error leaves the API as `{ message, errors? }` (contracts' apiErrorSchema). */
export function registerErrorHandler(app: FastifyInstance): void {
	app.setErrorHandler((error: FastifyError, request, reply) => {
		const { status, body } = toApiError(error, request);
		return reply.status(status).type("application/json; charset=utf-8").send(body);
	});
}
