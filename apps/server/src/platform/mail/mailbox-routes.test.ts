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
});
