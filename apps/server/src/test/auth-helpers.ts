import type { LoginType } from "@unnati/contracts";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Clock } from "../platform/clock";
import type { Database } from "../platform/db/database";
import { seedDemoIfEmpty } from "../seed/demo";

/** A clock tests can move forward: `clock.advance(ms)`. */
export function testClock(start = Date.now()): Clock & { advance(ms: number): void } {
	let now = start;
	const clock = () => new Date(now);
	return Object.assign(clock, {
		advance(ms: number) {
			now += ms;
		},
	});
}

export const seedDemo = async (database: Database) => {
	await seedDemoIfEmpty(database);
};

/** Each test gets its own client address, so per-IP limits of one test do not leak into another. */
let nextIp = 1;
export const freshIp = () => `198.51.100.${nextIp++ % 250}`;

export async function signIn(
	app: FastifyInstance,
	credentials: { loginType: LoginType | "mentor"; username: string; password: string; rememberMe?: boolean },
	ip = freshIp(),
) {
	const { loginType, username, password, rememberMe } = credentials;
	const res =
		loginType === "mentor"
			? await app.inject({
					method: "POST",
					url: "/api/mentors/login",
					remoteAddress: ip,
					payload: { factId: username, password, ...(rememberMe ? { rememberMe } : {}) },
				})
			: await app.inject({
					method: "POST",
					url: "/api/auth/login",
					remoteAddress: ip,
					payload: { username, password, loginType, ...(rememberMe ? { rememberMe } : {}) },
				});
	return res;
}

/** Signs in and returns the bearer token; fails the test if the login does not succeed. */
export async function tokenFor(
	app: FastifyInstance,
	credentials: { loginType: LoginType | "mentor"; username: string; password: string },
): Promise<string> {
	const res = await signIn(app, credentials);
	expect(res.statusCode, `${credentials.username}: ${res.body}`).toBe(200);
	return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest mail to `to` in the development mailbox. */
export async function latestMailTo(
	app: FastifyInstance,
	to: string,
): Promise<{ subject: string; text: string }> {
	const res = await app.inject({ method: "GET", url: "/api/dev/mailbox" });
	const mail = (res.json() as { to: string; subject: string; text: string }[]).find((m) => m.to === to);
	if (!mail) throw new Error(`no mail to ${to}`);
	return mail;
}
