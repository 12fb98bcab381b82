import { defineModule } from "../../platform/module";
import { contactRoutes } from "./routes";

/** The public contact form and the platform admin's view of what it received. */
export const contactModule = defineModule({
	name: "contact",
	register: async (app, { db, limiters }) => contactRoutes(app, { db, limiter: limiters.hourly }),
});
