import { randomUUID } from "node:crypto";
import path from "node:path";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { adminDashboardModule } from "./modules/admin-dashboard";
import { authModule } from "./modules/auth";
import { careersModule } from "./modules/careers";
import { certificatesModule, createCertificateService } from "./modules/certificates";
import { codeRunnerModule, createCodeRunner, type SandboxCheck } from "./modules/code-runner";
import { contactModule } from "./modules/contact";
import { counsellingModule } from "./modules/counselling";
import { examAnalyticsModule } from "./modules/exam-analytics";
import { createExamDeps, examsModule } from "./modules/exams";
import { healthModule } from "./modules/health";
import { insightsModule } from "./modules/insights";
import { interviewsModule } from "./modules/interviews";
import { createCourseLabs, labsModule } from "./modules/labs";
import { createLearningService, learningModule } from "./modules/learning";
import { mentorsModule } from "./modules/mentors";
import { newsletterModule } from "./modules/newsletter";
import { createNotifications, notificationsModule } from "./modules/notifications";
import { placementsModule } from "./modules/placements";
import { portfoliosModule } from "./modules/portfolios";
import { practiceRunModule } from "./modules/practice-run";
import { problemsModule } from "./modules/problems";
import { extraMinutesFor, proctoringModule } from "./modules/proctoring";
import { psychometricModule } from "./modules/psychometric";
import { questionBanksModule } from "./modules/question-banks";
import { readinessModule } from "./modules/readiness";
import { resumesModule } from "./modules/resumes";
import { schedulingModule } from "./modules/scheduling";
import { studentsModule } from "./modules/students";
import { supportModule } from "./modules/support";
import { systemCheckModule } from "./modules/system-check";
import { type Clock, systemClock } from "./platform/clock";
import type { Config } from "./platform/config";
import type { Database } from "./platform/db/database";
import { registerApiDocs } from "./platform/http/docs";
import { registerErrorHandler } from "./platform/http/error-handler";
import { answerWrongMethodWith405 } from "./platform/http/method-not-allowed";
import { refuseNulCharacters } from "./platform/http/nul-guard";
import { type DeclaredRoute, installAccessCheck } from "./platform/http/route";
import { registerSecurityHeaders } from "./platform/http/security";
import { registerWebApp } from "./platform/http/web-app";
import { mailboxRoutes } from "./platform/mail/mailbox-routes";
import { createMailer } from "./platform/mail/mailer";
import { type ModuleContext, type ModuleDefinition, registerModules } from "./platform/module";
import { paths } from "./platform/paths";
import { createRateLimiter } from "./platform/rate-limit/limiter";
import { createDiskStorage } from "./platform/storage/file-storage";

/** 1 MB: larger bodies are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Every module of the server, in the order they register. Auth comes first: it gives the app the
 * authenticator the other modules' routes are checked with. A new module is one line here.
 */
export const MODULES: readonly ModuleDefinition[] = [
	authModule,
	healthModule,
	studentsModule,
	questionBanksModule,
	contactModule,
	newsletterModule,
	codeRunnerModule,
	problemsModule,
	supportModule,
	systemCheckModule,
	examsModule,
	examAnalyticsModule,
	proctoringModule,
	practiceRunModule,
	schedulingModule,
	interviewsModule,
	psychometricModule,
	notificationsModule,
	resumesModule,
	placementsModule,
	learningModule,
	labsModule,
	certificatesModule,
	portfoliosModule,
	mentorsModule,
	insightsModule,
	careersModule,
	readinessModule,
	counsellingModule,
	adminDashboardModule,
];

export type AppOptions = {
	database: Database;
	config: Config;
	logger?: FastifyServerOptions["logger"];
	/** Directory of the built web app; defaults to apps/web/dist. */
	webDist?: string;
	clock?: Clock;
	/** Whether this machine can run code (tests simulate one without bubblewrap); default: look. */
	sandboxCheck?: SandboxCheck;
};

declare module "fastify" {
	interface FastifyInstance {
		/** Every API route with the access it declared (the generated role x route test walks it). */
		declaredRoutes: DeclaredRoute[];
	}
}

/**
 * Only the configured proxies are believed about the client's address (config.ts): with N hops, the
 * address N entries from the socket's end of X-Forwarded-For is the client, whatever the client wrote
 * further left.
 */
function trustedProxies(
	trust: Config["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
	if (trust === false || Array.isArray(trust)) return trust;
	return (_address, hop) => hop < trust;
}

/** Builds the whole HTTP application; `main.ts` listens on it and tests drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
	const { config, database } = options;
	const app = Fastify({
		logger: options.logger ?? false,
		bodyLimit: BODY_LIMIT_BYTES,
		trustProxy: trustedProxies(config.trustProxy),
		genReqId: () => randomUUID(),
		routerOptions: { ignoreTrailingSlash: true },
	}).withTypeProvider<ZodTypeProvider>();

	app.setValidatorCompiler(validatorCompiler);
	app.setSerializerCompiler(serializerCompiler);
	// The API speaks JSON only; anything else is a 415 with a clear message, not a confusing 400.
	app.removeContentTypeParser("text/plain");
	registerErrorHandler(app);
	answerWrongMethodWith405(app);
	refuseNulCharacters(app);
	app.decorateRequest("principal", null);

	await registerSecurityHeaders(app);
	await app.register(compress, { global: true, threshold: 1024 });
	await app.register(cookie);
	await app.register(multipart);
	// The API reference's and the built web app's own routes are public files; every route after
	// this point must declare who may call it, or the app refuses to start.
	await registerApiDocs(app);
	await registerWebApp(app, options.webDist ?? paths.webDist);
	app.decorate("declaredRoutes", installAccessCheck(app));

	const clock = options.clock ?? systemClock;
	const db = database.db;
	const mailer = createMailer({
		db,
		from: config.mailFrom,
		log: app.log,
		...(config.smtpUrl ? { smtpUrl: config.smtpUrl } : {}),
	});
	// One sandbox pool for the whole process (with REDIS_URL, one queue to the workers): free runs,
	// practice submissions and exam code share it.
	const codeRunner = createCodeRunner({
		...(config.redisUrl ? { redis: { url: config.redisUrl, prefix: config.redisPrefix } } : {}),
		onError: (error) => app.log.error({ err: error }, "code runner queue"),
		...(options.sandboxCheck ? { sandboxCheck: options.sandboxCheck } : {}),
	});
	if (codeRunner.off) app.log.warn({ missing: "bubblewrap" }, `Code running is off. ${codeRunner.off}`);
	app.addHook("onClose", async () => codeRunner.close());
	// One notifications service for the whole process (with REDIS_URL, live messages go through Redis).
	const notifications = createNotifications(config, { db, clock, mailer, log: app.log });
	app.addHook("onClose", async () => notifications.close());

	const certificates = createCertificateService({
		db,
		clock,
		publicUrl: config.publicUrl,
		notify: notifications.notify,
	});
	// An exam certificate is issued off the submission; a failure there never fails the submission.
	const attemptPassed = async (studentId: string, examId: string) => {
		try {
			await certificates.examAttemptPassed(studentId, examId);
		} catch (error) {
			app.log.error({ err: error, studentId, examId }, "exam certificate issuance failed");
		}
	};

	const context: ModuleContext = {
		config,
		database,
		db,
		clock,
		log: app.log,
		mailer,
		storage: createDiskStorage(path.join(config.dataDir, "files")),
		limiters: { perMinute: createRateLimiter(db, 60, clock), hourly: createRateLimiter(db, 60 * 60, clock) },
		services: {
			learning: createLearningService(db),
			courseLabs: createCourseLabs(db),
			certificates,
			codeRunner,
			notifications,
			exams: createExamDeps(
				{ db, clock, extraMinutesFor, notify: notifications.notify, attemptPassed },
				codeRunner,
			),
		},
	};
	await registerModules(app, MODULES, context);
	if (config.env !== "production") await app.register(mailboxRoutes, { mailer, access: config.devMailbox });
	return app;
}
