import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../platform/db/database";
import { migrate } from "../platform/db/migrate";

/**
 * A fresh, migrated database for one test file. Against PostgreSQL when TEST_DATABASE_URL is set
 * (`npm run test:server:pg`): a new database created for the file and dropped on close.
 * Otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<Database> {
	const adminUrl = process.env.TEST_DATABASE_URL;
	if (!adminUrl) {
		const database = await openDatabase({ kind: "pglite-memory" });
		await migrate(database);
		return database;
	}
	const name = `unnati_test_${randomBytes(6).toString("hex")}`;
	const admin = new pg.Client({ connectionString: adminUrl });
	await admin.connect();
	try {
		await admin.query(`create database ${name}`);
	} finally {
		await admin.end();
	}
	const url = new URL(adminUrl);
	url.pathname = `/${name}`;
	const database = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 4 });
	await migrate(database);
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
