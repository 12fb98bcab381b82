import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app";
import type { Database } from "../platform/db/database";
import { createTestDatabase } from "./test-database";

export type TestContext = { app: FastifyInstance; database: Database };

/**
 * Builds the real app on a fresh database for the current test file, and tears both down after.
 * `beforeReady` may register extra routes (for example, to exercise the error handler).
 */
export function useTestApp(options: { webDist?: string; beforeReady?: (app: FastifyInstance) => void } = {}) {
	const context = {} as TestContext;
	beforeAll(async () => {
		context.database = await createTestDatabase();
		context.app = await buildApp({
			database: context.database,
			webDist: options.webDist ?? "/nonexistent-web-dist",
		});
		options.beforeReady?.(context.app);
		await context.app.ready();
	});
	afterAll(async () => {
		await context.app?.close();
		await context.database?.close();
	});
	return context;
}
