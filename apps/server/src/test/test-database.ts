import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../platform/db/database";
import { migrate } from "../platform/db/migrate";

/** What the file's database starts as: migrated and empty, or migrated with the demo seeded. */
export type TestDatabaseStart = "migrated" | "demo";

/** The run's snapshots from global-setup.ts; null when the file runs without it (then it migrates itself). */
function snapshots() {
	try {
		return inject("databaseSnapshots") ?? null;
	} catch {
		return null;
	}
}

async function createDatabase(adminUrl: string, name: string, template: string | null): Promise<void> {
	// PostgreSQL refuses to copy a template another session is copying at that instant
	// ("source database ... is being accessed by other users"); files start together, so retry.
	for (let attempt = 1; ; attempt++) {
		const admin = new pg.Client({ connectionString: adminUrl });
		await admin.connect();
		try {
			await admin.query(
				template ? `create database ${name} template ${template}` : `create database ${name}`,
			);
			return;
		} catch (error) {
			if (!template || attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
		} finally {
			await admin.end();
		}
		await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
	}
}

/**
 * A fresh, migrated database for one test file. Against PostgreSQL when TEST_DATABASE_URL is set
 * (`npm run test:server:pg`): a new database created for the file and dropped on close.
 * Otherwise an in-memory PGlite. Each file gets its own database either way; it is copied from the
 * run's snapshot (built by running the migrations, and the demo seed for "demo") when there is one.
 * With `start: "demo"` the demo is already there, so `seedDemoIfEmpty` finds it and does nothing.
 */
export async function createTestDatabase(start: TestDatabaseStart = "migrated"): Promise<Database> {
	const adminUrl = process.env.TEST_DATABASE_URL;
	const snapshot = snapshots();
	if (!adminUrl) {
		if (snapshot?.kind === "pglite") {
			const loadDataDir = new Blob([fs.readFileSync(snapshot[start])]);
			return openDatabase({ kind: "pglite-memory", loadDataDir });
		}
		const database = await openDatabase({ kind: "pglite-memory" });
		await migrate(database);
		return database;
	}
	const name = `unnati_test_${randomBytes(6).toString("hex")}`;
	const template = snapshot?.kind === "postgres" ? snapshot[start] : null;
	await createDatabase(adminUrl, name, template);
	const url = new URL(adminUrl);
	url.pathname = `/${name}`;
	const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
	if (!template) await migrate(database);
	return {
		...database,
		async close() {
			await database.close();
			const cleanup = new pg.Client({ connectionString: adminUrl });
			await cleanup.connect();
			try {
				await cleanup.query(`drop database if exists ${name} with (force)`);
			} finally {
				await cleanup.end();
			}
		},
	};
}
