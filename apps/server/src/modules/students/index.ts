import { defineModule } from "../../platform/module";
import { studentRoutes } from "./routes";

/** Student records as staff see them, within each role's scope. */
export const studentsModule = defineModule({
	name: "students",
	register: async (app, { db }) => studentRoutes(app, db),
});
