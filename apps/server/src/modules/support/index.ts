import { defineModule } from "../../platform/module";
import { supportRoutes } from "./routes";

/** Issue reports and feedback from the public site, and the platform admin's inbox of them. */
export const supportModule = defineModule({
	name: "support",
	register: async (app, { db, limiters, storage }) =>
		supportRoutes(app, { db, limiter: limiters.hourly, storage }),
});
