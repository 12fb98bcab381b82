import {
	NOTIFICATION_TYPE_NAMES,
	NOTIFICATION_TYPES,
	type NotificationPreference,
	type NotificationType,
	type SavePreferences,
} from "@unnati/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { notificationPreferences } from "./tables";

/** How one type reaches one person. */
export type Channels = { inApp: boolean; email: boolean };

/** A type's channels for someone who never changed them. */
export const defaultChannels = (type: NotificationType): Channels => ({
	inApp: true,
	email: NOTIFICATION_TYPES[type].emailByDefault,
});

/** Each recipient's channels for one type, defaults filled in. */
export async function channelsFor(
	db: Db,
	userIds: readonly string[],
	type: NotificationType,
): Promise<Map<string, Channels>> {
	const chosen = new Map<string, Channels>();
	for (let i = 0; i < userIds.length; i += 1000) {
		const rows = await db
			.select({
				userId: notificationPreferences.userId,
				inApp: notificationPreferences.inApp,
				email: notificationPreferences.email,
			})
			.from(notificationPreferences)
			.where(
				and(
					eq(notificationPreferences.type, type),
					inArray(notificationPreferences.userId, userIds.slice(i, i + 1000)),
				),
			);
		for (const row of rows) chosen.set(row.userId, { inApp: row.inApp, email: row.email });
	}
	return new Map(userIds.map((id) => [id, chosen.get(id) ?? defaultChannels(type)]));
}

/** GET /api/notifications/preferences: every type, in the registry's order, with this person's channels. */
export async function preferencesOf(db: Db, userId: string): Promise<NotificationPreference[]> {
	const rows = await db
		.select()
		.from(notificationPreferences)
		.where(eq(notificationPreferences.userId, userId));
	const chosen = new Map(rows.map((row) => [row.type, row]));
	return NOTIFICATION_TYPE_NAMES.map((type) => {
		const row = chosen.get(type);
		const { label, description } = NOTIFICATION_TYPES[type];
		return {
			type,
			label,
			description,
			...(row ? { inApp: row.inApp, email: row.email } : defaultChannels(type)),
		};
	});
}

/** PUT /api/notifications/preferences: the types named change; the others keep what they had. */
export async function savePreferences(
	db: Db,
	userId: string,
	input: SavePreferences,
	now: Date,
): Promise<NotificationPreference[]> {
	// The last entry of a type wins, as it would if they were saved one by one.
	const byType = new Map(input.preferences.map((p) => [p.type, p]));
	await db
		.insert(notificationPreferences)
		.values(
			[...byType.values()].map((p) => ({
				userId,
				type: p.type,
				inApp: p.inApp,
				email: p.email,
				updatedAt: now,
			})),
		)
		.onConflictDoUpdate({
			target: [notificationPreferences.userId, notificationPreferences.type],
			set: {
				inApp: sql`excluded.in_app`,
				email: sql`excluded.email`,
				updatedAt: sql`excluded.updated_at`,
			},
		});
	return preferencesOf(db, userId);
}
