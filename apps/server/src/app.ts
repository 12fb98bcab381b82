import { createHmac, randomUUID } from "node:crypto";
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { type AuthDeps, LIMITS } from "./modules/auth/deps";
import { createAuthenticator } from "./modules/auth/guard";
import { resetRoutes } from "./modules/auth/reset-routes";
import { authRoutes } from "./modules/auth/routes";
import { createTokenSigner } from "./modules/auth/tokens";
import { codeRunnerRoutes } from "./modules/code-runner/routes";
import { createCodeRunner } from "./modules/code-runner/service";
import { contactRoutes } from "./modules/contact/routes";
import { examAnalyticsRoutes } from "./modules/exam-analytics/routes";
import { examAuthoringRoutes } from "./modules/exams/authoring-routes";
import { createCodingJudge } from "./modules/exams/coding";
import { examCodingRoutes } from "./modules/exams/coding-routes";
import { studentExamRoutes } from "./modules/exams/routes";
import { startOverdueSweep } from "./modules/exams/submission-service";
import { healthRoutes } from "./modules/health/routes";
import { newsletterRoutes } from "./modules/newsletter/routes";
import { problemRoutes } from "./modules/problems/routes";
import { registerProctoring } from "./modules/proctoring/routes";
import { questionBankRoutes } from "./modules/question-banks/routes";
import { studentRoutes } from "./modules/students/routes";
import { supportRoutes } from "./modules/support/routes";
import { systemCheckRoutes } from "./modules/system-check/routes";
import { type Clock, systemClock } from "./platform/clock";
import type { Config } from "./platform/config";
import type { Database } from "./platform/db/database";
import { registerApiDocs } from "./platform/http/docs";
import { registerErrorHandler } from "./platform/http/error-handler";
import { registerSecurityHeaders } from "./platform/http/security";
import { registerWebApp } from "./platform/http/web-app";
import { mailboxRoutes } from "./platform/mail/mailbox-routes";
import { createMailer } from "./platform/mail/mailer";
import { paths } from "./platform/paths";
import { createRateLimiter } from "./platform/rate-limit/limiter";
import { getOrCreateSecret } from "./platform/secrets";
import { createDiskStorage } from "./platform/storage/file-storage";

/** 1 MB: larger bodies are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppOptions = {
	database: Database;
	config: Config;
	logger?: FastifyServerOptions["logger"];
	/** Directory of the built web app; defaults to apps/web/dist. */
	webDist?: string;
	clock?: Clock;
};

/** The secrets that sign sessions and key one-time codes: from AUTH_SECRET, else generated once and stored. */
async function authSecrets(options: AppOptions): Promise<{ tokenKey: string; codeKey: string }> {
	const { authSecret } = options.config;
	if (authSecret) {
		const derive = (purpose: string) => createHmac("sha256", authSecret).update(purpose).digest("base64url");
		return { tokenKey: derive("session tokens"), codeKey: derive("one-time codes") };
	}
	const db = options.database.db;
	return {
		tokenKey: await getOrCreateSecret(db, "session-tokens"),
		codeKey: await getOrCreateSecret(db, "one-time-codes"),
	};
}

/** Builds the whole HTTP application; `main.ts` listens on it and tests drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
	const { config, database } = options;
	const app = Fastify({
		logger: options.logger ?? false,
		bodyLimit: BODY_LIMIT_BYTES,
		trustProxy: config.trustProxy,
		genReqId: () => randomUUID(),
		routerOptions: { ignoreTrailingSlash: true },
	}).withTypeProvider<ZodTypeProvider>();

	app.setValidatorCompiler(validatorCompiler);
	app.setSerializerCompiler(serializerCompiler);
	// The API speaks JSON only; anything else is a 415 with a clear message, not a confusing 400.
	app.removeContentTypeParser("text/plain");
	registerErrorHandler(app);
	app.decorateRequest("principal", null);

	await registerSecurityHeaders(app);
	await app.register(compress, { global: true, threshold: 1024 });
	await app.register(cookie);
	await app.register(multipart);
	await registerApiDocs(app);

	const clock = options.clock ?? systemClock;
	const db = database.db;
	const { tokenKey, codeKey } = await authSecrets(options);
	const tokens = createTokenSigner(tokenKey, clock);
	const mailer = createMailer({
		db,
		from: config.mailFrom,
		log: app.log,
		...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
	});
	const authDeps: AuthDeps = {
		db,
		clock,
		tokens,
		mailer,
		codeKey,
		publicUrl: config.publicUrl,
		loginLimiter: createRateLimiter(db, LIMITS.loginWindowSeconds, clock),
		sendLimiter: createRateLimiter(db, LIMITS.sendWindowSeconds, clock),
	};
	const auth = createAuthenticator({ db, tokens, clock });

	await app.register(healthRoutes, { database });
	await app.register(authRoutes, { deps: authDeps, auth });
	await app.register(resetRoutes, { deps: authDeps });
	await app.register(studentRoutes, { db, auth });
	await app.register(questionBankRoutes, { db, auth });
	const hourly = createRateLimiter(db, 60 * 60, clock);
	await app.register(contactRoutes, { db, auth, limiter: hourly });
	await app.register(newsletterRoutes, { db, limiter: hourly });
	// One sandbox pool for the whole process (with REDIS_URL, one queue to the workers): free runs,
	// practice submissions and exam code share it.
	const codeRunner = createCodeRunner({
		...(config.redisUrl ? { redis: { url: config.redisUrl, prefix: config.redisPrefix } } : {}),
		onError: (error) => app.log.error({ err: error }, "code runner queue"),
	});
	app.addHook("onClose", async () => codeRunner.close());
	const perMinute = createRateLimiter(db, 60, clock);
	await app.register(codeRunnerRoutes, { auth, limiter: perMinute, runner: codeRunner });
	await app.register(problemRoutes, { db, clock, auth, limiter: perMinute, runner: codeRunner });
	const storage = createDiskStorage(path.join(config.dataDir, "files"));
	await app.register(supportRoutes, { db, auth, limiter: hourly, storage });
	await app.register(systemCheckRoutes, { deps: { db, clock, storage }, auth, limiter: hourly });
	const examDeps = { db, clock, judgeCoding: createCodingJudge(codeRunner) };
	await app.register(studentExamRoutes, { deps: examDeps, auth });
	await app.register(examAuthoringRoutes, { deps: examDeps, auth });
	await app.register(examAnalyticsRoutes, { deps: { db, clock }, auth });
	await app.register(examCodingRoutes, { deps: examDeps, auth, runner: codeRunner, limiter: perMinute });
	await registerProctoring(app, { config, exams: examDeps, storage, limiter: perMinute, auth });
	const stopSweep = startOverdueSweep(examDeps, app.log);
	app.addHook("onClose", async () => stopSweep());
	if (config.env !== "production") await app.register(mailboxRoutes, { mailer });

	await registerWebApp(app, options.webDist ?? paths.webDist);
	return app;
}
