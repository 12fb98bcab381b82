import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";

/**
 * Where an item of the platform admin's inbox stands (issue 18): its step, who works on it, and when
 * it moved. Contact requests, issue reports and feedback all carry these columns; the support module
 * runs the inbox over them.
 */
export function inboxWorkflowColumns() {
	return {
		/** 'new' on arrival, then 'in_progress' and 'handled' as a platform admin works on it. */
		status: text("status", { enum: ["new", "in_progress", "handled"] })
			.notNull()
			.default("new"),
		/** The platform admin (ROLE_ADMIN) working on it; null while nobody is. */
		assignedTo: uuid("assigned_to").references(() => users.id, { onDelete: "set null" }),
		/** When the status last changed; null while it is still the 'new' it arrived with. */
		statusChangedAt: timestamp("status_changed_at", { withTimezone: true }),
		/** When it was marked handled; cleared when it is reopened. */
		handledAt: timestamp("handled_at", { withTimezone: true }),
	};
}

/** The check that keeps an inbox table's status to the three steps. */
export const inboxStatusCheck = (name: string, status: AnyPgColumn) =>
	check(name, sql`${status} in ('new', 'in_progress', 'handled')`);

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
		...inboxWorkflowColumns(),
	},
	(t) => [
		index("contact_requests_created_idx").on(t.createdAt),
		index("contact_requests_status_idx").on(t.status, t.createdAt),
		inboxStatusCheck("contact_requests_status_check", t.status),
	],
);
