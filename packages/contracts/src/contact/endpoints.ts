import { messageResponseSchema } from "../auth/flows";
import { defineEndpoint } from "../http/endpoint";
import { adminListQuerySchema, contactRequestListSchema, contactRequestSchema } from "./schemas";

/** The public contact form and the platform admin's view of what it received. */
export const contactEndpoints = {
	submit: defineEndpoint({
		method: "POST",
		path: "/api/contact-requests/submit",
		summary: "Send a message or demo request from /contactus (SPEC §7)",
		tags: ["contact"],
		body: contactRequestSchema,
		responses: { 201: messageResponseSchema },
		errors: [400, 429],
	}),
	adminList: defineEndpoint({
		method: "GET",
		path: "/api/admin/contact-requests",
		summary: "Contact requests, newest first, with search (platform admin)",
		tags: ["contact"],
		query: adminListQuerySchema,
		responses: { 200: contactRequestListSchema },
		errors: [400, 401, 403],
	}),
} as const;
