import { z } from "zod";
import { notificationTypeSchema } from "./types";

// The notification API's wire shapes (designed here: SPEC §7 shows no notification calls).

/** What a person reads when a notification call fails. */
export const NOTIFICATION_MESSAGES = {
	notFound: "This notification was not found. It may belong to another account.",
	loadFailed: "We could not load your notifications. Please check your connection and try again.",
	preferencesSaved: "Your notification preferences are saved.",
	streamOnly: "This address sends live notifications: open it with EventSource (Accept: text/event-stream).",
} as const;

/** Notifications per page of the list; the bell shows the first few. */
export const NOTIFICATION_PAGE_SIZE = { default: 20, max: 50 } as const;

/** One notification as the bell and /notifications show it, rendered from its type and data. */
export const notificationSchema = z.object({
	id: z.string(),
	type: notificationTypeSchema,
	title: z.string(),
	body: z.string(),
	/** The app path it opens, or null. */
	link: z.string().nullable(),
	createdAt: z.string(),
	/** null while unread. */
	readAt: z.string().nullable(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
	/** Only notifications of this type. */
	type: notificationTypeSchema.optional(),
	/** `unread`: only those not read yet. */
	status: z.enum(["all", "unread"]).default("all"),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	pageSize: z.coerce
		.number()
		.int()
		.min(1)
		.max(NOTIFICATION_PAGE_SIZE.max)
		.default(NOTIFICATION_PAGE_SIZE.default),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
	items: z.array(notificationSchema),
	/** How many match the filter, over all pages. */
	total: z.number().int(),
	page: z.number().int(),
	pageSize: z.number().int(),
	/** Unread notifications of every type: the bell's number. */
	unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markReadResultSchema = z.object({ notification: notificationSchema, unread: z.number().int() });
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

export const markAllReadSchema = z.object({
	/** Only this type's (the list's filter); every type when absent. */
	type: notificationTypeSchema.optional(),
});
export type MarkAllRead = z.infer<typeof markAllReadSchema>;

export const markAllReadResultSchema = z.object({
	/** How many were unread and are now read. */
	updated: z.number().int(),
	unread: z.number().int(),
});
export type MarkAllReadResult = z.infer<typeof markAllReadResultSchema>;

/** How one type reaches one person: in the app (bell and list, live) and by e-mail. */
export const notificationPreferenceSchema = z.object({
	type: notificationTypeSchema,
	label: z.string(),
	description: z.string(),
	inApp: z.boolean(),
	email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

export const notificationPreferencesSchema = z.object({
	preferences: z.array(notificationPreferenceSchema),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const savePreferencesSchema = z.object({
	preferences: z
		.array(z.object({ type: notificationTypeSchema, inApp: z.boolean(), email: z.boolean() }))
		.min(1, { error: "Choose at least one notification type to change." })
		.max(100),
});
export type SavePreferences = z.infer<typeof savePreferencesSchema>;

/**
 * The live stream's events (GET /api/notifications/stream, text/event-stream):
 * - `ready`: first, with the unread count;
 * - `notification`: a new one, with the unread count after it;
 * - `unread`: the count changed another way (read in another tab or device).
 * Comments (`: heartbeat`) keep the connection open through proxies.
 */
export const NOTIFICATION_STREAM_EVENTS = ["ready", "notification", "unread"] as const;
export type NotificationStreamEvent = (typeof NOTIFICATION_STREAM_EVENTS)[number];
export const streamNotificationEventSchema = z.object({
	notification: notificationSchema,
	unread: z.number().int(),
});
export type StreamNotificationEvent = z.infer<typeof streamNotificationEventSchema>;
