import { createHmac } from "node:crypto";
import type { Config } from "../../platform/config";
import type { Db } from "../../platform/db/database";
import { defineModule } from "../../platform/module";
import { createRateLimiter } from "../../platform/rate-limit/limiter";
import { getOrCreateSecret } from "../../platform/secrets";
import { type AuthDeps, LIMITS } from "./deps";
import { createAuthenticator } from "./guard";
import { resetRoutes } from "./reset-routes";
import { authRoutes } from "./routes";
import { createTokenSigner } from "./tokens";

export { SESSION_COOKIE, sessionEnded } from "./guard";
export { issueSetPasswordLinks, openLinksUntil, recentSignIns, type SignInRecord } from "./invitations";
export { isSessionLive, liveSessionSql } from "./read";

/** The secrets that sign sessions and key one-time codes: from AUTH_SECRET, else generated once and stored. */
async function authSecrets(config: Config, db: Db): Promise<{ tokenKey: string; codeKey: string }> {
	const { authSecret } = config;
	if (authSecret) {
		const derive = (purpose: string) => createHmac("sha256", authSecret).update(purpose).digest("base64url");
		return { tokenKey: derive("session tokens"), codeKey: derive("one-time codes") };
	}
	return {
		tokenKey: await getOrCreateSecret(db, "session-tokens"),
		codeKey: await getOrCreateSecret(db, "one-time-codes"),
	};
}

/**
 * Sign-in, sessions, one-time codes and password resets. It registers first: it gives the app the
 * authenticator every other module's routes are checked with.
 */
export const authModule = defineModule({
	name: "auth",
	async register(app, { config, db, clock, mailer, services }) {
		const { tokenKey, codeKey } = await authSecrets(config, db);
		const tokens = createTokenSigner(tokenKey, clock);
		const deps: AuthDeps = {
			db,
			clock,
			tokens,
			mailer,
			codeKey,
			publicUrl: config.publicUrl,
			loginLimiter: createRateLimiter(db, LIMITS.loginWindowSeconds, clock),
			sendLimiter: createRateLimiter(db, LIMITS.sendWindowSeconds, clock),
			enrolledCourses: services.learning.enrolledCourses,
		};
		app.decorate("authenticator", createAuthenticator({ db, tokens, clock }));
		authRoutes(app, deps);
		resetRoutes(app, deps);
	},
});
