import type { FastifyInstance } from "fastify";
import type { Config } from "../../platform/config";
import type { RateLimiter } from "../../platform/rate-limit/limiter";
import type { FileStorage } from "../../platform/storage/file-storage";
import type { Authenticator } from "../auth/guard";
import type { ExamDeps } from "../exams/access";
import { proctoringAdminRoutes } from "./admin-routes";
import { createLiveBus } from "./live-bus";
import { studentProctoringRoutes } from "./student-routes";
import type { ProctoringDeps } from "./student-service";

/**
 * The proctoring module on the app: the student's reports and heartbeats, the examination admin's
 * review, accommodations and live view. The live view's bus is Redis when REDIS_URL is set.
 */
export async function registerProctoring(
	app: FastifyInstance,
	options: {
		config: Pick<Config, "redisUrl" | "redisPrefix">;
		exams: ExamDeps;
		storage: FileStorage;
		/** A per-minute limiter (reports and heartbeats are counted per attempt). */
		limiter: RateLimiter;
		auth: Authenticator;
	},
): Promise<ProctoringDeps> {
	const bus = createLiveBus(options.config, app.log);
	app.addHook("onClose", async () => bus.close());
	const deps: ProctoringDeps = {
		db: options.exams.db,
		clock: options.exams.clock,
		exams: options.exams,
		storage: options.storage,
		bus,
		limiter: options.limiter,
	};
	await app.register(studentProctoringRoutes, { deps, auth: options.auth });
	await app.register(proctoringAdminRoutes, { deps, auth: options.auth });
	return deps;
}
