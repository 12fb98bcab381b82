import { defineEndpoint } from "../http/endpoint";
import { growthQuerySchema, growthSchema } from "./growth";
import { monthlyReportQuerySchema } from "./monthly-report";
import { collegeInsightsSchema, departmentInsightsQuerySchema, departmentInsightsSchema } from "./schemas";
import { testCalendarQuerySchema, testCalendarSchema } from "./test-calendar";

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
	monthlyReport: defineEndpoint({
		method: "GET",
		path: "/api/insights/college/monthly-report.pdf",
		summary:
			"The caller's college in one calendar month (India time) against the month before, as an A4 PDF of real text",
		tags,
		query: monthlyReportQuerySchema,
		responseKind: "file",
		responses: { 200: null },
		errors: [400, 401, 403],
	}),
	growth: defineEndpoint({
		method: "GET",
		path: "/api/insights/growth",
		summary:
			"Growth across a term's exams: each student's trajectory, the change from first to latest, who improved and who slipped",
		tags,
		query: growthQuerySchema,
		responses: { 200: growthSchema },
		errors: [400, 401, 403, 404],
	}),
	testCalendar: defineEndpoint({
		method: "GET",
		path: "/api/insights/test-calendar",
		summary:
			"The college's exams (published, and drafts) opening from one India day to another, at most 120 days, with clashes between exams a student could be in both of",
		tags,
		query: testCalendarQuerySchema,
		responses: { 200: testCalendarSchema },
		errors: [400, 401, 403, 404],
	}),
} as const;
