import { defineModule } from "../../platform/module";
import { healthRoutes } from "./routes";

/** Liveness and readiness for load balancers and uptime checks. */
export const healthModule = defineModule({
	name: "health",
	register: async (app, { database }) => healthRoutes(app, database),
});
