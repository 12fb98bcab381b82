import { defineModule } from "../../platform/module";
import { newsletterRoutes } from "./routes";

/** Newsletter subscriptions from the public site. */
export const newsletterModule = defineModule({
	name: "newsletter",
	register: async (app, { db, limiters }) => newsletterRoutes(app, { db, limiter: limiters.hourly }),
});
