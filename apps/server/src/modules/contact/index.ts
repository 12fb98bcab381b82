import { defineModule } from "../../platform/module";
import { contactRoutes } from "./routes";
import { seedContactRequests } from "./seed";

/** The public contact form and the platform admin's view of what it received. */
export const contactModule = defineModule({
	name: "contact",
	register: async (app, { db, limiters }) => contactRoutes(app, { db, limiter: limiters.hourly }),
	seed: seedContactRequests,
});

// The platform admin's inbox (run by the support module) reads and moves contact requests through these.
export { type ContactInboxRow, contactInbox } from "./inbox";
export {
	type InboxFilter,
	type InboxRow,
	type InboxSource,
	inboxSource,
	type WorkflowPatch,
} from "./inbox-workflow";
