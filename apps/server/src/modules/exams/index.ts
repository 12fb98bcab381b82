import { defineModule } from "../../platform/module";
import type { ExamDeps } from "./access";
import { examAuthoringRoutes } from "./authoring-routes";
import { createCodingJudge } from "./coding";
import { examCodingRoutes } from "./coding-routes";
import { studentExamRoutes } from "./routes";
import { startOverdueSweep } from "./submission-service";

declare module "../../platform/module" {
	interface ModuleServices {
		/** The exam engine's dependencies, shared with the modules that act on attempts (proctoring). */
		exams: ExamDeps;
	}
}

export type { ExamDeps } from "./access";

/** What the exam engine needs, built once by the app from the code runner. */
export const createExamDeps = (
	deps: Omit<ExamDeps, "judgeCoding">,
	runner: Parameters<typeof createCodingJudge>[0],
): ExamDeps => ({
	...deps,
	judgeCoding: createCodingJudge(runner),
});

/** Exams: authoring, the student's attempt (SPEC §4), coding answers, results, and the overdue sweep. */
export const examsModule = defineModule({
	name: "exams",
	async register(app, { limiters, services }) {
		const auth = app.authenticator;
		await app.register(studentExamRoutes, { deps: services.exams, auth });
		await app.register(examAuthoringRoutes, { deps: services.exams, auth });
		await app.register(examCodingRoutes, {
			deps: services.exams,
			auth,
			runner: services.codeRunner,
			limiter: limiters.perMinute,
		});
	},
	jobs: [{ name: "overdue-sweep", start: ({ services, log }) => startOverdueSweep(services.exams, log) }],
});
