import { Rating, Stack, Text } from "@mantine/core";
import type { FeedbackInboxItem } from "@unnati/contracts/inbox";
import { type Column, EmailCell, formatWhen, InboxList, LongText } from "../components/inbox-list";

function Stars({ rating }: { rating: number }) {
	return (
		<>
			<Rating value={rating} readOnly size="sm" aria-hidden="true" />
			<Text size="xs">{rating} out of 5</Text>
		</>
	);
}

function Comments({ comments }: { comments: string }) {
	return comments ? (
		<LongText>{comments}</LongText>
	) : (
		<Text size="sm" c="dimmed">
			No comments
		</Text>
	);
}

const columns: Column<FeedbackInboxItem>[] = [
	{ header: "Rating", minWidth: 130, cell: (item) => <Stars rating={item.rating} /> },
	{ header: "Comments", minWidth: 320, cell: (item) => <Comments comments={item.comments} /> },
	{ header: "Email", minWidth: 180, cell: (item) => <EmailCell email={item.email} /> },
];

/** /admin-dashboard/feedback: ratings and comments sent from /feedback, worked through the inbox. */
export function FeedbackScreen() {
	return (
		<InboxList
			kind="feedback"
			title="Feedback"
			description="Ratings and comments sent from the Submit Feedback page, newest first."
			searchLabel="Search by comments or email"
			emptyText="No feedback yet"
			noun={["entry", "entries"]}
			columns={columns}
			details={(item) => (
				<Stack gap="xs">
					<Stars rating={item.rating} />
					<Comments comments={item.comments} />
				</Stack>
			)}
			nameOf={(item) => `Feedback of ${formatWhen(item.createdAt)}, ${item.rating} out of 5`}
		/>
	);
}
