import type { Db } from "../../platform/db/database";
import { defineModule } from "../../platform/module";
import { type CourseLabs, renderMarkdown } from "../learning";
import { labAuthoringRoutes } from "./authoring-routes";
import { labCountsOf } from "./read";
import { labRoutes } from "./routes";
import { loadLabs, seedLabs } from "./seed";

/** Advisory-lock key: two processes starting together load the labs once. */
const LABS_LOCK = 72_616_014;

/** Learning's CourseLabs port: a course's published labs and the student's completed ones. */
export const createCourseLabs = (db: Db): CourseLabs => ({
	labCounts: (userId, courseSlugs) => labCountsOf(db, userId, courseSlugs),
});

/** Guided hands-on labs: steps with instructions and starter programs, judged in the sandbox (issue 14). */
export const labsModule = defineModule({
	name: "labs",
	async register(app, { db, clock, limiters, services }) {
		const deps = {
			db,
			clock,
			runner: services.codeRunner,
			limiter: limiters.perMinute,
			renderMarkdown: (markdown: string) => renderMarkdown(markdown),
		};
		labRoutes(app, deps);
		labAuthoringRoutes(app, deps);
	},
	seed: seedLabs,
	jobs: [
		{
			// The labs follow their definitions in git on every start (not in tests, which load their own).
			name: "lab-content-sync",
			start: ({ config, database, clock, log }) => {
				if (config.env === "test" || !config.seedDemo) return () => {};
				const done = database
					.withExclusiveLock(LABS_LOCK, async (db) => {
						const changed = await loadLabs(db, clock());
						log.info({ changed }, "lab content loaded");
					})
					.catch((error: unknown) => log.error({ err: error }, "lab content could not be loaded"));
				return async () => {
					await done;
				};
			},
		},
	],
});
