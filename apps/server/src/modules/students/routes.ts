import {
	apiErrorSchema,
	scopeResponseSchema,
	studentListQuerySchema,
	studentListResponseSchema,
	studentSummarySchema,
} from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { Authenticator } from "../auth/guard";
import type { Principal } from "../auth/sessions";
import { STUDENT_READERS } from "./policy";
import { describeScope, studentsVisibleTo, studentVisibleTo } from "./service";

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const tags = ["students"];

function principalOf(request: { principal: Principal | null }): Principal {
	if (!request.principal) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
	return request.principal;
}

export const studentRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Authenticator }> = async (
	app,
	{ db, auth },
) => {
	app.get(
		"/api/me/scope",
		{
			schema: {
				tags,
				summary: "Whom the signed-in person may see",
				response: { 200: scopeResponseSchema, ...errors },
			},
			preHandler: auth.requireAuth(),
		},
		async (request) => describeScope(db, principalOf(request)),
	);

	app.get(
		"/api/students",
		{
			schema: {
				tags,
				summary: "Students in the caller's scope (college, department, mentees or self)",
				querystring: studentListQuerySchema,
				response: { 200: studentListResponseSchema, 400: apiErrorSchema, ...errors },
			},
			preHandler: auth.requireAuth(...STUDENT_READERS),
		},
		async (request) => {
			const list = await studentsVisibleTo(db, principalOf(request), request.query);
			if (!list) throw new AppError("FORBIDDEN", "You do not have access to student records.");
			return list;
		},
	);

	app.get(
		"/api/students/:rollNo",
		{
			schema: {
				tags,
				summary: "One student, if in the caller's scope (otherwise 404)",
				params: z.object({ rollNo: z.string().trim().min(1).max(32) }),
				response: { 200: studentSummarySchema, ...errors },
			},
			preHandler: auth.requireAuth(...STUDENT_READERS),
		},
		async (request) => {
			const student = await studentVisibleTo(db, principalOf(request), request.params.rollNo);
			if (!student) throw new AppError("NOT_FOUND", "No such student in your scope.");
			return student;
		},
	);
};
