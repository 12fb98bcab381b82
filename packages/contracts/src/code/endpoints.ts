import { defineEndpoint } from "../http/endpoint";
import { runRequestSchema, runResultSchema } from "./schemas";

export const codeEndpoints = {
	run: defineEndpoint({
		method: "POST",
		path: "/api/code/run",
		summary: "Compile and run a program in the sandbox on the given input (any signed-in person)",
		tags: ["code"],
		body: runRequestSchema,
		responses: { 200: runResultSchema },
		errors: [400, 401, 403, 413, 429, 503],
	}),
} as const;
