import type { NotificationStreamEvent } from "@unnati/contracts";
import type { Db } from "../../platform/db/database";
import { unreadCount } from "./inbox";
import type { NotificationService } from "./service";

/** Where a stream writes: one server-sent event, or a comment that keeps the connection open. */
export type StreamSink = {
	send(event: NotificationStreamEvent, data: unknown): void;
	comment(text: string): void;
};

/** A proxy closes a silent connection after a minute or so; a comment this often keeps it open. */
export const HEARTBEAT_MS = 15_000;

/**
 * Runs one person's live stream until the returned function is called: `ready` with the unread
 * count, then whatever reaches their channel (from any process), and a heartbeat comment every
 * `heartbeatMs`. Subscribed before the count is read, so nothing stored after `ready` is missed.
 */
export async function runStream(
	service: Pick<NotificationService, "listen">,
	db: Db,
	userId: string,
	sink: StreamSink,
	heartbeatMs = HEARTBEAT_MS,
): Promise<() => void> {
	let closed = false;
	const unsubscribe = await service.listen(userId, (message) => {
		if (!closed) sink.send(message.event, message.data);
	});
	try {
		sink.send("ready", { unread: await unreadCount(db, userId) });
	} catch (error) {
		unsubscribe();
		throw error;
	}
	const heartbeat = setInterval(() => {
		if (!closed) sink.comment("heartbeat");
	}, heartbeatMs);
	return () => {
		if (closed) return;
		closed = true;
		clearInterval(heartbeat);
		unsubscribe();
	};
}
