import { defineModule } from "../../platform/module";
import { insightRoutes } from "./routes";

/** Dashboard figures of colleges and departments (issue 18), computed from exams, accounts and mentoring. */
export const insightsModule = defineModule({
	name: "insights",
	register: async (app, { db, clock }) => insightRoutes(app, { db, clock }),
});
