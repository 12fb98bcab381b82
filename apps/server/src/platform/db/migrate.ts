import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { paths } from "../paths";
import type { Database, Schema } from "./database";

/** Advisory-lock key that serialises migrations across processes sharing one PostgreSQL. */
const MIGRATION_LOCK = 72_616_001;

/** Applies every committed migration not yet applied. Safe to call from many processes at once. */
export async function migrate(database: Database): Promise<void> {
	const config = { migrationsFolder: paths.migrations };
	await database.withExclusiveLock(MIGRATION_LOCK, async (db) => {
		if (database.kind === "pglite") {
			await migratePglite(db as unknown as PgliteDatabase<Schema>, config);
		} else {
			await migratePg(db as unknown as NodePgDatabase<Schema>, config);
		}
	});
}
