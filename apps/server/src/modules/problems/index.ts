import { defineModule } from "../../platform/module";
import { problemRoutes } from "./routes";

/** The DSA practice catalogue, submissions judged in the sandbox, and progress. */
export const problemsModule = defineModule({
	name: "problems",
	register: async (app, { db, clock, limiters, services }) =>
		app.register(problemRoutes, {
			db,
			clock,
			auth: app.authenticator,
			limiter: limiters.perMinute,
			runner: services.codeRunner,
		}),
});
