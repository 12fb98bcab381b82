import { defineEndpoint } from "../http/endpoint";
import {
	scopeResponseSchema,
	studentListQuerySchema,
	studentListResponseSchema,
	studentParamsSchema,
	studentSummarySchema,
} from "./schemas";

/** Student records as staff see them, within each role's scope. */
export const studentEndpoints = {
	scope: defineEndpoint({
		method: "GET",
		path: "/api/me/scope",
		summary: "Whom the signed-in person may see",
		tags: ["students"],
		responses: { 200: scopeResponseSchema },
		errors: [401, 403],
	}),
	list: defineEndpoint({
		method: "GET",
		path: "/api/students",
		summary: "Students in the caller's scope (college, department, mentees or self)",
		tags: ["students"],
		query: studentListQuerySchema,
		responses: { 200: studentListResponseSchema },
		errors: [400, 401, 403],
	}),
	byRollNo: defineEndpoint({
		method: "GET",
		path: "/api/students/:rollNo",
		summary: "One student, if in the caller's scope (otherwise 404)",
		tags: ["students"],
		params: studentParamsSchema,
		responses: { 200: studentSummarySchema },
		errors: [400, 401, 403, 404],
	}),
} as const;
