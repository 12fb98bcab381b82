import { type InboxRow, inboxSource } from "./inbox-workflow";
import { contactRequests as t } from "./tables";

/** A contact request as the inbox reads it: what was sent, and where it stands. */
export type ContactInboxRow = InboxRow & {
	email: string;
	organization: string;
	contact: string;
	message: string;
};

/**
 * Contact requests for the platform admin's inbox (the support module runs it): listed, counted,
 * read and moved along, never deleted. The search looks in the address, organization, phone and message.
 */
export const contactInbox = inboxSource<ContactInboxRow>(
	t,
	{ email: t.email, organization: t.organization, contact: t.contact, message: t.message },
	[t.email, t.organization, t.contact, t.message],
);
