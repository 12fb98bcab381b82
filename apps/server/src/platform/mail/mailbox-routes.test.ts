import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testConfig } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";

describe("the development mailbox", () => {
	it("lists mail newest first outside production, and does not exist in production", async () => {
		const database = await createTestDatabase();
		try {
			const dev = await buildApp({ database, config: testConfig(), webDist: "/nonexistent" });
			await dev.inject({
				method: "POST",
				url: "/api/auth/forgot-password",
				payload: { email: "nobody@example.in" },
			});
			const listed = await dev.inject({ method: "GET", url: "/api/dev/mailbox" });
			expect(listed.statusCode).toBe(200);
			expect(listed.json()).toEqual([]);
			await dev.close();

			const production = await buildApp({
				database,
				config: testConfig({ NODE_ENV: "production", SEED_DEMO: "false" }),
				webDist: "/nonexistent",
			});
			const absent = await production.inject({ method: "GET", url: "/api/dev/mailbox" });
			expect(absent.statusCode).toBe(404);
			await production.close();
		} finally {
			await database.close();
		}
	});

	it("answers only this machine's sockets unless DEV_MAILBOX=open, whatever X-Forwarded-For claims", async () => {
		const database = await createTestDatabase();
		try {
			const local = await buildApp({
				database,
				config: testConfig({ TRUST_PROXY: "true" }),
				webDist: "/nonexistent",
			});
			const read = (app: typeof local, remoteAddress: string, headers: Record<string, string> = {}) =>
				app.inject({ method: "GET", url: "/api/dev/mailbox", remoteAddress, headers });
			for (const loopback of ["127.0.0.1", "127.8.0.3", "::1", "::ffff:127.0.0.1"]) {
				expect((await read(local, loopback)).statusCode, loopback).toBe(200);
			}
			for (const remote of ["203.0.113.9", "10.0.0.4", "::ffff:192.168.1.5", "fe80::1"]) {
				const refused = await read(local, remote, { "x-forwarded-for": "127.0.0.1" });
				expect(refused.statusCode, remote).toBe(404);
				expect(refused.json()).toMatchObject({ code: "NOT_FOUND" });
			}
			await local.close();

			const open = await buildApp({
				database,
				config: testConfig({ DEV_MAILBOX: "open" }),
				webDist: "/nonexistent",
			});
			expect((await read(open, "203.0.113.9")).statusCode).toBe(200);
			await open.close();
		} finally {
			await database.close();
		}
	});
});
