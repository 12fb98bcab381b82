import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "../../db/schema";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock";

export type Schema = typeof schema;
/** The Drizzle database every service receives; the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
	db: Db;
	kind: "pglite" | "postgres";
	/** Resolves when the database answers a trivial query; rejects otherwise. */
	ping(): Promise<void>;
	/** Runs `fn` on one connection holding a PostgreSQL advisory lock, so concurrent processes take turns. */
	withExclusiveLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
	close(): Promise<void>;
};

export type DatabaseOptions =
	| { kind: "postgres"; url: string; poolSize?: number }
	| { kind: "pglite"; dataDir: string }
	/** PGlite held in memory only: for tests, optionally starting from a `dumpDataDir()` snapshot. */
	| { kind: "pglite-memory"; loadDataDir?: Blob };

/** PGlite's own marker of a running postmaster; an unclean exit leaves it behind and the next open hangs. */
function clearStalePostmasterPid(pgDataDir: string): void {
	fs.rmSync(path.join(pgDataDir, "postmaster.pid"), { force: true });
}

async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
	let lock: DataDirLock | null = null;
	let client: PGlite;
	if (dataDir === null) {
		client = await PGlite.create(loadDataDir ? { loadDataDir } : {});
	} else {
		lock = acquireDataDirLock(dataDir);
		try {
			const pgDataDir = path.join(dataDir, "pgdata");
			// Safe only because we hold the data-dir lock: no live process can own this marker.
			clearStalePostmasterPid(pgDataDir);
			client = await PGlite.create(pgDataDir);
		} catch (error) {
			lock.release();
			throw error;
		}
	}
	const db = drizzlePglite({ client, schema }) as unknown as Db;
	return {
		db,
		kind: "pglite",
		async ping() {
			if (client.closed) throw new Error("The embedded database is closed.");
			await client.query("select 1");
		},
		// One process owns a PGlite directory, and PGlite runs one query at a time: no lock needed.
		withExclusiveLock: (_key, fn) => fn(db),
		async close() {
			try {
				if (!client.closed) await client.close();
			} finally {
				lock?.release();
			}
		},
	};
}

function openPostgres(url: string, poolSize: number): Database {
	const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
	// An idle client that loses its connection must not crash the process; the next query reconnects.
	pool.on("error", () => {});
	const db = drizzlePg({ client: pool, schema }) as unknown as Db;
	let closed = false;
	return {
		db,
		kind: "postgres",
		async ping() {
			if (closed) throw new Error("The database pool is closed.");
			await pool.query("select 1");
		},
		async withExclusiveLock(key, fn) {
			const client = await pool.connect();
			try {
				await client.query("select pg_advisory_lock($1)", [key]);
				try {
					return await fn(drizzlePg({ client, schema }) as unknown as Db);
				} finally {
					await client.query("select pg_advisory_unlock($1)", [key]);
				}
			} finally {
				client.release();
			}
		},
		async close() {
			if (closed) return;
			closed = true;
			await pool.end();
		},
	};
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
	switch (options.kind) {
		case "postgres":
			return openPostgres(options.url, options.poolSize ?? 10);
		case "pglite":
			return openPglite(options.dataDir);
		case "pglite-memory":
			return openPglite(null, options.loadDataDir);
	}
}
