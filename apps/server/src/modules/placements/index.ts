import { defineModule } from "../../platform/module";
import { placementRoutes } from "./routes";
import { seedDemoPlacements } from "./seed";

/** Placements (issue 19): seasons, drives with eligibility rules, academic records and the jobs board. */
export const placementsModule = defineModule({
	name: "placements",
	async register(app, { db, clock, storage, services }) {
		placementRoutes(app, { db, clock, storage, notify: services.notifications.notify });
	},
	seed: seedDemoPlacements,
});
