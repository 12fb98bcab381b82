import { CONTACT_MESSAGES, contactEndpoints } from "@unnati/contracts/contact";
import type { FastifyInstance } from "fastify";
import { PUBLIC } from "../../platform/access/policy";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import { contactPolicy } from "./policy";
import { listContactRequests, submitContactRequest } from "./service";

/** Messages per client address per hour: enough for a person, too few for a flood. */
export const CONTACT_REQUESTS_PER_HOUR = 5;

export function contactRoutes(app: FastifyInstance, { db, limiter }: { db: Db; limiter: RateLimiter }): void {
	// Public: the /contactus form is for visitors who have no account.
	route(app, contactEndpoints.submit, {
		access: PUBLIC,
		handler: async (request) => {
			if ((await limiter.hit(`contact:ip:${request.ip}`)) > CONTACT_REQUESTS_PER_HOUR) {
				throw new AppError("RATE_LIMITED", CONTACT_MESSAGES.tooMany);
			}
			await submitContactRequest(db, request.body, request.ip);
			return { message: CONTACT_MESSAGES.sentTitle };
		},
	});

	route(app, contactEndpoints.adminList, {
		access: contactPolicy.permission("list"),
		handler: async (request) => {
			const { items, total } = await listContactRequests(db, request.query);
			return { items, total, page: request.query.page, pageSize: request.query.pageSize };
		},
	});
}
