import { defineEndpoint } from "../http/endpoint";
import { newsletterRequestSchema, newsletterResponseSchema } from "./schemas";

export const newsletterEndpoints = {
	subscribe: defineEndpoint({
		method: "POST",
		path: "/api/newsletter/subscribe",
		summary: "Subscribe an address to the newsletter (a repeated address is kept once)",
		tags: ["newsletter"],
		body: newsletterRequestSchema,
		// 201 for a new subscription, 200 for an address already subscribed.
		responses: { 200: newsletterResponseSchema, 201: newsletterResponseSchema },
		errors: [400, 429],
	}),
} as const;
