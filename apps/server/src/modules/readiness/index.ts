import { defineModule } from "../../platform/module";
import { readinessRoutes } from "./routes";

/**
 * For other modules (the mentor's dashboard shows each mentee's readiness, issue 18): many students'
 * readiness now, in a dozen queries whatever their number.
 */
export { type ReadinessSummary, readinessOfStudents } from "./service";

/**
 * Placement readiness (issue 19): one student's score from their learning, exams, DSA practice, mock
 * interviews, resume and certificates, with history and the gaps to the drives they apply to; and the
 * placement officer's batch view. Computed from the other modules' read functions; owns no table.
 */
export const readinessModule = defineModule({
	name: "readiness",
	register: async (app, { db, clock, config }) =>
		readinessRoutes(app, { db, clock, publicUrl: config.publicUrl }),
});
