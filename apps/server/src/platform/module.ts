import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database, Db } from "./db/database";
import type { Mailer } from "./mail/mailer";
import type { RateLimiter } from "./rate-limit/limiter";
import type { FileStorage } from "./storage/file-storage";

/**
 * What the app hands every module: the platform's ports (ARCHITECTURE.md §2), already chosen for
 * this process (embedded or at scale), and the services one module offers the others through its
 * front door (created once in app.ts, the composition root).
 */
export type ModuleContext = {
	config: Config;
	database: Database;
	db: Db;
	clock: Clock;
	log: FastifyBaseLogger;
	mailer: Mailer;
	storage: FileStorage;
	limiters: {
		/** A window of one minute: runs, reports, heartbeats. */
		perMinute: RateLimiter;
		/** A window of one hour: forms anyone may send. */
		hourly: RateLimiter;
	};
	/**
	 * Services of other modules, each created by its owner's front door in app.ts. Typed by the
	 * owner (see `ModuleServices` in app.ts), so a module never reaches past another's index.ts.
	 */
	services: ModuleServices;
};

/** Filled by module front doors through declaration merging (`declare module ".../platform/module"`). */
// biome-ignore lint/suspicious/noEmptyInterface: extended by the modules that offer a service
export interface ModuleServices {}

/** A background job of a module: started after the routes are registered, stopped when the app closes. */
export type ModuleJob = {
	name: string;
	/** Starts the job; returns how to stop it. */
	start(context: ModuleContext): () => void | Promise<void>;
};

/**
 * The demo data a module writes on a first `npm start`, through its own services. Seeds run in the
 * modules' order, so a module finds what earlier ones wrote through their read functions.
 */
export type ModuleSeed = (context: { db: Db; clock: Clock }) => Promise<void>;

/**
 * A module's one definition, exported from its `index.ts`: its name, how it registers its routes, its
 * background jobs. `app.ts` composes the list; nothing else wires a module by hand.
 */
export type ModuleDefinition = {
	/** The folder's name under modules/. */
	name: string;
	/** Registers the module's routes (each through platform/http/route.ts, declaring its access). */
	register(app: FastifyInstance, context: ModuleContext): Promise<void>;
	jobs?: readonly ModuleJob[];
	/** Its demo data (seed/demo.ts runs every module's seed on an empty database). */
	seed?: ModuleSeed;
};

export const defineModule = (definition: ModuleDefinition): ModuleDefinition => definition;

/** Registers every module in order, then starts their jobs; the jobs stop when the app closes. */
export async function registerModules(
	app: FastifyInstance,
	modules: readonly ModuleDefinition[],
	context: ModuleContext,
): Promise<void> {
	const names = new Set<string>();
	for (const module of modules) {
		if (names.has(module.name)) throw new Error(`module "${module.name}" is registered twice`);
		names.add(module.name);
		await module.register(app, context);
	}
	const stops: (() => void | Promise<void>)[] = [];
	app.addHook("onReady", async () => {
		for (const module of modules) for (const job of module.jobs ?? []) stops.push(job.start(context));
	});
	app.addHook("onClose", async () => {
		for (const stop of stops.reverse()) await stop();
	});
}
