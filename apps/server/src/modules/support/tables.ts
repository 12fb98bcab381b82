import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";
import { inboxStatusCheck, inboxWorkflowColumns } from "../contact/tables";

/** Problems reported from /report, for the platform admin. */
export const issueReports = pgTable(
	"issue_reports",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		category: text("category").notNull(),
		/** Stored as typed; shown as text only. */
		description: text("description").notNull(),
		email: text("email"),
		/** Storage key of the screenshot (a random name), or null. */
		screenshotKey: text("screenshot_key"),
		ip: text("ip"),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		...inboxWorkflowColumns(),
	},
	(t) => [
		index("issue_reports_created_idx").on(t.createdAt),
		index("issue_reports_status_idx").on(t.status, t.createdAt),
		inboxStatusCheck("issue_reports_status_check", t.status),
	],
);

/** Ratings and comments from /feedback. */
export const feedback = pgTable(
	"feedback",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** 1 (poor) to 5 (excellent). */
		rating: smallint("rating").notNull(),
		comments: text("comments").notNull().default(""),
		email: text("email"),
		ip: text("ip"),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		...inboxWorkflowColumns(),
	},
	(t) => [
		index("feedback_created_idx").on(t.createdAt),
		index("feedback_status_idx").on(t.status, t.createdAt),
		check("feedback_rating_check", sql`${t.rating} between 1 and 5`),
		inboxStatusCheck("feedback_status_check", t.status),
	],
);

/**
 * The platform admins' replies to inbox items, oldest first per item. One table for the three kinds:
 * `item_id` names a row of contact_requests, issue_reports or feedback as `kind` says, so it carries no
 * foreign key; the inbox service checks the item exists before writing.
 */
export const inboxReplies = pgTable(
	"inbox_replies",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		/** 'contact' | 'report' | 'feedback' (contracts' INBOX_KINDS). */
		kind: text("kind", { enum: ["contact", "report", "feedback"] }).notNull(),
		itemId: uuid("item_id").notNull(),
		/** The platform admin who wrote it; null once their account is gone. */
		authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
		/** Stored as typed; shown as text only. */
		body: text("body").notNull(),
		/** The address the reply was e-mailed to (through the outbox); null when it was kept as a note. */
		emailedTo: text("emailed_to"),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index("inbox_replies_item_idx").on(t.kind, t.itemId, t.createdAt),
		check("inbox_replies_kind_check", sql`${t.kind} in ('contact', 'report', 'feedback')`),
		check("inbox_replies_body_check", sql`char_length(${t.body}) between 1 and 5000`),
	],
);
