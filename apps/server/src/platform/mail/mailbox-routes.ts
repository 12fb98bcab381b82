import { devMailboxEndpoints } from "@unnati/contracts/dev-mailbox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { PUBLIC } from "../access/policy";
import type { Config } from "../config";
import { AppError } from "../errors";
import { route } from "../http/route";
import type { Mailer } from "./mailer";

/**
 * Whether the request's socket comes from this machine (127.0.0.0/8, ::1, or IPv4 loopback mapped
 * into IPv6). The socket address, never request.ip: X-Forwarded-For is the client's to write.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
	const address = request.socket.remoteAddress ?? "";
	const v4 = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
	return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The development mailbox: what the platform "sent", newest first. Never registered in production.
 * It holds every one-time code and reset link, so by default only the machine itself may read it
 * (the developer's browser and the e2e tests run there); DEV_MAILBOX=open serves it to anyone.
 */
export const mailboxRoutes: FastifyPluginAsync<{ mailer: Mailer; access?: Config["devMailbox"] }> = async (
	app,
	{ mailer, access = "local" },
) => {
	// Public within what the socket check allows: the mailbox has no accounts of its own.
	route(app, devMailboxEndpoints.list, {
		access: PUBLIC,
		onRequest: async (request) => {
			// Another machine learns nothing: the same 404 as a server without a mailbox.
			if (access === "local" && !fromThisMachine(request)) {
				throw new AppError("NOT_FOUND", `Route GET:${devMailboxEndpoints.list.path} not found`);
			}
		},
		handler: async () =>
			(await mailer.recent(50)).map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })),
	});
};
