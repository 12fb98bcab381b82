import { defineEndpoint } from "../http/endpoint";
import { mailboxResponseSchema } from "./schemas";

export const devMailboxEndpoints = {
	list: defineEndpoint({
		method: "GET",
		path: "/api/dev/mailbox",
		summary: "Mail kept in the outbox, newest first (not in production)",
		tags: ["development"],
		responses: { 200: mailboxResponseSchema },
		// In production the route does not exist: the page says so.
		errors: [404],
	}),
} as const;
