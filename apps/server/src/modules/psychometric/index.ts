import { defineModule } from "../../platform/module";
import { psychometricRoutes } from "./routes";

/** What a mentor or counselor may read of one student: only reports shared with them (the policy decides). */
export { type PsychometricDeps, sharedResultsOf } from "./service";

/** The psychometric assessment (IPIP Big-Five markers): private reports, shared only by the student's consent. */
export const psychometricModule = defineModule({
	name: "psychometric",
	register: async (app, { db, clock }) => psychometricRoutes(app, { db, clock }),
});
