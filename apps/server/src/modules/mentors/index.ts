// Faculty mentors and their mentees: the mapping other modules read, and the mentor's own notes
// and meeting log (routes). The mentees' figures are computed by insights.
import { defineModule } from "../../platform/module";
import { mentoringRoutes } from "./routes";
import { seedMentoring } from "./seed";

export { assertMentee, meetingWire } from "./mentoring-service";
export * from "./read";
export { assignMentees } from "./service";

/** Mentoring (issue 18): private notes and meetings of a mentor with their mentees. */
export const mentorsModule = defineModule({
	name: "mentors",
	register: async (app, { db, clock }) => mentoringRoutes(app, { db, clock }),
	seed: seedMentoring,
});
