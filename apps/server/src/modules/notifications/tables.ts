import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";

/**
 * One in-app notification of one person. Its text is rendered from `type` and `data` when read
 * (contracts' NOTIFICATION_TYPES), so a reworded type reads the new way everywhere.
 */
export const notifications = pgTable(
	"notifications",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		recipientId: uuid("recipient_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** A key of NOTIFICATION_TYPES, e.g. 'exam_published'. */
		type: text("type").notNull(),
		/** What the caller of notify() passed, checked against the type's schema. */
		data: jsonb("data").$type<Record<string, unknown>>().notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
		/** null while unread. */
		readAt: timestamp("read_at", { withTimezone: true }),
	},
	(t) => [
		index("notifications_recipient_created_idx").on(t.recipientId, t.createdAt),
		index("notifications_recipient_type_created_idx").on(t.recipientId, t.type, t.createdAt),
		// The bell asks for the unread count on every page: only the unread rows are indexed.
		index("notifications_unread_idx").on(t.recipientId).where(sql`${t.readAt} is null`),
	],
);

/**
 * How one type reaches one person, once they changed it: a missing row means the type's defaults
 * (in the app: on; by e-mail: NOTIFICATION_TYPES[type].emailByDefault).
 */
export const notificationPreferences = pgTable(
	"notification_preferences",
	{
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		type: text("type").notNull(),
		inApp: boolean("in_app").notNull(),
		email: boolean("email").notNull(),
		updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
	},
	(t) => [primaryKey({ columns: [t.userId, t.type] })],
);
