import { defineModule } from "../../platform/module";
import { studentRoutes } from "./routes";

export { declareSections } from "./sections-service";

/**
 * Student records as staff see them, within each role's scope; managing them (imports with a
 * preview, invitations, add, edit, deactivate) and the support lookup of a roll number (issue 18).
 */
export const studentsModule = defineModule({
	name: "students",
	register: async (app, { db, clock, mailer, config }) =>
		studentRoutes(app, { db, clock, mailer, publicUrl: config.publicUrl }),
});
