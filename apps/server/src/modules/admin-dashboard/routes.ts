import { adminDashboardEndpoints } from "@unnati/contracts/admin-dashboard";
import type { FastifyInstance } from "fastify";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { route } from "../../platform/http/route";
import { collegeAdminPolicy } from "./policy";
import { changeSubscription, collegesOverview, platformUsage } from "./service";

export function adminDashboardRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }): void {
	route(app, adminDashboardEndpoints.colleges, {
		access: collegeAdminPolicy.permission("read"),
		handler: async () => collegesOverview(db, clock()),
	});

	route(app, adminDashboardEndpoints.usage, {
		access: collegeAdminPolicy.permission("read"),
		handler: async () => platformUsage(db, clock()),
	});

	route(app, adminDashboardEndpoints.changeSubscription, {
		access: collegeAdminPolicy.permission("manage"),
		handler: async (request) => changeSubscription(db, request.params.id, request.body, clock()),
	});
}
