import { Badge } from "@mantine/core";
import { INBOX_STATUS_LABELS, type InboxStatus } from "@unnati/contracts/inbox";

/** Red for new (nobody has looked), yellow while someone works on it, green once handled. */
const COLORS: Record<InboxStatus, string> = { new: "red", in_progress: "yellow", handled: "green" };

/** An item's step in words (never by colour alone). */
export function StatusBadge({ status }: { status: InboxStatus }) {
	return (
		<Badge color={COLORS[status]} variant="light" tt="none" data-status={status}>
			{INBOX_STATUS_LABELS[status]}
		</Badge>
	);
}
