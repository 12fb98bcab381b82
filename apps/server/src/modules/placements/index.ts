import { defineModule } from "../../platform/module";
import { placementReportRoutes } from "./reports-routes";
import { placementRoundRoutes } from "./rounds-routes";
import { seedDemoRounds } from "./rounds-seed";
import { placementRoutes } from "./routes";
import { seedDemoPlacements } from "./seed";

/** Placements (issue 19): seasons, drives with eligibility rules, academic records and the jobs board. */
export const placementsModule = defineModule({
	name: "placements",
	async register(app, { db, clock, storage, services }) {
		placementRoutes(app, { db, clock, storage, notify: services.notifications.notify });
		placementRoundRoutes(app, { db, clock, notify: services.notifications.notify });
		placementReportRoutes(app, { db, clock });
	},
	seed: async (context) => {
		await seedDemoPlacements(context);
		await seedDemoRounds(context);
	},
});
