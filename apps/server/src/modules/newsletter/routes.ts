import { apiErrorSchema, newsletterRequestSchema, newsletterResponseSchema } from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { subscribe } from "./service";

const SUBSCRIPTIONS_PER_HOUR = 10;

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db; limiter: RateLimiter }> = async (
	app,
	{ db, limiter },
) => {
	app.post(
		"/api/newsletter/subscribe",
		{
			schema: {
				tags: ["newsletter"],
				summary: "Subscribe an address to the newsletter (a repeated address is kept once)",
				body: newsletterRequestSchema,
				response: {
					200: newsletterResponseSchema,
					201: newsletterResponseSchema,
					400: apiErrorSchema,
					429: apiErrorSchema,
				},
			},
		},
		async (request, reply) => {
			if ((await limiter.hit(`newsletter:ip:${request.ip}`)) > SUBSCRIPTIONS_PER_HOUR) {
				throw new AppError(
					"RATE_LIMITED",
					"Too many subscriptions from your network. Please try again in an hour.",
				);
			}
			if (!(await subscribe(db, request.body.email))) {
				return {
					message: "You are already subscribed. Thank you for staying with us!",
					alreadySubscribed: true,
				};
			}
			return reply
				.status(201)
				.send({ message: "Subscribed! Look out for Unnati news in your inbox.", alreadySubscribed: false });
		},
	);
};
