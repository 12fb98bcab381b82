import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./platform/config";
import { type Database, openDatabase } from "./platform/db/database";
import { migrate } from "./platform/db/migrate";
import { seedDemoIfEmpty } from "./seed/demo";

/** Time allowed for in-flight requests to finish after SIGTERM/SIGINT before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function databaseOptions(config: Config) {
	return config.databaseUrl
		? ({ kind: "postgres", url: config.databaseUrl, poolSize: config.databasePoolSize } as const)
		: ({ kind: "pglite", dataDir: config.dataDir } as const);
}

async function start(): Promise<void> {
	let config: Config;
	try {
		config = loadConfig();
	} catch (error) {
		if (error instanceof ConfigError) {
			console.error(error.message);
			process.exit(78); // EX_CONFIG
		}
		throw error;
	}

	let database: Database;
	try {
		database = await openDatabase(databaseOptions(config));
	} catch (error) {
		console.error(`Cannot open the database: ${(error as Error).message}`);
		process.exit(1);
	}

	const app = await buildApp({
		database,
		trustProxy: config.trustProxy,
		logger: { level: config.logLevel },
	});
	app.addHook("onClose", async () => database.close());

	let stopping = false;
	const stop = async (signal: string) => {
		if (stopping) return;
		stopping = true;
		app.log.info({ signal }, "shutting down");
		setTimeout(() => {
			app.log.error("shutdown took too long; exiting");
			process.exit(1);
		}, SHUTDOWN_GRACE_MS).unref();
		await app.close();
		process.exit(0);
	};
	process.once("SIGTERM", stop);
	process.once("SIGINT", stop);

	try {
		await migrate(database);
		if (config.seedDemo) {
			const seeded = await seedDemoIfEmpty(database);
			if (seeded) app.log.info(seeded, "seeded the demo data into an empty database");
		}
		await app.listen({ host: config.host, port: config.port });
		app.log.info(
			{ database: database.kind, dataDir: database.kind === "pglite" ? config.dataDir : undefined },
			"Unnati is ready",
		);
	} catch (error) {
		app.log.fatal({ err: error }, "start-up failed");
		await app.close();
		process.exit(1);
	}
}

await start();
