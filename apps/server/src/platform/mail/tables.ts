import { index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every mail the platform sends. Without SMTP_URL this table is the development mailbox. */
export const outbox = pgTable(
	"outbox",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		to: text("to").notNull(),
		subject: text("subject").notNull(),
		text: text("text").notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		/** Set once the SMTP server accepted it. */
		sentAt: timestamp("sent_at", { withTimezone: true }),
		attempts: smallint("attempts").notNull().default(0),
		lastError: text("last_error"),
	},
	(t) => [index("outbox_created_idx").on(t.createdAt)],
);
