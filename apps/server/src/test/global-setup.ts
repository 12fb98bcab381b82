import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type Database, type Db, openDatabase } from "../platform/db/database";
import { migrate } from "../platform/db/migrate";
import { seedDemoIfEmpty } from "../seed/demo";

/**
 * Where each test file's fresh database is copied from. Migrating, and above all seeding the demo
 * (argon2 hashes for every account) and PGlite's initdb, cost seconds per file; copying a
 * snapshot made once per run costs a fraction of that. The snapshots are built by running the
 * committed migrations and the real demo seed, so both are still exercised on every run.
 * The demo's exam windows are set relative to the moment the seed runs, and the nearest edge is an
 * hour away (the live exam opened an hour before; seed/demo-exams.ts): a snapshot minutes old is
 * indistinguishable from a fresh seed for every test.
 */
export type DatabaseSnapshots =
	| { kind: "pglite"; migrated: string; demo: string }
	| { kind: "postgres"; migrated: string; demo: string };

declare module "vitest" {
	export interface ProvidedContext {
		databaseSnapshots: DatabaseSnapshots | null;
	}
}

async function pgliteSnapshots(): Promise<{ snapshots: DatabaseSnapshots; teardown: () => Promise<void> }> {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unnati-test-db-"));
	const client = await PGlite.create();
	const database = await openDatabaseOn(client);
	const dump = async (name: string) => {
		const file = path.join(dir, `${name}.tar`);
		// Uncompressed: gzip saves disk but costs each of ~60 test files a second to inflate.
		const blob = await client.dumpDataDir("none");
		fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
		return file;
	};
	try {
		await migrate(database);
		const migrated = await dump("migrated");
		await seedDemoIfEmpty(database);
		const demo = await dump("demo");
		return {
			snapshots: { kind: "pglite", migrated, demo },
			teardown: async () => fs.rmSync(dir, { recursive: true, force: true }),
		};
	} catch (error) {
		fs.rmSync(dir, { recursive: true, force: true });
		throw error;
	} finally {
		await client.close();
	}
}

/**
 * The app's Database shape over a PGlite we keep a handle on, to dump it (openDatabase hides its
 * client). One PGlite runs one query at a time, so the lock is a plain call, as in openDatabase.
 */
async function openDatabaseOn(client: PGlite): Promise<Database> {
	const { drizzle } = await import("drizzle-orm/pglite");
	const schema = await import("../db/schema");
	const db = drizzle({ client, schema }) as unknown as Db;
	return {
		db,
		kind: "pglite",
		ping: async () => {
			await client.query("select 1");
		},
		withExclusiveLock: (_key, fn) => fn(db),
		close: () => client.close(),
	};
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
	const admin = new pg.Client({ connectionString: adminUrl });
	await admin.connect();
	try {
		await admin.query(sql);
	} finally {
		await admin.end();
	}
}

function databaseUrl(adminUrl: string, name: string): string {
	const url = new URL(adminUrl);
	url.pathname = `/${name}`;
	return url.toString();
}

async function postgresTemplates(
	adminUrl: string,
): Promise<{ snapshots: DatabaseSnapshots; teardown: () => Promise<void> }> {
	// One pair of templates per run: two runs (the PGlite and PostgreSQL suites, two developers) never share one.
	const run = randomBytes(4).toString("hex");
	const migrated = `unnati_tpl_${run}_migrated`;
	const demo = `unnati_tpl_${run}_demo`;
	const teardown = async () => {
		for (const name of [demo, migrated])
			await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
	};
	try {
		await adminQuery(adminUrl, `create database ${migrated}`);
		const first = await openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, migrated), poolSize: 2 });
		try {
			await migrate(first);
		} finally {
			// A template must have no open connection when a database is created from it.
			await first.close();
		}
		await adminQuery(adminUrl, `create database ${demo} template ${migrated}`);
		const second = await openDatabase({ kind: "postgres", url: databaseUrl(adminUrl, demo), poolSize: 2 });
		try {
			await seedDemoIfEmpty(second);
		} finally {
			await second.close();
		}
		return { snapshots: { kind: "postgres", migrated, demo }, teardown };
	} catch (error) {
		await teardown();
		throw error;
	}
}

export default async function setup(project: TestProject) {
	const adminUrl = process.env.TEST_DATABASE_URL;
	const started = performance.now();
	const { snapshots, teardown } = adminUrl ? await postgresTemplates(adminUrl) : await pgliteSnapshots();
	console.log(
		`[server tests] ${snapshots.kind} snapshots (migrated, demo-seeded) ready in ${Math.round(performance.now() - started)} ms`,
	);
	project.provide("databaseSnapshots", snapshots);
	return teardown;
}
