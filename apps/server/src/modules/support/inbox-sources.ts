import { type InboxRow, inboxSource } from "../contact";
import { feedback as f, issueReports as r } from "./tables";

export type ReportInboxRow = InboxRow & {
	category: string;
	description: string;
	screenshotKey: string | null;
};
export type FeedbackInboxRow = InboxRow & { rating: number; comments: string };

/** Issue reports in the inbox; the search looks in the description, address and category. */
export const reportInbox = inboxSource<ReportInboxRow>(
	r,
	{ email: r.email, category: r.category, description: r.description, screenshotKey: r.screenshotKey },
	[r.description, r.email, r.category],
);

/** Feedback in the inbox; the search looks in the comments and address. */
export const feedbackInbox = inboxSource<FeedbackInboxRow>(
	f,
	{ email: f.email, rating: f.rating, comments: f.comments },
	[f.comments, f.email],
);
