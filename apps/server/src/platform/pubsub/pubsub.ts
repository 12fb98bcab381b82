import { EventEmitter } from "node:events";
import { Redis } from "ioredis";

/**
 * Messages to whoever listens on a channel, in this process or any other (ARCHITECTURE.md §2:
 * pub/sub in process by default, Redis with REDIS_URL). Delivery is at most once: a listener that
 * must not miss anything reads the database, which stays the one truth, and treats a message as a
 * nudge or a copy of what was stored.
 */
export type PubSub = {
	/** Sends `message` to every listener of `channel`, in every process; never throws. */
	publish(channel: string, message: string): void;
	/**
	 * Calls `listener` for each message on `channel`. Resolves, with the unsubscribe, once messages
	 * published from now on are sure to arrive.
	 */
	subscribe(channel: string, listener: (message: string) => void): Promise<() => void>;
	close(): Promise<void>;
};

type Log = { warn(obj: unknown, msg: string): void };

/** One process: messages reach the listeners of this process. */
export function createMemoryPubSub(): PubSub {
	const emitter = new EventEmitter();
	// One listener per open stream: thousands of them on a busy channel is not a leak.
	emitter.setMaxListeners(0);
	return {
		publish(channel, message) {
			// Delivered on the next tick, as Redis would: a publisher never runs its listeners inline.
			queueMicrotask(() => emitter.emit(channel, message));
		},
		async subscribe(channel, listener) {
			emitter.on(channel, listener);
			let done = false;
			return () => {
				if (done) return;
				done = true;
				emitter.off(channel, listener);
			};
		},
		async close() {
			emitter.removeAllListeners();
		},
	};
}

/**
 * Several processes: messages go through Redis, under `<prefix>:` (REDIS_PREFIX keeps deployments
 * that share one Redis apart). One connection publishes and one listens (a subscribed connection
 * can do nothing else); a channel is subscribed while at least one listener of this process holds
 * it. The publisher hears its own messages back through the subscription, which is how this
 * process's own listeners get them too.
 */
export function createRedisPubSub(url: string, log: Log, prefix = "unnati", what = "pub/sub"): PubSub {
	const options = { maxRetriesPerRequest: 2, lazyConnect: false } as const;
	const publisher = new Redis(url, options);
	const subscriber = new Redis(url, options);
	for (const connection of [publisher, subscriber]) {
		// ioredis reconnects by itself; without a listener an outage would crash the process.
		connection.on("error", (error: Error) => log.warn({ err: error }, `redis (${what}) is unreachable`));
	}
	const full = (channel: string) => `${prefix}:${channel}`;
	const emitter = new EventEmitter();
	emitter.setMaxListeners(0);
	/** Per channel: how many listeners of this process hold it, and its SUBSCRIBE (in flight or done). */
	const channels = new Map<string, { listeners: number; subscribed: Promise<unknown> }>();

	subscriber.on("message", (channel: string, message: string) => {
		emitter.emit(channel, message);
	});

	return {
		publish(channel, message) {
			publisher.publish(full(channel), message).catch((error: Error) => {
				log.warn({ err: error, channel }, `could not publish (${what})`);
			});
		},
		async subscribe(channel, listener) {
			const name = full(channel);
			let held = channels.get(name);
			if (!held) {
				held = {
					listeners: 0,
					subscribed: subscriber.subscribe(name).catch((error: Error) => {
						log.warn({ err: error, channel }, `could not subscribe (${what})`);
					}),
				};
				channels.set(name, held);
			}
			held.listeners++;
			emitter.on(name, listener);
			await held.subscribed;
			let done = false;
			return () => {
				if (done) return;
				done = true;
				emitter.off(name, listener);
				const current = channels.get(name);
				if (!current) return;
				current.listeners--;
				if (current.listeners > 0) return;
				channels.delete(name);
				subscriber.unsubscribe(name).catch(() => {});
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
export function createPubSub(
	config: { redisUrl: string | undefined; redisPrefix: string },
	log: Log,
	what?: string,
): PubSub {
	return config.redisUrl
		? createRedisPubSub(config.redisUrl, log, config.redisPrefix, what)
		: createMemoryPubSub();
}
