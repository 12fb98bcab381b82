import { devMailboxEndpoints } from "@unnati/contracts/dev-mailbox";
import type { FastifyPluginAsync } from "fastify";
import { PUBLIC } from "../access/policy";
import { route } from "../http/route";
import type { Mailer } from "./mailer";

/** The development mailbox: what the platform "sent", newest first. Never registered in production. */
export const mailboxRoutes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
	// Public, and never registered in production: it is how a developer reads what was "sent".
	route(app, devMailboxEndpoints.list, {
		access: PUBLIC,
		handler: async () =>
			(await mailer.recent(50)).map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })),
	});
};
