import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { healthRoutes } from "./modules/health/routes";
import type { Database } from "./platform/db/database";
import { registerApiDocs } from "./platform/http/docs";
import { registerErrorHandler } from "./platform/http/error-handler";
import { registerSecurityHeaders } from "./platform/http/security";
import { registerWebApp } from "./platform/http/web-app";
import { paths } from "./platform/paths";

/** 1 MB: larger bodies are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

export type AppOptions = {
	database: Database;
	logger?: FastifyServerOptions["logger"];
	trustProxy?: boolean;
	/** Directory of the built web app; defaults to apps/web/dist. */
	webDist?: string;
};

/** Builds the whole HTTP application; `main.ts` listens on it and tests drive it with `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
	const app = Fastify({
		logger: options.logger ?? false,
		bodyLimit: BODY_LIMIT_BYTES,
		trustProxy: options.trustProxy ?? false,
		genReqId: () => randomUUID(),
		routerOptions: { ignoreTrailingSlash: true },
	}).withTypeProvider<ZodTypeProvider>();

	app.setValidatorCompiler(validatorCompiler);
	app.setSerializerCompiler(serializerCompiler);
	// The API speaks JSON only; anything else is a 415 with a clear message, not a confusing 400.
	app.removeContentTypeParser("text/plain");
	registerErrorHandler(app);

	await registerSecurityHeaders(app);
	await app.register(compress, { global: true, threshold: 1024 });
	await registerApiDocs(app);

	await app.register(healthRoutes, { database: options.database });

	await registerWebApp(app, options.webDist ?? paths.webDist);
	return app;
}
