import { newsletterEndpoints } from "@unnati/contracts/newsletter";
import type { FastifyInstance } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { subscribe } from "./service";

const SUBSCRIPTIONS_PER_HOUR = 10;

export function newsletterRoutes(
	app: FastifyInstance,
	{ db, limiter }: { db: Db; limiter: RateLimiter },
): void {
	// Public: the footer's form is for every visitor of the public site.
	route(app, newsletterEndpoints.subscribe, {
		access: PUBLIC,
		handler: async (request, reply) => {
			if ((await limiter.hit(`newsletter:ip:${request.ip}`)) > SUBSCRIPTIONS_PER_HOUR) {
				throw new AppError(
					"RATE_LIMITED",
					"Too many subscriptions from your network. Please try again in an hour.",
				);
			}
			// 200 (the first status listed) for an address already subscribed, 201 for a new one.
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
	});
}
