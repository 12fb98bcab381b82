import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app";
import type { Clock } from "../platform/clock";
import { type Config, loadConfig } from "../platform/config";
import type { Database } from "../platform/db/database";
import { seedDemo } from "./auth-helpers";
import { createTestDatabase } from "./test-database";

export type TestContext = { app: FastifyInstance; database: Database };

/** The configuration tests run with; `overrides` use the same names as the environment. */
export const testConfig = (overrides: Record<string, string> = {}): Config =>
	loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://unnati.test", ...overrides });

export type TestAppOptions = {
	webDist?: string;
	env?: Record<string, string>;
	clock?: Clock;
	/** Runs after the database exists and before the app is built (seed data here). */
	beforeBuild?: (database: Database) => Promise<void>;
	/** May register extra routes (for example, to exercise the error handler). */
	beforeReady?: (app: FastifyInstance) => void;
};

/** Builds the real app on a fresh database for the current test file, and tears both down after. */
export function useTestApp(options: TestAppOptions = {}) {
	const context = {} as TestContext;
	beforeAll(async () => {
		// A file seeding the demo starts from the run's demo-seeded snapshot; seedDemo then finds it and returns.
		context.database = await createTestDatabase(options.beforeBuild === seedDemo ? "demo" : "migrated");
		await options.beforeBuild?.(context.database);
		context.app = await buildApp({
			database: context.database,
			config: testConfig(options.env),
			webDist: options.webDist ?? "/nonexistent-web-dist",
			...(options.clock ? { clock: options.clock } : {}),
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
