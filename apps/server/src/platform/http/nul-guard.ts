import type { FieldError } from "@unnati/contracts/http";
import type { FastifyInstance } from "fastify";
import { AppError } from "../errors";

declare module "fastify" {
	interface FastifyContextConfig {
		/**
		 * The route takes NUL characters in its body and deals with them itself, item by item (the
		 * exam's answer batch: one pasted program with a NUL must not block the batch's other answers).
		 */
		acceptsNul?: boolean;
	}
}

export const NUL_MESSAGE = "Text may not contain the NUL character (U+0000).";

/** Where `value` holds a string with a NUL, as dotted paths (`answers.2.code`), at most `limit` of them. */
export function nulPaths(value: unknown, prefix = "", found: string[] = [], limit = 20): string[] {
	if (found.length >= limit) return found;
	if (typeof value === "string") {
		if (value.includes("\u0000")) found.push(prefix);
	} else if (Array.isArray(value)) {
		for (const [index, item] of value.entries())
			nulPaths(item, prefix ? `${prefix}.${index}` : String(index), found, limit);
	} else if (value && typeof value === "object") {
		for (const [key, item] of Object.entries(value)) {
			if (key.includes("\u0000")) found.push(prefix ? `${prefix}.${key}` : key);
			nulPaths(item, prefix ? `${prefix}.${key}` : key, found, limit);
		}
	}
	return found;
}

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL that reached a query used to fail it with a 500.
 * No text a person types holds one, so every request's params, query and JSON body are checked here,
 * once, before validation: a NUL anywhere is a 400 naming each field that holds one.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
	app.addHook("preValidation", async (request) => {
		if (request.routeOptions.config?.acceptsNul) {
			// The body is the route's to check; the path and query still are not.
			if (nulPaths(request.params).length === 0 && nulPaths(request.query).length === 0) return;
		}
		const errors: FieldError[] = [];
		const where: string[] = [];
		for (const [part, value] of [
			["params", request.params],
			["query", request.query],
			["body", request.routeOptions.config?.acceptsNul ? undefined : request.body],
		] as const) {
			const paths = nulPaths(value);
			if (paths.length === 0) continue;
			where.push(part === "query" ? "query string" : part);
			for (const path of paths) errors.push({ path: path || part, message: NUL_MESSAGE });
		}
		if (errors.length > 0)
			throw new AppError("VALIDATION_FAILED", `The request ${where.join(" and ")} is invalid.`, errors);
	});
}
