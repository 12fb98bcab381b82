import { defineModule } from "../../platform/module";
import { systemCheckRoutes } from "./routes";

/** What the exam rules screen asks: whether this person passed the check recently. */
export { hasRecentPass, latestPass } from "./service";

/** The pre-exam system check: device results, and whether a device passed recently. */
export const systemCheckModule = defineModule({
	name: "system-check",
	register: async (app, { db, clock, storage, limiters }) =>
		systemCheckRoutes(app, { deps: { db, clock, storage }, limiter: limiters.hourly }),
});
