import { defineModule } from "../../platform/module";
import { proctoringAdminRoutes } from "./admin-routes";
import { createLiveBus } from "./live-bus";
import { studentProctoringRoutes } from "./student-routes";
import type { ProctoringDeps } from "./student-service";

/** The exam engine's "extra time for a student" port: app.ts hands it to ExamDeps. */
export { extraMinutesFor } from "./accommodations";

/**
 * Proctoring: the student's reports and heartbeats, the examination admin's review, accommodations
 * and the live view. The live view's bus is Redis when REDIS_URL is set.
 */
export const proctoringModule = defineModule({
	name: "proctoring",
	async register(app, { config, storage, limiters, services }) {
		const bus = createLiveBus(config, app.log);
		app.addHook("onClose", async () => bus.close());
		const deps: ProctoringDeps = {
			db: services.exams.db,
			clock: services.exams.clock,
			exams: services.exams,
			storage,
			bus,
			// Reports and heartbeats are counted per attempt and minute.
			limiter: limiters.perMinute,
			notify: services.notifications.notify,
		};
		studentProctoringRoutes(app, deps);
		proctoringAdminRoutes(app, deps);
	},
});
