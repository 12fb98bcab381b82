import { defineEndpoint } from "../http/endpoint";
import { collegeInsightsSchema, departmentInsightsQuerySchema, departmentInsightsSchema } from "./schemas";

const tags = ["insights"];

/** Dashboard figures of a college and of a department (issue 18). */
export const insightEndpoints = {
	college: defineEndpoint({
		method: "GET",
		path: "/api/insights/college",
		summary: "The caller's college this term: departments compared, exams, at-risk students, trends",
		tags,
		responses: { 200: collegeInsightsSchema },
		errors: [401, 403],
	}),
	department: defineEndpoint({
		method: "GET",
		path: "/api/insights/department",
		summary: "One department this term: sections and years, each student's standing, mentors' coverage",
		tags,
		query: departmentInsightsQuerySchema,
		responses: { 200: departmentInsightsSchema },
		errors: [400, 401, 403, 404],
	}),
} as const;
