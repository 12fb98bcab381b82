import { defineModule } from "../../platform/module";
import { codeRunnerRoutes } from "./routes";
import type { CodeRunner } from "./service";

export { type CodeWorker, type CodeWorkerOptions, startCodeWorker } from "./queue-worker";
export type { JudgeResult, JudgeTest, TestOutcome } from "./sandbox/judge";
export { MB, type ProcessLimits } from "./sandbox/limits";
export { ensureLauncher, ensurePch } from "./sandbox/toolchain";
export { type CodeRunner, createCodeRunner } from "./service";

declare module "../../platform/module" {
	interface ModuleServices {
		/** One sandbox pool per process (with REDIS_URL, one queue to the workers). */
		codeRunner: CodeRunner;
	}
}

/** Free runs of code in the sandbox (the playground). */
export const codeRunnerModule = defineModule({
	name: "code-runner",
	register: async (app, { limiters, services }) =>
		codeRunnerRoutes(app, { limiter: limiters.perMinute, runner: services.codeRunner }),
});
