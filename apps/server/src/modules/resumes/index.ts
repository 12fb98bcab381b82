import { defineModule } from "../../platform/module";
import { nlp } from "./match/nlp";
import { resumeRoutes } from "./routes";
import { seedDemoResumes } from "./seed";

/** For other modules (placements applies with a resume): each student's resumes, id and title. */
export { resumesOfStudents } from "./service";

/** Resumes aligned to job descriptions: the builder's documents, the JD match, exports, shares, mentors. */
export const resumesModule = defineModule({
	name: "resumes",
	register: async (app, { db, clock, config }) => {
		resumeRoutes(app, db, clock, config.publicUrl);
		// wink-nlp's model takes about a second to load: load it with the app, not on a student's first match.
		app.addHook("onReady", async () => {
			nlp();
		});
	},
	seed: seedDemoResumes,
});
