import { describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { testConfig } from "../../test/test-app";
import { createTestDatabase } from "../../test/test-database";

describe("GET /api/health", () => {
	it("answers 200 { status: ok } while the database answers, and 503 once it does not", async () => {
		const database = await createTestDatabase();
		const app = await buildApp({ database, config: testConfig(), webDist: "/nonexistent" });
		try {
			const ok = await app.inject({ method: "GET", url: "/api/health" });
			expect(ok.statusCode).toBe(200);
			expect(ok.json()).toEqual({ status: "ok" });

			await database.close();
			const down = await app.inject({ method: "GET", url: "/api/health" });
			expect(down.statusCode).toBe(503);
			expect(down.json()).toEqual({ code: "UNAVAILABLE", message: "The database is not answering." });
		} finally {
			await app.close();
			await database.close();
		}
	});
});
