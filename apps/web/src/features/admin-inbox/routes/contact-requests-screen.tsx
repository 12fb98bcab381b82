import { Text } from "@mantine/core";
import type { ContactRequestRecord } from "@unnati/contracts";
import { contactRequestsQuery } from "../api";
import { type Column, EmailCell, formatWhen, InboxList, LongText } from "../components/inbox-list";

const columns: Column<ContactRequestRecord>[] = [
	{ header: "Received", cell: (item) => <Text size="sm">{formatWhen(item.createdAt)}</Text>, minWidth: 130 },
	{
		header: "From",
		minWidth: 220,
		cell: (item) => (
			<>
				<Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
					{item.organization}
				</Text>
				<EmailCell email={item.email} />
				<Text size="sm">{item.contact}</Text>
			</>
		),
	},
	{ header: "Message", cell: (item) => <LongText>{item.message}</LongText>, minWidth: 320 },
];

/** /admin-dashboard/contact-requests: what visitors sent from /contactus. */
export function ContactRequestsScreen() {
	return (
		<InboxList
			title="Contact requests"
			description="Messages and demo requests sent from the Contact Us page, newest first."
			searchLabel="Search by email, organization, phone or message"
			emptyText="No contact requests yet"
			query={contactRequestsQuery}
			columns={columns}
		/>
	);
}
