import { Rating, Text } from "@mantine/core";
import { type FeedbackRecord, feedbackQuery } from "../api";
import { type Column, EmailCell, formatWhen, InboxList, LongText } from "../components/inbox-list";

const columns: Column<FeedbackRecord>[] = [
	{ header: "Received", cell: (item) => <Text size="sm">{formatWhen(item.createdAt)}</Text>, minWidth: 130 },
	{
		header: "Rating",
		minWidth: 130,
		cell: (item) => (
			<>
				<Rating value={item.rating} readOnly size="sm" aria-hidden="true" />
				<Text size="xs">{item.rating} out of 5</Text>
			</>
		),
	},
	{
		header: "Comments",
		minWidth: 320,
		cell: (item) =>
			item.comments ? (
				<LongText>{item.comments}</LongText>
			) : (
				<Text size="sm" c="dimmed">
					No comments
				</Text>
			),
	},
	{
		header: "Email",
		minWidth: 180,
		cell: (item) => <EmailCell email={item.email} />,
	},
];

/** /admin-dashboard/feedback: ratings and comments sent from /feedback. */
export function FeedbackScreen() {
	return (
		<InboxList
			title="Feedback"
			description="Ratings and comments sent from the Submit Feedback page, newest first."
			searchLabel="Search by comments or email"
			emptyText="No feedback yet"
			query={feedbackQuery}
			columns={columns}
		/>
	);
}
