import { defineModule } from "../../platform/module";
import { questionBankRoutes } from "./routes";

// What other modules and the demo seed use: the exam engine resolves sections from banks; the seed
// fills the demo college's banks through the same service the routes use.
export {
	bankDetail,
	createBank,
	findBankQuestions,
	findPoolQuestions,
	importQuestions,
	listBanks,
	type QuestionRow,
} from "./service";

/** A college's question banks: authoring and imports (GIFT, Aiken, CSV). */
export const questionBanksModule = defineModule({
	name: "question-banks",
	register: async (app, { db }) => questionBankRoutes(app, db),
});
