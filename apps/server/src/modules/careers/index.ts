import { defineModule } from "../../platform/module";
import { careerRoutes } from "./routes";

/**
 * Career paths (issue 17): a roadmap per target role whose milestones are Unnati's own courses,
 * problems, mock interviews, resumes and certificates, with progress computed from the student's
 * records through those modules' read functions. No demo seed: the demo students' learning,
 * certificates and interviews already show on their paths (22CSE002 finished DSA Foundations).
 */
export const careersModule = defineModule({
	name: "careers",
	register: async (app, { db, clock }) => careerRoutes(app, { db, clock }),
});
