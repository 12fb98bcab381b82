import { apiErrorSchema, healthResponseSchema } from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../platform/db/database";
import { AppError } from "../../platform/errors";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
	app.get(
		"/api/health",
		{
			schema: {
				tags: ["platform"],
				summary: "Liveness and readiness: 200 only when the database answers",
				response: { 200: healthResponseSchema, 503: apiErrorSchema },
			},
		},
		async (request) => {
			try {
				await database.ping();
			} catch (error) {
				request.log.warn({ err: error }, "health check: the database does not answer");
				throw new AppError("UNAVAILABLE", "The database is not answering.");
			}
			return { status: "ok" as const };
		},
	);
};
