import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import { z } from "zod";

// What changed for one student of one exam, told to every live view of that exam. Only a nudge:
// a live view reads the student's row again from the database, which stays the one truth, so a
// lost message costs at most one refresh interval (PROCTORING_TIMING.liveRefreshMs).

export const liveEventSchema = z.object({
	examId: z.string(),
	studentId: z.string(),
	kind: z.enum(["violation", "seen", "review", "submitted"]),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export type LiveBus = {
	publish(event: LiveEvent): void;
	/**
	 * Calls `listener` for every event of `examId`, from any process. Resolves, with the
	 * unsubscribe, once events published from now on are sure to arrive.
	 */
	subscribe(examId: string, listener: (event: LiveEvent) => void): Promise<() => void>;
	close(): Promise<void>;
};

/** One process: events reach the live views this process serves. */
export function createMemoryBus(): LiveBus {
	const emitter = new EventEmitter();
	// Each live view subscribes once; hundreds of admins watching one exam is not a leak.
	emitter.setMaxListeners(0);
	return {
		publish: (event) => {
			emitter.emit(event.examId, event);
		},
		async subscribe(examId, listener) {
			emitter.on(examId, listener);
			return () => emitter.off(examId, listener);
		},
		close: async () => {
			emitter.removeAllListeners();
		},
	};
}

type Log = { warn(obj: unknown, msg: string): void };

/**
 * Several API processes: events go through Redis pub/sub, one channel per exam, so a violation
 * reported to one process reaches a live view served by another. One connection publishes and one
 * listens (a subscribed Redis connection can do nothing else); a channel is subscribed while at
 * least one live view of this process watches its exam. The publisher hears its own messages
 * back through the subscription, which is how its own live views learn of them too.
 */
export function createRedisBus(url: string, log: Log, keyPrefix = "unnati"): LiveBus {
	// REDIS_PREFIX keeps deployments that share one Redis apart.
	const CHANNEL_PREFIX = `${keyPrefix}:exam-live:`;
	const options = { maxRetriesPerRequest: 2, lazyConnect: false } as const;
	const publisher = new Redis(url, options);
	const subscriber = new Redis(url, options);
	for (const connection of [publisher, subscriber]) {
		// ioredis reconnects by itself; without a listener an outage would crash the process.
		connection.on("error", (error: Error) =>
			log.warn({ err: error }, "redis (exam live view) is unreachable"),
		);
	}
	const emitter = new EventEmitter();
	emitter.setMaxListeners(0);
	/** Per exam: how many live views of this process watch it, and its SUBSCRIBE (in flight or done). */
	const channels = new Map<string, { watchers: number; subscribed: Promise<unknown> }>();

	subscriber.on("message", (channel: string, message: string) => {
		if (!channel.startsWith(CHANNEL_PREFIX)) return;
		try {
			const event = liveEventSchema.parse(JSON.parse(message));
			emitter.emit(event.examId, event);
		} catch (error) {
			log.warn({ err: error, channel }, "ignored a malformed exam live event");
		}
	});

	return {
		publish(event) {
			publisher.publish(`${CHANNEL_PREFIX}${event.examId}`, JSON.stringify(event)).catch((error: Error) => {
				// The live view refreshes on its own shortly; the report itself is already stored.
				log.warn({ err: error }, "could not publish an exam live event");
			});
		},
		async subscribe(examId, listener) {
			let channel = channels.get(examId);
			if (!channel) {
				channel = {
					watchers: 0,
					subscribed: subscriber.subscribe(`${CHANNEL_PREFIX}${examId}`).catch((error: Error) => {
						log.warn({ err: error }, "could not subscribe to an exam's live events");
					}),
				};
				channels.set(examId, channel);
			}
			channel.watchers++;
			emitter.on(examId, listener);
			await channel.subscribed;
			let done = false;
			return () => {
				if (done) return;
				done = true;
				emitter.off(examId, listener);
				const held = channels.get(examId);
				if (!held) return;
				held.watchers--;
				if (held.watchers > 0) return;
				channels.delete(examId);
				subscriber.unsubscribe(`${CHANNEL_PREFIX}${examId}`).catch(() => {});
			};
		},
		async close() {
			emitter.removeAllListeners();
			channels.clear();
			await Promise.allSettled([publisher.quit(), subscriber.quit()]);
		},
	};
}

/** Redis when the configuration names one, else this process alone. */
export function createLiveBus(
	config: { redisUrl: string | undefined; redisPrefix: string },
	log: Log,
): LiveBus {
	return config.redisUrl ? createRedisBus(config.redisUrl, log, config.redisPrefix) : createMemoryBus();
}
