import { readinessEndpoints as endpoints } from "@unnati/contracts/readiness";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { route } from "../../platform/http/route";
import { batchCsv, batchReadiness, listBatches } from "./batch";
import { readinessPolicy } from "./policy";
import { studentReadiness } from "./service";

export function readinessRoutes(
	app: FastifyInstance,
	{ db, clock, publicUrl }: { db: Db; clock: Clock; publicUrl: string },
): void {
	route(app, endpoints.student, {
		access: readinessPolicy.permission("read"),
		handler: async (request) => studentReadiness(db, principalOf(request), request.params.studentId, clock()),
	});
	route(app, endpoints.batches, {
		access: readinessPolicy.permission("batch"),
		handler: async (request) => listBatches(db, principalOf(request)),
	});
	route(app, endpoints.batch, {
		access: readinessPolicy.permission("batch"),
		handler: async (request) =>
			batchReadiness(db, principalOf(request), request.params.batch, request.query, clock()),
	});
	route(app, endpoints.batchCsv, {
		access: readinessPolicy.permission("batch"),
		handler: async (request, reply) => {
			const file = await batchCsv(
				db,
				principalOf(request),
				request.params.batch,
				request.query,
				clock(),
				publicUrl,
			);
			return reply
				.header("cache-control", "no-store")
				.header("content-disposition", `attachment; filename="${file.fileName}"`)
				.type("text/csv; charset=utf-8")
				.send(file.text);
		},
	});
}
