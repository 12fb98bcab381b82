// Career counselling (issue 19): referrals by mentors and students, the counselor's caseload, notes
// and follow-ups, and recommendations. Reads students, mentors, learning journeys and shared
// psychometric reports through their owners' front doors; tells people through notifications.
import { defineModule } from "../../platform/module";
import { counsellingRoutes } from "./routes";
import { seedCounselling } from "./seed";

export const counsellingModule = defineModule({
	name: "counselling",
	register: async (app, { db, clock, services }) =>
		counsellingRoutes(app, { db, clock, notify: services.notifications.notify }),
	seed: seedCounselling,
});
