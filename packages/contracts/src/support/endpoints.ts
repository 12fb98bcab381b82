import { z } from "zod";
import { messageResponseSchema } from "../auth/flows";
import { adminListQuerySchema } from "../contact/schemas";
import { defineEndpoint } from "../http/endpoint";
import { feedbackListSchema, feedbackRequestSchema, reportListSchema } from "./schemas";

/** Issue reports and feedback from the public site, and the platform admin's inbox of them. */
export const supportEndpoints = {
	report: defineEndpoint({
		method: "POST",
		path: "/api/reports",
		summary: "Report an issue (multipart: category, description, email?, screenshot? ≤ 5 MB image)",
		tags: ["support"],
		// The fields of reportFieldsSchema and one optional file named `screenshot`.
		multipart: true,
		responses: { 201: messageResponseSchema },
		errors: [400, 413, 415, 429],
	}),
	feedback: defineEndpoint({
		method: "POST",
		path: "/api/feedback",
		summary: "Rate Unnati from 1 to 5 with comments",
		tags: ["support"],
		body: feedbackRequestSchema,
		responses: { 201: messageResponseSchema },
		errors: [400, 429],
	}),
	adminReports: defineEndpoint({
		method: "GET",
		path: "/api/admin/reports",
		summary: "Issue reports, newest first (platform admin)",
		tags: ["support"],
		query: adminListQuerySchema,
		responses: { 200: reportListSchema },
		errors: [400, 401, 403],
	}),
	adminScreenshot: defineEndpoint({
		method: "GET",
		path: "/api/admin/reports/:id/screenshot",
		summary: "A report's screenshot image (platform admin)",
		tags: ["support"],
		params: z.object({ id: z.uuid() }),
		responseKind: "file",
		responses: { 200: null },
		errors: [400, 401, 403, 404],
	}),
	adminFeedback: defineEndpoint({
		method: "GET",
		path: "/api/admin/feedback",
		summary: "Feedback, newest first (platform admin)",
		tags: ["support"],
		query: adminListQuerySchema,
		responses: { 200: feedbackListSchema },
		errors: [400, 401, 403],
	}),
} as const;
