import { index, jsonb, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A file sent with a mail, e.g. a booking's calendar entry (.ics): text files only, kept whole. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** Every mail the platform sends. Without SMTP_URL this table is the development mailbox. */
export const outbox = pgTable(
	"outbox",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		to: text("to").notNull(),
		subject: text("subject").notNull(),
		text: text("text").notNull(),
		attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		/** Set once the SMTP server accepted it. */
		sentAt: timestamp("sent_at", { withTimezone: true }),
		attempts: smallint("attempts").notNull().default(0),
		lastError: text("last_error"),
	},
	(t) => [index("outbox_created_idx").on(t.createdAt)],
);
