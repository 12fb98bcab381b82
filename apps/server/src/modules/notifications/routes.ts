import { NOTIFICATION_MESSAGES } from "@unnati/contracts";
import { notificationEndpoints } from "@unnati/contracts/notifications";
import type { FastifyInstance } from "fastify";
import { principalOf } from "../../platform/access/principal";
import type { Clock } from "../../platform/clock";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { route } from "../../platform/http/route";
import { listNotifications, markAllRead, markRead, unreadCount } from "./inbox";
import { notificationPolicy } from "./policy";
import { preferencesOf, savePreferences } from "./preferences";
import type { NotificationService } from "./service";
import { runStream } from "./stream";

/** How often an open stream checks that its session is still live. */
const SESSION_CHECK_MS = 60_000;

export type NotificationRouteDeps = { db: Db; clock: Clock; service: NotificationService };

/** The bell, /notifications, the preferences and the live stream: each person's own, any role. */
export function notificationRoutes(app: FastifyInstance, deps: NotificationRouteDeps): void {
	const { db, clock, service } = deps;
	const read = notificationPolicy.permission("read");
	const configure = notificationPolicy.permission("configure");

	route(app, notificationEndpoints.list, {
		access: read,
		handler: async (request) => listNotifications(db, principalOf(request), request.query),
	});

	route(app, notificationEndpoints.unreadCount, {
		access: read,
		handler: async (request) => ({ unread: await unreadCount(db, principalOf(request).userId) }),
	});

	route(app, notificationEndpoints.markRead, {
		access: read,
		handler: async (request) => {
			const principal = principalOf(request);
			const { changed, ...result } = await markRead(db, principal, request.params.notificationId, clock());
			// The person's other tabs and devices update their bell.
			if (changed) service.tell(principal.userId, { event: "unread", data: { unread: result.unread } });
			return result;
		},
	});

	route(app, notificationEndpoints.markAllRead, {
		access: read,
		handler: async (request) => {
			const principal = principalOf(request);
			const result = await markAllRead(db, principal, request.body?.type, clock());
			if (result.updated > 0)
				service.tell(principal.userId, { event: "unread", data: { unread: result.unread } });
			return result;
		},
	});

	route(app, notificationEndpoints.preferences, {
		access: configure,
		handler: async (request) => ({ preferences: await preferencesOf(db, principalOf(request).userId) }),
	});

	route(app, notificationEndpoints.savePreferences, {
		access: configure,
		handler: async (request) => ({
			preferences: await savePreferences(db, principalOf(request).userId, request.body, clock()),
		}),
	});

	const streams = new Set<() => void>();
	// Streams never end by themselves: close them when the server shuts down.
	app.addHook("preClose", async () => {
		for (const end of [...streams]) end();
	});

	route(app, notificationEndpoints.stream, {
		access: read,
		handler: async (request, reply) => {
			const principal = principalOf(request);
			// EventSource always asks for an event stream; anything else would wait forever for an end.
			if (!request.headers.accept?.includes("text/event-stream"))
				throw new AppError("BAD_REQUEST", NOTIFICATION_MESSAGES.streamOnly);
			reply.hijack();
			const raw = reply.raw;
			raw.writeHead(200, {
				...(reply.getHeaders() as Record<string, string>),
				"content-type": "text/event-stream; charset=utf-8",
				"cache-control": "no-cache, no-transform",
				connection: "keep-alive",
				// Proxies such as nginx would otherwise hold events back in a buffer.
				"x-accel-buffering": "no",
			});
			let stop: (() => void) | null = null;
			// A stream outlives its request: once a minute it asks whether the session is still live,
			// so signing out (or a revoked session) ends it too.
			const sessionCheck = setInterval(async () => {
				try {
					if (!(await app.authenticator.isLive(principal))) end();
				} catch (error) {
					request.log.warn({ err: error }, "could not check a notification stream's session");
				}
			}, SESSION_CHECK_MS);
			const end = () => {
				clearInterval(sessionCheck);
				stop?.();
				stop = null;
				streams.delete(end);
				if (!raw.writableEnded) raw.end();
			};
			streams.add(end);
			// The response's "close" is the connection's end (the tab closed, the network dropped).
			raw.on("close", end);
			// The browser's EventSource reconnects after this long when the connection drops.
			raw.write("retry: 3000\n\n");
			try {
				const started = await runStream(service, db, principal.userId, {
					send: (event, data) => raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
					comment: (text) => raw.write(`: ${text}\n\n`),
				});
				if (raw.writableEnded || raw.destroyed) started();
				else stop = started;
			} catch (error) {
				request.log.error({ err: error }, NOTIFICATION_MESSAGES.loadFailed);
				end();
			}
			return reply;
		},
	});
}
