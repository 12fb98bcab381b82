import { defineModule } from "../../platform/module";
import { portfolioRoutes } from "./routes";
import { seedDemoPortfolios } from "./seed";

/**
 * A student's public portfolio (SPEC §1, /public-profile/{rollNumber}): off until the student turns
 * it on; shows what they wrote and what Unnati vouches for (valid certificates, problems solved).
 */
export const portfoliosModule = defineModule({
	name: "portfolios",
	register: async (app, { db, clock, config }) =>
		portfolioRoutes(app, { db, clock, publicUrl: config.publicUrl }),
	seed: seedDemoPortfolios,
});
