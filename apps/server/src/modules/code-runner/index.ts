import { defineModule } from "../../platform/module";
import { codeRunnerRoutes } from "./routes";
import { type CodeRunner, RunnerBusyError } from "./service";

export { type CodeWorker, type CodeWorkerOptions, startCodeWorker } from "./queue-worker";
export { checkSandbox, type SandboxCheck } from "./sandbox/availability";
export type { JudgeResult, JudgeTest, TestOutcome } from "./sandbox/judge";
export { MB, type ProcessLimits } from "./sandbox/limits";
export type { RunContext } from "./sandbox/pool";
export { ensureLauncher, ensurePch } from "./sandbox/toolchain";
export { type CodeRunner, createCodeRunner, RunnerBusyError } from "./service";

declare module "../../platform/module" {
	interface ModuleServices {
		/** One sandbox pool per process (with REDIS_URL, one queue to the workers). */
		codeRunner: CodeRunner;
	}
}

/** Free runs of code in the sandbox (the playground). */
export const codeRunnerModule = defineModule({
	name: "code-runner",
	register: async (app, { limiters, services }) => {
		// Every route that runs code (free runs, practice, exams) says when to try again after a
		// refusal of the shared runner; the app's error handler keeps the header.
		app.addHook("onError", async (_request, reply, error) => {
			if (error instanceof RunnerBusyError) reply.header("retry-after", String(error.retryAfterSeconds));
		});
		codeRunnerRoutes(app, { limiter: limiters.perMinute, runner: services.codeRunner });
	},
});
