import { defineModule } from "../../platform/module";
import { systemCheckRoutes } from "./routes";

/** For the exam module: whether a student passed the check recently enough to enter a proctored exam. */
export { hasRecentPass } from "./service";

/** The pre-exam system check: device results, and whether a device passed recently. */
export const systemCheckModule = defineModule({
	name: "system-check",
	register: async (app, { db, clock, storage, limiters }) =>
		systemCheckRoutes(app, { deps: { db, clock, storage }, limiter: limiters.hourly }),
});
