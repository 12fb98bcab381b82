import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** "Request a demo" and other messages sent from /contactus, for the platform admin. */
export const contactRequests = pgTable(
	"contact_requests",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		email: text("email").notNull(),
		organization: text("organization").notNull(),
		/** The phone number as entered (digits, optional leading +). */
		contact: text("contact").notNull(),
		/** Stored as typed; every screen shows it as text, never as HTML. */
		message: text("message").notNull(),
		/** Client address, kept for abuse handling. */
		ip: text("ip"),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index("contact_requests_created_idx").on(t.createdAt)],
);
