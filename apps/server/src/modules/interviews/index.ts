import { defineModule } from "../../platform/module";
import { interviewRoutes } from "./routes";
import { seedDemoInterviews } from "./seed";

/**
 * Mock interviews (issue 17): practice sessions from Unnati's question bank with offline feedback
 * (wink-nlp), an optional language model's narrative, history, and the scorecards interviewers
 * fill for interviews booked through the scheduling module.
 */
export const interviewsModule = defineModule({
	name: "interviews",
	register: async (app, { db, clock, config }) => interviewRoutes(app, { db, clock, llm: config.llm }),
	seed: seedDemoInterviews,
});
