import {
	ActionIcon,
	Anchor,
	Button,
	Group,
	Indicator,
	Popover,
	ScrollArea,
	Stack,
	Text,
	VisuallyHidden,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { NotificationView } from "@unnati/contracts/notifications";
import { useCallback, useId, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { useSession } from "../../../lib/session";
import { BELL_PAGE_SIZE, notificationListQuery, unreadCountQuery } from "../api";
import { bellLabel, countLabel } from "../format";
import { NotificationItem } from "./notification-item";
import { useLiveNotifications } from "./use-live-notifications";
import { useNotificationActions } from "./use-notification-actions";

function BellIcon() {
	return (
		<svg width="22" height="22" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
			<path
				d="M12 3a6 6 0 0 0-6 6v3.2L4.3 15.6A1 1 0 0 0 5.2 17h13.6a1 1 0 0 0 .9-1.4L18 12.2V9a6 6 0 0 0-6-6Z"
				stroke="currentColor"
				strokeWidth="1.8"
				strokeLinejoin="round"
			/>
			<path d="M9.5 19.5a2.5 2.5 0 0 0 5 0" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
		</svg>
	);
}

const LATEST = { type: null, status: "all", page: 1 } as const;

/**
 * The bell of every signed-in layout: the unread count, live (one event stream per tab), and a
 * panel with the latest notifications, "Mark all read" and a link to the full list.
 */
export function NotificationBell() {
	const session = useSession();
	const [opened, panel] = useDisclosure(false);
	const headingId = useId();
	const [announced, setAnnounced] = useState("");
	const onArrival = useCallback((n: NotificationView) => setAnnounced(`New notification: ${n.title}`), []);
	const live = useLiveNotifications(onArrival);
	const unread = useQuery(unreadCountQuery()).data?.unread ?? 0;
	const latest = useQuery({ ...notificationListQuery(LATEST, BELL_PAGE_SIZE), enabled: opened });
	const { read, readAll } = useNotificationActions();
	const role = session.data?.role;

	return (
		<>
			<VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
			<Indicator
				// The button's name says the count; the badge is only for the eye.
				label={<span aria-hidden="true">{countLabel(unread)}</span>}
				disabled={unread === 0}
				size={18}
				color="red.8"
				offset={6}
			>
				<Popover
					opened={opened}
					onChange={(next) => (next ? panel.open() : panel.close())}
					position="bottom-end"
					width={380}
					shadow="md"
					withArrow
					trapFocus
					returnFocus
					// The bell sits in the fixed header: it is never scrolled away from its panel.
					hideDetached={false}
				>
					<Popover.Target>
						<ActionIcon
							variant="subtle"
							color="dark"
							size="lg"
							aria-label={bellLabel(unread)}
							onClick={panel.toggle}
							// Whether the live stream is open (the browser tests wait for it).
							data-live={live}
						>
							<BellIcon />
						</ActionIcon>
					</Popover.Target>
					<Popover.Dropdown aria-labelledby={headingId} p="sm" maw="calc(100vw - 16px)">
						<Stack gap="sm">
							<Group justify="space-between" wrap="nowrap">
								<Text fw={700} component="h2" size="md" m={0} id={headingId}>
									Notifications
								</Text>
								<Button
									size="compact-sm"
									variant="subtle"
									disabled={unread === 0}
									loading={readAll.isPending}
									onClick={() => readAll.mutate(null)}
								>
									Mark all read
								</Button>
							</Group>
							<ScrollArea.Autosize mah="60vh" type="auto">
								{latest.isPending ? (
									<LoadingState label="Loading your notifications" shape={rows(3, 72)} />
								) : latest.isError ? (
									<LoadFailed
										what="Your notifications"
										error={latest.error}
										onRetry={() => void latest.refetch()}
									/>
								) : latest.data.items.length === 0 ? (
									<EmptyCard>You have no notifications yet.</EmptyCard>
								) : (
									<Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
										{latest.data.items.map((n) => (
											<li key={n.id}>
												<NotificationItem
													notification={n}
													compact
													onRead={(id) => read.mutate(id)}
													pending={read.isPending && read.variables === n.id}
													onOpen={panel.close}
												/>
											</li>
										))}
									</Stack>
								)}
							</ScrollArea.Autosize>
							{role && (
								<Anchor component={Link} to={paths.notificationsFor(role)} size="sm" onClick={panel.close}>
									See all notifications and preferences
								</Anchor>
							)}
						</Stack>
					</Popover.Dropdown>
				</Popover>
			</Indicator>
		</>
	);
}
