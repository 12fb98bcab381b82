import { mailboxResponseSchema } from "@unnati/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PUBLIC } from "../access/policy";
import type { Mailer } from "./mailer";

/** The development mailbox: what the platform "sent", newest first. Never registered in production. */
export const mailboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer }> = async (app, { mailer }) => {
	app.get(
		"/api/dev/mailbox",
		{
			schema: {
				tags: ["development"],
				summary: "Mail kept in the outbox, newest first (not in production)",
				response: { 200: mailboxResponseSchema },
			},
			// Public, and never registered in production: it is how a developer reads what was "sent".
			config: { access: PUBLIC },
		},
		async () =>
			(await mailer.recent(50)).map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })),
	);
};
