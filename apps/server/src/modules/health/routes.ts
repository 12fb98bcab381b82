import { healthEndpoints } from "@unnati/contracts/health";
import type { FastifyInstance } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import type { Database } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";

export function healthRoutes(app: FastifyInstance, database: Database): void {
	// Public: load balancers and uptime checks call it without a session.
	route(app, healthEndpoints.check, {
		access: PUBLIC,
		handler: async (request) => {
			try {
				await database.ping();
			} catch (error) {
				request.log.warn({ err: error }, "health check: the database does not answer");
				throw new AppError("UNAVAILABLE", "The database is not answering.");
			}
			return { status: "ok" as const };
		},
	});
}
