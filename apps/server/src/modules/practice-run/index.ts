import { defineModule } from "../../platform/module";
import { practiceRunRoutes } from "./routes";

/**
 * The practice run (/dummy): a sample paper of every question type that the real player runs, for
 * any signed-in student at any time. It owns no table and writes nothing: no attempt, score,
 * notification, certificate or proctoring record.
 */
export const practiceRunModule = defineModule({
	name: "practice-run",
	register: async (app, { clock }) => practiceRunRoutes(app, { clock }),
});
