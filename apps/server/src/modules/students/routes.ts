import { studentEndpoints } from "@unnati/contracts/students";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { route } from "../../platform/http/route";
import { studentPolicy } from "./policy";
import { describeScope, studentsVisibleTo, studentVisibleTo } from "./service";

export function studentRoutes(app: FastifyInstance, db: Db): void {
	route(app, studentEndpoints.scope, {
		access: studentPolicy.permission("describeScope"),
		handler: async (request) => describeScope(db, principalOf(request)),
	});

	route(app, studentEndpoints.list, {
		access: studentPolicy.permission("read"),
		handler: async (request) => studentsVisibleTo(db, principalOf(request), request.query),
	});

	route(app, studentEndpoints.byRollNo, {
		access: studentPolicy.permission("read"),
		handler: async (request) => studentVisibleTo(db, principalOf(request), request.params.rollNo),
	});
}
