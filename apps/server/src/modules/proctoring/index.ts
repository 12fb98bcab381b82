import { defineModule } from "../../platform/module";
import { registerProctoring } from "./routes";

/** The exam engine's "extra time for a student" port: app.ts hands it to ExamDeps. */
export { extraMinutesFor } from "./accommodations";

/** Proctoring: the student's signals and heartbeats, review, accommodations and the live view. */
export const proctoringModule = defineModule({
	name: "proctoring",
	async register(app, { config, storage, limiters, services }) {
		await registerProctoring(app, {
			config,
			exams: services.exams,
			storage,
			limiter: limiters.perMinute,
			auth: app.authenticator,
		});
	},
});
