import { defineModule } from "../../platform/module";
import { questionBankRoutes } from "./routes";

/** A college's question banks: authoring and imports (GIFT, Aiken, CSV). */
export const questionBanksModule = defineModule({
	name: "question-banks",
	register: async (app, { db }) => app.register(questionBankRoutes, { db, auth: app.authenticator }),
});
