import { defineModule } from "../../platform/module";
import { inboxRoutes } from "./inbox-routes";
import { supportRoutes } from "./routes";
import { seedInbox } from "./seed";

/** Issue reports and feedback from the public site, and the platform admin's inbox of them. */
export const supportModule = defineModule({
	name: "support",
	register: async (app, { db, clock, log, mailer, limiters, storage }) => {
		supportRoutes(app, { db, limiter: limiters.hourly, storage });
		inboxRoutes(app, { db, clock, log, send: (mail) => mailer.send(mail) });
	},
	seed: seedInbox,
});
