import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./platform/config";
import { type Database, openDatabase } from "./platform/db/database";
import { migrate } from "./platform/db/migrate";
import { seedDemoIfEmpty } from "./seed/demo";

/** Time allowed for in-flight requests to finish after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
	try {
		return loadConfig();
	} catch (error) {
		if (error instanceof ConfigError) {
			console.error(error.message);
			process.exit(78); // EX_CONFIG
		}
		throw error;
	}
}

async function start(): Promise<void> {
	const config = readConfig();
	let database: Database;
	try {
		database = await openDatabase(
			config.databaseUrl
				? { kind: "postgres", url: config.databaseUrl, poolSize: config.databasePoolSize }
				: { kind: "pglite", dataDir: config.dataDir },
		);
	} catch (error) {
		console.error(`Cannot open the database: ${(error as Error).message}`);
		process.exit(1);
	}

	let app: FastifyInstance | null = null;
	let stopping = false;
	const stop = async (signal: string) => {
		if (stopping) return;
		stopping = true;
		app?.log.info({ signal }, "shutting down");
		setTimeout(() => {
			console.error("shutdown took too long; exiting");
			process.exit(1);
		}, SHUTDOWN_GRACE_MS).unref();
		// Closing the app stops accepting requests, lets in-flight ones finish, then closes the database.
		if (app) await app.close();
		else await database.close();
		process.exit(0);
	};
	process.once("SIGTERM", stop);
	process.once("SIGINT", stop);

	try {
		await migrate(database);
		const seeded = config.seedDemo ? await seedDemoIfEmpty(database) : null;
		app = await buildApp({ database, config, logger: { level: config.logLevel } });
		app.addHook("onClose", async () => database.close());
		if (seeded) app.log.info(seeded, "seeded the demo data into an empty database");
		await app.listen({ host: config.host, port: config.port });
		app.log.info(
			{ database: database.kind, dataDir: database.kind === "pglite" ? config.dataDir : undefined },
			"Unnati is ready",
		);
	} catch (error) {
		console.error(`Start-up failed: ${(error as Error).stack ?? error}`);
		if (app) await app.close();
		else await database.close();
		process.exit(1);
	}
}

await start();
