import { Stack, Text } from "@mantine/core";
import type { ContactInboxItem } from "@unnati/contracts/inbox";
import { type Column, EmailCell, InboxList, LongText } from "../components/inbox-list";

const columns: Column<ContactInboxItem>[] = [
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

function Details({ item }: { item: ContactInboxItem }) {
	return (
		<Stack gap={4}>
			<Text size="sm" fw={600} style={{ overflowWrap: "anywhere" }}>
				{item.organization}
			</Text>
			<Text size="sm">Phone: {item.contact}</Text>
			<LongText>{item.message}</LongText>
		</Stack>
	);
}

/** /admin-dashboard/contact-requests: what visitors sent from /contactus, worked through the inbox. */
export function ContactRequestsScreen() {
	return (
		<InboxList
			kind="contact"
			title="Contact requests"
			description="Messages and demo requests sent from the Contact Us page, newest first."
			searchLabel="Search by email, organization, phone or message"
			emptyText="No contact requests yet"
			noun={["request", "requests"]}
			columns={columns}
			details={(item) => <Details item={item} />}
			nameOf={(item) => `Request from ${item.organization}`}
		/>
	);
}
