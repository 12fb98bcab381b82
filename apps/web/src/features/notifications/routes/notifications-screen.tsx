import { Button, Group, NativeSelect, Pagination, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import {
	isNotificationType,
	NOTIFICATION_TYPE_NAMES,
	NOTIFICATION_TYPES,
} from "@unnati/contracts/notifications";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { EmptyCard, QueryState, rows } from "../../../components/load-states";
import { type ListFilter, notificationListQuery, unreadCountQuery } from "../api";
import { NotificationItem } from "../components/notification-item";
import { NotificationPreferencesSection } from "../components/notification-preferences";
import { useNotificationActions } from "../components/use-notification-actions";

const TYPE_OPTIONS = [
	{ value: "", label: "All types" },
	...NOTIFICATION_TYPE_NAMES.map((type) => ({ value: type, label: NOTIFICATION_TYPES[type].label })),
];

/** The list's filter, kept in the address (?type=&status=unread&page=) so it survives a reload. */
function useFilter(): [ListFilter, (change: Partial<ListFilter>) => void] {
	const [params, setParams] = useSearchParams();
	const type = params.get("type") ?? "";
	const filter: ListFilter = {
		type: isNotificationType(type) ? type : null,
		status: params.get("status") === "unread" ? "unread" : "all",
		page: Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1),
	};
	const change = (next: Partial<ListFilter>) => {
		const merged = { ...filter, ...next, page: next.page ?? 1 };
		const search = new URLSearchParams();
		if (merged.type) search.set("type", merged.type);
		if (merged.status === "unread") search.set("status", "unread");
		if (merged.page > 1) search.set("page", String(merged.page));
		setParams(search);
	};
	return [filter, change];
}

/** /notifications (SPEC §2): every notification, newest first, filtered; marking read; preferences. */
export function NotificationsScreen() {
	useDocumentTitle("Notifications · Unnati");
	const [filter, setFilter] = useFilter();
	const list = useQuery(notificationListQuery(filter));
	const unread = useQuery(unreadCountQuery()).data?.unread ?? list.data?.unread ?? 0;
	const { read, readAll } = useNotificationActions();
	const listId = useId();
	const filtered = filter.type !== null || filter.status === "unread";

	return (
		<Stack gap="xl" maw={860}>
			<Stack gap="md" component="section" aria-labelledby={listId}>
				<div>
					<Title order={1} id={listId}>
						Notifications
					</Title>
					<Text c="dimmed" mt={4} aria-live="polite">
						{unread === 0 ? "You are all caught up." : `${unread} unread`}
					</Text>
				</div>
				<Group align="flex-end" gap="md" wrap="wrap">
					<NativeSelect
						label="Type"
						data={TYPE_OPTIONS}
						value={filter.type ?? ""}
						onChange={(event) => {
							const value = event.currentTarget.value;
							setFilter({ type: isNotificationType(value) ? value : null });
						}}
						w={{ base: "100%", xs: 240 }}
					/>
					<Stack gap={4}>
						<Text size="sm" fw={500} id={`${listId}-show`}>
							Show
						</Text>
						<SegmentedControl
							aria-labelledby={`${listId}-show`}
							value={filter.status}
							onChange={(value) => setFilter({ status: value === "unread" ? "unread" : "all" })}
							data={[
								{ value: "all", label: "All" },
								{ value: "unread", label: "Unread" },
							]}
						/>
					</Stack>
					<Button
						variant="light"
						ml={{ base: 0, xs: "auto" }}
						disabled={unread === 0}
						loading={readAll.isPending}
						onClick={() => readAll.mutate(filter.type)}
					>
						{filter.type ? `Mark all “${NOTIFICATION_TYPES[filter.type].label}” read` : "Mark all read"}
					</Button>
				</Group>
				<QueryState
					query={list}
					what="Your notifications"
					loading={{ label: "Loading your notifications", shape: rows(4, 96) }}
					isEmpty={(data) => data.items.length === 0}
					empty={
						<EmptyCard
							action={
								filtered ? (
									<Button variant="subtle" onClick={() => setFilter({ type: null, status: "all" })}>
										Show all notifications
									</Button>
								) : undefined
							}
						>
							{filtered
								? "No notifications match this filter."
								: "You have no notifications yet. New exams, results and reviews will appear here."}
						</EmptyCard>
					}
				>
					{(data) => (
						<Stack gap="sm">
							<Stack
								gap="sm"
								component="ul"
								aria-label="Your notifications"
								style={{ listStyle: "none", padding: 0, margin: 0 }}
							>
								{data.items.map((n) => (
									<li key={n.id}>
										<NotificationItem
											notification={n}
											onRead={(id) => read.mutate(id)}
											pending={read.isPending && read.variables === n.id}
										/>
									</li>
								))}
							</Stack>
							{data.total > data.pageSize && (
								<Pagination
									total={Math.ceil(data.total / data.pageSize)}
									value={data.page}
									onChange={(page) => setFilter({ page })}
									getControlProps={(control) => ({
										"aria-label":
											control === "previous" ? "Previous page" : control === "next" ? "Next page" : control,
									})}
									getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
								/>
							)}
						</Stack>
					)}
				</QueryState>
			</Stack>
			<NotificationPreferencesSection />
		</Stack>
	);
}
