import { notifications as toasts } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationType } from "@unnati/contracts/notifications";
import { HttpError } from "../../../lib/http-error";
import { markAllRead, markRead, notificationKeys } from "../api";

const failed = (error: unknown, fallback: string) =>
	toasts.show({
		color: "red",
		message: error instanceof HttpError && error.serverMessage ? error.serverMessage : fallback,
	});

/** Mark one read, mark all read: the bell and the lists refresh from the answer. */
export function useNotificationActions() {
	const queryClient = useQueryClient();
	const settle = (unread: number) => {
		queryClient.setQueryData(notificationKeys.unread, { unread });
		void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
	};
	const read = useMutation({
		mutationFn: markRead,
		onSuccess: (result) => settle(result.unread),
		onError: (error) => failed(error, "Could not mark the notification read. Please try again."),
	});
	const readAll = useMutation({
		mutationFn: (type: NotificationType | null) => markAllRead(type),
		onSuccess: (result) => settle(result.unread),
		onError: (error) => failed(error, "Could not mark your notifications read. Please try again."),
	});
	return { read, readAll };
}
