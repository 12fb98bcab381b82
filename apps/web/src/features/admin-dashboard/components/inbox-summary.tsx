import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import {
	INBOX_KIND_LABELS,
	INBOX_KINDS,
	INBOX_STATUS_LABELS,
	INBOX_STATUSES,
	type InboxKind,
} from "@unnati/contracts/inbox";
import { Link } from "react-router";
import { paths } from "../../../app/paths";
import { QueryState, rows } from "../../../components/load-states";
import { inboxSummaryQuery } from "../api";
import { formatCount } from "../format";

const SCREENS: Record<InboxKind, string> = {
	contact: paths.adminContactRequests,
	report: paths.adminReports,
	feedback: paths.adminFeedback,
};

/** Each kind of the inbox at a glance: how many items are new, in progress and handled, each a link. */
export function InboxSummary() {
	const summary = useQuery(inboxSummaryQuery());
	return (
		<Stack gap="sm" component="section" aria-labelledby="inbox-summary-heading">
			<Title order={2} size="h3" id="inbox-summary-heading">
				Inbox
			</Title>
			<QueryState
				query={summary}
				what="The inbox's counts"
				loading={{ label: "Loading the inbox's counts", shape: rows(1, 120) }}
			>
				{(data) => (
					<>
						<SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
							{INBOX_KINDS.map((kind) => (
								<Card
									key={kind}
									withBorder
									padding="md"
									component="article"
									aria-labelledby={`inbox-${kind}`}
								>
									<Anchor component={Link} to={SCREENS[kind]} fw={700} id={`inbox-${kind}`}>
										{INBOX_KIND_LABELS[kind]}
									</Anchor>
									<Stack gap={4} mt="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
										{INBOX_STATUSES.map((status) => (
											<Group key={status} component="li" justify="space-between" gap="xs">
												<Anchor component={Link} to={`${SCREENS[kind]}?status=${status}`} size="sm">
													{INBOX_STATUS_LABELS[status]}
												</Anchor>
												<Text size="sm" fw={status === "new" && data.kinds[kind].new > 0 ? 700 : 400}>
													{formatCount(data.kinds[kind][status])}
												</Text>
											</Group>
										))}
									</Stack>
								</Card>
							))}
						</SimpleGrid>
						<Text size="sm">
							{data.assignedToMe === 0
								? "Nothing open is assigned to you."
								: `${formatCount(data.assignedToMe)} open ${data.assignedToMe === 1 ? "item is" : "items are"} assigned to you.`}
						</Text>
					</>
				)}
			</QueryState>
		</Stack>
	);
}
