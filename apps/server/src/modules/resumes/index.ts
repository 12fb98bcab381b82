import { defineModule } from "../../platform/module";
import { nlp } from "./match/nlp";
import { resumeRoutes } from "./routes";
import { seedDemoResumes } from "./seed";

/** Resumes aligned to job descriptions: the builder's documents, the JD match, exports, shares, mentors. */
export const resumesModule = defineModule({
	name: "resumes",
	register: async (app, { db, clock }) => {
		resumeRoutes(app, db, clock);
		// wink-nlp's model takes about a second to load: load it with the app, not on a student's first match.
		app.addHook("onReady", async () => {
			nlp();
		});
	},
	seed: seedDemoResumes,
});
