import {
	adminListQuerySchema,
	apiErrorSchema,
	CONTACT_MESSAGES,
	contactRequestListSchema,
	contactRequestSchema,
	messageResponseSchema,
} from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import type { Authenticator } from "../auth/guard";
import { listContactRequests, submitContactRequest } from "./service";

/** Messages per client address per hour: enough for a person, too few for a flood. */
export const CONTACT_REQUESTS_PER_HOUR = 5;

export const contactRoutes: FastifyPluginAsyncZod<{
	db: Db;
	auth: Authenticator;
	limiter: RateLimiter;
}> = async (app, { db, auth, limiter }) => {
	app.post(
		"/api/contact-requests/submit",
		{
			schema: {
				tags: ["contact"],
				summary: "Send a message or demo request from /contactus (SPEC §7)",
				body: contactRequestSchema,
				response: { 201: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
			},
		},
		async (request, reply) => {
			if ((await limiter.hit(`contact:ip:${request.ip}`)) > CONTACT_REQUESTS_PER_HOUR) {
				throw new AppError("RATE_LIMITED", CONTACT_MESSAGES.tooMany);
			}
			await submitContactRequest(db, request.body, request.ip);
			return reply.status(201).send({ message: CONTACT_MESSAGES.sentTitle });
		},
	);

	app.get(
		"/api/admin/contact-requests",
		{
			schema: {
				tags: ["contact"],
				summary: "Contact requests, newest first, with search (platform admin)",
				querystring: adminListQuerySchema,
				response: {
					200: contactRequestListSchema,
					400: apiErrorSchema,
					401: apiErrorSchema,
					403: apiErrorSchema,
				},
			},
			preHandler: auth.requireAuth("ROLE_ADMIN"),
		},
		async (request) => {
			const { items, total } = await listContactRequests(db, request.query);
			return { items, total, page: request.query.page, pageSize: request.query.pageSize };
		},
	);
};
