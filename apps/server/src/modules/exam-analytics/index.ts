import { defineModule } from "../../platform/module";
import { examAnalyticsRoutes } from "./routes";

/** Results analytics of an exam and of a college, with exports. */
export const examAnalyticsModule = defineModule({
	name: "exam-analytics",
	register: async (app, { db, clock }) => examAnalyticsRoutes(app, { db, clock }),
});
