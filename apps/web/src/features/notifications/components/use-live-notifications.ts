import { notifications as toasts } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import {
	type NotificationView,
	streamNotificationEventSchema,
	unreadCountSchema,
} from "@unnati/contracts/notifications";
import { useEffect, useState } from "react";
import { notificationKeys, streamUrl } from "../api";

/** The stream's state, for the bell's title. */
export type LiveState = "connecting" | "live" | "reconnecting";

/** After the browser gave up (a 401, a proxy's 502), a new connection is tried after this long, doubling. */
const RETRY_FIRST_MS = 3_000;
const RETRY_MAX_MS = 60_000;

function readData(event: Event): unknown {
	try {
		return JSON.parse((event as MessageEvent<string>).data);
	} catch {
		return null;
	}
}

/**
 * Keeps this tab's notifications live: one EventSource on /api/notifications/stream (the session
 * cookie goes with it). A new notification updates the bell's count, refreshes the lists and shows a
 * toast; a count changed elsewhere (read in another tab) updates the bell. EventSource reconnects by
 * itself after a dropped connection; when it gives up, a new one is opened after a growing pause.
 * Each (re)connection's `ready` refreshes the lists, so nothing sent while away is missed.
 * `onArrival` hears each new notification (the bell announces it to screen readers).
 */
export function useLiveNotifications(onArrival?: (notification: NotificationView) => void): LiveState {
	const queryClient = useQueryClient();
	const [state, setState] = useState<LiveState>("connecting");

	useEffect(() => {
		let source: EventSource | null = null;
		let retry: ReturnType<typeof setTimeout> | undefined;
		let delay = RETRY_FIRST_MS;
		let stopped = false;

		const setUnread = (data: unknown) => {
			const parsed = unreadCountSchema.safeParse(data);
			if (parsed.success) queryClient.setQueryData(notificationKeys.unread, parsed.data);
		};
		const refreshLists = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });

		const open = () => {
			// A browser without server-sent events keeps the count it read; nothing arrives live.
			if (stopped || typeof EventSource === "undefined") return;
			source = new EventSource(streamUrl());
			source.addEventListener("ready", (event) => {
				delay = RETRY_FIRST_MS;
				setState("live");
				setUnread(readData(event));
				refreshLists();
			});
			source.addEventListener("notification", (event) => {
				const parsed = streamNotificationEventSchema.safeParse(readData(event));
				if (!parsed.success) return;
				setUnread({ unread: parsed.data.unread });
				refreshLists();
				toasts.show({ title: "New notification", message: parsed.data.notification.title, autoClose: 5000 });
				onArrival?.(parsed.data.notification);
			});
			source.addEventListener("unread", (event) => {
				setUnread(readData(event));
				refreshLists();
			});
			source.onerror = () => {
				setState("reconnecting");
				if (source?.readyState !== EventSource.CLOSED) return;
				source.close();
				retry = setTimeout(open, delay);
				delay = Math.min(delay * 2, RETRY_MAX_MS);
			};
		};
		open();
		return () => {
			stopped = true;
			clearTimeout(retry);
			source?.close();
		};
	}, [queryClient, onArrival]);

	return state;
}
