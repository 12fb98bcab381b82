import {
	type MarkAllReadResult,
	type MarkReadResult,
	NOTIFICATION_MESSAGES,
	type NotificationList,
	type NotificationListQuery,
	type NotificationType,
	type NotificationView,
	notificationListQuerySchema,
	renderNotification,
} from "@unnati/contracts";
import { and, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Principal } from "../../platform/access/principal";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { notificationPolicy } from "./policy";
import { notifications } from "./tables";

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification for the wire: its text rendered from its type and data. */
export function presentNotification(
	row: Pick<NotificationRow, "id" | "type" | "data" | "createdAt" | "readAt">,
): NotificationView {
	return {
		id: row.id,
		type: row.type as NotificationType,
		...renderNotification(row.type, row.data),
		createdAt: row.createdAt.toISOString(),
		readAt: row.readAt?.toISOString() ?? null,
	};
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many of one person's notifications are unread. */
export async function unreadCount(db: Db, userId: string): Promise<number> {
	const [row] = await db
		.select({ n: count() })
		.from(notifications)
		.where(and(eq(notifications.recipientId, userId), isNull(notifications.readAt)));
	return row?.n ?? 0;
}

/** Unread counts of many people at once (those with none are 0). */
export async function unreadCounts(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
	const counts = new Map(userIds.map((id) => [id, 0]));
	for (let i = 0; i < userIds.length; i += 1000) {
		const rows = await db
			.select({ userId: notifications.recipientId, n: count() })
			.from(notifications)
			.where(
				and(inArray(notifications.recipientId, userIds.slice(i, i + 1000)), isNull(notifications.readAt)),
			)
			.groupBy(notifications.recipientId);
		for (const row of rows) counts.set(row.userId, row.n);
	}
	return counts;
}

/** GET /api/notifications: the principal's own, newest first, filtered and paged. */
export async function listNotifications(
	db: Db,
	principal: Principal,
	input: NotificationListQuery,
): Promise<NotificationList> {
	const query = notificationListQuerySchema.parse(input);
	const where: SQL[] = [eq(notifications.recipientId, principal.userId)];
	if (query.type) where.push(eq(notifications.type, query.type));
	if (query.status === "unread") where.push(isNull(notifications.readAt));
	const [rows, [total], unread] = await Promise.all([
		db
			.select()
			.from(notifications)
			.where(and(...where))
			.orderBy(desc(notifications.createdAt), desc(notifications.id))
			.limit(query.pageSize)
			.offset((query.page - 1) * query.pageSize),
		db
			.select({ n: count() })
			.from(notifications)
			.where(and(...where)),
		unreadCount(db, principal.userId),
	]);
	return {
		items: rows.map(presentNotification),
		total: total?.n ?? 0,
		page: query.page,
		pageSize: query.pageSize,
		unread,
	};
}

/** POST /api/notifications/{id}/read: one of the principal's own; read again changes nothing. */
export async function markRead(
	db: Db,
	principal: Principal,
	notificationId: string,
	now: Date,
): Promise<MarkReadResult & { changed: boolean }> {
	if (!UUID.test(notificationId)) throw new AppError("NOT_FOUND", NOTIFICATION_MESSAGES.notFound);
	const [row] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
	if (!row) throw new AppError("NOT_FOUND", NOTIFICATION_MESSAGES.notFound);
	await notificationPolicy.authorize(
		principal,
		"read",
		{ userId: row.recipientId },
		NOTIFICATION_MESSAGES.notFound,
	);
	let current = row;
	if (!row.readAt) {
		const [updated] = await db
			.update(notifications)
			.set({ readAt: now })
			.where(and(eq(notifications.id, row.id), isNull(notifications.readAt)))
			.returning();
		current =
			updated ?? (await db.select().from(notifications).where(eq(notifications.id, row.id)))[0] ?? row;
	}
	return {
		notification: presentNotification(current),
		unread: await unreadCount(db, principal.userId),
		changed: !row.readAt,
	};
}

/** POST /api/notifications/read-all: every unread one of the principal's, or of one type. */
export async function markAllRead(
	db: Db,
	principal: Principal,
	type: NotificationType | undefined,
	now: Date,
): Promise<MarkAllReadResult> {
	const where: SQL[] = [eq(notifications.recipientId, principal.userId), isNull(notifications.readAt)];
	if (type) where.push(eq(notifications.type, type));
	const updated = await db
		.update(notifications)
		.set({ readAt: now })
		.where(and(...where))
		.returning({ id: notifications.id });
	return { updated: updated.length, unread: await unreadCount(db, principal.userId) };
}
