import { portfolioEndpoints as endpoints } from "@unnati/contracts/portfolio";
import type { FastifyInstance } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { route } from "../../platform/http/route";
import { portfolioPolicy } from "./policy";
import { myPortfolio, publicPortfolio, savePortfolio } from "./service";

export function portfolioRoutes(
	app: FastifyInstance,
	deps: { db: Db; clock: Clock; publicUrl: string },
): void {
	const { db, clock, publicUrl } = deps;
	route(app, endpoints.mine, {
		access: portfolioPolicy.permission("edit"),
		handler: async (request) => myPortfolio(db, principalOf(request).userId),
	});
	route(app, endpoints.save, {
		access: portfolioPolicy.permission("edit"),
		handler: async (request) => savePortfolio(db, principalOf(request).userId, request.body, clock()),
	});
	route(app, endpoints.view, {
		access: PUBLIC,
		handler: async (request, reply) => {
			// Made private, or a certificate revoked: the next visitor sees it at once.
			reply.header("cache-control", "no-store");
			return publicPortfolio(db, request.params.rollNumber, publicUrl);
		},
	});
}
