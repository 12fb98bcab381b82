import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import {
	type MarkAllReadResult,
	type MarkReadResult,
	type NotificationList,
	type NotificationPreferences,
	type NotificationType,
	notificationEndpoints,
	type SavePreferences,
	type UnreadCount,
} from "@unnati/contracts/notifications";
import { callApi, endpointUrl } from "../../lib/api-client";

/** What the list shows: a type (or every type), unread only or all, and a page. */
export type ListFilter = { type: NotificationType | null; status: "all" | "unread"; page: number };

/** Every notification query lives under one key, so a change anywhere refreshes them all at once. */
export const notificationKeys = {
	all: ["notifications"] as const,
	unread: ["notifications", "unread"] as const,
	lists: ["notifications", "list"] as const,
	list: (filter: ListFilter) => ["notifications", "list", filter] as const,
	preferences: ["notifications", "preferences"] as const,
};

export const LIST_PAGE_SIZE = 20;
/** How many the bell's panel shows. */
export const BELL_PAGE_SIZE = 5;

/** GET /api/notifications/unread-count: the bell's number. */
export const unreadCountQuery = () =>
	queryOptions({
		queryKey: notificationKeys.unread,
		queryFn: ({ signal }): Promise<UnreadCount> => callApi(notificationEndpoints.unreadCount, { signal }),
		// The live stream keeps it current; this is only the first read and a fallback.
		staleTime: 60_000,
	});

/** GET /api/notifications: one page of the list, filtered. */
export const notificationListQuery = (filter: ListFilter, pageSize = LIST_PAGE_SIZE) =>
	queryOptions({
		queryKey: [...notificationKeys.list(filter), pageSize] as const,
		queryFn: ({ signal }): Promise<NotificationList> =>
			callApi(notificationEndpoints.list, {
				query: {
					page: filter.page,
					pageSize,
					status: filter.status,
					...(filter.type ? { type: filter.type } : {}),
				},
				signal,
			}),
		placeholderData: keepPreviousData,
	});

/** GET /api/notifications/preferences. */
export const preferencesQuery = () =>
	queryOptions({
		queryKey: notificationKeys.preferences,
		queryFn: ({ signal }): Promise<NotificationPreferences> =>
			callApi(notificationEndpoints.preferences, { signal }),
	});

export const markRead = (notificationId: string): Promise<MarkReadResult> =>
	callApi(notificationEndpoints.markRead, { params: { notificationId } });

export const markAllRead = (type: NotificationType | null): Promise<MarkAllReadResult> =>
	callApi(notificationEndpoints.markAllRead, { body: type ? { type } : {} });

export const savePreferences = (body: SavePreferences): Promise<NotificationPreferences> =>
	callApi(notificationEndpoints.savePreferences, { body });

/** The live stream's address (EventSource sends the session cookie by itself). */
export const streamUrl = () => endpointUrl(notificationEndpoints.stream);
