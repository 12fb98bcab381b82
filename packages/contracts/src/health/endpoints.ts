import { defineEndpoint } from "../http/endpoint";
import { healthResponseSchema } from "./schemas";

export const healthEndpoints = {
	check: defineEndpoint({
		method: "GET",
		path: "/api/health",
		summary: "Liveness and readiness: 200 only when the database answers",
		tags: ["platform"],
		responses: { 200: healthResponseSchema },
		errors: [503],
	}),
} as const;
