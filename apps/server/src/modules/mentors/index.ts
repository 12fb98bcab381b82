// Faculty mentors and their mentees: the mapping other modules read, the department head's mapping
// of mentees to mentors (by rule or by hand, with its history), and the mentor's own notes and
// meeting log (routes). The mentees' figures are computed by insights.
import { defineModule } from "../../platform/module";
import { mentorMappingRoutes } from "./mapping-routes";
import { mentoringRoutes } from "./routes";
import { seedMentoring } from "./seed";

export { assertMentee, meetingWire } from "./mentoring-service";
export * from "./read";
export { assignMentees, releaseMentees } from "./service";

/** Mentoring (issue 18): the mentor mapping, and private notes and meetings of a mentor with their mentees. */
export const mentorsModule = defineModule({
	name: "mentors",
	register: async (app, { db, clock, services }) => {
		mentoringRoutes(app, { db, clock });
		mentorMappingRoutes(app, { db, clock, notify: services.notifications.notify });
	},
	seed: seedMentoring,
});
