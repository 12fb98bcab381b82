import { defineModule } from "../../platform/module";
import { systemCheckRoutes } from "./routes";

/** The pre-exam system check: device results, and whether a device passed recently. */
export const systemCheckModule = defineModule({
	name: "system-check",
	register: async (app, { db, clock, storage, limiters }) =>
		app.register(systemCheckRoutes, {
			deps: { db, clock, storage },
			auth: app.authenticator,
			limiter: limiters.hourly,
		}),
});
