import { defineModule } from "../../platform/module";
import { problemRoutes } from "./routes";

/** What other modules use: the exam engine judges coding answers, question banks check problem ids. */
export { CATALOG, findProblem, hiddenTestsOf, type ProblemDefinition } from "./catalog";
export { type JudgeSummary, judgeSubmission, type ProblemJudge } from "./judging";
/** The student's home shows their practice progress. */
export { type PracticeProgress, practiceProgressOf } from "./practice-progress";
export { runProblem } from "./service";
export { startersFor } from "./starters";

/** The DSA practice catalogue, submissions judged in the sandbox, and progress. */
export const problemsModule = defineModule({
	name: "problems",
	register: async (app, { db, clock, limiters, services }) =>
		problemRoutes(app, { db, clock, limiter: limiters.perMinute, runner: services.codeRunner }),
});
