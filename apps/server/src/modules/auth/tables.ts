import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/tables";

/** One signed-in session. The JWT carries its id; logout or a password reset revokes it here. */
export const sessions = pgTable(
	"sessions",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		/** Remember-me: 30 days instead of 1. */
		rememberMe: boolean("remember_me").notNull().default(false),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
		revokedAt: timestamp("revoked_at", { withTimezone: true }),
		userAgent: text("user_agent"),
		ip: text("ip"),
	},
	(t) => [index("sessions_user_idx").on(t.userId)],
);

/** One-time codes of the students' forgot-password flow. Only an HMAC of the code is stored. */
export const passwordResetCodes = pgTable(
	"password_reset_codes",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		codeHash: text("code_hash").notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
		/** Wrong guesses so far; at 5 the code is dead. */
		failedAttempts: smallint("failed_attempts").notNull().default(0),
		/** Set when the code was used, or replaced by a resend. */
		closedAt: timestamp("closed_at", { withTimezone: true }),
	},
	(t) => [index("password_reset_codes_user_idx").on(t.userId, t.createdAt)],
);

/** Single-use reset links. Only a SHA-256 of the token is stored. */
export const passwordResetTokens = pgTable(
	"password_reset_tokens",
	{
		id: uuid("id").primaryKey().defaultRandom(),
		userId: uuid("user_id")
			.notNull()
			.references(() => users.id, { onDelete: "cascade" }),
		tokenHash: text("token_hash").notNull(),
		createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
		expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
		usedAt: timestamp("used_at", { withTimezone: true }),
	},
	(t) => [uniqueIndex("password_reset_tokens_hash_key").on(t.tokenHash)],
);
