import { defineModule } from "../../platform/module";
import { psychometricRoutes } from "./routes";

/** The psychometric assessment (IPIP Big-Five markers): private reports, shared only by the student's consent. */
export const psychometricModule = defineModule({
	name: "psychometric",
	register: async (app, { db, clock }) => psychometricRoutes(app, { db, clock }),
});
