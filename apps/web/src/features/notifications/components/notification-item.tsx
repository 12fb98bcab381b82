import { Anchor, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import type { NotificationView } from "@unnati/contracts/notifications";
import { Link } from "react-router";
import { formatWhen } from "../format";

interface NotificationItemProps {
	notification: NotificationView;
	/** Marks it read (the Open link marks it read too). */
	onRead: (id: string) => void;
	/** A read in flight: its button waits. */
	pending?: boolean;
	/** The bell's panel: tighter, the text cut to two lines. */
	compact?: boolean;
	/** Called after the Open link is followed (the bell closes its panel). */
	onOpen?: () => void;
}

/** One notification: its title, text and time, whether it is unread, and what can be done with it. */
export function NotificationItem({
	notification: n,
	onRead,
	pending,
	compact,
	onOpen,
}: NotificationItemProps) {
	const unread = n.readAt === null;
	return (
		<Card
			component="article"
			withBorder
			padding={compact ? "xs" : "md"}
			aria-label={`${unread ? "Unread: " : ""}${n.title}`}
			style={unread ? { borderLeft: "4px solid var(--mantine-color-blue-7)" } : undefined}
		>
			<Stack gap={4}>
				<Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
					<Text fw={unread ? 700 : 500} size={compact ? "sm" : "md"} style={{ overflowWrap: "anywhere" }}>
						{n.title}
					</Text>
					{unread && (
						<Badge size="sm" color="blue" variant="light" style={{ flexShrink: 0 }}>
							Unread
						</Badge>
					)}
				</Group>
				{n.body && (
					<Text size="sm" lineClamp={compact ? 2 : undefined} style={{ overflowWrap: "anywhere" }}>
						{n.body}
					</Text>
				)}
				<Group justify="space-between" gap="xs" wrap="wrap">
					<Text size="xs" c="dimmed" component="time" dateTime={n.createdAt}>
						{formatWhen(n.createdAt)}
					</Text>
					<Group gap="xs">
						{n.link && (
							<Anchor
								component={Link}
								to={n.link}
								size="sm"
								onClick={() => {
									if (unread) onRead(n.id);
									onOpen?.();
								}}
								aria-label={`Open: ${n.title}`}
							>
								Open
							</Anchor>
						)}
						{unread && (
							<Button
								size="compact-xs"
								variant="subtle"
								onClick={() => onRead(n.id)}
								loading={pending}
								aria-label={`Mark read: ${n.title}`}
							>
								Mark read
							</Button>
						)}
					</Group>
				</Group>
			</Stack>
		</Card>
	);
}
