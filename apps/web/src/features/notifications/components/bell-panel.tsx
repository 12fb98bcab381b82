import { Anchor, Button, FocusTrap, Group, Paper, Stack, Text } from "@mantine/core";
import { useViewportSize } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { EmptyCard, LoadFailed, LoadingState, rows } from "../../../components/load-states";
import { useSession } from "../../../lib/session";
import { BELL_PAGE_SIZE, notificationListQuery } from "../api";
import { NotificationItem } from "./notification-item";
import { useNotificationActions } from "./use-notification-actions";

const LATEST = { type: null, status: "all", page: 1 } as const;
/** The panel's width on a wide screen; on a phone it is the screen's width less a margin each side. */
const PANEL_WIDTH = 380;
const EDGE = 8;

interface BellPanelProps {
	id: string;
	headingId: string;
	/** The bell: the panel opens under it, and a click on it is the bell's, not an outside click. */
	anchor: HTMLElement;
	unread: number;
	onClose: () => void;
}

/**
 * The bell's panel: the latest notifications, "Mark all read" and a link to the full list. Loaded on
 * its own when the bell is first pointed at, focused or pressed, so that every signed-in screen does
 * not pay for it. The bell sits in the fixed header, so the panel is fixed just below it, kept inside
 * the screen on a phone; Escape and a click outside close it, and focus goes back to the bell.
 */
export function BellPanel({ id, headingId, anchor, unread, onClose }: BellPanelProps) {
	const session = useSession();
	const role = session.data?.role;
	const latest = useQuery(notificationListQuery(LATEST, BELL_PAGE_SIZE));
	const { read, readAll } = useNotificationActions();
	const panelRef = useRef<HTMLDivElement>(null);
	// Placed again when the window is resized or a phone is turned.
	useViewportSize();

	useEffect(() => {
		const close = () => {
			onClose();
			anchor.focus();
		};
		const onKey = (event: KeyboardEvent) => {
			if (event.key === "Escape") close();
		};
		const onPointer = (event: PointerEvent) => {
			const target = event.target as Node;
			if (!panelRef.current?.contains(target) && !anchor.contains(target)) onClose();
		};
		document.addEventListener("keydown", onKey);
		document.addEventListener("pointerdown", onPointer);
		return () => {
			document.removeEventListener("keydown", onKey);
			document.removeEventListener("pointerdown", onPointer);
		};
	}, [anchor, onClose]);

	const box = anchor.getBoundingClientRect();
	return (
		<Paper
			ref={panelRef}
			id={id}
			role="dialog"
			aria-labelledby={headingId}
			shadow="md"
			withBorder
			p="sm"
			style={{
				position: "fixed",
				top: box.bottom + EDGE,
				right: Math.max(EDGE, window.innerWidth - box.right),
				width: `min(${PANEL_WIDTH}px, calc(100vw - ${2 * EDGE}px))`,
				zIndex: 300,
			}}
		>
			<FocusTrap active>
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
					<div style={{ maxHeight: "60vh", overflowY: "auto" }}>
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
											onRead={(notificationId) => read.mutate(notificationId)}
											pending={read.isPending && read.variables === n.id}
											onOpen={onClose}
										/>
									</li>
								))}
							</Stack>
						)}
					</div>
					{role && (
						<Anchor component={Link} to={paths.notificationsFor(role)} size="sm" onClick={onClose}>
							See all notifications and preferences
						</Anchor>
					)}
				</Stack>
			</FocusTrap>
		</Paper>
	);
}
