import { z } from "zod";
import { defineEndpoint } from "../http/endpoint";
import {
	markAllReadResultSchema,
	markAllReadSchema,
	markReadResultSchema,
	notificationListQuerySchema,
	notificationListSchema,
	notificationPreferencesSchema,
	savePreferencesSchema,
	unreadCountSchema,
} from "./schemas";

const tags = ["notifications"];
const errors = [400, 401, 403, 404] as const;
const notificationParams = z.object({ notificationId: z.string().max(64) });

/** A signed-in person's own notifications, whatever their role: the bell, /notifications and the live stream. */
export const notificationEndpoints = {
	list: defineEndpoint({
		method: "GET",
		path: "/api/notifications",
		summary:
			"Your notifications, newest first, filtered by type or unread, a page at a time, with the unread count",
		tags,
		query: notificationListQuerySchema,
		responses: { 200: notificationListSchema },
		errors,
	}),
	unreadCount: defineEndpoint({
		method: "GET",
		path: "/api/notifications/unread-count",
		summary: "How many of your notifications are unread (the bell)",
		tags,
		responses: { 200: unreadCountSchema },
		errors,
	}),
	markRead: defineEndpoint({
		method: "POST",
		path: "/api/notifications/:notificationId/read",
		summary: "Mark one of your notifications read (again: no change)",
		tags,
		params: notificationParams,
		responses: { 200: markReadResultSchema },
		errors,
	}),
	markAllRead: defineEndpoint({
		method: "POST",
		path: "/api/notifications/read-all",
		summary: "Mark all your notifications read, or all of one type",
		tags,
		body: markAllReadSchema.nullish(),
		responses: { 200: markAllReadResultSchema },
		errors,
	}),
	preferences: defineEndpoint({
		method: "GET",
		path: "/api/notifications/preferences",
		summary: "For each type of notification: whether it reaches you in the app and by e-mail",
		tags,
		responses: { 200: notificationPreferencesSchema },
		errors,
	}),
	savePreferences: defineEndpoint({
		method: "PUT",
		path: "/api/notifications/preferences",
		summary: "Change how some types reach you (in the app, by e-mail); the others stay as they are",
		tags,
		body: savePreferencesSchema,
		responses: { 200: notificationPreferencesSchema },
		errors,
	}),
	stream: defineEndpoint({
		method: "GET",
		path: "/api/notifications/stream",
		summary:
			"Live notifications (text/event-stream, session cookie): 'ready' with the unread count, then 'notification' for each new one and 'unread' when the count changes; a heartbeat comment every 15 s",
		tags,
		responseKind: "stream",
		responses: { 200: null },
		errors: [400, 401, 403],
	}),
} as const;
