import { Redis } from "ioredis";

/** The machine's Redis for tests: REDIS_URL, else the usual local one. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether a Redis answers at `url` within a second; the Redis tests are skipped (and say so) when not. */
export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
	const probe = new Redis(url, {
		lazyConnect: true,
		connectTimeout: 1000,
		maxRetriesPerRequest: 0,
		retryStrategy: () => null,
	});
	probe.on("error", () => {});
	try {
		await probe.connect();
		return (await probe.ping()) === "PONG";
	} catch {
		return false;
	} finally {
		probe.disconnect();
	}
}
